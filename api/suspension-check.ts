import type { CallOptions } from './client';
import { isApiError } from './errors';
import { getSessionStatus } from './session-status';

/**
 * The suspension the account is under now, null when it is under none: asked after a call that
 * suspends the account (a cool-off, a self-exclusion, a closure) timed out or lost its
 * connection, so the page can tell whether the server carried it out (decision 088). The same
 * check as on entry: its 401 and 403 are answers here, not handed to the auth-failure listeners.
 */
export async function suspensionNow(options: CallOptions = {}): Promise<string | null> {
  try {
    await getSessionStatus(options);
    return null;
  } catch (error) {
    if (isApiError(error) && error.status === 403 && error.serverCode === 'user_suspended')
      return error.suspensionType ?? '';
    throw error;
  }
}
