import type { FeatureFlag, Region } from '../api/lists';
import type { Policy } from '../api/policies';
import {
  type AccountDraft,
  type AccountSecrets,
  EMPTY_DRAFT,
  EMPTY_SECRETS,
  PROMOTIONAL_CONSENT_TYPE,
  requiredPoliciesOf,
} from './account-form';
import type { PreRegistrationPage } from './pre-registration';
import type { Layout } from './route-derivation';

/**
 * Create Your Account's context and the pure changes typing makes to it, apart from the machine
 * (create-account.machine.ts): the first screen renders this context before the machine's code has
 * loaded, and applies the same changes to what is typed meanwhile (src/first-view.ts, decision 073).
 */

/** What the sign-up needs from the server before its first decision (flags, regions, policies). */
export interface ReferenceData {
  flags: FeatureFlag[];
  regions: Region[];
  policies: Policy[];
}

/** Email and username to check (input) or whether each is free (output); a field absent is unchecked. */
export interface Availability {
  email?: string | boolean;
  username?: string | boolean;
}

export interface CreateAccountInput {
  layout: Layout;
  brandName: string;
  /** What the user typed before a reload (never the password). */
  draft?: Partial<AccountDraft>;
  page?: PreRegistrationPage;
}

export interface CreateAccountContext {
  layout: Layout;
  brandName: string;
  draft: AccountDraft;
  page: PreRegistrationPage;
  /** The password and its confirmation: in memory only, gone with this actor. */
  secrets: AccountSecrets;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** The reference data once loaded; null while it loads or after it failed. */
  reference: ReferenceData | null;
  referenceError: string | null;
  /** The email and username the server last said are free, so each is checked once. */
  available: { email?: string; username?: string };
  /** Emails the server said are in use (product.md 5), lower case: refused without asking again. */
  emailsInUse: string[];
  /**
   * Usernames the server said are taken, as typed: refused without asking again, so an email in
   * use and a taken username are both shown at one submit (QA 22).
   */
  usernamesTaken: string[];
  /**
   * The email (lower case) of a create that timed out with no answer on whether the account
   * exists: that email found in use later most likely is the patron's own account (QA 22).
   */
  timedOutEmail: string | null;
  /** The promo or referral code the server accepted, and which kind it is (contract.md 7). */
  codeCheck: { code: string; type: 'referral' | 'promotion' } | null;
  /**
   * The form came back from a reload, whose password was never kept: an empty one is asked for
   * again in those words, not refused as if the patron had broken the rule (QA 5).
   */
  passwordNotKept: boolean;
}

export type CreateAccountEvent =
  | { type: 'draft.change'; field: keyof AccountDraft; value: AccountDraft[keyof AccountDraft] }
  | { type: 'secret.change'; field: keyof AccountSecrets; value: string }
  | { type: 'field.leave'; field: 'email' | 'username' }
  | { type: 'page.next' }
  | { type: 'page.visit'; page: PreRegistrationPage }
  | { type: 'account.submit' }
  | { type: 'reference.retry' };

/** Sent to the parent: the reference data it derives from later (flags, regions). */
export interface ReferenceLoadedEvent {
  type: 'reference.loaded';
  reference: ReferenceData;
}

/** Mirrored to the parent on every change of the draft or page, so it can persist them. */
export interface AccountDraftEvent {
  type: 'account.draft';
  draft: AccountDraft;
  page: PreRegistrationPage;
}

/** Policies the user must accept to create the account (all but the promotional consent). */
export const requiredPolicies = (reference: ReferenceData | null): Policy[] =>
  requiredPoliciesOf(reference?.policies ?? []);

export const promotionalConsentPolicy = (reference: ReferenceData | null): Policy | undefined =>
  reference?.policies.find((p) => p.type === PROMOTIONAL_CONSENT_TYPE);

/** The errors a draft field's change clears besides its own: the server names them otherwise. */
const ERROR_KEYS: Partial<Record<keyof AccountDraft, string[]>> = {
  promoCode: ['promotionCode', 'referralCode'],
  acceptedPolicyIds: ['policyAcceptances'],
};

// A draft value the patron gave (a fresh form's draft holds none).
const isTyped = (value: unknown): boolean =>
  value === true ||
  (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '');

/** The context the machine starts with (a reload's draft and page restored, never the password). */
export const initialCreateAccountContext = (input: CreateAccountInput): CreateAccountContext => ({
  layout: input.layout,
  brandName: input.brandName,
  draft: { ...EMPTY_DRAFT, ...input.draft },
  page: input.page ?? 'email',
  secrets: EMPTY_SECRETS,
  fieldErrors: {},
  formError: null,
  reference: null,
  referenceError: null,
  available: {},
  emailsInUse: [],
  usernamesTaken: [],
  timedOutEmail: null,
  codeCheck: null,
  passwordNotKept: Object.values(input.draft ?? {}).some(isTyped),
});

/** A field typed: its value, and its errors (and those the server names otherwise) cleared. */
export function withDraftChange(
  context: CreateAccountContext,
  event: { field: keyof AccountDraft; value: AccountDraft[keyof AccountDraft] },
): Pick<CreateAccountContext, 'draft' | 'fieldErrors' | 'codeCheck'> {
  const fieldErrors = { ...context.fieldErrors };
  for (const key of [event.field, ...(ERROR_KEYS[event.field] ?? [])]) delete fieldErrors[key];
  return {
    draft: { ...context.draft, [event.field]: event.value },
    fieldErrors,
    codeCheck: event.field === 'promoCode' ? null : context.codeCheck,
  };
}

/** The password or its confirmation typed: kept in memory only, its error cleared. */
export function withSecretChange(
  context: CreateAccountContext,
  event: { field: keyof AccountSecrets; value: string },
): Pick<CreateAccountContext, 'secrets' | 'fieldErrors'> {
  const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
  return { secrets: { ...context.secrets, [event.field]: event.value }, fieldErrors };
}
