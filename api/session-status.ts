import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';
import { isApiError } from './errors';

/**
 * What the start-up session check keeps of GET /i/registration_status: only the status, read as
 * any string (the onboarding machine reads the whole status with its own schema when it syncs).
 * A module of its own, so the first screen can start the check with the entry script on a page
 * that waits for it (src/prefetch.ts) without carrying the login and logout calls.
 */
export const SessionStatusSchema = v.object({ status: v.string() });
export type SessionStatus = v.InferOutput<typeof SessionStatusSchema>;

/**
 * The start-up session check. Its 401 means "nobody is signed in", not "logged out due to
 * inactivity" (decision 009), so it is not handed to the auth-failure listeners.
 */
export function getSessionStatus({ signal }: CallOptions = {}): Promise<SessionStatus> {
  return apiRequest('/i/registration_status', {
    schema: SessionStatusSchema,
    action: 'get your registration status',
    notifyAuthFailure: false,
    signal,
  });
}

/**
 * Whether this browser's session has an account, after a create-account request timed out (issue
 * 8 item 8): the same check as on entry, so a 401 is an answer ("nothing was created"), not a
 * logout, and the auth-failure listeners are not told.
 */
export async function accountExists(options: CallOptions = {}): Promise<boolean> {
  try {
    await getSessionStatus(options);
    return true;
  } catch (error) {
    if (isApiError(error) && error.code === 'UNAUTHORIZED_ERROR') return false;
    throw error;
  }
}
