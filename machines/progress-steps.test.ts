import fc from 'fast-check';
import {
  EMAIL_VERIFICATION_STATUSES,
  KYC_FAILURE_REASONS,
  PERSONAL_PENDING_FIELDS,
  REGISTRATION_STATUSES,
} from '../api/statuses';
import { progress as progressCopy } from '../copy/spec/progress';
import { isRoutePath } from './paths';
import {
  PROGRESS_STEP_ORDER,
  type ProgressBarInput,
  type ProgressStepId,
  progressBar,
  SIGNUP_STEP_ROUTES,
} from './progress-steps';
import { type DerivationInput, deriveNext, LAYOUTS } from './route-derivation';

const ALL_ON = { hasPromotions: true, emailVerificationRequired: true, visitLimitsPage: true };
const ALL_OFF = { hasPromotions: false, emailVerificationRequired: false, visitLimitsPage: false };

const bar = (path: string, conditions: Omit<ProgressBarInput, 'path'> = ALL_ON) =>
  progressBar({ path, ...conditions });
const activeIds = (path: string, conditions = ALL_ON) =>
  bar(path, conditions)
    .steps.filter((step) => step.active)
    .map((step) => step.id);
const completedIds = (path: string, conditions = ALL_ON) =>
  bar(path, conditions)
    .steps.filter((step) => step.completed)
    .map((step) => step.id);

// Each step's own paths, written out here so the test does not read the table it checks.
const OWN_PATHS: Record<ProgressStepId, { web: string[]; mobile: string[] }> = {
  createAccount: {
    web: ['/web/signup/create_account'],
    mobile: ['/signup/email', '/signup/username', '/signup/password', '/signup/promo_code'],
  },
  playYourWay: { web: ['/web/signup/play_your_way'], mobile: ['/signup/play_your_way'] },
  verifyEmail: { web: ['/web/signup/email_verification'], mobile: ['/signup/email_verification'] },
  personalInformation: {
    web: ['/web/signup/pii'],
    mobile: [
      '/signup/preferred_name',
      '/signup/residence_citizenship',
      '/signup/phone_number',
      '/signup/ssn',
      '/signup/employment_details',
    ],
  },
  setLimits: { web: ['/web/signup/initial_set_limits'], mobile: ['/signup/initial_set_limits'] },
  fineDetails: { web: ['/web/signup/fine_details'], mobile: ['/signup/policies'] },
  identityCheck: { web: ['/web/signup/id_verification'], mobile: ['/signup/idv/document_upload'] },
};
const OTHER_IDENTITY_PATHS = {
  web: [
    '/web/signup/idv_fallback',
    '/web/signup/idv_sdk_upload',
    '/web/signup/user_verification',
    '/web/signup/user_verification_error',
    '/web/signup/user_verification_processing',
    '/web/signup/user_verification_pending',
    '/web/signup/name',
    '/web/signup/address',
    '/web/signup/birthdate',
    '/web/signup/race_and_gender',
    '/web/signup/manual_pii_processing',
    '/web/signup/missing_address',
    '/web/signup/pending_manual_kyc',
    '/web/signup/failed_kyc',
  ],
  mobile: [
    '/signup/idv/web_sdk_upload',
    '/signup/idv/fallback',
    '/signup/idv/failure',
    '/signup/idv/id_denied',
    '/signup/idv/id_expired',
    '/signup/idv/id_underage',
    '/signup/idv/pending',
    '/signup/idv/processing',
    '/signup/name',
    '/signup/address',
    '/signup/birthdate',
    '/signup/race_and_gender',
    '/signup/manual_pii_processing',
    '/signup/pending_manual_kyc',
    '/signup/failed_kyc',
    '/signup/v2/missing_address',
  ],
};
const SETS = ['web', 'mobile'] as const;

describe('SIGNUP_STEP_ROUTES (product.md 2.2)', () => {
  it('lists every step path of both route sets once, in step order', () => {
    const pathsOf = (id: ProgressStepId): string[] => [
      ...OWN_PATHS[id].web,
      ...OWN_PATHS[id].mobile,
      ...(id === 'identityCheck'
        ? [...OTHER_IDENTITY_PATHS.web, ...OTHER_IDENTITY_PATHS.mobile]
        : []),
    ];
    const expected = PROGRESS_STEP_ORDER.flatMap(pathsOf);
    expect([...SIGNUP_STEP_ROUTES].sort()).toEqual([...expected].sort());
    expect(new Set(SIGNUP_STEP_ROUTES).size).toBe(SIGNUP_STEP_ROUTES.length);
    // In step order: each path's step comes no earlier than the step of the path before it.
    const stepIndexes = SIGNUP_STEP_ROUTES.map((path) =>
      PROGRESS_STEP_ORDER.findIndex((id) => pathsOf(id).includes(path)),
    );
    expect(stepIndexes).toEqual([...stepIndexes].sort((a, b) => a - b));
  });

  it('holds only routes the router registers', () => {
    expect(SIGNUP_STEP_ROUTES.filter((path) => !isRoutePath(path))).toEqual([]);
  });
});

describe('progressBar: steps and labels (product.md 2.4)', () => {
  it('shows the seven steps in order with the catalogue labels when every condition holds', () => {
    expect(bar('/web/signup/pii').steps.map((step) => [step.id, step.label])).toEqual([
      ['createAccount', progressCopy.createAccount],
      ['playYourWay', progressCopy.playYourWay],
      ['verifyEmail', progressCopy.verifyEmail],
      ['personalInformation', progressCopy.personalInformation],
      ['setLimits', progressCopy.setLimits],
      ['fineDetails', progressCopy.fineDetails],
      ['identityCheck', progressCopy.identityCheck],
    ]);
  });

  it.each([
    { condition: 'hasPromotions', step: 'playYourWay' },
    { condition: 'emailVerificationRequired', step: 'verifyEmail' },
    { condition: 'visitLimitsPage', step: 'setLimits' },
  ] as const)('shows $step only when $condition', ({ condition, step }) => {
    for (const path of ['/web/signup/pii', '/signup/ssn']) {
      const ids = (on: boolean) =>
        bar(path, { ...ALL_ON, [condition]: on }).steps.map((shown) => shown.id);
      expect(ids(true)).toContain(step);
      expect(ids(false)).not.toContain(step);
      expect(ids(false)).toHaveLength(6);
    }
  });

  it('always shows the four unconditional steps', () => {
    expect(bar('/signup/email', ALL_OFF).steps.map((step) => step.id)).toEqual([
      'createAccount',
      'personalInformation',
      'fineDetails',
      'identityCheck',
    ]);
  });
});

describe('progressBar: the active step (product.md 2.4)', () => {
  const ownRows = PROGRESS_STEP_ORDER.flatMap((id) =>
    SETS.flatMap((set) => OWN_PATHS[id][set].map((path) => ({ id, set, path }))),
  );
  it.each(ownRows)('makes $id the one active step on its $set path $path', ({ id, path }) => {
    expect(activeIds(path)).toEqual([id]);
  });

  it.each(ownRows)("titles the $set path $path with $id's title", ({ id, path }) => {
    expect(bar(path).stepTitle).toBe(progressCopy[id]);
    // Hidden from the bar, the step still titles its own page.
    expect(bar(path, ALL_OFF).stepTitle).toBe(progressCopy[id]);
  });

  it('titles no path off the steps', () => {
    expect(bar('/login').stepTitle).toBeNull();
    expect(bar('/web/signup').stepTitle).toBeNull();
  });

  it.each(ownRows)(
    'shows no bar and titles nothing on the $set path $path once sign-up was handed off (QA 21)',
    ({ path }) => {
      const handedOff = bar(path, { ...ALL_ON, finished: true });
      expect(handedOff.visible).toBe(false);
      expect(handedOff.stepTitle).toBeNull();
    },
  );

  const fallbackRows = SETS.flatMap((set) =>
    OTHER_IDENTITY_PATHS[set].map((path) => ({ set, path })),
  );
  it.each(fallbackRows)(
    'makes Identity Check active on the $set path $path, which is no other step path',
    ({ path }) => {
      expect(activeIds(path)).toEqual(['identityCheck']);
      expect(activeIds(path, ALL_OFF)).toEqual(['identityCheck']);
    },
  );

  it.each(SETS)(
    'makes no shown step active on the %s page of a hidden step, and names the next one current',
    (set) => {
      const path = OWN_PATHS.playYourWay[set][0] ?? '';
      const result = bar(path, ALL_OFF);
      expect(result.visible).toBe(true);
      expect(result.steps.some((step) => step.active)).toBe(false);
      expect(completedIds(path, ALL_OFF)).toEqual(['createAccount']);
      expect(result.steps[result.current - 1]?.id).toBe('personalInformation');
    },
  );
});

describe('progressBar: completed steps (product.md 2.4)', () => {
  it.each(SETS)('completes every step before the active one on the %s set', (set) => {
    expect(completedIds(OWN_PATHS.fineDetails[set][0] ?? '')).toEqual([
      'createAccount',
      'playYourWay',
      'verifyEmail',
      'personalInformation',
      'setLimits',
    ]);
    expect(completedIds(OWN_PATHS.createAccount[set][0] ?? '')).toEqual([]);
    expect(completedIds(OWN_PATHS.verifyEmail[set][0] ?? '', ALL_OFF)).toEqual(['createAccount']);
  });

  it.each(SETS)('completes everything but Identity Check on the %s identity pages', (set) => {
    for (const path of [...OWN_PATHS.identityCheck[set], ...OTHER_IDENTITY_PATHS[set]]) {
      expect(completedIds(path)).toEqual(
        PROGRESS_STEP_ORDER.filter((id) => id !== 'identityCheck'),
      );
    }
  });

  it('never completes Identity Check', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SIGNUP_STEP_ROUTES), fc.string()),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (path, hasPromotions, emailVerificationRequired, visitLimitsPage) => {
          const identity = progressBar({
            path,
            hasPromotions,
            emailVerificationRequired,
            visitLimitsPage,
          }).steps.find((step) => step.id === 'identityCheck');
          expect(identity?.completed).toBe(false);
        },
      ),
    );
  });
});

describe('progressBar: visibility and range (product.md 2.4)', () => {
  it.each(SIGNUP_STEP_ROUTES)('shows the bar on the step path %s', (path) => {
    expect(bar(path, ALL_OFF).visible).toBe(true);
  });

  it.each([
    '/web/signup',
    '/web/signup/disabled',
    '/web/kyc/pending',
    '/web/suspended/duplicated',
    '/signup/download',
    '/signup/interstitial',
    '/kyc/failure',
    '/login',
    '/',
    '/web/signup/pii/extra',
  ])('hides the bar and marks nothing on %s, which is no step path', (path) => {
    const result = bar(path);
    expect(result.visible).toBe(false);
    expect(result.steps.some((step) => step.active || step.completed)).toBe(false);
  });

  it('keeps current in 1..total, total the number of shown steps, and current on the active step', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SIGNUP_STEP_ROUTES), fc.string()),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (path, hasPromotions, emailVerificationRequired, visitLimitsPage) => {
          const result = progressBar({
            path,
            hasPromotions,
            emailVerificationRequired,
            visitLimitsPage,
          });
          expect(result.total).toBe(result.steps.length);
          expect(result.current).toBeGreaterThanOrEqual(1);
          expect(result.current).toBeLessThanOrEqual(result.total);
          const active = result.steps.findIndex((step) => step.active);
          if (active >= 0) expect(result.current).toBe(active + 1);
          expect(result.steps.filter((step) => step.active).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it.each([
    { path: '/web/signup/create_account', conditions: ALL_ON, current: 1, total: 7 },
    { path: '/signup/policies', conditions: ALL_ON, current: 6, total: 7 },
    { path: '/web/signup/fine_details', conditions: ALL_OFF, current: 3, total: 4 },
    { path: '/signup/idv/pending', conditions: ALL_OFF, current: 4, total: 4 },
    { path: '/web/signup/email_verification', conditions: ALL_ON, current: 3, total: 7 },
  ])('counts $path as step $current of $total', ({ path, conditions, current, total }) => {
    expect(bar(path, conditions)).toMatchObject({ current, total });
  });
});

describe('progressBar and deriveNext agree', () => {
  const arbitraryInput: fc.Arbitrary<DerivationInput> = fc.record({
    preRegistrationComplete: fc.constant(true),
    preRegistrationPage: fc.constant('email' as const),
    status: fc.constantFrom(...REGISTRATION_STATUSES, null),
    kycFailureReason: fc.oneof(fc.constant(null), fc.constantFrom(...KYC_FAILURE_REASONS)),
    isDuplicateUser: fc.boolean(),
    pendingFields: fc.dictionary(
      fc.constantFrom(...PERSONAL_PENDING_FIELDS, 'pendingPolicies'),
      fc.boolean(),
    ),
    pendingPolicyIds: fc.array(fc.constant('terms'), { maxLength: 1 }),
    pendingKycProviders: fc.constant([]),
    executedKycProviders: fc.constant([]),
    emailVerificationStatus: fc.constantFrom(...EMAIL_VERIFICATION_STATUSES, null),
    regionRequiresEmailVerification: fc.boolean(),
    registrationPending: fc.boolean(),
    initialLimitsDone: fc.boolean(),
    signUpRanHere: fc.boolean(),
    layout: fc.constantFrom(...LAYOUTS),
    inFrame: fc.boolean(),
    flags: fc.record({ visitLimitsPage: fc.boolean(), useJumioWebSdk: fc.boolean() }),
  });

  it('marks as active the step deriveNext names for every derived step path', () => {
    fc.assert(
      fc.property(arbitraryInput, (value) => {
        const derivation = deriveNext(value);
        if (derivation.kind !== 'route' || !SIGNUP_STEP_ROUTES.includes(derivation.route)) return;
        expect(activeIds(derivation.route)).toEqual([derivation.step]);
      }),
    );
  });
});

describe('the shared phone page', () => {
  const base = { hasPromotions: false, emailVerificationRequired: true, visitLimitsPage: false };
  it('counts /signup/phone_number as Create Your Account before the account exists', () => {
    const bar = progressBar({
      ...base,
      path: '/signup/phone_number',
      preRegistrationComplete: false,
    });
    expect(bar.steps.find((s) => s.active)?.id).toBe('createAccount');
    expect(bar.steps.filter((s) => s.completed)).toEqual([]);
    expect(bar.current).toBe(1);
  });

  it('counts /signup/phone_number as Personal Information once the account exists', () => {
    const bar = progressBar({
      ...base,
      path: '/signup/phone_number',
      preRegistrationComplete: true,
    });
    expect(bar.steps.find((s) => s.active)?.id).toBe('personalInformation');
  });
});
