import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

/** Read-only views of the session machine (STYLE.md 3); no snapshot (not loaded yet) reads as signed out. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The patron has a session, or is leaving it (the log-out button stays until the server answers). */
export const selectSignedIn = (s: SessionSnapshot | undefined) =>
  Boolean(s?.matches('signedIn') || s?.matches('loggingOut'));

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

/** The session is known to be over (or never began); unknown while the start-up check asks. */
export const selectSignedOut = (s: SessionSnapshot | undefined) => Boolean(s?.matches('signedOut'));

/** The log-out request is under way. */
export const selectLoggingOut = (s: SessionSnapshot | undefined) =>
  Boolean(s?.matches('loggingOut'));

/**
 * How many logins the server refused (wrong email or password), not failed on the way (a
 * timeout): the form drops the password and focuses it on each (QA 3 L8).
 */
export const selectLoginRefusals = (s: SessionSnapshot | undefined) =>
  s?.context.loginRefusals ?? 0;
