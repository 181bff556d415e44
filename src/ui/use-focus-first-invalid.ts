import { useEffect, useRef } from 'react';

const isEmpty = (trigger: unknown) =>
  !trigger || (typeof trigger === 'object' && Object.keys(trigger).length === 0);

/**
 * After a refused submit (the machine reports field errors), focus the first invalid control so
 * keyboard and screen-reader users learn at once what to fix, and bring it into view with the
 * spec's scroll helper (contract.md 9: 15 px above it, at most 1 s) rather than the browser's
 * jump to the focused element. `trigger` is the error (or the map of errors); the returned ref
 * goes on the form or on the element that contains the fields.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(
  trigger: unknown,
  selector = '[aria-invalid="true"]',
) {
  const container = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selector is a constant per caller; only a new error moves focus.
  useEffect(() => {
    if (isEmpty(trigger)) return;
    const first = container.current?.querySelector<HTMLElement>(selector);
    if (!first) return;
    first.focus({ preventScroll: true });
    // The whole field, so its label shows above the control. The scroll helper is a chunk of its
    // own, loaded on the first refused submit: the first screen paints without it (decision 012).
    const frame = first.closest('.field') ?? first;
    void import('./scroll').then(
      ({ scrollToElement }) => scrollToElement(frame),
      () => frame.scrollIntoView(),
    );
  }, [trigger]);
  return container;
}
