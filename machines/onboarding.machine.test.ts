import { describe, expect, it, vi } from 'vitest';
import {
  type AnyStateMachine,
  assign,
  createActor,
  fromPromise,
  sendParent,
  setup,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { PromotionCodeCheck } from '../api/promotions';
import type { RegistrationStatus } from '../api/registration';
import { form as formCopy } from '../copy/ours/sign-up';
import { brand as brandCopy } from '../copy/spec/brand';
import { documents as documentsCopy } from '../copy/spec/documents';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import {
  type Availability,
  type OnboardingEmitted,
  type OnboardingInput,
  onboardingMachine,
  type ReferenceData,
  type SyncResult,
} from './onboarding.machine';
import { selectRoute } from './onboarding.selectors';
import type { StepInput } from './step-contract';

const reference: ReferenceData = {
  flags: [],
  regions: [
    {
      iso31662Code: 'US-NJ',
      name: 'New Jersey',
      countryCode: 'US',
      requireEmailVerification: false,
      isBettingRegion: true,
    },
  ],
  policies: [
    {
      id: 'terms',
      type: 'terms_and_condition',
      name: 'Terms',
      version: '1',
      url: null,
      content: null,
    },
    { id: 'privacy', type: 'privacy', name: 'Privacy', version: '1', url: null, content: null },
    {
      id: 'promotional-consent',
      type: 'promotional_consent',
      name: 'Offers',
      version: '1',
      url: null,
      content: null,
    },
  ],
};

const status = (overrides: Partial<RegistrationStatus> = {}): RegistrationStatus => ({
  status: 'complete',
  kycFailureReason: null,
  pendingFields: {},
  pendingKycProviders: [],
  pendingPolicies: [],
  emailVerificationStatus: 'VERIFIED',
  isDuplicateUser: false,
  acceptedPolicies: [],
  executedKycProviders: [],
  ...overrides,
});

function start(options: {
  input?: Partial<OnboardingInput>;
  submit?: (payload: unknown) => Promise<{ userId: string }>;
  sync?: () => Promise<SyncResult>;
  boot?: () => Promise<ReferenceData>;
  availability?: (input: Availability) => Availability;
}) {
  const availabilityChecks: Availability[] = [];
  const handOff = vi.fn();
  const submitted: unknown[] = [];
  const machine = onboardingMachine.provide({
    actors: {
      loadReferenceData: fromPromise(async () => (options.boot ? options.boot() : reference)),
      submitPreRegistration: fromPromise(async ({ input }) => {
        submitted.push(input.payload);
        return options.submit ? options.submit(input.payload) : { userId: 'u-1' };
      }),
      syncRegistration: fromPromise(async () =>
        options.sync
          ? options.sync()
          : { status: status(), registration: {} as SyncResult['registration'] },
      ),
      syncMediaApp: fromPromise(async () => {}),
      checkPromotionCode: fromPromise<PromotionCodeCheck, { code: string; referralFlag: boolean }>(
        async () => ({ available: true, type: 'promotion', message: null }),
      ),
      checkAvailability: fromPromise<Availability, Availability>(async ({ input }) => {
        availabilityChecks.push(input);
        return options.availability ? options.availability(input) : { email: true, username: true };
      }),
    },
    actions: { handOff },
  });
  const actor = createActor(machine, {
    input: { layout: 'web', brandName: 'Northstar Sports', regionCode: 'US-NJ', ...options.input },
  });
  const emitted: OnboardingEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, handOff, submitted, emitted, availabilityChecks };
}

/** Continue, and wait for the page to change (the email and username pages check availability). */
async function next(actor: ReturnType<typeof start>['actor']) {
  const page = actor.getSnapshot().context.preRegistrationPage;
  actor.send({ type: 'page.next' });
  await waitFor(actor, (s) => s.context.preRegistrationPage !== page);
}

function fillValidForm(actor: ReturnType<typeof start>['actor']) {
  const change = (field: string, value: unknown) =>
    actor.send({ type: 'draft.change', field, value } as never);
  change('firstName', 'Ada');
  change('lastName', 'Lovelace');
  change('email', 'ada@example.test');
  change('username', 'ada_l');
  change('phoneNumber', '(201) 555-0123');
  change('acceptedPolicyIds', ['terms', 'privacy']);
  change('receivePromotionalEmails', true);
  change('promoCode', 'WELCOME100');
  actor.send({ type: 'secret.change', field: 'password', value: 'abcd1234' });
  actor.send({ type: 'secret.change', field: 'passwordConfirm', value: 'abcd1234' });
}

describe('onboarding machine', () => {
  it('boots into Create Your Account and derives the web create-account route', async () => {
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('preRegistration'));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/create_account');
  });

  it('submits the exact pre-registration payload and hands off when the status is complete', async () => {
    const { actor, submitted, handOff } = start({});
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        receiveLoginEmails: false,
        strongAuthEnabled: false,
        username: 'ada_l',
        email: 'ada@example.test',
        password: 'abcd1234',
        policyAcceptances: [
          { policyId: 'terms' },
          { policyId: 'privacy' },
          { policyId: 'promotional-consent' },
        ],
        phoneNumber: { number: '2015550123' },
        promotionCode: 'WELCOME100',
      },
    ]);
    expect(handOff).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.secrets).toEqual({ password: '', passwordConfirm: '' });
  });

  it('does not submit an incomplete form and shows every client-side error', async () => {
    const { actor, submitted } = start({});
    await waitFor(actor, (s) => s.matches('preRegistration'));
    actor.send({ type: 'account.submit' });
    const { fieldErrors } = actor.getSnapshot().context;
    expect(submitted).toEqual([]);
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'policyAcceptances', 'username'].sort(),
    );
    expect(fieldErrors.email).toBe(brandCopy.requiresValidEmail('Northstar Sports'));
  });

  it('keeps everything typed, including the password in memory, when the server answers 422', async () => {
    const { actor } = start({
      input: { layout: 'mobileWeb' },
      submit: async () => {
        throw new ApiError({
          code: 'HTTP_ERROR',
          status: 422,
          message: networkCopy.generic,
          action: 'create your account',
          fieldErrors: { username: 'Username is taken', password: 'Too weak' },
        });
      },
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'page.visit', page: 'email' });
    for (let i = 0; i < 4; i += 1) await next(actor);
    expect(actor.getSnapshot().context.preRegistrationPage).toBe('promo');
    actor.send({ type: 'account.submit' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ preRegistration: 'editing' }) && s.context.fieldErrors.username !== undefined,
    );
    const { context } = actor.getSnapshot();
    // product.md 5: username errors go to the username page, which comes before the password page.
    expect(context.preRegistrationPage).toBe('username');
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/username');
    expect(context.fieldErrors).toEqual({ username: 'Username is taken', password: 'Too weak' });
    expect(context.draft.email).toBe('ada@example.test');
    expect(context.secrets.password).toBe('abcd1234');
  });

  it('records an email the server says is in use', async () => {
    const { actor } = start({
      submit: async () => {
        throw new ApiError({
          code: 'HTTP_ERROR',
          status: 422,
          message: networkCopy.generic,
          action: 'create your account',
          fieldErrors: { email: emailVerificationCopy.emailInUse },
        });
      },
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.emailInUse !== null);
    expect(actor.getSnapshot().context.emailInUse).toBe('ada@example.test');
  });

  it('shows the catalogue message of a server error and keeps the form', async () => {
    const { actor } = start({
      submit: async () => {
        throw new ApiError({
          code: 'TIMEOUT_ERROR',
          message: networkCopy.timeout('create your account'),
          action: 'create your account',
        });
      },
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(networkCopy.timeout('create your account'));
    expect(actor.getSnapshot().context.draft.firstName).toBe('Ada');
  });

  it('moves through the mobile pages only when the current page is valid', async () => {
    const { actor } = start({ input: { layout: 'mobileWeb' } });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/email');
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.fieldErrors.firstName).toBeDefined();
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/email');
    fillValidForm(actor);
    await next(actor);
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/username');
    actor.send({ type: 'page.visit', page: 'promo' });
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/username');
    actor.send({ type: 'page.visit', page: 'email' });
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/email');
  });

  it('resumes a restored, pre-registered session by syncing instead of asking again', async () => {
    const sync = vi.fn(async () => ({
      status: status({ status: 'created', pendingFields: { last4Ssn: true } }),
      registration: {} as SyncResult['registration'],
    }));
    const { actor } = start({
      input: {
        layout: 'mobileWeb',
        restored: { preRegistrationComplete: true, draft: { firstName: 'Ada' } as never },
      },
      sync,
    });
    await waitFor(actor, (s) => s.matches('atStep'));
    expect(sync).toHaveBeenCalledTimes(1);
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/ssn');
    expect(actor.getSnapshot().context.draft.firstName).toBe('Ada');
  });

  it('syncs again when a step is done and follows the server to the next step', async () => {
    const answers = [
      status({ status: 'created', pendingFields: { last4Ssn: true } }),
      status({ status: 'document_verification_failed' }),
    ];
    const { actor, emitted } = start({
      input: { restored: { preRegistrationComplete: true } },
      sync: async () => ({ status: answers.shift() ?? status(), registration: {} as never }),
    });
    await waitFor(actor, (s) => s.matches('atStep'));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/pii');
    actor.send({ type: 'step.done' });
    await waitFor(actor, (s) => s.matches('atStep') && s.context.status?.status !== 'created');
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/id_verification');
    const derived = emitted.filter((e) => e.type === 'derived');
    expect(derived.at(-1)).toMatchObject({
      derivation: {
        effects: [{ type: 'flash', kind: 'danger', text: documentsCopy.troubleVerifying }],
      },
    });
  });

  it('offers a retry when the sync fails, with the catalogue message', async () => {
    let calls = 0;
    const { actor } = start({
      input: { restored: { preRegistrationComplete: true } },
      sync: async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            code: 'CONNECTION_ERROR',
            message: networkCopy.connection('get your registration status'),
            action: 'get your registration status',
          });
        return {
          status: status({ status: 'created', pendingFields: { preferredName: true } }),
          registration: {} as never,
        };
      },
    });
    await waitFor(actor, (s) => s.matches('syncFailed'));
    expect(actor.getSnapshot().context.formError).toBe(
      networkCopy.connection('get your registration status'),
    );
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('atStep'));
  });

  it('offers a retry when the reference data cannot be loaded', async () => {
    let calls = 0;
    const { actor } = start({
      boot: async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            code: 'NETWORK_ERROR',
            message: networkCopy.connection('get pending policies'),
            action: 'get pending policies',
          });
        return reference;
      },
    });
    await waitFor(actor, (s) => s.matches('bootFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('preRegistration'));
  });
});

describe('promo and referral codes at Create Your Account', () => {
  function startWithCode(
    check: () => Promise<{
      available: boolean;
      type?: 'referral' | 'promotion' | null;
      message?: string | null;
    }>,
    flags: ReferenceData['flags'] = [],
  ) {
    const checks: unknown[] = [];
    const submitted: unknown[] = [];
    const machine = onboardingMachine.provide({
      actors: {
        loadReferenceData: fromPromise(async () => ({ ...reference, flags })),
        checkPromotionCode: fromPromise(async ({ input }) => {
          checks.push(input);
          const answer = await check();
          return {
            available: answer.available,
            type: answer.type ?? null,
            message: answer.message ?? null,
          };
        }),
        submitPreRegistration: fromPromise(async ({ input }) => {
          submitted.push(input.payload);
          return { userId: 'u' };
        }),
        syncRegistration: fromPromise<SyncResult>(async () => ({
          status: status(),
          registration: {} as SyncResult['registration'],
        })),
      },
    });
    const actor = createActor(machine, {
      input: { layout: 'web', brandName: 'B', regionCode: 'US-NJ' },
    });
    const emitted: OnboardingEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    return { actor, checks, submitted, emitted };
  }

  it('sends a referral as referral_code with an empty promotion_code', async () => {
    const { actor, checks, submitted } = startWithCode(
      async () => ({ available: true, type: 'referral' }),
      [{ name: 'referral_code', status: 'enabled', groups: [] }],
    );
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'draft.change', field: 'promoCode', value: 'FRIEND-ABC' });
    actor.send({ type: 'account.submit' });
    await waitFor(actor, () => submitted.length > 0);
    expect(checks).toEqual([{ code: 'FRIEND-ABC', referralFlag: true }]);
    expect(submitted[0]).toMatchObject({ promotionCode: '', referralCode: 'FRIEND-ABC' });
  });

  it('sends a valid promotion as promotion_code', async () => {
    const { actor, submitted } = startWithCode(async () => ({
      available: true,
      type: 'promotion',
    }));
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, () => submitted.length > 0);
    expect(submitted[0]).toMatchObject({ promotionCode: 'WELCOME100' });
    expect(submitted[0]).not.toHaveProperty('referralCode');
  });

  it('shows the server message, or Invalid Code, for an unavailable code and reports kyc_promo_error', async () => {
    const { actor, submitted, emitted } = startWithCode(async () => ({ available: false }));
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.promotionCode !== undefined);
    expect(actor.getSnapshot().context.fieldErrors.promotionCode).toBe(networkCopy.invalidCode);
    expect(submitted).toEqual([]);
    expect(emitted).toContainEqual({
      type: 'analytics',
      name: 'kyc_promo_error',
      properties: { error_message: 'invalid_code' },
    });
    // Changing the code clears the error; the check runs again on the next submit.
    actor.send({ type: 'draft.change', field: 'promoCode', value: 'OTHER' });
    expect(actor.getSnapshot().context.fieldErrors.promotionCode).toBeUndefined();
  });

  it('treats a failed check as an error with the catalogue message, keeping the form', async () => {
    const { actor, submitted } = startWithCode(async () => {
      throw new ApiError({
        code: 'HTTP_ERROR',
        status: 500,
        message: networkCopy.generic,
        action: 'check your promo code',
      });
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(networkCopy.generic);
    expect(actor.getSnapshot().context.draft.promoCode).toBe('WELCOME100');
    expect(submitted).toEqual([]);
  });
});

describe('steps as child machines', () => {
  const stepMachine = setup({
    types: {} as {
      input: StepInput;
      context: { route: string; preferredName: string };
      events: { type: 'name.change'; value: string } | { type: 'save' };
    },
  }).createMachine({
    id: 'fakeStep',
    context: ({ input }) => ({
      route: input.route,
      preferredName: String(input.savedDraft?.preferredName ?? ''),
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'name.change': {
            actions: [
              assign({ preferredName: ({ event }) => event.value }),
              sendParent(({ context }) => ({
                type: 'step.draft',
                route: context.route,
                draft: { preferredName: context.preferredName },
              })),
            ],
          },
          save: 'saved',
        },
      },
      saved: { type: 'final', output: { limitsDone: false } },
    },
  });

  function startAtStep(logic: typeof stepMachine | null, restoredDrafts = {}) {
    const answers = [
      status({ status: 'created', pendingFields: { preferredName: true } }),
      status({ status: 'created', pendingFields: { last4Ssn: true } }),
    ];
    const loads: string[] = [];
    const machine = onboardingMachine.provide({
      actors: {
        loadReferenceData: fromPromise<ReferenceData, { regionCode: string }>(
          async () => reference,
        ),
        syncRegistration: fromPromise<SyncResult>(async () => ({
          status: answers.shift() ?? status(),
          registration: {} as SyncResult['registration'],
        })),
        loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(async ({ input }) => {
          loads.push(input.route);
          return logic;
        }),
      },
    });
    const actor = createActor(machine, {
      input: {
        layout: 'mobileWeb',
        brandName: 'B',
        regionCode: 'US-NJ',
        restored: { preRegistrationComplete: true, stepDrafts: restoredDrafts },
      },
    }).start();
    return { actor, loads };
  }

  it('loads the step machine of the derived route and spawns it as the child "step"', async () => {
    const { actor, loads } = startAtStep(stepMachine);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    expect(loads).toEqual(['/signup/preferred_name']);
    expect(actor.getSnapshot().context.stepRef?.getSnapshot().value).toBe('editing');
    expect(actor.system.get('step')).toBe(actor.getSnapshot().context.stepRef);
  });

  it('keeps the step draft the child mirrors and gives it back after a reload', async () => {
    const { actor } = startAtStep(stepMachine);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    actor.getSnapshot().context.stepRef?.send({ type: 'name.change', value: 'Ada' });
    expect(actor.getSnapshot().context.stepDrafts).toEqual({
      '/signup/preferred_name': { preferredName: 'Ada' },
    });
    const again = startAtStep(stepMachine, actor.getSnapshot().context.stepDrafts).actor;
    await waitFor(again, (s) => s.matches({ atStep: 'running' }));
    expect(again.getSnapshot().context.stepRef?.getSnapshot().context.preferredName).toBe('Ada');
  });

  it('syncs again when the step machine finishes, and follows the server to the next step', async () => {
    const { actor, loads } = startAtStep(stepMachine);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    actor.getSnapshot().context.stepRef?.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }) && loads.length === 2);
    expect(loads).toEqual(['/signup/preferred_name', '/signup/ssn']);
  });

  it('waits at a step whose route has no machine yet', async () => {
    const { actor } = startAtStep(null);
    await waitFor(actor, (s) => s.matches({ atStep: 'noStepMachine' }));
    expect(actor.getSnapshot().context.stepRef).toBeNull();
  });

  it('runs the page that owns the fields of a 422 next, with the messages (product.md 5)', async () => {
    const inputs: StepInput[] = [];
    const handing = setup({ types: {} as { input: StepInput } }).createMachine({
      id: 'fakePersonal',
      entry: ({ event }) => inputs.push((event as unknown as { input: StepInput }).input),
      initial: 'editing',
      states: {
        editing: { on: { fail: 'handedOver' } },
        handedOver: { type: 'final' },
      },
      output: {
        errorRoute: '/signup/residence_citizenship',
        fieldErrors: { citizenship: 'Choose one' },
      },
    });
    const { actor, loads } = startAtStep(handing as unknown as typeof stepMachine);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));

    actor.getSnapshot().context.stepRef?.send({ type: 'fail' });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }) && loads.length === 2);

    expect(loads).toEqual(['/signup/preferred_name', '/signup/residence_citizenship']);
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/residence_citizenship');
    expect(inputs[1]).toMatchObject({
      route: '/signup/residence_citizenship',
      fieldErrors: { citizenship: 'Choose one' },
    });
  });

  it("derives the page a step ends on (the SMS step's invalid number) and syncs again on resume", async () => {
    const exiting = setup({ types: {} as { input: StepInput } }).createMachine({
      id: 'fakeSms',
      initial: 'editing',
      states: {
        editing: { on: { exit: 'unableToSend' } },
        unableToSend: { type: 'final' },
      },
      output: { exitRoute: '/sms/unable_to_send_code' },
    });
    const { actor, loads } = startAtStep(exiting as unknown as typeof stepMachine);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));

    actor.getSnapshot().context.stepRef?.send({ type: 'exit' });

    expect(actor.getSnapshot().matches('leftSignup')).toBe(true);
    expect(selectRoute(actor.getSnapshot())).toBe('/sms/unable_to_send_code');
    actor.send({ type: 'registration.resume' });
    // No route while syncing, so the way back (/continue_registration) is not redirected.
    expect(selectRoute(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }) && loads.length === 2);
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/ssn');
  });
});

describe('email and username availability', () => {
  it('checks the email when leaving the mobile email page and stays there when it is taken', async () => {
    const { actor, availabilityChecks } = start({
      input: { layout: 'mobileWeb' },
      availability: () => ({ email: false }),
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.fieldErrors.email !== undefined);
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test' }]);
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(emailVerificationCopy.emailInUse);
    expect(actor.getSnapshot().context.emailInUse).toBe('ada@example.test');
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/email');
  });

  it('moves on when the username is free, and does not ask again for the same value', async () => {
    const { actor, availabilityChecks } = start({ input: { layout: 'mobileWeb' } });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.preRegistrationPage === 'username');
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.preRegistrationPage === 'password');
    actor.send({ type: 'page.visit', page: 'username' });
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.preRegistrationPage).toBe('password');
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test' }, { username: 'ada_l' }]);
  });

  it('checks both fields before the web submit and shows a taken username at its field', async () => {
    const { actor, submitted, availabilityChecks } = start({
      availability: () => ({ email: true, username: false }),
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.username !== undefined);
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test', username: 'ada_l' }]);
    expect(actor.getSnapshot().context.fieldErrors.username).toBe(formCopy.usernameTaken);
    expect(submitted).toEqual([]);
  });
});

describe('continuing registration after email verification (product.md 4.1)', () => {
  it('syncs with the server instead of asking to create the account again', async () => {
    const sync = vi.fn(async () => ({
      status: status({ status: 'created', pendingFields: { last4Ssn: true } }),
      registration: {} as SyncResult['registration'],
    }));
    const { actor } = start({ input: { layout: 'mobileWeb' }, sync });
    actor.send({ type: 'registration.resume' });
    await waitFor(actor, (s) => s.matches('atStep'));
    expect(sync).toHaveBeenCalledTimes(1);
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/ssn');
  });

  it('also leaves the create-account form for the sync once it is showing', async () => {
    const sync = vi.fn(async () => ({
      status: status({ status: 'created', pendingFields: { preferredName: true } }),
      registration: {} as SyncResult['registration'],
    }));
    const { actor } = start({ input: { layout: 'mobileWeb' }, sync });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    actor.send({ type: 'registration.resume' });
    await waitFor(actor, (s) => s.matches('atStep'));
    expect(selectRoute(actor.getSnapshot())).toBe('/signup/preferred_name');
  });
});
