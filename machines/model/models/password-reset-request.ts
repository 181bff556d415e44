import { passwordReset as passwordCopy } from '../../../copy/ours/password';
import { passwordResetRequestMachine } from '../../password-reset-request.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { passwordResetRequestMachine as machine };
export const model: MachineModel = {
  inputs: [{ emailRequired: passwordCopy.emailRequired }],
  // '   ' is blank once trimmed: nothing is sent.
  events: { 'email.change': [{ value: ' ada@example.com ' }, { value: '   ' }] },
  errors: {
    // api/password.ts rethrows a failure with the server's first field message as its message.
    requestPasswordReset: [
      httpError(
        422,
        { email: 'Enter a valid email address' },
        { message: 'Enter a valid email address' },
      ),
      // No answer about the email: the message above the form.
      networkError(),
    ],
  },
};
