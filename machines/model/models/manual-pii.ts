import type { Region } from '../../../api/lists';
import type { Country } from '../../../api/reference-lists';
import type { RegistrationStatus } from '../../../api/registration';
import type { ManualPiiContext } from '../../manual-pii.machine';
import type { StepInput } from '../../step-contract';
import { registrationForm, registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { manualPiiMachine as machine } from '../../manual-pii.machine';

const COUNTRIES: Country[] = [
  { code: 'US', name: 'United States', demonym: 'American', icon: null },
  { code: 'CA', name: 'Canada', demonym: 'Canadian', icon: null },
];
const region = (code: string, name: string): Region => ({
  iso31662Code: code,
  name,
  countryCode: code.slice(0, 2),
  requireEmailVerification: false,
  isBettingRegion: true,
});
const REGIONS: Region[] = [region('US-NJ', 'New Jersey'), region('CA-ON', 'Ontario')];

const status = (value: RegistrationStatus['status'], pendingFields = {}) =>
  registrationStatus({ status: value, pendingFields, emailVerificationStatus: 'SKIPPED' });

/** What a reload kept: the whole draft, every page valid. */
const TYPED = {
  firstName: 'Ada',
  middleName: 'Augusta',
  lastName: 'Lovelace',
  line1: '1 Main Street',
  city: 'Jersey City',
  region: 'US-NJ',
  postalCode: '07302',
  countryCode: 'US',
  birthdate: '1990-05-17',
};
/** What a reload kept halfway: the first name cleared, the zip code and birthdate not finished. */
const HALF_TYPED = { ...TYPED, firstName: '', postalCode: '0730', birthdate: '' };
/** The address page's draft after a reload: the zip code not finished. */
const ADDRESS_TYPED = { ...TYPED, postalCode: '0730' };

const input = (
  route: string,
  value: RegistrationStatus,
  savedDraft: Record<string, unknown>,
): StepInput =>
  stepInput(route, {
    status: value,
    registration: registrationForm({ firstName: 'Ada', lastName: 'Lovelace' }),
    savedDraft,
  });

export const model: MachineModel = {
  inputs: [
    // The entry with race and gender asked, its draft whole (the field changes below change
    // nothing in it, which keeps the run small).
    input('/web/signup/name', status('manual_pii_entry_required', { raceAndGender: true }), TYPED),
    // The entry without race and gender, every page invalid until its field is fixed.
    input('/web/signup/name', status('manual_pii_entry_required'), HALF_TYPED),
    input('/web/signup/missing_address', status('manual_address'), ADDRESS_TYPED),
    input('/web/signup/manual_pii_processing', status('manual_pii_verification_in_progress'), {}),
  ],
  events: {
    // Each fixes one page of the half-typed draft; none breaks a page again. That keeps the
    // birthdate page that starts the `raceAndGender` child one snapshot: the graph walk never
    // stops children, and a second start of the systemId `raceAndGender` would throw.
    'field.change': [
      { field: 'firstName', value: 'Ada' },
      { field: 'postalCode', value: '07302' },
      { field: 'birthdate', value: '1990-05-17' },
    ],
  },
  outputs: {
    fetchLists: [{ countries: COUNTRIES, regions: REGIONS }],
    updateManualPii: [undefined],
    fetchRegistrationStatus: [
      status('manual_pii_verification_in_progress'),
      status('pending_manual_kyc'),
    ],
    raceAndGender: [{ route: '/continue_registration' }],
  },
  errors: {
    fetchLists: [networkError()],
    updateManualPii: [
      httpError(422, { firstName: 'First name must be at most 50 characters' }),
      httpError(422, { address: 'Enter a valid postal code' }),
      httpError(403, {}, { message: 'Unable to update user address' }),
    ],
    fetchRegistrationStatus: [networkError()],
  },
  // The guards read the state, the draft, the lists and whether race and gender were sent: the
  // messages, the page (given by the state) and the read count only vary the view.
  // The processing page and the end read none of them.
  serialize: (s) => {
    const c = s.context as ManualPiiContext;
    if (s.matches('processing') || s.status !== 'active') return [s.value, s.status];
    return [s.value, s.status, c.draft, c.raceSaved, c.countries !== null && c.regions !== null];
  },
};
