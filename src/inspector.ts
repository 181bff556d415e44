import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { redact } from './redact';

/**
 * The Stately inspector for QA (DESIGN.md): loaded by a dynamic import only when the sandbox is
 * on and the entry URL says inspect=true, so it never sits in the first screen's JavaScript.
 * Every context and event passes through `redact` before it leaves the page.
 */
export function createQaInspector(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => redact(context),
    sanitizeEvent: (event) => redact(event),
  });
  return (event) => inspector.inspect.next?.(event);
}
