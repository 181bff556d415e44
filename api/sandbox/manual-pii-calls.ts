import { advanceRegistration } from './state';
import { actor, type CallContext, type CallTable, errorCollector, fieldErrors, json } from './wire';

/**
 * The sandbox's race and gender calls (issue 10 item 4; contract.md 7, shapes ours, docs/api.md
 * "Manual PII"). The manual-PII and address-only variants of PATCH /i/registration are answered
 * by the registration PATCH itself (handlers.ts: the address and birthdate checks, 403 once the
 * details may no longer change, and manual_pii_verification_in_progress after an address).
 */

/** The answers offered, in the order the page lists them (US census categories, and a way to decline). */
export const RACE_OPTIONS = [
  { value: 'american_indian_or_alaska_native', label: 'American Indian or Alaska Native' },
  { value: 'asian', label: 'Asian' },
  { value: 'black_or_african_american', label: 'Black or African American' },
  {
    value: 'native_hawaiian_or_other_pacific_islander',
    label: 'Native Hawaiian or Other Pacific Islander',
  },
  { value: 'white', label: 'White' },
  { value: 'two_or_more_races', label: 'Two or more races' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;

const RACE_AND_GENDER = 'race_and_gender';

const offered = (options: readonly { value: string }[], value: unknown) =>
  options.some((option) => option.value === value);

/** Records one race and one gender of the lists and settles `pending_fields.race_and_gender`. */
function selectRaceAndGender(ctx: CallContext): Response {
  const { body, scenario } = ctx;
  const user = actor(ctx);
  const errors = errorCollector();
  if (!offered(RACE_OPTIONS, body.race)) errors.add('race', 'Choose one of the race options');
  if (!offered(GENDER_OPTIONS, body.gender))
    errors.add('gender', 'Choose one of the gender options');
  if (errors.has()) return fieldErrors(errors.errors);
  user.form.race = body.race;
  user.form.gender = body.gender;
  delete user.pendingFields[RACE_AND_GENDER];
  advanceRegistration(user, scenario);
  return json({ race: body.race, gender: body.gender }, 201);
}

/** The sandbox's race and gender calls, merged into handlers.ts's IMPLEMENTATIONS. */
export const MANUAL_PII_CALLS = {
  'GET /i/race_and_gender_options': () => json({ races: RACE_OPTIONS, genders: GENDER_OPTIONS }),
  'POST /i/registration/race_and_gender_selections': selectRaceAndGender,
} satisfies CallTable;
