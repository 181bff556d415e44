import type { Country } from '../../../api/reference-lists';
import { validatePersonal } from '../../personal-info-form';
import type { SmsOutput } from '../../sms.machine';
import { SMS_EXIT_ROUTES } from '../../sms-exits';
import type { StepInput } from '../../step-contract';
import { registrationForm, registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { personalInfoMachine as machine } from '../../personal-info.machine';

const COUNTRIES: Country[] = [
  { code: 'US', name: 'United States', demonym: 'American', icon: null },
  { code: 'CA', name: 'Canada', demonym: 'Canadian', icon: null },
];
const BLACKLIST = ['Professional Athlete', 'Sports Agent'];

/** What the server already holds: every employer field but the job title; citizenship. */
const REGISTRATION = registrationForm({
  firstName: 'Ada',
  lastName: 'Lovelace',
  citizenship: 'US',
  employmentStatus: 'employed',
  typeOfBusiness: 'Software',
  employerName: 'Acme Corp',
  employerPhoneNumber: '2015550188',
  employerAddress: '1 Main St, Newark, NJ',
});

const personalStep = (route: string, pendingFields: Record<string, true>): StepInput =>
  stepInput(route, {
    status: registrationStatus({ pendingFields }),
    registration: REGISTRATION,
  });

const INPUTS: StepInput[] = [
  // A mobile page with the job title (the blacklist, the look-up) and the employer fields.
  personalStep('/signup/employment_details', {
    employmentStatus: true,
    jobTitle: true,
    typeOfBusiness: true,
    employerName: true,
    employerPhoneNumber: true,
    employerAddress: true,
  }),
  // The web page: residence and citizenship (the countries) and the phone number (the SMS child).
  personalStep('/web/signup/pii', { residence: true, citizenship: true, phoneNumber: true }),
  // The web page owing only the phone number: no form fields.
  personalStep('/web/signup/pii', { phoneNumber: true }),
];

const SMS_OUTPUTS: SmsOutput[] = [{ verified: true }, { exitRoute: SMS_EXIT_ROUTES.unableToSend }];

export const model: MachineModel = {
  inputs: INPUTS,
  events: {
    'draft.change': [
      // Worth looking up (two letters or more), then too short to.
      { field: 'jobTitle', value: 'Software engineer' },
      { field: 'jobTitle', value: 'S' },
      { field: 'residence', value: 'US' },
    ],
    'secret.change': [{ field: 'last4Ssn', value: '1234' }],
    'occupation.choose': [{ jobTitle: 'Software engineer' }, { jobTitle: 'Sports Agent' }],
    // The SMS child's mirrored draft: the digits and the number a code went to.
    'step.draft': [
      { route: '/web/signup/pii', draft: { phoneNumber: '2015550123', codeSentTo: '2015550123' } },
    ],
  },
  outputs: {
    fetchCountries: [COUNTRIES],
    fetchBlacklistedOccupations: [BLACKLIST],
    searchOccupations: [['Software engineer', 'Software tester']],
    smsMachine: SMS_OUTPUTS,
  },
  errors: {
    fetchCountries: [networkError()],
    fetchBlacklistedOccupations: [networkError()],
    searchOccupations: [networkError()],
    updateRegistration: [
      // At a field of the employment page; an SSN message, which the SSN page owns on mobile.
      httpError(422, { jobTitle: 'Job title is not allowed' }),
      httpError(422, { last4Ssn: 'SSN does not match our records' }),
      networkError(),
    ],
  },
  // What the guards read: the lists loaded and whether the owed fields pass our checks (the page's
  // fields and the employment status are fixed per input). Messages, suggestions, the SSN digits
  // and the phone draft only vary the view.
  serialize: (s) => [
    s.value,
    s.status,
    s.context.countries !== null,
    s.context.blacklist !== null,
    Object.keys(validatePersonal({ ...s.context, blacklist: s.context.blacklist ?? [] })).length ===
      0,
  ],
};
