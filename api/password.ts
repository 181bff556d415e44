import { network as networkCopy } from '../copy/spec/network';
import { password as passwordCopy } from '../copy/spec/password';
import { apiRequest, type CallOptions } from './client';
import { ApiError, fieldErrorsOf, firstFieldError, isApiError } from './errors';

/**
 * Password reset (contract.md 7 "Password", 8 "Verification, SMS, password reset"). The page asks
 * with POST /i/password_reset_requests; /internal/password_reset_requests and
 * /password_reset_requests are the server-side variants the spec lists (docs/api.md).
 */

/** The server codes of a reset link that can no longer be used. */
const DEAD_LINK_CODES = new Set(['password_reset_token_expired', 'invalid_password_reset_token']);

/**
 * What a failed reset means for the page: the link is dead, the account is locked, the password
 * was refused (its first message, shown at the field), or it was refused for anything else (the
 * catalogue's words, shown above the form).
 */
export type PasswordResetFailure =
  | { kind: 'linkExpired'; message: string }
  | { kind: 'pinLocked' }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string };

/** Asks for the reset email; a failure carries the first server message (product.md 4.6). */
export async function requestPasswordReset(
  email: string,
  { signal }: CallOptions = {},
): Promise<void> {
  try {
    await apiRequest('/i/password_reset_requests', {
      method: 'POST',
      body: { email },
      schema: null,
      action: 'request a password reset',
      signal,
    });
  } catch (error) {
    // A 5xx's own text ("Internal server error") is no message for a patron: the catalogue's is.
    const refused = isApiError(error) && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500;
    const first = firstFieldError(error) ?? (refused ? error.serverMessage : null);
    if (isApiError(error) && first) throw new ApiError({ ...error, message: first, cause: error });
    throw error;
  }
}

/** Sets the new password with the link's token (201 on success). */
export async function resetPassword(
  { password, token }: { password: string; token: string },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/password_resets', {
    method: 'POST',
    body: { password, passwordResetToken: token },
    schema: null,
    // The link's token is the credential here: a 401 says the link is dead, not that a session
    // was lost (passwordResetFailure); a suspension is still announced.
    notifyAuthFailure: 'suspension',
    action: 'reset your password',
    signal,
  });
}

/** Reads a failed reset the way contract.md 8 sorts it. */
export function passwordResetFailure(error: unknown): PasswordResetFailure {
  const code = isApiError(error) ? error.serverCode : null;
  const fields = fieldErrorsOf(error);
  // A 401 on a call that carries the link's token: the server does not know the token. A 422
  // that refuses the token field says the same in the validation shape (QA 10): the link is dead,
  // whatever else the map says, so no password typed again could be saved with it.
  const unknownToken =
    (isApiError(error) && error.code === 'UNAUTHORIZED_ERROR') ||
    fields.passwordResetToken !== undefined;
  if ((code && DEAD_LINK_CODES.has(code)) || unknownToken)
    return { kind: 'linkExpired', message: passwordCopy.linkExpired };
  if (code === 'sms_pin_locked') return { kind: 'pinLocked' };
  // contract.md 8: the first password error is shown, at the password; an error of any other
  // field (the form has no place for it) or of no field is "any other error" (QA 10).
  const first = fields.password ?? fields.passwordConfirmation;
  return first
    ? { kind: 'invalid', message: first }
    : { kind: 'refused', message: networkCopy.generic };
}
