/**
 * Told when a call that needs the session has answered with it (the registration or its status):
 * the browser sends this page its session cookie. Inside a frame that tells a session that ended
 * from a cookie the browser withholds (decision 051, QA 24); src/session-actor.ts listens.
 */
const listeners = new Set<() => void>();

export function onSessionAnswered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Passes an answer through, telling the listeners it came. */
export function sessionAnswered<T>(answer: T): T {
  for (const listener of listeners) listener();
  return answer;
}
