import {
  checkPassword,
  findUserByLogin,
  latestUser,
  passwordDigest,
  type SandboxState,
  type SandboxUser,
  SEED_PATRON,
} from './state';
import {
  type CallContext,
  type CallTable,
  codedError,
  EMAIL_PATTERN,
  empty,
  fieldErrors,
  json,
  MESSAGES,
  randomToken,
  text,
  withSessionCookie,
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

/** The calls the SMS-verified reset link makes with its token (decision 041). */
const RESET_LINK_CALLS: ReadonlySet<string> = new Set([
  'GET /i/phone_numbers',
  'POST /i/sms/send_one_time_code',
  'PATCH /i/sms/verify_one_time_code',
]);

/**
 * A reset link's token on one of its SMS calls (decision 041): the account it resets (the newest,
 * as for POST /i/password_resets), or the dead-link error for an expired one; null when the token
 * is not a reset token or the call is not one of them (the usual link-token rules apply).
 */
export function resetLinkAccess(
  state: SandboxState,
  key: string,
  token: string | null | undefined,
): { user: SandboxUser } | { error: Response } | null {
  if (!RESET_LINK_CALLS.has(key)) return null;
  if (token === RESET_TOKENS.expired)
    return {
      error: codedError('password_reset_token_expired', 'The password reset token has expired'),
    };
  if (token !== RESET_TOKENS.valid && token !== RESET_TOKENS.locked) return null;
  const user = latestUser(state) ?? findUserByLogin(state, SEED_PATRON.email);
  return user ? { user } : null;
}

/** A reset request answers the same whether an account has the address (no account probing). */
function requestReset({ body }: CallContext): Response {
  const email = text(body.email) ?? '';
  if (!EMAIL_PATTERN.test(email)) return fieldErrors({ email: [MESSAGES.emailFormat] });
  return empty(201);
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

/** The seeded patron's id (state.ts `seedPatron`). */
const SEED_PATRON_ID = 'sandbox-patron';

/**
 * POST /oauth/token, the password grant (wire-decisions "login"): 200 with the token answer and
 * the session cookie, 401 `invalid_grant`. An account with two-step verification on gets the
 * session cookie too, but a 403 `sms_pin_required` (decision 040): the login goes on once an SMS
 * code is verified with that session.
 */
function login(ctx: CallContext): Response {
  const { body, state } = ctx;
  if (body.grant_type !== 'password') return json({ error: 'unsupported_grant_type' }, 400);
  const name = text(body.username);
  const password = typeof body.password === 'string' ? body.password : '';
  if (!name || !password) return json({ error: 'invalid_request' }, 400);
  const user = findUserByLogin(state, name);
  if (!user || !checkPassword(user, password)) return json({ error: 'invalid_grant' }, 401);
  // The scenario's two-step verification for the seeded patron (docs/sandbox.md).
  if (user.id === SEED_PATRON_ID && ctx.scenario.patronStrongAuth) user.strongAuthEnabled = true;
  state.sessionUserId = user.id;
  state.statusSequenceIndex = 0;
  if (user.strongAuthEnabled && user.phoneNumber)
    return withSessionCookie(
      codedError('sms_pin_required', 'Enter the code we send to your phone to log in', 403),
      randomToken(),
    );
  const answer = json({
    access_token: randomToken(),
    token_type: 'Bearer',
    expires_in: 3600,
    user_id: user.id,
  });
  return withSessionCookie(answer, randomToken());
}

/**
 * The sandbox's calls of login, password and SMS security (issue 11): one implementation per
 * row of SANDBOX_CALLS marked `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const LOGIN_CALLS = {
  'POST /oauth/token': login,
  'POST /i/password_reset_requests': requestReset,
  'POST /internal/password_reset_requests': requestReset,
  'POST /password_reset_requests': requestReset,
  'POST /i/password_resets': resetPassword,
} satisfies CallTable;
