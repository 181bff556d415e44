import * as v from 'valibot';
import { balance as balanceCopy } from '../copy/spec/balance';
import { apiRequest, type CallOptions } from './client';
import { ApiError, isApiError, isNetworkLevel } from './errors';
import { idOf, wireId } from './ids';
import { type RegistrationPatch, updateRegistration } from './registration';
import { tolerantList } from './tolerant';

/**
 * The manual-PII calls (contract.md 7): the manual-PII and address-only variants of
 * PATCH /i/registration, with the catalogue's failures (contract.md 8), and the race and gender
 * options and selections, whose shapes the contract does not show (ours, docs/api.md "Manual PII").
 */

/**
 * Saves the manual-PII or the address-only variant (204). A 422 keeps its field errors; a 403
 * carries "Unable to update user address"; any other failure "Unable to update user information"
 * (a 401 stays as it is: the session machine sends the patron to login; a network-level failure
 * keeps its own).
 */
export async function updateManualPii(
  patch: RegistrationPatch,
  { signal }: CallOptions = {},
): Promise<void> {
  try {
    await updateRegistration(patch, { signal });
  } catch (error) {
    // A network-level failure keeps the catalogue's own line ("Took too long to …", the
    // connection's), as every call's does (contract.md 8, isNetworkLevel; QA 23).
    const ownLine: boolean = isNetworkLevel(error);
    if (
      !isApiError(error) ||
      error.code === 'UNAUTHORIZED_ERROR' ||
      ownLine ||
      error.status === 422
    )
      throw error;
    const message =
      error.status === 403 ? balanceCopy.updateAddressFailed : balanceCopy.updateUserFailed;
    throw new ApiError({ ...error, message, cause: error });
  }
}

/**
 * One answer the server offers (a race or a gender): the value sent back and the words shown.
 * The spec shows no shape: `{value, label}` is ours; `{id, name}` reads the same (QA 5), and a
 * bare string is its own value and label.
 */
export const RaceAndGenderOptionSchema = v.union([
  v.pipe(
    v.object({
      value: v.optional(idOf('raceOrGender')),
      id: v.optional(idOf('raceOrGender')),
      label: v.optional(v.string()),
      name: v.optional(v.string()),
    }),
    v.transform(({ value, id, label, name }) => ({ value: value ?? id, label: label ?? name })),
    v.object({ value: v.string(), label: v.string() }),
  ),
  v.pipe(
    v.string(),
    v.transform((value) => ({ value, label: value })),
  ),
]);
export type RaceAndGenderOption = v.InferOutput<typeof RaceAndGenderOptionSchema>;

const optionList = (list: string) =>
  tolerantList(RaceAndGenderOptionSchema, `race_and_gender_options.${list}`);

/**
 * GET /i/race_and_gender_options -> `{races: [{value, label}], genders: [{value, label}]}` (ours;
 * `race_options` / `gender_options` are read too). A malformed option is dropped (and
 * reported); the server's order is kept.
 */
export const RaceAndGenderOptionsSchema = v.pipe(
  v.object({
    races: optionList('races'),
    genders: optionList('genders'),
    raceOptions: optionList('race_options'),
    genderOptions: optionList('gender_options'),
  }),
  v.transform(({ races, genders, raceOptions, genderOptions }) => ({
    races: races.length > 0 ? races : raceOptions,
    genders: genders.length > 0 ? genders : genderOptions,
  })),
);
export type RaceAndGenderOptions = v.InferOutput<typeof RaceAndGenderOptionsSchema>;

/** Fetches the race and gender answers the server offers (the race and gender pages). */
export function getRaceAndGenderOptions({
  signal,
}: CallOptions = {}): Promise<RaceAndGenderOptions> {
  return apiRequest('/i/race_and_gender_options', {
    schema: RaceAndGenderOptionsSchema,
    action: 'fetch race and gender options',
    signal,
  });
}

/** The patron's answers: one value of each list. */
export interface RaceAndGenderSelection {
  race: string;
  gender: string;
}

/**
 * POST /i/registration/race_and_gender_selections `{race, gender}` (each value as the options
 * gave it) -> 201; a 422 carries field errors keyed `race` / `gender`.
 */
export async function submitRaceAndGender(
  selection: RaceAndGenderSelection,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/registration/race_and_gender_selections', {
    method: 'POST',
    body: {
      race: wireId('raceOrGender', selection.race),
      gender: wireId('raceOrGender', selection.gender),
    },
    schema: null,
    action: 'save your race and gender',
    signal,
  });
}
