import { type SessionSnapshot, selectSignedIn, selectSignedOut } from './session.selectors';

// A module of its own: only pages beyond the first screen (lazy chunks) read these, and a selector
// of session.selectors.ts would travel in the first screen's chunk.

/**
 * A cool-off is known to run: the server answered a call of this session with 403 user_suspended
 * (cool_off) and it was not lifted since (QA 12).
 */
export const selectCoolOffRunning = (s: SessionSnapshot | undefined) =>
  selectSignedIn(s) && s?.context.suspension === 'cool_off';

/** Whether a patron is signed in, known to be signed out, or not known yet (the start-up check). */
export const selectSignedInOrOut = (s: SessionSnapshot | undefined) =>
  selectSignedOut(s) ? 'signedOut' : selectSignedIn(s) ? 'signedIn' : 'unknown';
