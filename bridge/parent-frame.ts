/**
 * Messaging with a parent window when the client runs inside an iframe. Messages go only to an
 * origin on the operator's allow-list (never `*`), and inbound messages are accepted only from
 * such an origin and from the parent itself (DEVELOPERS.md security bar).
 */

export interface FrameEnvironment {
  self: Window;
  parent: Window;
  referrer: string;
  ancestorOrigins?: ArrayLike<string>;
}

const browserEnvironment = (): FrameEnvironment => ({
  self: window,
  parent: window.parent,
  referrer: document.referrer,
  ancestorOrigins: window.location.ancestorOrigins,
});

/** True when the page is framed by another window. */
export function isEmbedded(env: FrameEnvironment = browserEnvironment()): boolean {
  return env.parent !== env.self;
}

/**
 * The parent's origin when it is on the allow-list, else null. Chromium and Safari expose
 * `ancestorOrigins`; elsewhere the referrer of the framed page names the parent.
 */
export function allowedParentOrigin(
  allowedOrigins: readonly string[],
  env: FrameEnvironment = browserEnvironment(),
): string | null {
  if (!isEmbedded(env)) return null;
  const candidate = env.ancestorOrigins?.[0] ?? originOf(env.referrer);
  if (!candidate) return null;
  return allowedOrigins.map(originOf).includes(candidate) ? candidate : null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Posts a message to the parent window if, and only if, its origin is allowed. */
export function postToParent(
  message: { type: string } & Record<string, unknown>,
  allowedOrigins: readonly string[],
  env: FrameEnvironment = browserEnvironment(),
): boolean {
  const origin = allowedParentOrigin(allowedOrigins, env);
  if (!origin) return false;
  env.parent.postMessage(message, origin);
  return true;
}

/**
 * Listens to messages from the parent window; drops anything from another window, another
 * origin, or without a string `type`. Returns the unsubscribe function.
 */
export function listenToParent(
  allowedOrigins: readonly string[],
  onMessage: (message: { type: string } & Record<string, unknown>) => void,
  env: FrameEnvironment = browserEnvironment(),
): () => void {
  const allowed = new Set(allowedOrigins.map(originOf).filter(Boolean));
  const listener = (event: MessageEvent) => {
    if (event.source !== env.parent || !allowed.has(event.origin)) return;
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || typeof (data as { type?: unknown }).type !== 'string')
      return;
    onMessage(data as { type: string } & Record<string, unknown>);
  };
  env.self.addEventListener('message', listener);
  return () => env.self.removeEventListener('message', listener);
}
