import fc from 'fast-check';
import {
  EMAIL_VERIFICATION_STATUSES,
  KYC_FAILURE_REASONS,
  PERSONAL_PENDING_FIELDS,
  type PendingFields,
  PHONE_FINDER_PROVIDER,
  REGISTRATION_STATUSES,
  type RegistrationStatusValue,
} from '../api/statuses';
import { documents as documentsCopy } from '../copy/spec/documents';
import { isRoutePath } from './paths';
import {
  PRE_REGISTRATION_PAGES,
  type PreRegistrationPage,
  preRegistrationPageForErrors,
} from './pre-registration';
import {
  type DerivationInput,
  deriveNext,
  type Effect,
  type ErrorType,
  errorTypeFor,
  LAYOUTS,
  type Layout,
  PERSONAL_FIELD_PAGES,
  stepPageForErrors,
} from './route-derivation';
import { type DerivationPatch, settledInput } from './settled-input';

type Patch = DerivationPatch;

// A user past pre-registration with nothing owed: each test changes only what it is about.
const input = settledInput;

const routeOf = (patch: Patch): string => {
  const derivation = deriveNext(input(patch));
  return derivation.kind === 'route' ? derivation.route : 'HAND_OFF';
};

const MARK_PENDING: Effect = { type: 'markRegistrationPending' };
const MARK_COMPLETE: Effect = { type: 'markRegistrationComplete' };
const MARK_EMAIL_VERIFIED: Effect = { type: 'markEmailVerified' };
const TROUBLE: Effect = { type: 'flash', kind: 'danger', text: documentsCopy.troubleVerifying };
const PHONE_FINDER_EFFECTS: Effect[] = [
  { type: 'recordKycProviderExecuted', provider: PHONE_FINDER_PROVIDER },
  { type: 'startDeviceProfiling' },
];

interface Expected {
  routes: Record<Layout, string>;
  effects: Record<Layout, Effect[]>;
  rule: string;
}
const same = <T>(value: T): Record<Layout, T> => ({ web: value, mobileWeb: value, native: value });
const routes = (web: string, app: string, mobileWeb = app): Record<Layout, string> => ({
  web,
  mobileWeb,
  native: app,
});

// The expected outcome of every status with the default input (nothing pending, no reason).
const BY_STATUS: Record<RegistrationStatusValue, Expected> = {
  created: {
    routes: routes('/web/signup/user_verification', '/signup/idv/processing'),
    effects: same([MARK_PENDING]),
    rule: 'continue:identityCheck',
  },
  partial_pii: {
    routes: routes('/web/signup/user_verification', '/signup/idv/processing'),
    effects: same([MARK_EMAIL_VERIFIED]),
    rule: 'continue:identityCheck',
  },
  email_verified: {
    routes: routes('/web/signup/user_verification', '/signup/idv/processing'),
    effects: same([MARK_EMAIL_VERIFIED]),
    rule: 'continue:identityCheck',
  },
  complete: {
    routes: routes('HAND_OFF', 'HAND_OFF', '/signup/download'),
    effects: {
      web: [{ type: 'trackCompletion' }, { type: 'syncMediaApp' }, { type: 'handOff' }],
      mobileWeb: [{ type: 'trackCompletion' }, { type: 'syncMediaApp' }],
      native: [{ type: 'trackCompletion' }, { type: 'syncMediaApp' }, { type: 'handOff' }],
    },
    rule: 'status:complete',
  },
  contact_support_required: {
    routes: routes('/web/contact_support', '/contact_support'),
    effects: same([]),
    rule: 'status:contact_support_required',
  },
  document_verification_failed: {
    routes: routes(
      '/web/signup/id_verification',
      '/signup/idv/document_upload',
      '/signup/download',
    ),
    effects: same([TROUBLE]),
    rule: 'status:document_verification_failed',
  },
  document_verification_required: {
    routes: routes(
      '/web/signup/id_verification',
      '/signup/idv/document_upload',
      '/signup/idv/web_sdk_upload',
    ),
    effects: same([MARK_COMPLETE]),
    rule: 'status:document_verification_required',
  },
  document_verification_expired: {
    routes: routes(
      '/web/signup/id_verification',
      '/signup/idv/document_upload',
      '/signup/idv/web_sdk_upload',
    ),
    effects: same([MARK_COMPLETE]),
    rule: 'status:document_verification_expired',
  },
  document_verification_fallback: {
    routes: routes('/web/signup/idv_fallback', '/signup/idv/document_upload'),
    effects: same([]),
    rule: 'status:document_verification_fallback',
  },
  manual_address: {
    routes: routes('/web/signup/missing_address', '/signup/v2/missing_address'),
    effects: same([]),
    rule: 'status:manual_address',
  },
  manual_pii_entry_required: {
    routes: routes('/web/signup/name', '/signup/name'),
    effects: same([]),
    rule: 'status:manual_pii_entry_required',
  },
  manual_pii_verification_in_progress: {
    routes: routes('/web/signup/manual_pii_processing', '/signup/manual_pii_processing'),
    effects: same([]),
    rule: 'status:manual_pii_verification_in_progress',
  },
  manual_document_collection_required: {
    routes: routes('/web/kyc/upload', '/user_preferences/document_upload', '/signup/download'),
    effects: same([]),
    rule: 'status:manual_document_collection_required',
  },
  pending_manual_kyc: {
    routes: routes(
      '/web/signup/pending_manual_kyc',
      '/signup/pending_manual_kyc',
      '/signup/download',
    ),
    effects: same([]),
    rule: 'status:pending_manual_kyc',
  },
  document_verification_in_progress: {
    routes: routes('/web/kyc/pending', '/kyc/pending'),
    effects: same([MARK_COMPLETE]),
    rule: 'status:document_verification_in_progress',
  },
  pending_completion: {
    routes: routes('/web/kyc/pending', '/kyc/pending', '/signup/download'),
    effects: same([MARK_COMPLETE]),
    rule: 'status:pending_completion',
  },
};

describe('deriveNext: the status table (product.md 4.2)', () => {
  const rows = REGISTRATION_STATUSES.flatMap((status) =>
    LAYOUTS.map((layout) => ({
      status,
      layout,
      route: BY_STATUS[status].routes[layout],
      effects: BY_STATUS[status].effects[layout],
      rule: BY_STATUS[status].rule,
    })),
  );

  it.each(rows)(
    'sends status $status on $layout to $route with its effects',
    ({ status, layout, route, effects, rule }) => {
      const derivation = deriveNext(input({ status, layout }));
      expect(derivation.kind === 'route' ? derivation.route : 'HAND_OFF').toBe(route);
      expect(derivation.effects).toEqual(effects);
      expect(derivation.rule).toBe(rule);
    },
  );

  // QA 3 M2, decision 065: an operator's frame on a phone got the download page and never the
  // oauthAuthorize message.
  it.each(LAYOUTS)(
    'hands a complete sign-up off on %s inside an operator frame (decision 065)',
    (layout) => {
      const derivation = deriveNext(input({ status: 'complete', layout, inFrame: true }));
      expect(derivation.kind).toBe('complete');
      expect(derivation.effects).toEqual([
        { type: 'trackCompletion' },
        { type: 'syncMediaApp' },
        { type: 'handOff' },
      ]);
    },
  );

  it("keeps the download page for a complete sign-up in a phone's own browser tab", () => {
    expect(
      deriveNext(input({ status: 'complete', layout: 'mobileWeb', inFrame: false })),
    ).toMatchObject({
      kind: 'route',
      route: '/signup/download',
    });
  });

  it('leaves the other one-page statuses of mobile web alone inside a frame', () => {
    expect(
      deriveNext(input({ status: 'pending_completion', layout: 'mobileWeb', inFrame: true })),
    ).toMatchObject({ kind: 'route', route: '/signup/download' });
  });

  it.each(LAYOUTS)('treats no status yet on %s as created', (layout) => {
    expect(deriveNext(input({ status: null, layout }))).toEqual(
      deriveNext(input({ status: 'created', layout })),
    );
  });

  it.each([
    { name: 'contact support', patch: { status: 'contact_support_required' }, step: 'outside' },
    {
      name: 'the duplicate page',
      patch: { isDuplicateUser: true, status: 'manual_address' },
      step: 'outside',
    },
    {
      name: 'the download page',
      patch: { status: 'pending_completion', layout: 'mobileWeb' },
      step: 'outside',
    },
    {
      name: 'the ID page',
      patch: { status: 'document_verification_required' },
      step: 'identityCheck',
    },
    {
      name: 'the pending page',
      patch: { status: 'pending_completion', layout: 'native' },
      step: 'identityCheck',
    },
    {
      name: 'the failure page',
      patch: { status: 'manual_address', kycFailureReason: 'failure' },
      step: 'identityCheck',
    },
  ] satisfies { name: string; patch: Patch; step: string }[])(
    'places $name on step $step',
    ({ patch, step }) => {
      expect(deriveNext(input(patch))).toMatchObject({ kind: 'route', step });
    },
  );
});

const ERROR_TYPE_BY_REASON: Record<(typeof KYC_FAILURE_REASONS)[number], ErrorType> = {
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
const MOBILE_FAILURE_PAGE: Record<ErrorType, string> = {
  ID_DENIED: '/kyc/id_denied',
  ID_EXPIRED: '/kyc/id_expired',
  ID_FAILURE: '/kyc/failure',
  ID_UNDERAGE: '/kyc/id_underage',
  DEFAULT: '/kyc/failure',
};

describe('deriveNext: KYC failure reasons (product.md 2.8, 4.2)', () => {
  const reasonRows = [
    ...KYC_FAILURE_REASONS.map((reason) => ({ reason, errorType: ERROR_TYPE_BY_REASON[reason] })),
    { reason: 'a_reason_added_later', errorType: 'DEFAULT' as const },
    { reason: 'constructor', errorType: 'DEFAULT' as const },
    { reason: '__proto__', errorType: 'DEFAULT' as const },
  ].flatMap((row) => LAYOUTS.map((layout) => ({ ...row, layout })));

  it.each(reasonRows)(
    'shows reason $reason on $layout as errorType $errorType',
    ({ reason, errorType, layout }) => {
      const derivation = deriveNext(
        input({ status: 'document_verification_failed', kycFailureReason: reason, layout }),
      );
      expect(derivation).toEqual({
        kind: 'route',
        route: layout === 'web' ? '/web/signup/failed_kyc' : MOBILE_FAILURE_PAGE[errorType],
        stepKey: null,
        step: 'identityCheck',
        effects: [],
        errorType,
        rule: `kycFailure:${errorType}`,
      });
      expect(errorTypeFor(reason)).toBe(errorType);
    },
  );

  const handlerStatuses = REGISTRATION_STATUSES.filter(
    (status) =>
      ![
        'created',
        'partial_pii',
        'email_verified',
        'complete',
        'contact_support_required',
      ].includes(status),
  );
  it.each(handlerStatuses)('lets a failure reason win over status %s', (status) => {
    expect(routeOf({ status, kycFailureReason: 'id_underage', layout: 'native' })).toBe(
      '/kyc/id_underage',
    );
  });

  it.each(['complete', 'contact_support_required'] as const)(
    'checks status %s before the failure reason',
    (status) => {
      expect(deriveNext(input({ status, kycFailureReason: 'id_fraud' })).rule).toBe(
        `status:${status}`,
      );
    },
  );

  // 4.2: "Without a failure reason" these statuses continue main registration; with one, the
  // error page is shown, with none of the continue effects.
  it.each([null, 'created', 'partial_pii', 'email_verified'] as const)(
    'shows the failure page for status %s with a failure reason',
    (status) => {
      for (const layout of LAYOUTS) {
        const derivation = deriveNext(
          input({
            status,
            kycFailureReason: 'id_underage',
            layout,
            pendingFields: { onboardingPromotionIds: ['p1'] },
          }),
        );
        expect(derivation).toMatchObject({
          kind: 'route',
          route: layout === 'web' ? '/web/signup/failed_kyc' : '/kyc/id_underage',
          step: 'identityCheck',
          effects: [],
          errorType: 'ID_UNDERAGE',
          rule: 'kycFailure:ID_UNDERAGE',
        });
      }
    },
  );

  it('treats an empty failure reason as none', () => {
    expect(deriveNext(input({ status: 'manual_address', kycFailureReason: '' })).rule).toBe(
      'status:manual_address',
    );
  });
});

describe('deriveNext: pre-registration (product.md 4.3, 5)', () => {
  const MOBILE_PAGES: Record<PreRegistrationPage, string> = {
    email: '/signup/email',
    username: '/signup/username',
    password: '/signup/password',
    phone: '/signup/phone_number',
    promo: '/signup/promo_code',
  };
  const rows = PRE_REGISTRATION_PAGES.flatMap((page) =>
    LAYOUTS.map((layout) => ({
      page,
      layout,
      route: layout === 'web' ? '/web/signup/create_account' : MOBILE_PAGES[page],
    })),
  );

  it.each(rows)('shows the $page page on $layout as $route', ({ page, layout, route }) => {
    const derivation = deriveNext(
      input({ preRegistrationComplete: false, preRegistrationPage: page, layout }),
    );
    expect(derivation).toMatchObject({ kind: 'route', route, step: 'createAccount', effects: [] });
  });

  it('does nothing else until pre-registration is complete, whatever the status', () => {
    for (const status of REGISTRATION_STATUSES) {
      expect(
        routeOf({
          preRegistrationComplete: false,
          status,
          isDuplicateUser: true,
          layout: 'native',
        }),
      ).toBe('/signup/email');
    }
  });
});

const MOBILE_PAGE_OF_FIELD = Object.fromEntries(
  PERSONAL_FIELD_PAGES.flatMap((page) => page.fields.map((field) => [field, page.route])),
) as Record<(typeof PERSONAL_PENDING_FIELDS)[number], string>;

describe('deriveNext: continue main registration (product.md 4.3)', () => {
  it('covers every personal pending field with a page', () => {
    expect(Object.keys(MOBILE_PAGE_OF_FIELD).sort()).toEqual([...PERSONAL_PENDING_FIELDS].sort());
  });

  const aloneRows = PERSONAL_PENDING_FIELDS.flatMap((field) =>
    LAYOUTS.map((layout) => ({
      field,
      layout,
      route: layout === 'web' ? '/web/signup/pii' : MOBILE_PAGE_OF_FIELD[field],
    })),
  );
  it.each(aloneRows)(
    'sends pending $field alone on $layout to $route',
    ({ field, layout, route }) => {
      const derivation = deriveNext(input({ pendingFields: { [field]: true }, layout }));
      expect(derivation).toMatchObject({ kind: 'route', route, step: 'personalInformation' });
    },
  );

  const P = (...fields: string[]): PendingFields =>
    Object.fromEntries(fields.map((field) => [field, true]));
  const orderRows: { name: string; patch: Patch; native: string; web: string }[] = [
    {
      name: 'preferred name before employment',
      patch: { pendingFields: P('employerName', 'preferredName') },
      native: '/signup/preferred_name',
      web: '/web/signup/pii',
    },
    {
      name: 'residence or citizenship before phone number, SSN and employment',
      patch: { pendingFields: P('jobTitle', 'last4Ssn', 'phoneNumber', 'citizenship') },
      native: '/signup/residence_citizenship',
      web: '/web/signup/pii',
    },
    {
      name: 'phone number before SSN',
      patch: { pendingFields: P('last4Ssn', 'phoneNumber') },
      native: '/signup/phone_number',
      web: '/web/signup/pii',
    },
    {
      name: 'SSN before employment',
      patch: { pendingFields: P('employmentStatus', 'last4Ssn') },
      native: '/signup/ssn',
      web: '/web/signup/pii',
    },
    {
      name: 'every personal field before set limits and policies',
      patch: {
        pendingFields: P(...PERSONAL_PENDING_FIELDS, 'pendingPolicies'),
        flags: { visitLimitsPage: true },
      },
      native: '/signup/preferred_name',
      web: '/web/signup/pii',
    },
    {
      name: 'promotions before everything else',
      patch: {
        pendingFields: { ...P(...PERSONAL_FIELD_PAGES[0].fields), onboardingPromotionIds: ['p1'] },
        emailVerificationStatus: 'REQUIRED',
        regionRequiresEmailVerification: true,
        isDuplicateUser: true,
        pendingPolicyIds: ['terms'],
      },
      native: '/signup/play_your_way',
      web: '/web/signup/play_your_way',
    },
    {
      name: 'email verification before the duplicate check and personal fields',
      patch: {
        pendingFields: P('preferredName'),
        emailVerificationStatus: 'REQUIRED',
        regionRequiresEmailVerification: true,
        isDuplicateUser: true,
      },
      native: '/signup/email_verification',
      web: '/web/signup/email_verification',
    },
    {
      name: 'the duplicate check before personal fields',
      patch: { pendingFields: P('preferredName'), isDuplicateUser: true },
      native: '/suspended/duplicated',
      web: '/web/suspended/duplicated',
    },
    {
      name: 'set limits before policies',
      patch: { pendingPolicyIds: ['terms'], flags: { visitLimitsPage: true } },
      native: '/signup/initial_set_limits',
      web: '/web/signup/initial_set_limits',
    },
    {
      name: 'pending policy ids',
      patch: { pendingPolicyIds: ['terms'] },
      native: '/signup/policies',
      web: '/web/signup/fine_details',
    },
    {
      name: 'pending_fields.pendingPolicies',
      patch: { pendingFields: P('pendingPolicies') },
      native: '/signup/policies',
      web: '/web/signup/fine_details',
    },
    {
      name: 'the identity check start when nothing is pending',
      patch: {},
      native: '/signup/idv/processing',
      web: '/web/signup/user_verification',
    },
    {
      name: 'nothing owed for false values and empty lists',
      patch: { pendingFields: { preferredName: false, onboardingPromotionIds: [] } },
      native: '/signup/idv/processing',
      web: '/web/signup/user_verification',
    },
  ];
  it.each(orderRows)('goes to $name', ({ patch, native, web }) => {
    expect(routeOf({ ...patch, layout: 'native' })).toBe(native);
    expect(routeOf({ ...patch, layout: 'mobileWeb' })).toBe(native);
    expect(routeOf({ ...patch, layout: 'web' })).toBe(web);
  });

  it.each([
    { status: null, effects: [MARK_PENDING] },
    { status: 'created', effects: [MARK_PENDING] },
    { status: 'partial_pii', effects: [MARK_EMAIL_VERIFIED] },
    { status: 'email_verified', effects: [MARK_EMAIL_VERIFIED] },
  ] as const)('runs $effects.0.type first for status $status', ({ status, effects }) => {
    const derivation = deriveNext(
      input({ status, pendingFields: { onboardingPromotionIds: ['p1'] } }),
    );
    expect(derivation.effects).toEqual(effects);
    expect(derivation.rule).toBe('continue:promotions');
  });
});

describe('deriveNext: email verification (product.md 4.1, 4.3)', () => {
  const rows = [...EMAIL_VERIFICATION_STATUSES, null].flatMap((emailVerificationStatus) =>
    [true, false].map((regionRequiresEmailVerification) => ({
      emailVerificationStatus,
      regionRequiresEmailVerification,
      asks:
        regionRequiresEmailVerification &&
        emailVerificationStatus !== 'VERIFIED' &&
        emailVerificationStatus !== 'SKIPPED',
    })),
  );
  it.each(rows)(
    'asks for the code when status is $emailVerificationStatus and the region requires it: $regionRequiresEmailVerification -> $asks',
    ({ emailVerificationStatus, regionRequiresEmailVerification, asks }) => {
      for (const layout of LAYOUTS) {
        const derivation = deriveNext(
          input({ emailVerificationStatus, regionRequiresEmailVerification, layout }),
        );
        expect(derivation.rule === 'continue:emailVerification').toBe(asks);
      }
    },
  );
});

describe('deriveNext: partial_pii and email_verified mark the email verified, then continue (product.md 4.2)', () => {
  const stale = {
    emailVerificationStatus: 'REQUIRED',
    regionRequiresEmailVerification: true,
  } as const;

  it.each(['partial_pii', 'email_verified'] as const)(
    'does not ask for the code for status %s while the server still says REQUIRED',
    (status) => {
      for (const layout of LAYOUTS) {
        const derivation = deriveNext(input({ ...stale, status, layout }));
        expect(derivation.rule).toBe('continue:identityCheck');
        expect(derivation.effects).toEqual([MARK_EMAIL_VERIFIED]);
        expect(routeOf({ ...stale, status, layout, pendingFields: { preferredName: true } })).toBe(
          layout === 'web' ? '/web/signup/pii' : '/signup/preferred_name',
        );
      }
    },
  );

  it.each([null, 'created'] as const)('still asks for the code for status %s', (status) => {
    expect(deriveNext(input({ ...stale, status })).rule).toBe('continue:emailVerification');
  });
});

describe('deriveNext: promotions and email verification before the hand-over to the status handler (product.md 4.3)', () => {
  // 4.3 hands over a status that needs documents, contact support or manual entry, and a
  // duplicate; the two pending statuses take the same order (docs/status-routing.md, choices).
  const HANDED_OVER = [
    { family: 'documents', status: 'document_verification_required' },
    { family: 'documents', status: 'document_verification_failed' },
    { family: 'documents', status: 'document_verification_fallback' },
    { family: 'documents', status: 'document_verification_expired' },
    { family: 'contact support', status: 'contact_support_required' },
    { family: 'manual entry', status: 'manual_address' },
    { family: 'manual entry', status: 'manual_pii_entry_required' },
    { family: 'manual entry', status: 'manual_pii_verification_in_progress' },
    { family: 'manual entry', status: 'manual_document_collection_required' },
    { family: 'manual entry', status: 'pending_manual_kyc' },
    { family: 'pending', status: 'document_verification_in_progress' },
    { family: 'pending', status: 'pending_completion' },
  ] as const satisfies readonly { family: string; status: RegistrationStatusValue }[];
  const rows = HANDED_OVER.flatMap((row) => LAYOUTS.map((layout) => ({ ...row, layout })));

  const EMAIL_OWED = {
    emailVerificationStatus: 'REQUIRED',
    regionRequiresEmailVerification: true,
  } as const satisfies Patch;
  const PROMOTIONS_OWED = {
    pendingFields: { onboardingPromotionIds: ['p1'] },
  } satisfies Patch;
  const codePage = (layout: Layout) =>
    layout === 'web' ? '/web/signup/email_verification' : '/signup/email_verification';
  const playYourWay = (layout: Layout) =>
    layout === 'web' ? '/web/signup/play_your_way' : '/signup/play_your_way';

  it.each(rows)(
    'asks $family status $status on $layout for the email code when the region requires it',
    ({ status, layout }) => {
      const derivation = deriveNext(input({ ...EMAIL_OWED, status, layout }));
      expect(derivation).toMatchObject({
        kind: 'route',
        route: codePage(layout),
        step: 'verifyEmail',
        rule: 'continue:emailVerification',
      });
      // The handler is not reached yet: none of its effects (no flash over the code page).
      expect(derivation.effects).toEqual([]);
    },
  );

  it.each(rows)(
    'offers Play Your Way to $family status $status on $layout while promotion ids are pending',
    ({ status, layout }) => {
      const derivation = deriveNext(input({ ...PROMOTIONS_OWED, status, layout }));
      expect(derivation).toMatchObject({
        kind: 'route',
        route: playYourWay(layout),
        step: 'playYourWay',
        rule: 'continue:promotions',
      });
      expect(derivation.effects).toEqual([]);
    },
  );

  it.each(rows)(
    'hands $family status $status on $layout over to its own page when neither is owed',
    ({ status, layout }) => {
      const expected = BY_STATUS[status];
      for (const patch of [
        {},
        { emailVerificationStatus: 'VERIFIED', regionRequiresEmailVerification: true },
        { emailVerificationStatus: 'SKIPPED', regionRequiresEmailVerification: true },
        { emailVerificationStatus: 'REQUIRED', regionRequiresEmailVerification: false },
        { pendingFields: { onboardingPromotionIds: [] } },
      ] satisfies Patch[]) {
        const derivation = deriveNext(input({ ...patch, status, layout }));
        expect(derivation.kind === 'route' ? derivation.route : 'HAND_OFF').toBe(
          expected.routes[layout],
        );
        expect(derivation.effects).toEqual(expected.effects[layout]);
        expect(derivation.rule).toBe(expected.rule);
      }
    },
  );

  it.each(rows)(
    'goes promotions, then the email code, then the page of $family status $status on $layout',
    ({ status, layout }) => {
      const both = { ...EMAIL_OWED, ...PROMOTIONS_OWED, status, layout };
      expect(routeOf(both)).toBe(playYourWay(layout));
      expect(routeOf({ ...both, pendingFields: {} })).toBe(codePage(layout));
      expect(routeOf({ ...both, pendingFields: {}, emailVerificationStatus: 'VERIFIED' })).toBe(
        BY_STATUS[status].routes[layout],
      );
    },
  );

  it.each(LAYOUTS)(
    'asks a duplicate for promotions, then the email code, before the duplicate page on %s',
    (layout) => {
      const duplicate = {
        ...EMAIL_OWED,
        ...PROMOTIONS_OWED,
        status: 'manual_address',
        isDuplicateUser: true,
        pendingKycProviders: [PHONE_FINDER_PROVIDER],
        layout,
      } satisfies Patch;
      expect(deriveNext(input(duplicate))).toMatchObject({
        route: playYourWay(layout),
        effects: [],
      });
      expect(deriveNext(input({ ...duplicate, pendingFields: {} }))).toMatchObject({
        route: codePage(layout),
        effects: [],
      });
      expect(
        deriveNext(input({ ...duplicate, pendingFields: {}, emailVerificationStatus: 'VERIFIED' })),
      ).toMatchObject({
        route: layout === 'web' ? '/web/suspended/duplicated' : '/suspended/duplicated',
        effects: PHONE_FINDER_EFFECTS,
        rule: 'status:duplicate',
      });
    },
  );

  it.each(LAYOUTS)(
    'hands a complete account back on %s without either check (product.md 4.2)',
    (layout) => {
      for (const owed of [EMAIL_OWED, PROMOTIONS_OWED, { ...EMAIL_OWED, ...PROMOTIONS_OWED }]) {
        const derivation = deriveNext(input({ ...owed, status: 'complete', layout }));
        expect(derivation.kind === 'route' ? derivation.route : 'HAND_OFF').toBe(
          BY_STATUS.complete.routes[layout],
        );
        expect(derivation.rule).toBe('status:complete');
      }
    },
  );

  it.each(HANDED_OVER)(
    'shows the failure page for $family status $status with a failure reason, as for the continue statuses',
    ({ status }) => {
      const derivation = deriveNext(
        input({ ...EMAIL_OWED, ...PROMOTIONS_OWED, status, kycFailureReason: 'id_underage' }),
      );
      expect(derivation.rule).toBe(
        status === 'contact_support_required'
          ? 'status:contact_support_required'
          : 'kycFailure:ID_UNDERAGE',
      );
    },
  );
});

describe('deriveNext: duplicate users (product.md 4.2)', () => {
  const rows = [
    {
      status: 'document_verification_required',
      pending: [PHONE_FINDER_PROVIDER],
      executed: [],
      effects: PHONE_FINDER_EFFECTS,
    },
    {
      status: 'document_verification_required',
      pending: [PHONE_FINDER_PROVIDER],
      executed: [PHONE_FINDER_PROVIDER],
      effects: [],
    },
    {
      status: 'document_verification_required',
      pending: ['another_provider'],
      executed: [],
      effects: [],
    },
    {
      status: 'complete',
      pending: [PHONE_FINDER_PROVIDER],
      executed: [],
      effects: PHONE_FINDER_EFFECTS,
    },
    {
      status: 'created',
      pending: [PHONE_FINDER_PROVIDER],
      executed: [],
      effects: [MARK_PENDING, ...PHONE_FINDER_EFFECTS],
    },
    { status: 'partial_pii', pending: [], executed: [], effects: [MARK_EMAIL_VERIFIED] },
  ] as const;
  const layoutRows = rows.flatMap((row) => LAYOUTS.map((layout) => ({ ...row, layout })));

  it.each(layoutRows)(
    'sends a duplicate with status $status on $layout to the duplicate page (pending $pending, executed $executed)',
    ({ status, pending, executed, effects, layout }) => {
      const derivation = deriveNext(
        input({
          status,
          isDuplicateUser: true,
          pendingKycProviders: [...pending],
          executedKycProviders: [...executed],
          layout,
        }),
      );
      expect(derivation).toMatchObject({
        kind: 'route',
        route: layout === 'web' ? '/web/suspended/duplicated' : '/suspended/duplicated',
        step: 'outside',
      });
      expect(derivation.effects).toEqual(effects);
    },
  );
});

describe('deriveNext: a duplicate before a failure reason (product.md 4.2)', () => {
  it.each([null, ...REGISTRATION_STATUSES])(
    'sends a duplicate with a failure reason and status %s to the duplicate page',
    (status) => {
      const derivation = deriveNext(
        input({
          status,
          isDuplicateUser: true,
          kycFailureReason: 'id_fraud',
          pendingKycProviders: [PHONE_FINDER_PROVIDER],
        }),
      );
      expect(derivation).toMatchObject({
        route: '/web/suspended/duplicated',
        effects: PHONE_FINDER_EFFECTS,
        rule: 'status:duplicate',
      });
    },
  );
});

describe('deriveNext: mobile web and native pages (product.md 4.2)', () => {
  const DOWNLOAD_STATUSES = [
    'document_verification_failed',
    'manual_document_collection_required',
    'pending_manual_kyc',
    'pending_completion',
    'complete',
  ] as const;

  it.each(DOWNLOAD_STATUSES)('sends %s on mobile web to the one download page', (status) => {
    for (const registrationPending of [true, false]) {
      const derivation = deriveNext(input({ status, layout: 'mobileWeb', registrationPending }));
      expect(derivation).toMatchObject({
        kind: 'route',
        route: '/signup/download',
        step: 'outside',
      });
      expect(derivation.effects.some((effect) => effect.type === 'handOff')).toBe(false);
    }
    expect(routeOf({ status, layout: 'native' })).not.toBe('/signup/download');
  });

  it.each([
    { layout: 'web', flag: false, route: '/web/signup/idv_fallback' },
    { layout: 'web', flag: true, route: '/web/signup/idv_fallback' },
    { layout: 'mobileWeb', flag: false, route: '/signup/idv/document_upload' },
    { layout: 'mobileWeb', flag: true, route: '/signup/idv/fallback' },
    { layout: 'native', flag: false, route: '/signup/idv/document_upload' },
    { layout: 'native', flag: true, route: '/signup/idv/fallback' },
  ] as const)(
    'sends the fallback on $layout with use_jumio_web_sdk $flag to $route',
    ({ layout, flag, route }) => {
      expect(
        routeOf({
          status: 'document_verification_fallback',
          layout,
          flags: { useJumioWebSdk: flag },
        }),
      ).toBe(route);
    },
  );

  it.each([
    {
      status: 'document_verification_in_progress',
      layout: 'web',
      pending: true,
      route: '/web/signup/user_verification_pending',
    },
    {
      status: 'document_verification_in_progress',
      layout: 'web',
      pending: false,
      route: '/web/kyc/pending',
    },
    {
      status: 'document_verification_in_progress',
      layout: 'mobileWeb',
      pending: true,
      route: '/signup/idv/pending',
    },
    {
      status: 'document_verification_in_progress',
      layout: 'mobileWeb',
      pending: false,
      route: '/kyc/pending',
    },
    {
      status: 'document_verification_in_progress',
      layout: 'native',
      pending: true,
      route: '/signup/idv/pending',
    },
    {
      status: 'document_verification_in_progress',
      layout: 'native',
      pending: false,
      route: '/kyc/pending',
    },
    {
      status: 'pending_completion',
      layout: 'web',
      pending: true,
      route: '/web/signup/user_verification_pending',
    },
    { status: 'pending_completion', layout: 'web', pending: false, route: '/web/kyc/pending' },
    { status: 'pending_completion', layout: 'native', pending: true, route: '/signup/idv/pending' },
    { status: 'pending_completion', layout: 'native', pending: false, route: '/kyc/pending' },
  ] as const)(
    'sends $status on $layout with registration pending $pending to $route',
    ({ status, layout, pending, route }) => {
      const derivation = deriveNext(input({ status, layout, registrationPending: pending }));
      expect(derivation).toMatchObject({ route, effects: [MARK_COMPLETE] });
    },
  );
});

describe('deriveNext: Set Your Limits (product.md 2.4, 6)', () => {
  it.each([
    { flag: true, done: false, asks: true },
    { flag: true, done: true, asks: false },
    { flag: false, done: false, asks: false },
    { flag: false, done: true, asks: false },
  ])(
    'asks for limits with visit_limits_page $flag and limits done $done: $asks',
    ({ flag, done, asks }) => {
      for (const layout of LAYOUTS) {
        const derivation = deriveNext(
          input({ layout, initialLimitsDone: done, flags: { visitLimitsPage: flag } }),
        );
        expect(derivation.rule === 'continue:setLimits').toBe(asks);
        if (asks) expect(derivation).toMatchObject({ step: 'setLimits' });
      }
    },
  );

  it.each(LAYOUTS)(
    'offers Set Your Limits on %s before the hand-off when the status turns complete',
    (layout) => {
      const derivation = deriveNext(
        input({ layout, status: 'complete', flags: { visitLimitsPage: true } }),
      );
      expect(derivation).toMatchObject({
        kind: 'route',
        route: layout === 'web' ? '/web/signup/initial_set_limits' : '/signup/initial_set_limits',
        step: 'setLimits',
        rule: 'beforeHandOff:setLimits',
      });
      // Completion is tracked and handed back only after the step, not on the way in.
      expect(derivation.effects).toEqual([]);
    },
  );

  it.each(LAYOUTS)('hands back on %s right after Set Your Limits is passed', (layout) => {
    const after = deriveNext(
      input({
        layout,
        status: 'complete',
        initialLimitsDone: true,
        flags: { visitLimitsPage: true },
      }),
    );
    expect(after).toEqual(deriveNext(input({ layout, status: 'complete' })));
  });

  it.each(LAYOUTS)(
    'hands an account already complete when this tab first saw it straight back on %s',
    (layout) => {
      const finished = deriveNext(
        input({
          layout,
          status: 'complete',
          signUpRanHere: false,
          flags: { visitLimitsPage: true },
        }),
      );
      // product.md 4.2: track completion, sync the media-app state, hand back; no sign-up step.
      expect(finished).toEqual(deriveNext(input({ layout, status: 'complete' })));
      expect(finished.rule).toBe('status:complete');
    },
  );

  it('sends a duplicate to the duplicate page before any limits', () => {
    expect(
      routeOf({ status: 'complete', isDuplicateUser: true, flags: { visitLimitsPage: true } }),
    ).toBe('/web/suspended/duplicated');
  });
});

describe('preRegistrationPageForErrors (product.md 5)', () => {
  it.each([
    ['email', 'email'],
    ['firstName', 'email'],
    ['lastName', 'email'],
    ['username', 'username'],
    ['receiveLoginEmails', 'username'],
    ['password', 'password'],
    ['passwordConfirm', 'password'],
    ['phoneNumber', 'phone'],
    ['strongAuthEnabled', 'phone'],
    ['promotionCode', 'promo'],
    ['referralCode', 'promo'],
    ['policyAcceptances', 'promo'],
    ['somethingUnknown', 'promo'],
  ] as const)('sends an error on %s to the %s page', (field, page) => {
    expect(preRegistrationPageForErrors({ [field]: 'is invalid' })).toBe(page);
  });

  it('sends errors on several pages to the first of them', () => {
    expect(
      preRegistrationPageForErrors({ policyAcceptances: 'x', phoneNumber: 'x', username: 'x' }),
    ).toBe('username');
    expect(preRegistrationPageForErrors({ strongAuthEnabled: 'x', passwordConfirm: 'x' })).toBe(
      'password',
    );
  });

  it('stays on the promo-code page when there are no field errors', () => {
    expect(preRegistrationPageForErrors({})).toBe('promo');
  });
});

describe('stepPageForErrors (product.md 5)', () => {
  const rows = [
    {
      field: 'verificationCode',
      web: '/web/signup/email_verification',
      app: '/signup/email_verification',
    },
    ...PERSONAL_PENDING_FIELDS.map((field) => ({
      field,
      web: '/web/signup/pii',
      app: MOBILE_PAGE_OF_FIELD[field],
    })),
    { field: 'pendingPolicies', web: '/web/signup/fine_details', app: '/signup/policies' },
    { field: 'policyAcceptances', web: '/web/signup/fine_details', app: '/signup/policies' },
  ].flatMap((row) =>
    LAYOUTS.map((layout) => ({ ...row, layout, route: layout === 'web' ? row.web : row.app })),
  );

  it.each(rows)('sends an error on $field on $layout to $route', ({ field, layout, route }) => {
    expect(stepPageForErrors({ [field]: 'is invalid' }, layout)).toBe(route);
  });

  it('sends errors on several pages to the earliest in the continue order', () => {
    expect(stepPageForErrors({ jobTitle: 'x', last4Ssn: 'x' }, 'native')).toBe('/signup/ssn');
    expect(stepPageForErrors({ pendingPolicies: 'x', verificationCode: 'x' }, 'native')).toBe(
      '/signup/email_verification',
    );
  });

  it('keeps the user on the current page for fields no page owns', () => {
    expect(stepPageForErrors({ base: 'x' }, 'web')).toBeNull();
    expect(stepPageForErrors({}, 'native')).toBeNull();
  });
});

// --- properties ----------------------------------------------------------------------------------

const KNOWN_FIELD_KEYS = [...PERSONAL_PENDING_FIELDS, 'onboardingPromotionIds', 'pendingPolicies'];

const arbitraryInput: fc.Arbitrary<DerivationInput> = fc.record({
  preRegistrationComplete: fc.boolean(),
  preRegistrationPage: fc.constantFrom(...PRE_REGISTRATION_PAGES),
  status: fc.constantFrom(...REGISTRATION_STATUSES, null),
  kycFailureReason: fc.oneof(
    fc.constant(null),
    fc.constantFrom(...KYC_FAILURE_REASONS),
    fc.string(),
  ),
  isDuplicateUser: fc.boolean(),
  pendingFields: fc.dictionary(
    fc.oneof(fc.constantFrom(...KNOWN_FIELD_KEYS), fc.string()),
    fc.oneof(fc.boolean(), fc.array(fc.string(), { maxLength: 3 })),
  ) as fc.Arbitrary<PendingFields>,
  pendingPolicyIds: fc.array(fc.string(), { maxLength: 3 }),
  pendingKycProviders: fc.array(fc.oneof(fc.constant(PHONE_FINDER_PROVIDER), fc.string()), {
    maxLength: 3,
  }),
  executedKycProviders: fc.array(fc.oneof(fc.constant(PHONE_FINDER_PROVIDER), fc.string()), {
    maxLength: 3,
  }),
  emailVerificationStatus: fc.constantFrom(...EMAIL_VERIFICATION_STATUSES, null),
  regionRequiresEmailVerification: fc.boolean(),
  registrationPending: fc.boolean(),
  initialLimitsDone: fc.boolean(),
  signUpRanHere: fc.boolean(),
  layout: fc.constantFrom(...LAYOUTS),
  inFrame: fc.boolean(),
  flags: fc.record({ visitLimitsPage: fc.boolean(), useJumioWebSdk: fc.boolean() }),
});

describe('deriveNext: properties', () => {
  it('is total: every input gives a route or the hand-off', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const derivation = deriveNext(value);
        expect(['route', 'complete']).toContain(derivation.kind);
        expect(derivation.rule).toMatch(/^[a-zA-Z]+:[a-zA-Z0-9_]+$/);
      }),
    );
  });

  it('is deterministic: the same input twice gives the same output', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        expect(deriveNext(structuredClone(value))).toEqual(deriveNext(structuredClone(value)));
      }),
    );
  });

  it('only ever returns routes the router registers', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const derivation = deriveNext(value);
        if (derivation.kind === 'route') expect(isRoutePath(derivation.route)).toBe(true);
      }),
    );
  });

  it('answers in the route set of the layout', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const derivation = deriveNext(value);
        if (derivation.kind === 'route') {
          expect(derivation.route.startsWith('/web/')).toBe(value.layout === 'web');
        }
      }),
    );
  });

  it('hands off only for status complete, off mobile web (but in a frame), for a non-duplicate', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const completes =
          value.preRegistrationComplete &&
          value.status === 'complete' &&
          // Decision 065: an operator's frame takes the hand-off on a phone too.
          (value.layout !== 'mobileWeb' || value.inFrame) &&
          !value.isDuplicateUser &&
          !(value.signUpRanHere && value.flags.visitLimitsPage && !value.initialLimitsDone);
        expect(deriveNext(value).kind === 'complete').toBe(completes);
      }),
    );
  });

  it('emits handOff only when it hands off', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const derivation = deriveNext(value);
        const handsOff = derivation.effects.some((effect) => effect.type === 'handOff');
        expect(handsOff).toBe(derivation.kind === 'complete');
      }),
    );
  });

  it('carries an errorType exactly on the failure rows', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const derivation = deriveNext(value);
        const onFailureRow = derivation.rule.startsWith('kycFailure:');
        expect(derivation.kind === 'route' && derivation.errorType !== undefined).toBe(
          onFailureRow,
        );
      }),
    );
  });

  it('starts device profiling at most once per phone-finder run', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const profiling = deriveNext(value).effects.some((e) => e.type === 'startDeviceProfiling');
        if (profiling) {
          expect(value.isDuplicateUser).toBe(true);
          expect(value.executedKycProviders).not.toContain(PHONE_FINDER_PROVIDER);
        }
      }),
    );
  });
});
