import { type SessionSnapshot, selectSignedIn } from './session.selectors';

// A module of its own: only the cool-off pages (a lazy chunk) read these, and a selector of
// session.selectors.ts would travel in the first screen's chunk.

/**
 * A cool-off is known to run: the server answered a call of this session with 403 user_suspended
 * (cool_off) and it was not lifted since (QA 12).
 */
export const selectCoolOffRunning = (s: SessionSnapshot | undefined) =>
  selectSignedIn(s) && s?.context.suspension === 'cool_off';

/** Where a running cool-off sends the patron: its suspended page in the session's route set. */
export const selectCoolOffPage = (s: SessionSnapshot | undefined) =>
  s?.context.layout === 'web'
    ? ('/web/suspended/cool_off' as const)
    : ('/suspended/cool_off' as const);
