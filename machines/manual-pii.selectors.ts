import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { manualPiiMachine } from './manual-pii.machine';
import { addressCountries, regionsOf } from './manual-pii-form';
import type { raceAndGenderMachine } from './manual-pii-race-and-gender.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of the manual-PII step and of race and gender for their screens (STYLE.md 3). */
export type ManualPiiSnapshot = SnapshotFrom<typeof manualPiiMachine>;
export type ManualPiiRef = ActorRefFrom<typeof manualPiiMachine>;
export type RaceAndGenderRef = ActorRefFrom<typeof raceAndGenderMachine>;
export type RaceAndGenderSnapshot = SnapshotFrom<typeof raceAndGenderMachine>;

/** The onboarding machine's child `step` when it runs this machine, else null. */
export const asManualPiiRef = (ref: AnyActorRef | null | undefined) =>
  stepRefOf<ManualPiiRef>(ref, 'manualPii');

/** The page shown now (name, address, birthdate, raceAndGender, missingAddress, processing). */
export const selectPage = (s: ManualPiiSnapshot) => s.context.page;
/** The server asks race and gender: the birthdate page is not the last. */
export const selectRaceAsked = (s: ManualPiiSnapshot) => s.context.raceAsked;
export const selectDraft = (s: ManualPiiSnapshot) => s.context.draft;
export const selectFieldErrors = (s: ManualPiiSnapshot) => s.context.fieldErrors;
export const selectFormError = (s: ManualPiiSnapshot) => s.context.formError;
export const selectListError = (s: ManualPiiSnapshot) => s.context.listError;
export const selectIsLoading = (s: ManualPiiSnapshot) => s.hasTag('loading');
export const selectIsSubmitting = (s: ManualPiiSnapshot) => s.hasTag('submitting');
export const selectIsChecking = (s: ManualPiiSnapshot) => s.hasTag('checking');
/** The processing page's last status read failed (a 5xx, a timeout, a malformed answer). */
export const selectCheckFailed = (s: ManualPiiSnapshot) => s.context.checkFailed;
export const selectListsFailed = (s: ManualPiiSnapshot) =>
  s.matches({ entry: { address: 'listsFailed' } }) || s.matches({ missingAddress: 'listsFailed' });
/** The page has a way back to the page before it (address, birthdate, race and gender). */
export const selectCanGoBack = (s: ManualPiiSnapshot) => s.can({ type: 'page.back' });
/** The countries an address may be in (value: code, label: name). */
export const selectCountryOptions = (s: ManualPiiSnapshot) =>
  addressCountries(s.context.countries ?? [], s.context.regions ?? []);
/** The regions of the chosen country (value: the region's code, label: its name). */
export const selectRegionOptions = (s: ManualPiiSnapshot) =>
  regionsOf(s.context.regions ?? [], s.context.draft.countryCode);
/** The child that asks race and gender, while the race and gender page runs it. */
export const selectRaceAndGenderRef = (s: ManualPiiSnapshot) =>
  (s.children as { raceAndGender?: RaceAndGenderRef }).raceAndGender;

export const selectRaceOptions = (s: RaceAndGenderSnapshot) => s.context.options?.races ?? [];
export const selectGenderOptions = (s: RaceAndGenderSnapshot) => s.context.options?.genders ?? [];
export const selectSelection = (s: RaceAndGenderSnapshot) => s.context.selection;
export const selectRaceFieldErrors = (s: RaceAndGenderSnapshot) => s.context.fieldErrors;
export const selectRaceFormError = (s: RaceAndGenderSnapshot) => s.context.formError;
export const selectRaceLoading = (s: RaceAndGenderSnapshot) => s.hasTag('loading');
export const selectRaceLoadFailed = (s: RaceAndGenderSnapshot) => s.matches('loadFailed');
export const selectRaceSubmitting = (s: RaceAndGenderSnapshot) =>
  s.hasTag('submitting') || s.status === 'done';
