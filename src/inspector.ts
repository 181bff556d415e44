import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { redact } from './redact';

/**
 * The Stately inspector for QA (DESIGN.md): loaded by a dynamic import only when the sandbox is
 * on and the entry URL says inspect=true, so it never sits in the first screen's JavaScript.
 * Every inspection event passes through `redact` as a whole before it leaves the page: contexts
 * and events, and also the inputs and outputs of invoked actors (the pre-registration payload
 * carries the password).
 */
export function createQaInspector(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redact(context),
    sanitizeEvent: (event) => redact(event),
    serialize: (event) => redactInspectionEvent(event),
  });
  return (event) => inspector.inspect.next?.(event);
}

/** A plain, redacted copy of an inspection event; one that cannot be copied is dropped to its type. */
export function redactInspectionEvent<T extends { type: string }>(event: T): T {
  try {
    return redact(JSON.parse(JSON.stringify(event)) as T);
  } catch {
    return { type: event.type } as T;
  }
}
