import { PASSWORD_RESET_ROUTES, type PasswordResetOutput } from '../../password-reset.machine';
import type { SmsOutput } from '../../sms.machine';
import { SMS_EXIT_ROUTES } from '../../sms-exits';
import type { SmsSecurityInput } from '../../sms-security.machine';
import type { MachineModel } from '../coverage';

export { smsSecurityMachine as machine } from '../../sms-security.machine';

const RULES = { tooShort: 'too short', differ: 'differ' };

const INPUTS: SmsSecurityInput[] = [
  // A password grant answered 403 sms_pin_required.
  { mode: 'login', layout: 'web', token: null, rules: RULES },
  // The emailed reset link of an account with two-step verification.
  { mode: 'reset', layout: 'web', token: 'reset-token-123', rules: RULES },
  // A reset link that lost its token: the link-expired page.
  { mode: 'reset', layout: 'native', token: null, rules: RULES },
];

/** The SMS child's three endings (sms.machine.ts `SmsOutput`). */
const SMS_OUTPUTS: SmsOutput[] = [
  { verified: true },
  { exitRoute: SMS_EXIT_ROUTES.unableToSend },
  { exitRoute: SMS_EXIT_ROUTES.locked },
];

const PASSWORD_OUTPUTS: PasswordResetOutput[] = [
  { route: PASSWORD_RESET_ROUTES.done },
  { route: PASSWORD_RESET_ROUTES.locked },
];

export const model: MachineModel = {
  inputs: INPUTS,
  // The SMS child mirrors the number a code went to (sms.machine.ts `mirrorDraft`).
  events: {
    'step.draft': [{ route: '', draft: { phoneNumber: '2015550123', codeSentTo: '2015550123' } }],
  },
  outputs: { sms: SMS_OUTPUTS, password: PASSWORD_OUTPUTS },
};
