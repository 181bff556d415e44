import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SizeMessage } from './native-interface';
import { startSizeReporter } from './size-reporter';

function fakePage(width: number, height: number) {
  let onChange = () => {};
  const size = { width, height };
  const posted: SizeMessage[] = [];
  const stop = startSizeReporter({
    measure: () => ({ ...size }),
    observe: (listener) => {
      onChange = listener;
      return () => {
        onChange = () => {};
      };
    },
    post: (message) => posted.push(message),
  });
  return {
    posted,
    stop,
    resize(next: { width?: number; height?: number }) {
      Object.assign(size, next);
      onChange();
    },
  };
}

describe('size reports to the parent frame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the size once it has stayed put for 500 ms', () => {
    const page = fakePage(480, 900);
    vi.advanceTimersByTime(499);
    expect(page.posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.posted).toEqual([{ type: 'size', width: 480, height: 900 }]);
  });

  it('sends one report for a burst of changes, with the last size', () => {
    const page = fakePage(480, 900);
    vi.advanceTimersByTime(500);
    for (let i = 1; i <= 5; i += 1) {
      page.resize({ height: 900 + i * 10 });
      vi.advanceTimersByTime(200);
    }
    expect(page.posted).toHaveLength(1);
    vi.advanceTimersByTime(300);
    expect(page.posted).toEqual([
      { type: 'size', width: 480, height: 900 },
      { type: 'size', width: 480, height: 950 },
    ]);
  });

  it('does not repeat a size already reported, and rounds fractions up', () => {
    const page = fakePage(480.2, 900.5);
    vi.advanceTimersByTime(500);
    page.resize({ width: 480.2 });
    vi.advanceTimersByTime(500);
    expect(page.posted).toEqual([{ type: 'size', width: 481, height: 901 }]);
  });

  it('stops reporting when stopped', () => {
    const page = fakePage(480, 900);
    page.stop();
    page.resize({ height: 1000 });
    vi.advanceTimersByTime(1000);
    expect(page.posted).toEqual([]);
  });
});
