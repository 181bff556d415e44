/**
 * The scroll helper of contract.md 9: a target is scrolled to with 15 px of room above it, and the
 * animation takes at most 1 s. The timing is a pure function of the distance so it can be tested
 * without a browser; `scrollToElement` is the browser binding.
 */
export const SCROLL_OFFSET_PX = 15;
export const SCROLL_MAX_DURATION_MS = 1000;
/** Below this a scroll takes 1 ms per pixel, so a short hop is not slowed to a full second. */
const MS_PER_PX = 1;

/** The page offset to scroll to so an element `elementTop` px below the viewport's top shows with its margin. */
export const scrollTarget = (currentY: number, elementTop: number): number =>
  Math.max(0, Math.round(currentY + elementTop - SCROLL_OFFSET_PX));

/** How long scrolling a distance takes: proportional to it, never more than 1 s. */
export const scrollDuration = (distance: number): number =>
  Math.min(SCROLL_MAX_DURATION_MS, Math.abs(distance) * MS_PER_PX);

/** Ease in and out (cubic): slow start, slow finish, so the eye can follow. */
const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Where the page is `elapsed` ms into a scroll from `from` to `to`. */
export function scrollPosition(from: number, to: number, elapsed: number): number {
  const duration = scrollDuration(to - from);
  if (duration === 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * ease(Math.max(0, elapsed) / duration));
}

/** What the helper needs from the browser (injected in tests). */
export interface ScrollEnv {
  scrollY: () => number;
  scrollTo: (y: number) => void;
  requestFrame: (callback: (now: number) => void) => void;
  now: () => number;
  reducedMotion: () => boolean;
  /** In a frame: a host that sizes the frame to its page leaves the frame nothing to scroll. */
  framed: () => boolean;
}

const browserEnv = (): ScrollEnv => ({
  scrollY: () => window.scrollY,
  scrollTo: (y) => window.scrollTo(0, y),
  requestFrame: (callback) => window.requestAnimationFrame(callback),
  now: () => performance.now(),
  reducedMotion: () =>
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  framed: () => window.self !== window.top,
});

/**
 * Scrolls the page from where it is to `to`, animated over scrollDuration, or at once when the
 * user asked for reduced motion. Resolves when the page is there.
 */
export function scrollToY(to: number, env: ScrollEnv = browserEnv()): Promise<void> {
  const from = env.scrollY();
  if (from === to || env.reducedMotion()) {
    env.scrollTo(to);
    return Promise.resolve();
  }
  const start = env.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const y = scrollPosition(from, to, now - start);
      env.scrollTo(y);
      if (y === to) resolve();
      else env.requestFrame(step);
    };
    env.requestFrame(step);
  });
}

/**
 * Scrolls the page so `element` shows SCROLL_OFFSET_PX below the viewport's top. In a frame the
 * browser scrolls instead: a host that gives the frame the height of its page (docs/embedding.md,
 * the `size` message) leaves the frame's own window nothing to scroll, and only scrollIntoView
 * moves the host's page too, across origins (QA 24). The margin keeps the same room above it.
 */
export function scrollToElement(element: Element, env: ScrollEnv = browserEnv()): Promise<void> {
  if (env.framed()) {
    const { style } = element as Partial<ElementCSSInlineStyle>;
    if (style) style.scrollMarginTop = `${SCROLL_OFFSET_PX}px`;
    element.scrollIntoView({ block: 'start', behavior: env.reducedMotion() ? 'auto' : 'smooth' });
    return Promise.resolve();
  }
  return scrollToY(scrollTarget(env.scrollY(), element.getBoundingClientRect().top), env);
}
