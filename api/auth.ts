import * as v from 'valibot';
import { network as networkCopy } from '../copy/spec/network';
import { apiRequest, type CallOptions } from './client';
import { ApiError, isApiError } from './errors';
import { idOf } from './ids';

// The token fields are deliberately absent: the session is the HttpOnly cookie and the client
// never keeps a token (wire-decisions "General"); v.object drops them.
/** What the client keeps of a successful password grant. */
export const LoginSchema = v.object({ userId: idOf('user') });
export type Login = v.InferOutput<typeof LoginSchema>;

/** Logs in with a password grant; a 401 keeps its code but carries the login-failed copy (contract.md 8), a user_suspended 403 goes to the listeners. */
export async function login(
  credentials: { username: string; password: string },
  { signal }: CallOptions = {},
): Promise<Login> {
  try {
    return await apiRequest('/oauth/token', {
      method: 'POST',
      body: { grantType: 'password', ...credentials },
      schema: LoginSchema,
      action: 'log in',
      // Its 401 means wrong credentials, not a lost session; a user_suspended 403 is routed by
      // its suspension type like every other call's (contract.md 6).
      notifyAuthFailure: 'suspension',
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'UNAUTHORIZED_ERROR') {
      throw new ApiError({ ...error, message: networkCopy.loginFailed, cause: error });
    }
    throw error;
  }
}

/**
 * Ends the session; the server clears the cookie. A 401 or a `user_suspended` 403 is not told to
 * the auth-failure listeners: after a cool-off or a self-exclusion the server answers the logout
 * itself with 403 (wire-decisions "Limit semantics"), and the session machine reads either as a
 * completed logout, not as a reason to leave for login or the suspension page.
 */
export async function logout({ signal }: CallOptions = {}): Promise<void> {
  await apiRequest('/api/logout', {
    method: 'POST',
    schema: null,
    action: 'log out',
    notifyAuthFailure: false,
    signal,
  });
}
