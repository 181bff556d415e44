import { describe, expect, it, vi } from 'vitest';
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  assign,
  createActor,
  fromPromise,
  sendParent,
  setup,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { RegistrationStatus } from '../api/registration';
import { documents as documentsCopy } from '../copy/spec/documents';
import { network as networkCopy } from '../copy/spec/network';
import {
  type Availability,
  createAccountMachine,
  type ReferenceData,
} from './create-account.machine';
import {
  type OnboardingEmitted,
  type OnboardingInput,
  onboardingMachine,
  type SyncResult,
} from './onboarding.machine';
import {
  selectCreateAccountMode,
  selectCreateAccountRef,
  selectRoute,
} from './onboarding.selectors';
import { reference } from './reference.fixture';
import type { StepInput } from './step-contract';
import { registrationStatus } from './step-input.fixture';

const status = (overrides: Partial<RegistrationStatus> = {}): RegistrationStatus =>
  registrationStatus({ status: 'complete', ...overrides });

function start(options: {
  input?: Partial<OnboardingInput>;
  submit?: () => Promise<{ userId: string | null }>;
  sync?: () => Promise<SyncResult>;
  boot?: () => Promise<ReferenceData>;
  stepLogic?: AnyStateMachine;
}) {
  const handOff = vi.fn();
  const machine = onboardingMachine.provide({
    actors: {
      createAccount: createAccountMachine.provide({
        actors: {
          loadReferenceData: fromPromise(async () => (options.boot ? options.boot() : reference)),
          submitPreRegistration: fromPromise(async () =>
            options.submit ? options.submit() : { userId: 'u-1' },
          ),
          checkAvailability: fromPromise<Availability, Availability>(async () => ({
            email: true,
            username: true,
          })),
        },
      }),
      loadReferenceData: fromPromise(async () => (options.boot ? options.boot() : reference)),
      syncRegistration: fromPromise(async () =>
        options.sync
          ? options.sync()
          : { status: status(), registration: {} as SyncResult['registration'] },
      ),
      syncMediaApp: fromPromise(async () => {}),
      loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(
        async () => options.stepLogic ?? null,
      ),
    },
    actions: { handOff },
  });
  const actor = createActor(machine, {
    input: { layout: 'web', brandName: 'Northstar Sports', regionCode: 'US-NJ', ...options.input },
  });
  const emitted: OnboardingEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, handOff, emitted };
}

type OnboardingActor = ReturnType<typeof start>['actor'];

/** The Create Your Account child, as the screens reach it. */
/** A step that is done when it is told `save`. */
const finishing = setup({}).createMachine({
  initial: 'editing',
  states: { editing: { on: { save: 'done' } }, done: { type: 'final' } },
});

// The email step as it ends: the server accepted the code.
const verifying = setup({}).createMachine({
  initial: 'editing',
  output: () => ({ emailVerified: true }),
  states: { editing: { on: { save: 'done' } }, done: { type: 'final' } },
});

/** A sign-up past pre-registration, in a region that requires email verification, syncing `answers`. */
function startVerifyingRegion(answers: RegistrationStatus[], stepLogic = finishing) {
  const requiresVerification: ReferenceData = {
    ...reference,
    regions: reference.regions.map((region) => ({ ...region, requireEmailVerification: true })),
  };
  return start({
    boot: async () => requiresVerification,
    input: { restored: { preRegistrationComplete: true } },
    sync: async () => ({ status: answers.shift() ?? status(), registration: {} as never }),
    stepLogic,
  });
}

const createAccountOf = (actor: OnboardingActor) =>
  selectCreateAccountRef(actor.getSnapshot()) as ActorRefFrom<typeof createAccountMachine>;

function fillValidForm(actor: OnboardingActor) {
  const change = (field: string, value: unknown) =>
    createAccountOf(actor).send({ type: 'draft.change', field, value } as never);
  change('firstName', 'Ada');
  change('lastName', 'Lovelace');
  change('email', 'ada@example.test');
  change('username', 'ada_l');
  change('acceptedPolicyIds', ['terms', 'privacy']);
  createAccountOf(actor).send({ type: 'secret.change', field: 'password', value: 'abcd1234' });
  createAccountOf(actor).send({
    type: 'secret.change',
    field: 'passwordConfirm',
    value: 'abcd1234',
  });
}

describe('onboarding machine', () => {
  it('shows Create Your Account at once, before the reference data answers', () => {
    const { actor } = start({ boot: () => new Promise(() => {}) });
    expect(actor.getSnapshot().matches('preRegistration')).toBe(true);
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/create_account');
    expect(createAccountOf(actor).getSnapshot().hasTag('referenceLoading')).toBe(true);
  });

  it('passes the reference data to the form when it arrives, keeping what was typed', async () => {
    const { actor } = start({});
    createAccountOf(actor).send({ type: 'draft.change', field: 'firstName', value: 'Ada' });
    await waitFor(actor, (s) => s.context.reference !== null);
    const form = createAccountOf(actor).getSnapshot();
    // The copy this machine derives from later (flags, regions).
    expect(actor.getSnapshot().context.reference).toEqual(reference);
    expect(form.context.reference).toEqual(reference);
    expect(form.context.draft.firstName).toBe('Ada');
    // Mirrored for persistence (src/onboarding-persistence.ts).
    expect(actor.getSnapshot().context.draft.firstName).toBe('Ada');
  });

  it('syncs once the account exists, and the password goes with the form actor', async () => {
    const { actor, handOff, emitted } = start({});
    await waitFor(actor, (s) => s.context.reference !== null);
    fillValidForm(actor);
    createAccountOf(actor).send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(handOff).toHaveBeenCalledTimes(1);
    // The session machine learns of the session the account came with (QA 6), once.
    expect(emitted.filter((e) => e.type === 'session.created')).toHaveLength(1);
    expect(actor.getSnapshot().context.preRegistrationComplete).toBe(true);
    expect(selectCreateAccountRef(actor.getSnapshot())).toBeUndefined();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('abcd1234');
  });

  it('keeps the create-account page on its form while the sign-up moves on, and the phone page becomes the phone step', async () => {
    let answer: (result: SyncResult) => void = () => {};
    const { actor } = start({
      sync: () => new Promise<SyncResult>((resolve) => (answer = resolve)),
      stepLogic: finishing,
    });
    await waitFor(actor, (s) => s.context.reference !== null);
    expect(selectCreateAccountMode(actor.getSnapshot())).toBe('form');
    fillValidForm(actor);
    createAccountOf(actor).send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches('syncing'));
    expect(selectCreateAccountMode(actor.getSnapshot())).toBe('movingOn');
    answer({
      status: status({ status: 'created', pendingFields: { phoneNumber: true } }),
      registration: {} as SyncResult['registration'],
    });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    // On the web the phone step has a page of its own: the form waits for the router to leave.
    expect(selectRoute(actor.getSnapshot())).not.toBe('/signup/phone_number');
    expect(selectCreateAccountMode(actor.getSnapshot())).toBe('movingOn');

    const phone = start({
      input: { layout: 'mobileWeb', restored: { preRegistrationComplete: true } },
      sync: async () => ({
        status: status({ status: 'created', pendingFields: { phoneNumber: true } }),
        registration: {} as SyncResult['registration'],
      }),
      stepLogic: finishing,
    }).actor;
    await waitFor(phone, (s) => s.matches({ atStep: 'running' }));
    expect(selectRoute(phone.getSnapshot())).toBe('/signup/phone_number');
    expect(selectCreateAccountMode(phone.getSnapshot())).toBe('step');
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
      stepLogic: finishing,
    });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/pii');
    (actor.getSnapshot().context.stepRef as AnyActorRef).send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('atStep') && s.context.status?.status !== 'created');
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/id_verification');
    const derived = emitted.filter((e) => e.type === 'derived');
    expect(derived.at(-1)).toMatchObject({
      derivation: {
        effects: [{ type: 'flash', kind: 'danger', text: documentsCopy.troubleVerifying }],
      },
    });
  });

  it('passes The Fine Details when the only policy listed is the promotional consent left unticked (QA 8)', async () => {
    const policy = (id: string, type: string) => ({
      id,
      type,
      name: id,
      version: '1',
      url: null,
      content: null,
    });
    const consent = policy('marketing', 'promotional_consent');
    const route = async (pendingPolicies: RegistrationStatus['pendingPolicies']) => {
      const { actor } = start({
        input: { restored: { preRegistrationComplete: true } },
        sync: async () => ({
          status: status({ status: 'created', pendingPolicies }),
          registration: {} as never,
        }),
        stepLogic: finishing,
      });
      await waitFor(actor, (s) => !s.matches('syncing') && selectRoute(s) !== null);
      return selectRoute(actor.getSnapshot());
    };
    expect(await route([consent, policy('terms', 'terms_and_condition')])).toBe(
      '/web/signup/fine_details',
    );
    expect(await route([consent])).not.toBe('/web/signup/fine_details');
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

  it("says nothing of its own when the sync's failure is the session's to answer (decision 051, QA 5)", async () => {
    const { actor } = start({
      input: { restored: { preRegistrationComplete: true } },
      sync: async () => {
        throw new ApiError({
          code: 'UNAUTHORIZED_ERROR',
          message: networkCopy.loggedOutInactivity,
          action: 'get your registration',
          status: 401,
        });
      },
    });
    await waitFor(actor, (s) => s.matches('syncFailed'));
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('shows a reference-data failure on the form and loads again on retry', async () => {
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
    await waitFor(createAccountOf(actor), (s) => s.matches({ reference: 'failed' }));
    expect(createAccountOf(actor).getSnapshot().context.referenceError).toBe(
      networkCopy.connection('get pending policies'),
    );
    createAccountOf(actor).send({ type: 'reference.retry' });
    await waitFor(actor, (s) => s.context.reference !== null);
    expect(createAccountOf(actor).getSnapshot().context.reference).toEqual(reference);
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

describe('Set Your Limits before the hand-off (decision 010)', () => {
  const withLimitsPage: ReferenceData = {
    ...reference,
    flags: [{ name: 'visit_limits_page', status: 'enabled', groups: [] }],
  };
  const answer = (value: RegistrationStatus): SyncResult => ({
    status: value,
    registration: {} as SyncResult['registration'],
  });

  it('hands a login of an account already complete straight back, without Set Your Limits', async () => {
    const { actor, handOff, emitted } = start({
      boot: async () => withLimitsPage,
      sync: async () => answer(status()),
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    actor.send({ type: 'registration.resume' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(handOff).toHaveBeenCalledTimes(1);
    const derived = emitted.filter((e) => e.type === 'derived');
    expect(derived).toHaveLength(1);
    expect(derived[0]).toMatchObject({
      derivation: {
        kind: 'complete',
        effects: [{ type: 'trackCompletion' }, { type: 'syncMediaApp' }, { type: 'handOff' }],
      },
    });
  });

  it('offers Set Your Limits when the status turns complete during a sign-up in this tab', async () => {
    const answers = [status({ status: 'created', pendingFields: { last4Ssn: true } }), status()];
    const { actor, handOff } = start({
      boot: async () => withLimitsPage,
      sync: async () => answer(answers.shift() ?? status()),
      stepLogic: finishing,
    });
    await waitFor(actor, (s) => s.matches('preRegistration'));
    actor.send({ type: 'registration.resume' });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/pii');
    (actor.getSnapshot().context.stepRef as AnyActorRef).send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('atStep') && s.context.status?.status === 'complete');
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/initial_set_limits');
    expect(handOff).not.toHaveBeenCalled();
  });

  it('keeps offering it after a reload mid-sign-up (the mark is restored)', async () => {
    const { actor, handOff } = start({
      boot: async () => withLimitsPage,
      input: { restored: { preRegistrationComplete: true, signUpRanHere: true } },
      sync: async () => answer(status()),
    });
    await waitFor(actor, (s) => s.matches('atStep'));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/initial_set_limits');
    expect(handOff).not.toHaveBeenCalled();
  });
});

describe('partial_pii and email_verified mark the email verified, then continue (product.md 4.2)', () => {
  it('continues past the code page while the server still says REQUIRED, and keeps the mark on the next sync', async () => {
    const answers = [
      status({
        status: 'email_verified',
        emailVerificationStatus: 'REQUIRED',
        pendingFields: { preferredName: true },
      }),
      status({ status: 'document_verification_required', emailVerificationStatus: 'REQUIRED' }),
    ];
    const { actor } = startVerifyingRegion(answers);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/pii');
    expect(actor.getSnapshot().context.status?.emailVerificationStatus).toBe('VERIFIED');
    (actor.getSnapshot().context.stepRef as AnyActorRef).send({ type: 'save' });
    await waitFor(
      actor,
      (s) => s.matches('atStep') && s.context.status?.status === 'document_verification_required',
    );
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/id_verification');
    expect(actor.getSnapshot().context.status?.emailVerificationStatus).toBe('VERIFIED');
  });
});

describe('continue main registration checks the email before the hand-over (product.md 4.3)', () => {
  it('asks a status that needs documents for the email code first, then goes to the ID page', async () => {
    const answers = [
      status({ status: 'document_verification_required', emailVerificationStatus: 'REQUIRED' }),
      status({ status: 'document_verification_required', emailVerificationStatus: 'VERIFIED' }),
    ];
    const { actor } = startVerifyingRegion(answers);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/email_verification');
    (actor.getSnapshot().context.stepRef as AnyActorRef).send({ type: 'save' });
    await waitFor(
      actor,
      (s) => s.matches('atStep') && s.context.status?.emailVerificationStatus === 'VERIFIED',
    );
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/id_verification');
  });
});

describe('an email code the server accepted stays accepted (product.md 4.1, QA 6)', () => {
  // A status with the field left out, or a value the client does not know, reads as null.
  it.each([
    ['leaves the field out', null],
    ['still says REQUIRED', 'REQUIRED'],
  ] as const)('goes on to the ID page when the next status %s', async (_, after) => {
    const answers = [
      status({ status: 'document_verification_required', emailVerificationStatus: 'REQUIRED' }),
      status({ status: 'document_verification_required', emailVerificationStatus: after }),
    ];
    const { actor } = startVerifyingRegion(answers, verifying);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/email_verification');
    (actor.getSnapshot().context.stepRef as AnyActorRef).send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }) && answers.length === 0);
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/id_verification');
    expect(actor.getSnapshot().context.status?.emailVerificationStatus).toBe('VERIFIED');
  });

  it('asks for the code again when the step ended without the server accepting one', async () => {
    const answers = [
      status({ status: 'document_verification_required', emailVerificationStatus: 'REQUIRED' }),
      status({ status: 'document_verification_required', emailVerificationStatus: null }),
    ];
    const { actor } = startVerifyingRegion(answers);
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }));
    (actor.getSnapshot().context.stepRef as AnyActorRef).send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ atStep: 'running' }) && answers.length === 0);
    expect(selectRoute(actor.getSnapshot())).toBe('/web/signup/email_verification');
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
