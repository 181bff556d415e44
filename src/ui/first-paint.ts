/**
 * "After the first page has painted" (issue 9 item 3): work the first screen does not need
 * (the session check's chunk, the chunks the submit will need) waits until a `Page` heading has
 * reached the screen, so it neither delays the paint nor competes with the first screen's own
 * requests. A screen that never shows a `Page` (a loading or error view) must not hold that
 * work back for long: after FALLBACK_MS it runs anyway.
 */
const FALLBACK_MS = 1_000;

let released = false;
let watching = false;

/**
 * Moving the focus forces a layout: in the page (src/main.tsx holds it), the first heading takes
 * the focus after the first paint instead of inside the first render (issue 9 item 3).
 */
export const focusAfterFirstPaint = { held: false };
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting: Array<() => void> = [];

function release() {
  if (released) return;
  released = true;
  focusAfterFirstPaint.held = false;
  clearTimeout(timer);
  // Each in a task of its own: together (the heading's focus, the chunks' requests) they made one
  // long task right after the paint (issue 9 item 3).
  for (const run of waiting.splice(0)) setTimeout(run, 0);
}

/** Called by `Page` once its heading is in the DOM. */
export function notePagePainted(): void {
  if (released || watching) return;
  watching = true;
  // The browser's first contentful paint says the heading's frame has been presented (animation
  // frames do not: headless Chromium presents later). Where paints are not reported (jsdom), now.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    return void setTimeout(release, 0);
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(release, 0);
  }).observe({ type: 'paint', buffered: true });
}

/** Runs `work` once the first page has painted (or FALLBACK_MS after the first request for it). */
export function afterFirstPaint(work: () => void): void {
  if (released) {
    work();
    return;
  }
  waiting.push(work);
  timer ??= setTimeout(release, FALLBACK_MS);
}
