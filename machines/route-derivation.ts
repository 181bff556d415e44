/**
 * The route derivation of the top-level onboarding machine (DESIGN.md: "a pure, total function,
 * table-driven, exhaustively tested"). It reads the synced registration state and answers where
 * the user goes next and which effects the machine runs on the way (product.md 4.2, 4.3, 5).
 * Every route it returns is a key of ROUTE_OWNERS (machines/paths.ts). Pure: no React, no router,
 * no window; the machine assigns the result and src/ turns the route into a navigation.
 */

import {
  type EmailVerificationStatus,
  isOwed,
  type KycFailureReason,
  type PendingFields,
  type PersonalPendingField,
  PHONE_FINDER_PROVIDER,
  type RegistrationStatusValue,
} from '../api/statuses';
import { documents as documentsCopy } from '../copy/spec/documents';
import type { Derivation, Effect, ErrorType, Layout, StepId } from './derivation';
import type { RoutePath } from './paths';
import { type PreRegistrationPage, preRegistrationDerivation } from './pre-registration';
import { withStepKey } from './step-routes';

export type { Derivation, Effect, ErrorType, Layout, StepId } from './derivation';

/** Every layout, in the order the generated docs list them. */
export const LAYOUTS: readonly Layout[] = ['web', 'mobileWeb', 'native'];

/** Everything the onboarding machine knows after a sync that the next route depends on. */
export interface DerivationInput {
  preRegistrationComplete: boolean;
  /** Where the user is in the mobile create-account pages. */
  preRegistrationPage: PreRegistrationPage;
  /** null before the first sync. */
  status: RegistrationStatusValue | null;
  /** Unknown strings map to DEFAULT. */
  kycFailureReason: string | null;
  isDuplicateUser: boolean;
  pendingFields: PendingFields;
  pendingPolicyIds: string[];
  pendingKycProviders: string[];
  executedKycProviders: string[];
  emailVerificationStatus: EmailVerificationStatus | null;
  regionRequiresEmailVerification: boolean;
  /** Set by the markRegistrationPending effect of an earlier derivation. */
  registrationPending: boolean;
  /** The user passed Set Your Limits. */
  initialLimitsDone: boolean;
  /**
   * A sign-up ran in this tab (pre-registration here, or a sync saw the status before complete);
   * false for an account that was already complete, which is handed back at once (decision 010).
   */
  signUpRanHere: boolean;
  layout: Layout;
  /**
   * The page runs inside a frame: a complete sign-up is handed off whatever the layout, by message
   * to an allowed parent or else by the redirect (src/hand-off.ts, decision 065).
   */
  inFrame: boolean;
  flags: { visitLimitsPage: boolean; useJumioWebSdk: boolean };
}

/** Every error type, in the order the generated docs list them. */
export const ERROR_TYPES: readonly ErrorType[] = [
  'ID_DENIED',
  'ID_EXPIRED',
  'ID_FAILURE',
  'ID_UNDERAGE',
  'DEFAULT',
];

// --- effects -------------------------------------------------------------------------------------

const MARK_PENDING: Effect = { type: 'markRegistrationPending' };
const MARK_COMPLETE: Effect = { type: 'markRegistrationComplete' };
const MARK_EMAIL_VERIFIED: Effect = { type: 'markEmailVerified' };
const TROUBLE_VERIFYING: Effect = {
  type: 'flash',
  kind: 'danger',
  text: documentsCopy.troubleVerifying,
};
// product.md 4.2 complete: track completion, sync the media-app state, then hand back.
const COMPLETION: readonly Effect[] = [
  { type: 'trackCompletion' },
  { type: 'syncMediaApp' },
  { type: 'handOff' },
];

// product.md 4.2: the phone-finder provider, pending and not yet executed, is recorded as
// executed and device risk profiling starts (once: the record stops a second start).
const phoneFinderEffects = (input: DerivationInput): Effect[] =>
  input.pendingKycProviders.includes(PHONE_FINDER_PROVIDER) &&
  !input.executedKycProviders.includes(PHONE_FINDER_PROVIDER)
    ? [
        { type: 'recordKycProviderExecuted', provider: PHONE_FINDER_PROVIDER },
        { type: 'startDeviceProfiling' },
      ]
    : [];

// --- pages ---------------------------------------------------------------------------------------

/** A page in both route sets: web is the /web page, app the bare page of mobile web and native. */
interface PagePair {
  readonly web: RoutePath;
  readonly app: RoutePath;
}

const pageFor = (pair: PagePair, layout: Layout): RoutePath =>
  layout === 'web' ? pair.web : pair.app;

const PLAY_YOUR_WAY: PagePair = { web: '/web/signup/play_your_way', app: '/signup/play_your_way' };
const EMAIL_VERIFICATION: PagePair = {
  web: '/web/signup/email_verification',
  app: '/signup/email_verification',
};
const DUPLICATED: PagePair = { web: '/web/suspended/duplicated', app: '/suspended/duplicated' };
const WEB_PERSONAL_INFORMATION: RoutePath = '/web/signup/pii';
const SET_LIMITS: PagePair = {
  web: '/web/signup/initial_set_limits',
  app: '/signup/initial_set_limits',
};
const POLICIES: PagePair = { web: '/web/signup/fine_details', app: '/signup/policies' };
const IDENTITY_CHECK_START: PagePair = {
  web: '/web/signup/user_verification',
  app: '/signup/idv/processing',
};
const ID_PAGE: PagePair = {
  web: '/web/signup/id_verification',
  app: '/signup/idv/document_upload',
};
// product.md 4.2: on mobile web (not native) several statuses go to "one page".
const DOWNLOAD_PAGE: RoutePath = '/signup/download';

/**
 * The personal-field pages of the mobile layouts in the order product.md 4.3 visits them (the web
 * layout asks them all on /web/signup/pii); the generated docs list them in this order.
 */
export const PERSONAL_FIELD_PAGES = [
  { id: 'preferredName', fields: ['preferredName'], route: '/signup/preferred_name' },
  {
    id: 'residenceCitizenship',
    fields: ['residence', 'citizenship'],
    route: '/signup/residence_citizenship',
  },
  { id: 'phoneNumber', fields: ['phoneNumber'], route: '/signup/phone_number' },
  { id: 'last4Ssn', fields: ['last4Ssn'], route: '/signup/ssn' },
  {
    id: 'employment',
    fields: [
      'employmentStatus',
      'jobTitle',
      'typeOfBusiness',
      'employerName',
      'employerPhoneNumber',
      'employerAddress',
    ],
    route: '/signup/employment_details',
  },
] as const satisfies readonly {
  id: string;
  fields: readonly PersonalPendingField[];
  route: RoutePath;
}[];

// --- continue main registration (product.md 4.3) -------------------------------------------------

// product.md 4.1: SKIPPED counts as done, like VERIFIED.
const EMAIL_DONE: ReadonlySet<EmailVerificationStatus | null> = new Set(['VERIFIED', 'SKIPPED']);
/** The address needs no code any more (also read by the email step when the patron comes back). */
export const isEmailDone = (status: EmailVerificationStatus | null): boolean =>
  EMAIL_DONE.has(status);

// product.md 2.4: with visit_limits_page on, Set Your Limits is a step of every sign-up, once.
const owesLimits = (input: DerivationInput): boolean =>
  input.flags.visitLimitsPage && !input.initialLimitsDone;

interface ContinueRow extends PagePair {
  readonly id: string;
  readonly owed: (input: DerivationInput) => boolean;
  readonly step: StepId;
  readonly effects?: (input: DerivationInput) => Effect[];
}

// Always owed: the row continue main registration ends on when nothing else is.
const IDENTITY_CHECK_ROW: ContinueRow = {
  id: 'identityCheck',
  owed: () => true,
  ...IDENTITY_CHECK_START,
  step: 'identityCheck',
};

// product.md 4.3: the checks continue main registration makes before it hands a status over to
// the status handler (documents, contact support, manual entry, a duplicate), so they hold for
// the statuses it hands over as well as for the ones it continues (STATUS_TABLE checksFirst).
const CONTINUE_CHECKS: readonly ContinueRow[] = [
  {
    id: 'promotions',
    owed: (input) => isOwed(input.pendingFields.onboardingPromotionIds),
    ...PLAY_YOUR_WAY,
    step: 'playYourWay',
  },
  {
    id: 'emailVerification',
    owed: (input) =>
      input.regionRequiresEmailVerification && !isEmailDone(input.emailVerificationStatus),
    ...EMAIL_VERIFICATION,
    step: 'verifyEmail',
  },
];

// The first owed row wins; the order is product.md 4.3 (Set Your Limits placed as in 2.4).
const CONTINUE_ROWS: readonly ContinueRow[] = [
  ...CONTINUE_CHECKS,
  // 4.3: a duplicate is handed over to the status handler, whose first rule is the duplicate page.
  {
    id: 'duplicate',
    owed: (input) => input.isDuplicateUser,
    ...DUPLICATED,
    step: 'outside',
    effects: phoneFinderEffects,
  },
  ...PERSONAL_FIELD_PAGES.map(
    (page): ContinueRow => ({
      id: page.id,
      owed: (input) => page.fields.some((field) => isOwed(input.pendingFields[field])),
      web: WEB_PERSONAL_INFORMATION,
      app: page.route,
      step: 'personalInformation',
    }),
  ),
  {
    id: 'setLimits',
    owed: owesLimits,
    ...SET_LIMITS,
    step: 'setLimits',
  },
  {
    id: 'policies',
    owed: (input) =>
      input.pendingPolicyIds.length > 0 || isOwed(input.pendingFields.pendingPolicies),
    ...POLICIES,
    step: 'fineDetails',
  },
  IDENTITY_CHECK_ROW,
];

// --- status handler (product.md 4.2) -------------------------------------------------------------

/** A route that depends on one more input; the condition names are the keys of CONDITIONS. */
type HandOff = { readonly handOff: true };
type RouteChoice =
  | RoutePath
  | HandOff
  | { readonly when: Condition; readonly on: RoutePath | HandOff; readonly off: RoutePath };

type Condition = 'registrationPending' | 'useJumioWebSdk' | 'inFrame';
const CONDITIONS: Record<Condition, (input: DerivationInput) => boolean> = {
  registrationPending: (input) => input.registrationPending,
  useJumioWebSdk: (input) => input.flags.useJumioWebSdk,
  inFrame: (input) => input.inFrame,
};

const HAND_OFF: HandOff = { handOff: true };

type StatusRow =
  | { readonly kind: 'continue'; readonly effects: readonly Effect[] }
  | {
      readonly kind: 'route';
      readonly routes: Readonly<Record<Layout, RouteChoice>>;
      readonly effects: readonly Effect[];
      readonly step: StepId;
      // product.md 4.3: true when continue main registration reaches the status page only after
      // CONTINUE_CHECKS (promotions, then email verification) owe nothing; false when the status
      // handler acts at once (complete: the 4.2 hand-back).
      readonly checksFirst: boolean;
      // 4.2 checks complete and contact_support_required before the failure reason.
      readonly beforeFailureReason?: true;
    };

// The identity statuses: 4.3 hands them over (documents, manual entry) after CONTINUE_CHECKS, and
// the two pending statuses take the same order (docs/status-routing.md, choices).
const routeRow = (
  routes: Record<Layout, RouteChoice>,
  effects: readonly Effect[] = [],
  step: StepId = 'identityCheck',
): StatusRow => ({ kind: 'route', routes, effects, step, checksFirst: true });

// A mobile browser cannot open the native capture page: it gets the provider's web SDK page.
const ID_PAGE_ROUTES: Record<Layout, RoutePath> = {
  web: ID_PAGE.web,
  mobileWeb: '/signup/idv/web_sdk_upload',
  native: ID_PAGE.app,
};
// 4.2: "one variant if registration is pending, another otherwise".
const WEB_PENDING: RouteChoice = {
  when: 'registrationPending',
  on: '/web/signup/user_verification_pending',
  off: '/web/kyc/pending',
};
const APP_PENDING: RouteChoice = {
  when: 'registrationPending',
  on: '/signup/idv/pending',
  off: '/kyc/pending',
};
// 4.2: the fallback page, or the native page, depending on the flag use_jumio_web_sdk.
const APP_FALLBACK: RouteChoice = {
  when: 'useJumioWebSdk',
  on: '/signup/idv/fallback',
  off: '/signup/idv/document_upload',
};

// One row per registration status; a new status fails to compile until it has a row.
const STATUS_TABLE: Record<RegistrationStatusValue, StatusRow> = {
  created: { kind: 'continue', effects: [MARK_PENDING] },
  partial_pii: { kind: 'continue', effects: [MARK_EMAIL_VERIFIED] },
  email_verified: { kind: 'continue', effects: [MARK_EMAIL_VERIFIED] },
  complete: {
    kind: 'route',
    // Decision 065: in an operator's frame the hand-off is a message to the parent, on a phone too;
    // the download page is for a phone's own browser tab.
    routes: {
      web: HAND_OFF,
      mobileWeb: { when: 'inFrame', on: HAND_OFF, off: DOWNLOAD_PAGE },
      native: HAND_OFF,
    },
    effects: COMPLETION,
    step: 'outside',
    checksFirst: false,
    beforeFailureReason: true,
  },
  contact_support_required: {
    kind: 'route',
    routes: {
      web: '/web/contact_support',
      mobileWeb: '/contact_support',
      native: '/contact_support',
    },
    effects: [],
    step: 'outside',
    checksFirst: true,
    beforeFailureReason: true,
  },
  document_verification_failed: routeRow({ ...ID_PAGE_ROUTES, mobileWeb: DOWNLOAD_PAGE }, [
    TROUBLE_VERIFYING,
  ]),
  document_verification_required: routeRow(ID_PAGE_ROUTES, [MARK_COMPLETE]),
  document_verification_expired: routeRow(ID_PAGE_ROUTES, [MARK_COMPLETE]),
  document_verification_fallback: routeRow({
    web: '/web/signup/idv_fallback',
    mobileWeb: APP_FALLBACK,
    native: APP_FALLBACK,
  }),
  manual_address: routeRow({
    web: '/web/signup/missing_address',
    mobileWeb: '/signup/v2/missing_address',
    native: '/signup/v2/missing_address',
  }),
  manual_pii_entry_required: routeRow({
    web: '/web/signup/name',
    mobileWeb: '/signup/name',
    native: '/signup/name',
  }),
  manual_pii_verification_in_progress: routeRow({
    web: '/web/signup/manual_pii_processing',
    mobileWeb: '/signup/manual_pii_processing',
    native: '/signup/manual_pii_processing',
  }),
  manual_document_collection_required: routeRow({
    web: '/web/kyc/upload',
    mobileWeb: DOWNLOAD_PAGE,
    native: '/user_preferences/document_upload',
  }),
  pending_manual_kyc: routeRow({
    web: '/web/signup/pending_manual_kyc',
    mobileWeb: DOWNLOAD_PAGE,
    native: '/signup/pending_manual_kyc',
  }),
  document_verification_in_progress: routeRow(
    { web: WEB_PENDING, mobileWeb: APP_PENDING, native: APP_PENDING },
    [MARK_COMPLETE],
  ),
  pending_completion: routeRow(
    { web: WEB_PENDING, mobileWeb: DOWNLOAD_PAGE, native: APP_PENDING },
    [MARK_COMPLETE],
  ),
};

// product.md 4.2, failure reason -> errorType; any reason not listed is DEFAULT.
const ERROR_TYPE_BY_REASON: Record<KycFailureReason, ErrorType> = {
  unsupported_country: 'ID_DENIED',
  unsupported_document: 'ID_DENIED',
  id_missing_data: 'ID_DENIED',
  id_invalid_country: 'ID_DENIED',
  id_expired: 'ID_EXPIRED',
  failure: 'ID_FAILURE',
  id_selfie_mismatch: 'ID_FAILURE',
  selfie_invalid: 'ID_FAILURE',
  id_not_uploaded: 'ID_FAILURE',
  id_not_readable: 'ID_FAILURE',
  id_fraud: 'ID_FAILURE',
  admin_rejected: 'ID_FAILURE',
  id_underage: 'ID_UNDERAGE',
};

// product.md 2.8 and 4.2: one web error page with a state value; dedicated mobile pages.
const FAILURE_PAGES: Record<ErrorType, PagePair> = {
  ID_DENIED: { web: '/web/signup/failed_kyc', app: '/kyc/id_denied' },
  ID_EXPIRED: { web: '/web/signup/failed_kyc', app: '/kyc/id_expired' },
  ID_FAILURE: { web: '/web/signup/failed_kyc', app: '/kyc/failure' },
  ID_UNDERAGE: { web: '/web/signup/failed_kyc', app: '/kyc/id_underage' },
  DEFAULT: { web: '/web/signup/failed_kyc', app: '/kyc/failure' },
};

/** The errorType of the sign-up error page for a KYC failure reason (product.md 4.2); unknown reasons are DEFAULT. */
export function errorTypeFor(reason: string): ErrorType {
  // hasOwn, not `in`: a reason such as 'constructor' must not reach Object.prototype.
  return Object.hasOwn(ERROR_TYPE_BY_REASON, reason)
    ? ERROR_TYPE_BY_REASON[reason as KycFailureReason]
    : 'DEFAULT';
}

const resolve = (choice: RouteChoice, input: DerivationInput): RoutePath | null => {
  if (typeof choice === 'string') return choice;
  if ('handOff' in choice) return null;
  return resolve(CONDITIONS[choice.when](input) ? choice.on : choice.off, input);
};

// --- derivation ----------------------------------------------------------------------------------

// product.md 4.2: partial_pii and email_verified mark the email verified *then* continue, so the
// continue rows read the input as a status's marks leave it (derivation-effects.ts makes the same
// mark in the machine's context, and a later sync keeps it: onboarding.steps.ts syncChanges).
const MARKED_INPUT: Partial<Record<Effect['type'], Partial<DerivationInput>>> = {
  markEmailVerified: { emailVerificationStatus: 'VERIFIED' },
};

const continueDerivation = (
  row: ContinueRow,
  input: DerivationInput,
  effects: readonly Effect[],
): Derivation => ({
  kind: 'route',
  ...withStepKey(pageFor(row, input.layout)),
  step: row.step,
  effects: [...effects, ...(row.effects?.(input) ?? [])],
  rule: `continue:${row.id}`,
});

function continueMainRegistration(input: DerivationInput, effects: readonly Effect[]): Derivation {
  const marked: DerivationInput = Object.assign(
    {},
    input,
    ...effects.map((effect) => MARKED_INPUT[effect.type]),
  );
  const row = CONTINUE_ROWS.find((candidate) => candidate.owed(marked)) ?? IDENTITY_CHECK_ROW;
  return continueDerivation(row, marked, effects);
}

const duplicateDerivation = (input: DerivationInput): Derivation => ({
  kind: 'route',
  ...withStepKey(pageFor(DUPLICATED, input.layout)),
  step: 'outside',
  effects: phoneFinderEffects(input),
  rule: 'status:duplicate',
});

function failureDerivation(reason: string, input: DerivationInput): Derivation {
  const errorType = errorTypeFor(reason);
  return {
    kind: 'route',
    ...withStepKey(pageFor(FAILURE_PAGES[errorType], input.layout)),
    step: 'identityCheck',
    effects: [],
    errorType,
    rule: `kycFailure:${errorType}`,
  };
}

const firstOwedCheck = (input: DerivationInput): ContinueRow | undefined =>
  CONTINUE_CHECKS.find((candidate) => candidate.owed(input));

function handleStatus(status: RegistrationStatusValue, input: DerivationInput): Derivation {
  const row = STATUS_TABLE[status];
  // An empty string is no failure reason.
  const reason = input.kycFailureReason || null;
  if (row.kind === 'continue') {
    // product.md 4.2: "Without a failure reason" these statuses continue main registration; with
    // one the handler's order holds: the duplicate page first, then the failure page.
    if (reason === null) return continueMainRegistration(input, row.effects);
    return input.isDuplicateUser ? duplicateDerivation(input) : failureDerivation(reason, input);
  }

  // product.md 4.3: promotions, then email verification, then the hand-over to this handler (its
  // duplicate page, then the status's page); the handler's effects wait until it is reached.
  // Without a failure reason only, as for the continue statuses above.
  const check = row.checksFirst && reason === null ? firstOwedCheck(input) : undefined;
  if (check) return continueDerivation(check, input, []);

  if (input.isDuplicateUser) return duplicateDerivation(input);

  // Decision 010: with visit_limits_page on, Set Your Limits comes before the hand-off even when
  // the status turned complete as the last personal field was saved (product.md 2.4); completion
  // is tracked and handed back on the next sync, once the step is passed. Only for a sign-up that
  // ran in this tab: an account already complete (a login) is handed back at once (4.2).
  if (status === 'complete' && input.signUpRanHere && owesLimits(input)) {
    return {
      kind: 'route',
      ...withStepKey(pageFor(SET_LIMITS, input.layout)),
      step: 'setLimits',
      effects: [],
      rule: 'beforeHandOff:setLimits',
    };
  }

  if (!row.beforeFailureReason && reason !== null) return failureDerivation(reason, input);

  const route = resolve(row.routes[input.layout], input);
  const rule = `status:${status}`;
  if (route === null) return { kind: 'complete', effects: [...row.effects], rule };
  return {
    kind: 'route',
    ...withStepKey(route),
    // The download page ends sign-up in the browser: it is no step of the bar.
    step: route === DOWNLOAD_PAGE ? 'outside' : row.step,
    // Only a hand-off hands off: a row that routes instead keeps its other effects (4.2 mobile web).
    effects: row.effects.filter((effect) => effect.type !== 'handOff'),
    rule,
  };
}

/** The next route (or the hand-off) and its effects for the synced registration state; the onboarding machine calls it in `deciding`. */
export function deriveNext(input: DerivationInput): Derivation {
  // product.md 4.3: nothing happens until pre-registration is complete.
  if (!input.preRegistrationComplete)
    return preRegistrationDerivation(input.layout, input.preRegistrationPage);
  return handleStatus(input.status ?? 'created', input);
}

// --- field errors (product.md 5) -----------------------------------------------------------------

const hasErrorOn = (fieldErrors: Record<string, string>, fields: readonly string[]): boolean =>
  fields.some((field) => Object.hasOwn(fieldErrors, field));

// The pages of the post-pre-registration fields, in continue-main-registration order.
const ERROR_FIELD_PAGES: readonly (PagePair & { fields: readonly string[]; step: StepId })[] = [
  { fields: ['verificationCode'], ...EMAIL_VERIFICATION, step: 'verifyEmail' },
  ...PERSONAL_FIELD_PAGES.map((page) => ({
    fields: page.fields,
    web: WEB_PERSONAL_INFORMATION,
    app: page.route,
    step: 'personalInformation' as const,
  })),
  { fields: ['pendingPolicies', 'policyAcceptances'], ...POLICIES, step: 'fineDetails' },
];

/** The sign-up page (and its progress step) that owns a field error after pre-registration (product.md 5), or null when no page owns any. */
export function stepForErrors(
  fieldErrors: Record<string, string>,
  layout: Layout,
): { route: RoutePath; step: StepId } | null {
  const page = ERROR_FIELD_PAGES.find((candidate) => hasErrorOn(fieldErrors, candidate.fields));
  return page ? { route: pageFor(page, layout), step: page.step } : null;
}

/** The sign-up page that owns a field error after pre-registration (product.md 5), or null to stay on the current page. */
export function stepPageForErrors(
  fieldErrors: Record<string, string>,
  layout: Layout,
): RoutePath | null {
  return stepForErrors(fieldErrors, layout)?.route ?? null;
}
