import type { Country } from '../api/reference-lists';
import type { Address, RegistrationForm, RegistrationPatch } from '../api/registration';
import { manualPii as copy } from '../copy/ours/manual-pii';
import type { Layout } from './derivation';
import type { RoutePath } from './paths';
import { type AddressRegion, regionOptions } from './region-options';

/**
 * The pure rules of the manual-PII pages (product.md 3 "Manual PII", 5; contract.md 7 the
 * manual-PII and address-only variants of PATCH /i/registration): the pages and their routes,
 * the draft and what survives a reload, the client checks, and the payloads. The age decision is
 * the server's: the client checks only that the birthdate is a real date, not in the future.
 */

/** The pages of the manual-PII step, in the order the patron walks them. */
export const MANUAL_PII_PAGES = ['name', 'address', 'birthdate', 'raceAndGender'] as const;
/** A page of the manual-PII entry (name, address, birthdate, race and gender). */
export type ManualPiiPage = (typeof MANUAL_PII_PAGES)[number];
/** Every page the step serves: the entry pages, the address-only page and the processing page. */
export type ManualPiiRoutePage = ManualPiiPage | 'missingAddress' | 'processing';

/** Each page's route in the web set and the app set (product.md 2.2, 2.3). */
export const MANUAL_PII_ROUTES: Record<ManualPiiRoutePage, { web: RoutePath; app: RoutePath }> = {
  name: { web: '/web/signup/name', app: '/signup/name' },
  address: { web: '/web/signup/address', app: '/signup/address' },
  birthdate: { web: '/web/signup/birthdate', app: '/signup/birthdate' },
  raceAndGender: { web: '/web/signup/race_and_gender', app: '/signup/race_and_gender' },
  missingAddress: { web: '/web/signup/missing_address', app: '/signup/v2/missing_address' },
  processing: { web: '/web/signup/manual_pii_processing', app: '/signup/manual_pii_processing' },
};

/** The route of a page in a layout's route set. */
export const routeOfPage = (page: ManualPiiRoutePage, layout: Layout): RoutePath =>
  layout === 'web' ? MANUAL_PII_ROUTES[page].web : MANUAL_PII_ROUTES[page].app;

/** The page a route shows, or null for a route that is none of the step's. */
export function pageOfRoute(route: string): ManualPiiRoutePage | null {
  const entry = Object.entries(MANUAL_PII_ROUTES).find(
    ([, pair]) => pair.web === route || pair.app === route,
  );
  return entry ? (entry[0] as ManualPiiRoutePage) : null;
}

/** What the patron types on the name, address and birthdate pages. */
export interface ManualPiiDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  /** The region's code as the regions list gives it (`US-NJ`); its label is the region's name. */
  region: string;
  postalCode: string;
  countryCode: string;
  /** yyyy-MM-dd (contract.md 9), as a date input gives it. */
  birthdate: string;
}
/** A field of the draft. */
export type ManualPiiField = keyof ManualPiiDraft;

export const NAME_FIELDS = ['firstName', 'middleName', 'lastName'] as const;
export const ADDRESS_FIELDS = [
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'countryCode',
] as const;
export const BIRTHDATE_FIELDS = ['birthdate'] as const;
const DRAFT_FIELDS: readonly ManualPiiField[] = [
  ...NAME_FIELDS,
  ...ADDRESS_FIELDS,
  ...BIRTHDATE_FIELDS,
];

const EMPTY_DRAFT: ManualPiiDraft = {
  firstName: '',
  middleName: '',
  lastName: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  countryCode: '',
  birthdate: '',
};

const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The draft a page starts from: what was typed before a reload (the step's saved draft), else the
 * names the registration already holds, and the country of the region the patron signs up from.
 */
export function initialManualPiiDraft(
  registration: Partial<RegistrationForm> | null,
  saved: Record<string, unknown> | null,
  regionCode: string,
): ManualPiiDraft {
  const draft: ManualPiiDraft = {
    ...EMPTY_DRAFT,
    firstName: registration?.firstName ?? '',
    lastName: registration?.lastName ?? '',
    countryCode: /^(US|CA)-/.test(regionCode) ? regionCode.slice(0, 2) : '',
  };
  for (const field of DRAFT_FIELDS) {
    const value = stringOf(saved?.[field]);
    if (value !== null) draft[field] = value;
  }
  return draft;
}

// --- checks --------------------------------------------------------------------------------------

/** Field -> message. */
export type FieldErrors = Partial<Record<string, string>>;

const blank = (value: string) => value.trim() === '';

/** The name page: first and last name are required; the middle name is optional. */
export function validateName(draft: ManualPiiDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(draft.firstName)) errors.firstName = copy.errors.firstName;
  if (blank(draft.lastName)) errors.lastName = copy.errors.lastName;
  return errors;
}

// contract.md 9: the supported countries are US and CA; their postal code shapes, as postalCodeOf
// writes them. Canada Post never uses D, F, I, O, Q or U, nor W or Z first.
const POSTAL_CODE: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
};

/**
 * A postal code as typed, written the way its country writes it (QA 5): a Canadian code upper
 * case with one space ("m5v3l9", "M5V-3L9" -> "M5V 3L9"), a ZIP+4 with its hyphen ("073021234",
 * "07302 1234" -> "07302-1234"). Anything else is only trimmed, for the shape check to refuse.
 */
export function postalCodeOf(countryCode: string, typed: string): string {
  // NFKC: a code typed full-width ("０７３０２", "ｍ５ｖ") is the one it stands for (decision 079).
  const trimmed = typed.normalize('NFKC').trim().toUpperCase();
  const compact = trimmed.replace(/[\s-]+/g, '');
  if (countryCode === 'CA' && /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact))
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (countryCode === 'US' && /^\d{9}$/.test(compact))
    return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  if (countryCode === 'US' && /^\d{5}$/.test(compact)) return compact;
  return trimmed;
}

/** The regions of a country, by name (value: the region's code, label: its name). */
export const regionsOf = (regions: readonly AddressRegion[], countryCode: string) =>
  regionOptions(regions.filter((region) => region.countryCode === countryCode));

/**
 * The countries an address may be in: those of the countries list that the regions list has
 * regions for (US and CA with the operator's lists, contract.md 9), so a region can be chosen.
 */
export const addressCountries = (
  countries: readonly Country[],
  regions: readonly AddressRegion[],
) =>
  countries
    .filter((country) => regions.some((region) => region.countryCode === country.code))
    .map((country) => ({ value: country.code, label: country.name }));

/**
 * Which words the address's region and postal code take (product.md 3: "state" for the US,
 * "province" otherwise): `us`, `other` for another country, `none` before a country is chosen,
 * when a word naming one country's kind would be a guess (QA).
 */
export type AddressWording = 'us' | 'other' | 'none';
export const addressWording = (countryCode: string): AddressWording =>
  countryCode === 'US' ? 'us' : countryCode ? 'other' : 'none';

/** The address page: line 1, city, country, a region of that country and a postal code of its shape. */
export function validateAddress(
  draft: ManualPiiDraft,
  regions: readonly AddressRegion[],
): FieldErrors {
  const errors: FieldErrors = {};
  const words = copy.errors;
  const country = addressWording(draft.countryCode);
  if (blank(draft.line1)) errors.line1 = words.line1;
  if (blank(draft.city)) errors.city = words.city;
  if (blank(draft.countryCode)) errors.countryCode = words.country;
  if (!regionsOf(regions, draft.countryCode).some((region) => region.value === draft.region))
    errors.region = words.region[country];
  const postalCode = postalCodeOf(draft.countryCode, draft.postalCode);
  const shape = POSTAL_CODE[draft.countryCode];
  if (blank(postalCode)) errors.postalCode = words.postalCode[country];
  else if (shape && !shape.test(postalCode))
    errors.postalCode = draft.countryCode === 'CA' ? words.postalCodeShape : words.zipCodeShape;
  return errors;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when yyyy-MM-dd names a day of the calendar (no 30 February, no month 13). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// A birth year before 1900 is a typing slip (a date input accepts year 0001), not a patron.
const EARLIEST_YEAR = 1900;

/** Today in the patron's own calendar, as yyyy-MM-dd (a birthdate of today is not in the future). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The birthdate page: a real calendar date, not after today, sent as yyyy-MM-dd (contract.md 9).
 * How old the patron must be is the server's decision (its 422 shows at the field).
 */
export function validateBirthdate(draft: ManualPiiDraft, today: string): FieldErrors {
  const value = draft.birthdate.trim();
  if (value === '') return { birthdate: copy.errors.birthdate };
  if (!isCalendarDate(value) || Number(value.slice(0, 4)) < EARLIEST_YEAR)
    return { birthdate: copy.errors.birthdateInvalid };
  if (value > today) return { birthdate: copy.errors.birthdateFuture };
  return {};
}

/** The checks of one page. */
export function validatePage(
  page: ManualPiiRoutePage,
  draft: ManualPiiDraft,
  regions: readonly AddressRegion[],
  today: string,
): FieldErrors {
  if (page === 'name') return validateName(draft);
  if (page === 'address' || page === 'missingAddress') return validateAddress(draft, regions);
  if (page === 'birthdate') return validateBirthdate(draft, today);
  return {};
}

// --- payloads (contract.md 7) --------------------------------------------------------------------

/** product.md 5: the manual-PII first name is the first and middle names joined. */
export const joinedFirstName = (draft: ManualPiiDraft): string =>
  [draft.firstName, draft.middleName]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');

/** The address as the PATCH sends it (line_2 only when typed). */
export function addressOf(draft: ManualPiiDraft): Address {
  const line2 = draft.line2.trim();
  return {
    line1: draft.line1.trim(),
    ...(line2 ? { line2 } : {}),
    city: draft.city.trim(),
    region: draft.region,
    postalCode: postalCodeOf(draft.countryCode, draft.postalCode),
    countryCode: draft.countryCode,
  };
}

/** The manual-PII variant: address, birthdate, first name (first + middle) and last name. */
export const manualPiiPatch = (draft: ManualPiiDraft): RegistrationPatch => ({
  address: addressOf(draft),
  birthdate: draft.birthdate.trim(),
  firstName: joinedFirstName(draft),
  lastName: draft.lastName.trim(),
});

/** The address-only variant (/signup/v2/missing_address). */
export const addressPatch = (draft: ManualPiiDraft): RegistrationPatch => ({
  address: addressOf(draft),
});

/** Where a server field error shows: a field of the draft, or `address` (the address as a whole, at line 1). */
export type ManualPiiErrorField = ManualPiiField | 'address';

/**
 * The field that shows a server field error, or null when no field does (its message then goes to
 * the banner). contract.md 7 sends the address as an object, so the server may name a part of it
 * nested, `{address: {postal_code: [...]}}`, or dotted, `address.postal_code`:
 * api/normalise-error.ts gives both as `address.postalCode`, shown at the postal code.
 */
export function fieldOfError(key: string): ManualPiiErrorField | null {
  if (key === 'address') return 'address';
  // `address.x` names part x of the address; a flat key names a field of the draft.
  const nested = key.startsWith('address.');
  const field = nested ? key.slice('address.'.length) : key;
  const fields: readonly string[] = nested ? ADDRESS_FIELDS : DRAFT_FIELDS;
  return fields.includes(field) ? (field as ManualPiiField) : null;
}

/**
 * The entry page that shows a server field error (product.md 5: the first message at its field):
 * the names on the name page, the address and its parts on the address page, the birthdate on its
 * own; null when no page shows it.
 */
export function pageOfField(key: string): ManualPiiPage | null {
  const field = fieldOfError(key);
  if (field === null) return null;
  if (field === 'birthdate') return 'birthdate';
  return (NAME_FIELDS as readonly string[]).includes(field) ? 'name' : 'address';
}
