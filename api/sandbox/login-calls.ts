import { findUserByLogin, latestUser, passwordDigest, SEED_PATRON } from './state';
import {
  type CallContext,
  type CallTable,
  codedError,
  EMAIL_PATTERN,
  empty,
  fieldErrors,
  json,
  MESSAGES,
  text,
} from './wire';

/**
 * The emailed reset link's tokens the sandbox knows (docs/sandbox.md "Test data"): the first
 * resets the newest account's password (the seeded patron's when nobody signed up), the second
 * has expired, the third meets an SMS pin lock; any other is invalid.
 */
export const RESET_TOKENS = {
  valid: 'valid-reset-token',
  expired: 'expired-reset-token',
  locked: 'locked-reset-token',
} as const;

const passwordRule = (password: string) =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

/** A reset request answers the same whether an account has the address (no account probing). */
function requestReset({ body }: CallContext): Response {
  const email = text(body.email) ?? '';
  if (!EMAIL_PATTERN.test(email)) return fieldErrors({ email: [MESSAGES.emailFormat] });
  return empty(202);
}

function resetPassword({ body, state }: CallContext): Response {
  const token = text(body.password_reset_token) ?? '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (token === RESET_TOKENS.expired)
    return codedError('password_reset_token_expired', 'The password reset token has expired');
  if (token === RESET_TOKENS.locked)
    return codedError('sms_pin_locked', 'Too many incorrect codes. The account is locked.');
  if (token !== RESET_TOKENS.valid)
    return codedError('invalid_password_reset_token', 'The password reset token is not valid');
  if (!passwordRule(password)) return fieldErrors({ password: [MESSAGES.passwordRule] });
  const user = latestUser(state) ?? findUserByLogin(state, SEED_PATRON.email);
  if (user) user.passwordDigest = passwordDigest(password, user.id);
  // contract.md 7: 201 on success.
  return json({}, 201);
}

/**
 * The sandbox's calls of login, password and SMS security (issue 11): one implementation per
 * row of SANDBOX_CALLS marked `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const LOGIN_CALLS = {
  'POST /i/password_reset_requests': requestReset,
  'POST /internal/password_reset_requests': requestReset,
  'POST /password_reset_requests': requestReset,
  'POST /i/password_resets': resetPassword,
} satisfies CallTable;
