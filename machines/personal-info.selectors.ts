import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { personalInfoMachine } from './personal-info.machine';
import { isWorking, sectionsOf, WEB_PERSONAL_ROUTE } from './personal-info-form';
import type { smsMachine } from './sms.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of the Personal Information step for its screen (STYLE.md 3). */
export type PersonalInfoSnapshot = SnapshotFrom<typeof personalInfoMachine>;
export type PersonalInfoRef = ActorRefFrom<typeof personalInfoMachine>;

/** The onboarding machine's child `step` when it runs this machine, else null (another step, or none yet). */
export const asPersonalInfoRef = (ref: AnyActorRef | null | undefined) =>
  stepRefOf<PersonalInfoRef>(ref, 'personalInfo');

export const selectRoute = (s: PersonalInfoSnapshot) => s.context.route;
/** The sections the page renders, in product.md 4.3 order (the phone number aside). */
export const selectSections = (s: PersonalInfoSnapshot) => sectionsOf(s.context.fields);
/** The fields the page asks for (the web page shows only those still pending). */
export const selectFields = (s: PersonalInfoSnapshot) => s.context.fields;
export const selectIsWebPage = (s: PersonalInfoSnapshot) => s.context.route === WEB_PERSONAL_ROUTE;
export const selectPhonePending = (s: PersonalInfoSnapshot) => s.context.phonePending;
export const selectDraft = (s: PersonalInfoSnapshot) => s.context.draft;
/** The SSN digits as typed, for its own input only (never mirrored, never persisted). */
export const selectSsn = (s: PersonalInfoSnapshot) => s.context.secrets.last4Ssn;
export const selectFieldErrors = (s: PersonalInfoSnapshot) => s.context.fieldErrors;
export const selectFormError = (s: PersonalInfoSnapshot) => s.context.formError;
export const selectCountries = (s: PersonalInfoSnapshot) => s.context.countries ?? [];
export const selectSuggestions = (s: PersonalInfoSnapshot) => s.context.suggestions;
export const selectListError = (s: PersonalInfoSnapshot) => s.context.listError;
export const selectEmployerFieldsApply = (s: PersonalInfoSnapshot) =>
  isWorking(s.context.draft.employmentStatus);
export const selectIsLoading = (s: PersonalInfoSnapshot) => s.hasTag('loading');
export const selectIsSubmitting = (s: PersonalInfoSnapshot) => s.hasTag('submitting');
export const selectListsFailed = (s: PersonalInfoSnapshot) => s.matches('listsFailed');
/** The web page saved its fields and waits for the phone verification. */
export const selectFormSaved = (s: PersonalInfoSnapshot) =>
  s.matches({ collecting: { form: 'saved' } });
/** The invoked SMS machine while the web page verifies the phone number, else undefined. */
export const selectSmsRef = (s: PersonalInfoSnapshot) =>
  (s.children as { sms?: ActorRefFrom<typeof smsMachine> }).sms;
export const selectPhoneVerified = (s: PersonalInfoSnapshot) =>
  s.matches({ collecting: { phone: 'verified' } });
