import {
  SCROLL_MAX_DURATION_MS,
  SCROLL_OFFSET_PX,
  type ScrollEnv,
  scrollDuration,
  scrollPosition,
  scrollTarget,
  scrollToElement,
  scrollToY,
} from './scroll';

/** A page with a frame clock the test advances by hand. */
function fakePage(startY: number, { reducedMotion = false, framed = false } = {}) {
  let y = startY;
  let now = 0;
  let pending: ((now: number) => void) | null = null;
  const positions: number[] = [];
  const env: ScrollEnv = {
    scrollY: () => y,
    scrollTo: (to) => {
      y = to;
      positions.push(to);
    },
    requestFrame: (callback) => {
      pending = callback;
    },
    now: () => now,
    reducedMotion: () => reducedMotion,
    framed: () => framed,
  };
  /** Runs frames every 16 ms until none is asked for; returns the time the last one ran. */
  const runFrames = () => {
    while (pending) {
      const frame: (now: number) => void = pending;
      pending = null;
      now += 16;
      frame(now);
    }
    return now;
  };
  return { env, positions, runFrames, y: () => y };
}

describe('the scroll helper (contract.md 9)', () => {
  it('leaves 15 px above the element it scrolls to', () => {
    expect(SCROLL_OFFSET_PX).toBe(15);
    expect(scrollTarget(100, 400)).toBe(485);
    expect(scrollTarget(600, -200)).toBe(385);
  });

  it('never scrolls above the top of the page', () => {
    expect(scrollTarget(0, 5)).toBe(0);
  });

  it('takes at most 1 s, however far it goes, and less for a short hop', () => {
    expect(SCROLL_MAX_DURATION_MS).toBe(1000);
    expect(scrollDuration(5000)).toBe(1000);
    expect(scrollDuration(-5000)).toBe(1000);
    expect(scrollDuration(200)).toBe(200);
    expect(scrollDuration(0)).toBe(0);
  });

  it('moves monotonically from the start to the target and is there when its time is up', () => {
    const samples = [0, 100, 250, 500, 750, 999, 1000, 1500].map((t) => scrollPosition(0, 3000, t));

    expect(samples[0]).toBe(0);
    expect(samples.at(-2)).toBe(3000);
    expect(samples.at(-1)).toBe(3000);
    expect([...samples].sort((a, b) => a - b)).toEqual(samples);
  });

  it('animates a long scroll over frames and arrives within 1 s', async () => {
    const page = fakePage(0);

    const done = scrollToY(2400, page.env);
    const finishedAt = page.runFrames();
    await done;

    expect(page.y()).toBe(2400);
    expect(page.positions.length).toBeGreaterThan(10);
    expect(finishedAt).toBeLessThanOrEqual(SCROLL_MAX_DURATION_MS + 16);
  });

  it('jumps at once when the user asked for reduced motion', async () => {
    const page = fakePage(0, { reducedMotion: true });

    await scrollToY(2400, page.env);

    expect(page.positions).toEqual([2400]);
  });

  it('in a frame, has the browser scroll the element into view, the host page with it, 15 px below the top', async () => {
    const page = fakePage(0, { framed: true });
    const scrollIntoView = vi.fn();
    const field = { style: {}, scrollIntoView } as unknown as HTMLElement;

    await scrollToElement(field, page.env);

    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(field.style.scrollMarginTop).toBe('15px');
    expect(page.positions).toEqual([]);
  });

  it('in a frame, jumps when the user asked for reduced motion', async () => {
    const page = fakePage(0, { framed: true, reducedMotion: true });
    const scrollIntoView = vi.fn();
    const field = { style: {}, scrollIntoView } as unknown as HTMLElement;

    await scrollToElement(field, page.env);

    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });
});
