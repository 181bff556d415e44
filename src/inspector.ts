import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { redact } from './redact';

/**
 * The Stately inspector for QA (DESIGN.md, issue 15 item 1), opened by the QA panel's button: a
 * user gesture, so the browser lets the window open. Loaded only with the sandbox on (which the
 * app refuses in production), never in the first screen's JavaScript. Every inspection event
 * passes through `redact` as a whole before it leaves the page: contexts and events, and also the
 * inputs and outputs of invoked actors (the pre-registration payload carries the password).
 * Messages go to the inspector's origin only, and only its messages are listened to: the
 * library's own calls use `*`, so its window is handed a narrowed one.
 */
export const INSPECTOR_ORIGIN = 'https://stately.ai';

export interface QaInspector {
  /** False when the browser blocked the window. */
  opened: boolean;
  inspect: (event: InspectionEvent) => void;
}

export function openQaInspector(
  onConnected: () => void,
  host: Pick<Window, 'open' | 'addEventListener'> = window,
): QaInspector {
  let target: Window | null = null;
  const narrowed = {
    open: (url: string, name: string) => {
      target = host.open(url, name);
      return target
        ? { postMessage: (message: unknown) => target?.postMessage(message, INSPECTOR_ORIGIN) }
        : null;
    },
    addEventListener: (type: string, listener: (event: MessageEvent) => void) =>
      host.addEventListener(type as 'message', (event: MessageEvent) => {
        if (event.origin !== INSPECTOR_ORIGIN || event.source !== target) return;
        if ((event.data as { type?: unknown } | null)?.type === '@statelyai.connected')
          onConnected();
        listener(event);
      }),
  };
  const inspector = createBrowserInspector({
    window: narrowed as unknown as Window,
    sanitizeContext: (context) => redact(context),
    sanitizeEvent: (event) => redact(event),
    serialize: (event) => redactInspectionEvent(event),
  });
  return { opened: target !== null, inspect: (event) => inspector.inspect.next?.(event) };
}

/** A plain, redacted copy of an inspection event; one that cannot be copied is dropped to its type. */
export function redactInspectionEvent<T extends { type: string }>(event: T): T {
  try {
    return redact(JSON.parse(JSON.stringify(event)) as T);
  } catch {
    return { type: event.type } as T;
  }
}
