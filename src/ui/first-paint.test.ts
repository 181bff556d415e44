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
    await vi.advanceTimersByTimeAsync(2);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs each piece of work in a task of its own, so together they make no long task (issue 9 item 3)', async () => {
    const { afterFirstPaint, notePagePainted } = await load();
    const order: string[] = [];
    // A microtask queued by the first runs before the second only if the second is a later task.
    afterFirstPaint(() => {
      order.push('first');
      queueMicrotask(() => order.push('end of the first task'));
    });
    afterFirstPaint(() => order.push('second'));
    notePagePainted();
    await vi.advanceTimersByTimeAsync(50);
    expect(order).toEqual(['first', 'end of the first task', 'second']);
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

  it("waits for the browser's first contentful paint where the browser reports paints", async () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    try {
      const { afterFirstPaint, notePagePainted } = await load();
      const work = vi.fn();
      afterFirstPaint(work);
      notePagePainted();
      await vi.advanceTimersByTimeAsync(200);
      // Headless Chromium presents the frame later than two animation frames: nothing yet.
      report?.({ getEntriesByName: () => [] });
      await vi.advanceTimersByTimeAsync(50);
      expect(work).not.toHaveBeenCalled();

      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await vi.advanceTimersByTimeAsync(1);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("holds the first page's focus in the page until the paint, then gives it back at once", async () => {
    const { afterFirstPaint, focusAfterFirstPaint, notePagePainted } = await load();
    focusAfterFirstPaint.held = true;
    afterFirstPaint(() => {});
    notePagePainted();
    expect(focusAfterFirstPaint.held).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(focusAfterFirstPaint.held).toBe(false);
  });
});
