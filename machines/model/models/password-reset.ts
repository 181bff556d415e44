import { ApiError } from '../../../api/errors';
import { passwordReset as passwordCopy } from '../../../copy/ours/password';
import { type PasswordRules, passwordResetMachine } from '../../password-reset.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const RULES: PasswordRules = {
  tooShort: passwordCopy.passwordTooShort,
  differ: passwordCopy.passwordsDiffer,
};
/** A refused reset with the server's code (contract.md 8), as machines/password-reset.machine.test.ts. */
const coded = (serverCode: string, message: string) =>
  new ApiError({
    code: 'HTTP_ERROR',
    status: 422,
    action: 'reset your password',
    message,
    serverCode,
  });

export { passwordResetMachine as machine };
export const model: MachineModel = {
  // A link with its token, and one without (that run starts already ended on the link-expired
  // page, so the walk finds no edge from it).
  inputs: [
    { token: 'tok-1', rules: RULES },
    { token: null, rules: RULES },
  ],
  // The confirmation left empty differs from the password.
  events: {
    'password.change': [{ value: 'short' }, { value: 'Newpass123' }],
    'confirm.change': [{ value: 'Newpass123' }],
  },
  errors: {
    resetPassword: [
      // Distinct messages: the graph tells events apart by an error's name and message.
      coded('password_reset_token_expired', 'The reset link has expired'),
      coded('sms_pin_locked', 'Too many incorrect codes'),
      httpError(422, { password: 'Password is too common' }),
      // A field the form has not: the generic alert (QA 10).
      httpError(422, { email: 'is taken' }, { message: 'Email refused' }),
      // A lost answer, which makes a later dead-link answer "may already have been changed".
      networkError(),
    ],
  },
};
