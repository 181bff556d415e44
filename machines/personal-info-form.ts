import type { RegistrationForm, RegistrationPatch } from '../api/registration';
import { personalInfo as personalInfoCopy } from '../copy/ours/personal-info';
import { ssn as ssnCopy } from '../copy/ours/ssn';
import { phoneDigits } from './account-form';

/**
 * The Personal Information fields (product.md 3 "Registration form", 4.3) and their rules: which
 * fields a route owes, the client-side checks and the PATCH /i/registration body. Pure, kept out
 * of personal-info.machine.ts as account-form.ts is for Create Your Account.
 */

const copy = personalInfoCopy;
const errorCopy = copy.errors;

/** Accepted by the sandbox's PATCH /i/registration (and the operator's API, wire-decisions). */
export const EMPLOYMENT_STATUSES = [
  'employed',
  'self_employed',
  'unemployed',
  'retired',
  'student',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

// The server settles the employer fields by itself for someone not working (docs/sandbox.md
// "What settles a pending field"), so they are asked, checked and sent only for these two.
const WORKING: ReadonlySet<string> = new Set(['employed', 'self_employed']);

/** Whether the employer fields (job title to employer address) apply to an employment status. */
export const isWorking = (status: string): boolean => WORKING.has(status);

/** The employment fields that only apply while employed or self-employed. */
export const EMPLOYER_FIELDS = [
  'jobTitle',
  'typeOfBusiness',
  'employerName',
  'employerPhoneNumber',
  'employerAddress',
] as const;

const EMPLOYMENT_FIELDS = ['employmentStatus', ...EMPLOYER_FIELDS] as const;

/** What the user types on these pages, except the SSN digits (a secret, never mirrored). */
export interface PersonalDraft {
  preferredName: string;
  /** Country codes of the countries list. */
  residence: string;
  citizenship: string;
  employmentStatus: EmploymentStatus | '';
  jobTitle: string;
  typeOfBusiness: string;
  employerName: string;
  /** Ten digits, no formatting; shown as (XXX) XXX-XXXX. */
  employerPhoneNumber: string;
  employerAddress: string;
}
export type DraftField = keyof PersonalDraft;

/** The SSN digits: held only until the save, never mirrored to the parent nor persisted. */
export interface PersonalSecrets {
  last4Ssn: string;
}

/** Every field these pages can ask for, in product.md 4.3 order (the phone number aside). */
export type PersonalField = DraftField | 'last4Ssn';

/** A part of the page: one mobile route each; the web page shows several. */
export type PersonalSection = 'preferredName' | 'residenceCitizenship' | 'ssn' | 'employment';

const SECTION_FIELDS: Record<PersonalSection, readonly PersonalField[]> = {
  preferredName: ['preferredName'],
  residenceCitizenship: ['residence', 'citizenship'],
  ssn: ['last4Ssn'],
  employment: EMPLOYMENT_FIELDS,
};
const SECTION_ORDER: readonly PersonalSection[] = [
  'preferredName',
  'residenceCitizenship',
  'ssn',
  'employment',
];

/** The web page that asks every pending personal field at once (product.md 2.2). */
export const WEB_PERSONAL_ROUTE = '/web/signup/pii';

/** The mobile route of each section (product.md 2.3; machines/route-derivation.ts agrees). */
export const MOBILE_PERSONAL_ROUTES: Record<PersonalSection, string> = {
  preferredName: '/signup/preferred_name',
  residenceCitizenship: '/signup/residence_citizenship',
  ssn: '/signup/ssn',
  employment: '/signup/employment_details',
};

/** Every route this machine serves (machines/step-registry.ts). */
export const PERSONAL_INFO_ROUTES: readonly string[] = [
  ...Object.values(MOBILE_PERSONAL_ROUTES),
  WEB_PERSONAL_ROUTE,
];

const isOwed = (value: unknown): boolean =>
  value === true || (Array.isArray(value) && value.length > 0);

/**
 * The fields a route asks for: a mobile page's own fields; on the web page every personal field
 * still pending, with the employment fields as one group (the status decides which apply).
 */
export function fieldsForRoute(
  route: string,
  pendingFields: Record<string, unknown>,
): PersonalField[] {
  const section = SECTION_ORDER.find((s) => MOBILE_PERSONAL_ROUTES[s] === route);
  if (section) return [...SECTION_FIELDS[section]];
  if (route !== WEB_PERSONAL_ROUTE) return [];
  const owed = (field: string) => isOwed(pendingFields[field]);
  const fields: PersonalField[] = (
    ['preferredName', 'residence', 'citizenship', 'last4Ssn'] as const
  ).filter(owed);
  if (EMPLOYMENT_FIELDS.some(owed)) fields.push(...EMPLOYMENT_FIELDS);
  return fields;
}

/** The sections to render for a list of fields, in product.md 4.3 order. */
export const sectionsOf = (fields: readonly PersonalField[]): PersonalSection[] =>
  SECTION_ORDER.filter((section) => SECTION_FIELDS[section].some((f) => fields.includes(f)));

/** Whether the web page must also verify the phone number (pending on the web layout only). */
export const needsPhone = (route: string, pendingFields: Record<string, unknown>): boolean =>
  route === WEB_PERSONAL_ROUTE && isOwed(pendingFields.phoneNumber);

export const EMPTY_PERSONAL_DRAFT: PersonalDraft = {
  preferredName: '',
  residence: '',
  citizenship: '',
  employmentStatus: '',
  jobTitle: '',
  typeOfBusiness: '',
  employerName: '',
  employerPhoneNumber: '',
  employerAddress: '',
};

const isEmploymentStatus = (value: unknown): value is EmploymentStatus =>
  (EMPLOYMENT_STATUSES as readonly unknown[]).includes(value);

export function normalise(field: DraftField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (field === 'employmentStatus') return isEmploymentStatus(value) ? value : undefined;
  if (field === 'employerPhoneNumber') return phoneDigits(value);
  return value;
}

/**
 * The starting draft: what the server holds, overridden by what was typed before a reload
 * (savedDraft wins). The SSN is never prefilled: the server never echoes it and it is never saved.
 */
export function initialDraft(
  registration: Partial<RegistrationForm> | null | undefined,
  savedDraft: Record<string, unknown> | null | undefined,
): PersonalDraft {
  const draft: Record<DraftField, string> = { ...EMPTY_PERSONAL_DRAFT };
  for (const field of Object.keys(EMPTY_PERSONAL_DRAFT) as DraftField[]) {
    const fromServer = normalise(field, registration?.[field]);
    if (fromServer !== undefined) draft[field] = fromServer;
    const typed = normalise(field, savedDraft?.[field]);
    if (typed !== undefined) draft[field] = typed;
  }
  return draft as PersonalDraft;
}

export const blacklisted = (blacklist: readonly string[], title: string): boolean => {
  const wanted = title.trim().toLowerCase();
  return wanted !== '' && blacklist.some((entry) => entry.trim().toLowerCase() === wanted);
};

/** The fields of the page that apply now (no employer fields for someone not working). */
export function activeFields(context: {
  fields: readonly PersonalField[];
  draft: PersonalDraft;
}): PersonalField[] {
  const working = isWorking(context.draft.employmentStatus);
  return context.fields.filter(
    (field) => working || !(EMPLOYER_FIELDS as readonly string[]).includes(field),
  );
}

/**
 * Client-side checks of the fields that apply, keyed like the server's 422 map. The server has
 * the last word; these stop an obviously incomplete save. A blacklisted job title is refused here
 * because the server's list is the regulator's (contract.md 7 "blacklisted occupations").
 */
export function validatePersonal(context: {
  fields: readonly PersonalField[];
  draft: PersonalDraft;
  secrets: PersonalSecrets;
  blacklist: readonly string[];
  /** The countries list once loaded: a code the server holds that it lacks was never chosen. */
  countries?: readonly { code: string }[] | null;
}): Record<string, string> {
  const { draft, countries } = context;
  const errors: Record<string, string> = {};
  const blank = (value: string) => value.trim() === '';
  // The select shows no option for a code the list does not carry, so it reads as unchosen, as
  // an unknown employment status does, never sent back unseen (QA 23).
  const unchosen = (code: string) =>
    blank(code) || (countries != null && !countries.some((country) => country.code === code));
  for (const field of activeFields(context)) {
    switch (field) {
      case 'preferredName':
        if (blank(draft.preferredName)) errors.preferredName = errorCopy.preferredNameRequired;
        break;
      case 'residence':
        if (unchosen(draft.residence)) errors.residence = errorCopy.residenceRequired;
        break;
      case 'citizenship':
        if (unchosen(draft.citizenship)) errors.citizenship = errorCopy.citizenshipRequired;
        break;
      case 'last4Ssn':
        if (!/^\d{4}$/.test(context.secrets.last4Ssn)) errors.last4Ssn = ssnCopy.invalid;
        break;
      case 'employmentStatus':
        if (!isEmploymentStatus(draft.employmentStatus))
          errors.employmentStatus = errorCopy.employmentStatusRequired;
        break;
      case 'jobTitle':
        if (blank(draft.jobTitle)) errors.jobTitle = errorCopy.jobTitleRequired;
        else if (blacklisted(context.blacklist, draft.jobTitle))
          errors.jobTitle = errorCopy.occupationBlacklisted(draft.jobTitle.trim());
        break;
      case 'typeOfBusiness':
        if (blank(draft.typeOfBusiness)) errors.typeOfBusiness = errorCopy.typeOfBusinessRequired;
        break;
      case 'employerName':
        if (blank(draft.employerName)) errors.employerName = errorCopy.employerNameRequired;
        break;
      case 'employerPhoneNumber':
        if (phoneDigits(draft.employerPhoneNumber).length !== 10)
          errors.employerPhoneNumber = errorCopy.employerPhoneInvalid;
        break;
      case 'employerAddress':
        if (blank(draft.employerAddress))
          errors.employerAddress = errorCopy.employerAddressRequired;
        break;
    }
  }
  return errors;
}

/** The PATCH /i/registration body: the page's fields that apply, trimmed (snake_case is the client's job). */
export function buildPersonalPatch(context: {
  fields: readonly PersonalField[];
  draft: PersonalDraft;
  secrets: PersonalSecrets;
}): RegistrationPatch {
  const patch: Record<string, string> = {};
  for (const field of activeFields(context)) {
    if (field === 'last4Ssn') patch.last4Ssn = context.secrets.last4Ssn;
    else if (field === 'employerPhoneNumber')
      patch.employerPhoneNumber = phoneDigits(context.draft.employerPhoneNumber);
    else patch[field] = context.draft[field].trim();
  }
  return patch as RegistrationPatch;
}

/** A job title the look-up suggests, marked when the regulator's list forbids it. */
