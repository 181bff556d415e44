import { useEffect, useRef } from 'react';

/** The errors a trigger carries, as comparable entries ("field=message", or the message). */
const errorsOf = (trigger: unknown): string[] => {
  if (!trigger) return [];
  if (typeof trigger !== 'object') return [String(trigger)];
  return Object.entries(trigger)
    .filter(([, message]) => Boolean(message))
    .map(([field, message]) => `${field}=${String(message)}`);
};

/**
 * After a refused submit (the machine reports field errors), focus the first invalid control so
 * keyboard and screen-reader users learn at once what to fix, and bring it into view with the
 * spec's scroll helper (contract.md 9: 15 px above it, at most 1 s) rather than the browser's
 * jump to the focused element. `trigger` is the error (or the map of errors); the returned ref
 * goes on the form or on the element that contains the fields.
 *
 * Focus moves only when an error appears that the last one did not have. An error that goes away
 * (the patron typing in the field it belonged to) moves nothing: the keys typed next must land in
 * that field, not in the next one still in error (QA 5).
 */
export function useFocusFirstInvalid<T extends HTMLElement>(
  trigger: unknown,
  selector = '[aria-invalid="true"]',
) {
  const container = useRef<T>(null);
  const shown = useRef<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selector is a constant per caller; only a new error moves focus.
  useEffect(() => {
    const before = shown.current;
    const now = errorsOf(trigger);
    shown.current = now;
    if (!now.some((error) => !before.includes(error))) return;
    let first = container.current?.querySelector<HTMLElement>(selector);
    if (!first) return;
    // A radio group is entered at its checked radio, as Tab enters it: on another one, Space
    // would silently change the choice (QA 12). Nothing checked, or not a radio (a checkbox has a
    // name of its own, so its match is itself): the first stays.
    first =
      container.current?.querySelector<HTMLElement>(
        `[name="${(first as HTMLInputElement).name}"]:checked`,
      ) ?? first;
    // Already focused (Enter pressed in it): focusing it again would say nothing, so it is
    // focused afresh, and a screen reader reads it with its new error (QA 5).
    if (first === document.activeElement) first.blur();
    // A message rather than a control (a form's alert): focusable by script, not by Tab.
    if (first.tabIndex < 0) first.tabIndex = -1;
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
