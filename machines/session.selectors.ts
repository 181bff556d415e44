import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

/** Read-only views of the session machine (STYLE.md 3); no snapshot (not loaded yet) reads as signed out. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The patron has a session, or is leaving it (the log-out button stays until the server answers). */
export const selectSignedIn = (s: SessionSnapshot | undefined) =>
  Boolean(s?.matches('signedIn') || s?.matches('loggingOut'));

/**
 * The header offers Log out: signed in or leaving, and while the start-up check failed, when the
 * session may be live (a page's calls succeed with its cookie) and must be endable (QA 15).
 */
export const selectMayLogOut = (s: SessionSnapshot | undefined) => Boolean(s?.hasTag('mayLogOut'));

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
