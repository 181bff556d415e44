import { form as formCopy } from '../copy/ours/sign-up';
import { brand as brandCopy } from '../copy/spec/brand';

/**
 * The Create Your Account form (product.md 3 "Pre-registration form") and its client-side checks.
 * The server has the last word (its 422 messages replace these); these only stop an obviously
 * incomplete submit. Length bounds are not shown in the spec: ours are in docs/decisions.
 */
/** The promotional-consent policy is the opt-in checkbox, not a required acceptance (product.md 3). */
export const PROMOTIONAL_CONSENT_TYPE = 'promotional_consent';

/**
 * The policies to accept: all but the promotional consent, which is never owed (product.md 3, 5;
 * decision 040), even when a server lists it as pending because the patron left it unticked.
 */
export const requiredPoliciesOf = <P extends { type: string }>(policies: readonly P[]): P[] =>
  policies.filter((policy) => policy.type !== PROMOTIONAL_CONSENT_TYPE);

export interface AccountDraft {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** Ten digits, no formatting; shown as (XXX) XXX-XXXX. Optional. */
  phoneNumber: string;
  strongAuthEnabled: boolean;
  receiveLoginEmails: boolean;
  receivePromotionalEmails: boolean;
  promoCode: string;
  acceptedPolicyIds: string[];
}

/** Typed secrets: held only between the page that collects them and the submit; never persisted. */
export interface AccountSecrets {
  password: string;
  passwordConfirm: string;
}

export const EMPTY_DRAFT: AccountDraft = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phoneNumber: '',
  strongAuthEnabled: false,
  receiveLoginEmails: false,
  receivePromotionalEmails: false,
  promoCode: '',
  acceptedPolicyIds: [],
};

export const EMPTY_SECRETS: AccountSecrets = { password: '', passwordConfirm: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]{3,20}$/;

/**
 * Keeps the digits of a typed phone number; the leading 1 of an 11-digit number (the US/CA
 * country code) is dropped. More digits than a number has are kept, up to E.164's 15, so they are
 * refused rather than silently cut to a different number (QA 5).
 */
export function phoneDigits(typed: string): string {
  // NFKC: digits typed full-width ("２０１５５５０１２３") are the digits they stand for, where `\D`
  // alone would drop them (decision 079).
  const text = typed.normalize('NFKC');
  const digits = text.replace(/\D/g, '');
  // A written "+1" is the country code whatever follows: "+1 201 555 019" is a digit short, not
  // (120) 155-5019 (QA 17).
  const country = /^\D*\+\s*1/.test(text) || (digits.length === 11 && digits.startsWith('1'));
  return (country ? digits.slice(1) : digits).slice(0, 15);
}

// A US or Canadian number (North American Numbering Plan): neither the area code nor the exchange
// starts with 0 or 1.
const NANP_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;

/** Whether ten digits (phoneDigits) are a US or Canadian phone number. */
export const isPhoneNumber = (digits: string): boolean => NANP_NUMBER.test(digits);

/**
 * (XXX) XXX-XXXX for ten digits; a partial number is shown as typed so far. More than ten (a
 * country code other than 1, a digit too many) are shown as plain digits: drawn as (XXX) XXX-XXXXX
 * they read as a US area code that is not there (QA 16).
 */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length < 4 || d.length > 10) return d;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export interface ValidationContext {
  brandName: string;
  requiredPolicyIds: readonly string[];
  /** A reload dropped the password (it is never kept): an empty one is asked for again. */
  passwordNotKept?: boolean;
}

/** Field errors for the given fields (all when omitted), keyed like the server's 422 map. */
export function validateAccount(
  draft: AccountDraft,
  secrets: AccountSecrets,
  context: ValidationContext,
  fields?: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const wanted = (field: string) => !fields || fields.includes(field);
  if (wanted('firstName') && !draft.firstName.trim()) errors.firstName = formCopy.firstNameRequired;
  if (wanted('lastName') && !draft.lastName.trim()) errors.lastName = formCopy.lastNameRequired;
  if (wanted('email') && !EMAIL.test(draft.email.trim()))
    errors.email = brandCopy.requiresValidEmail(context.brandName);
  const username = draft.username.trim();
  // The spec's line is for a missing username; the format is ours (decision 007).
  if (wanted('username') && !USERNAME.test(username))
    errors.username = username
      ? formCopy.usernameFormat
      : brandCopy.usernameRequired(context.brandName);
  if (wanted('password') && !/^(?=.*[A-Za-z])(?=.*\d).{8,}$/.test(secrets.password))
    errors.password =
      context.passwordNotKept && secrets.password === ''
        ? formCopy.passwordNotKept
        : formCopy.passwordTooShort;
  if (wanted('passwordConfirm') && secrets.passwordConfirm !== secrets.password)
    errors.passwordConfirm = formCopy.passwordsDiffer;
  // Optional, unless login codes are to go to it (QA 10: the server's 422 came a page later).
  if (
    wanted('phoneNumber') &&
    (draft.phoneNumber || draft.strongAuthEnabled) &&
    !isPhoneNumber(phoneDigits(draft.phoneNumber))
  )
    errors.phoneNumber = brandCopy.requiresValidPhone(context.brandName);
  if (
    wanted('policyAcceptances') &&
    context.requiredPolicyIds.some((id) => !draft.acceptedPolicyIds.includes(id))
  )
    errors.policyAcceptances = formCopy.policiesRequired;
  return errors;
}
