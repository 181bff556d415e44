import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one page-wide state (a page paints its first screen once): each test loads a
// fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./first-paint');
};

describe('work held until the first page has painted (src/ui/first-paint.ts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds work until a page heading has painted, then runs it once', async () => {
    const { afterFirstPaint, notePagePainted } = await load();
    const work = vi.fn();
    afterFirstPaint(work);
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();

    notePagePainted();
    await vi.advanceTimersByTimeAsync(50);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway after a second when no page heading ever paints (a loading view)', async () => {
    const { afterFirstPaint } = await load();
    const work = vi.fn();
    afterFirstPaint(work);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs work asked for after the first paint at once', async () => {
    const { afterFirstPaint, notePagePainted } = await load();
    notePagePainted();
    afterFirstPaint(() => {});
    await vi.advanceTimersByTimeAsync(50);
    const late = vi.fn();
    afterFirstPaint(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
