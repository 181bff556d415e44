import type { PhoneNumber } from '../../../api/sms';
import type { SmsInput } from '../../sms.machine';
import type { StepInput } from '../../step-contract';
import { registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { smsMachine as machine } from '../../sms.machine';

const ON_FILE = '2015550123';

/** The sign-up step of /signup/phone_number (the onboarding machine's StepInput). */
const phoneStep = (savedDraft: StepInput['savedDraft']): StepInput =>
  stepInput('/signup/phone_number', {
    status: registrationStatus({ status: 'partial_pii', pendingFields: { phoneNumber: true } }),
    savedDraft,
  });

const INPUTS: (SmsInput | StepInput)[] = [
  // A first visit: the number form.
  phoneStep(null),
  // A reload on the code form: a code already went to this number.
  phoneStep({ phoneNumber: ON_FILE, codeSentTo: ON_FILE }),
  // The SMS-security flow of a reset link: the link's token, no session, nothing saved.
  { token: 'reset-token-123', route: '' },
];

/** A 422 with a server code (contract.md 8). */
const coded = (serverCode: string) => httpError(422, {}, { serverCode });

export const model: MachineModel = {
  inputs: INPUTS,
  events: {
    'phone.change': [
      { value: '(201) 555' },
      { value: '(201) 555-0123' },
      { value: '(201) 555-0199' },
    ],
    'code.send': [{ channel: 'sms' }, { channel: 'call' }],
    'code.change': [{ code: '123' }, { code: '123456' }],
  },
  outputs: {
    fetchPhoneNumber: [{ phoneNumber: ON_FILE } satisfies PhoneNumber],
  },
  errors: {
    fetchPhoneNumber: [networkError()],
    savePhoneNumber: [
      httpError(422, { phoneNumber: 'Enter a 10-digit phone number' }),
      networkError(),
    ],
    sendCode: [coded('invalid_number'), coded('max_send_attempts'), networkError()],
    verifyCode: [
      coded('sms_pin_locked'),
      httpError(422, { pin: 'The verification code is not valid.' }),
      networkError(),
    ],
  },
  // The guards read the numbers, the token and the code: messages and the channel only vary the view.
  serialize: (s) => [
    s.value,
    s.status,
    s.context.token,
    s.context.phoneNumber,
    s.context.savedNumber,
    s.context.codeSentTo,
    s.context.code,
    s.context.sendPaused,
  ],
};
