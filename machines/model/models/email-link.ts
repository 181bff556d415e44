import { type EmailLinkInput, emailLinkMachine } from '../../email-link.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

// A link, a visit without one, and a reload that lost the token of a link not yet answered.
const inputs: EmailLinkInput[] = [
  { token: 'valid-token' },
  { token: null },
  { token: null, linkNotKept: true },
];

export { emailLinkMachine as machine };
export const model: MachineModel = {
  inputs,
  errors: {
    verifyEmailToken: [
      httpError(422, {}, { serverCode: 'invalid_verification_token' }),
      networkError(),
      httpError(403, {}, { serverCode: 'user_suspended', suspensionType: 'cool_off' }),
    ],
  },
};
