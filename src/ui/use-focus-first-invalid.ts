import { useEffect, useRef } from 'react';

const isEmpty = (trigger: unknown) =>
  !trigger || (typeof trigger === 'object' && Object.keys(trigger).length === 0);

/**
 * After a refused submit (the machine reports field errors), focus the first invalid control so
 * keyboard and screen-reader users learn at once what to fix. `trigger` is the error (or the map
 * of errors); the returned ref goes on the form or on the element that contains the fields.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(
  trigger: unknown,
  selector = '[aria-invalid="true"]',
) {
  const container = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selector is a constant per caller; only a new error moves focus.
  useEffect(() => {
    if (!isEmpty(trigger)) container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [trigger]);
  return container;
}
