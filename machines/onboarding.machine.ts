import {
  type AnyActorRef,
  type AnyStateMachine,
  assign,
  emit,
  fromPromise,
  type NonReducibleUnknown,
  setup,
  stopChild,
} from 'xstate';
import { isAuthFailure } from '../api/errors';
import type { AccountDraft } from './account-form';
import {
  type AccountDraftEvent,
  createAccountMachine,
  type ReferenceData,
  type ReferenceLoadedEvent,
} from './create-account.machine';
import type { EffectContext } from './derivation-effects';
import {
  createAccountInput,
  derivationInput,
  initialContext,
  type OnboardingContext,
  type OnboardingInput,
  type SyncResult,
} from './onboarding.context';
import {
  atStepRoute,
  type Decision,
  errorHandOver,
  exitDerivation,
  routeOf,
  stepAnalyticsOf,
  stepInput,
  syncChanges,
} from './onboarding.steps';
import type { RoutePath } from './paths';
import type { PreRegistrationPage } from './pre-registration';
import type { Derivation, DerivationInput } from './route-derivation';
import type {
  StepAnalytics,
  StepAnalyticsEvent,
  StepDraftEvent,
  StepInput,
  StepOutput,
  StepRouteEvent,
} from './step-contract';

/**
 * The top-level onboarding machine (DESIGN.md "How the onboarding machine, the screens and the
 * router meet"), an orchestrator: it runs Create Your Account as its child `createAccount`
 * (create-account.machine.ts), syncs with the server, derives the next step from the
 * registration status and pending fields (machines/route-derivation.ts), spawns that step's
 * machine as the child `step`, and syncs again when the step is done; on `complete`, it hands
 * back to the auth flow. src/ navigates from the derived route (onboarding.selectors.ts).
 */

type SpawnLogic = (
  logic: AnyStateMachine,
  options: { id: string; systemId: string; input: StepInput },
) => AnyActorRef;

// Kept importable from here: the context file is an implementation detail of this machine.
export type { OnboardingInput, PersistedOnboarding, SyncResult } from './onboarding.context';

export type OnboardingEvent =
  | { type: 'retry' }
  /** /continue_registration (product.md 4.1): the account exists, sync with the server. */
  | { type: 'registration.resume' }
  | AccountDraftEvent
  | ReferenceLoadedEvent
  | StepDraftEvent
  | StepRouteEvent
  | { type: 'xstate.done.actor.step'; output: StepOutput | undefined }
  | StepAnalyticsEvent;

export type OnboardingEmitted =
  | { type: 'derived'; derivation: Derivation }
  | ({ type: 'analytics' } & StepAnalytics)
  | { type: 'error'; error: unknown; where: string }
  /** The account was created in this tab: its session exists from now on (the session machine). */
  | { type: 'session.created' };

/** An actor whose implementation src/onboarding-actor.ts (or a test) provides by name. */
const provided = <TOutput, TInput = NonReducibleUnknown>() =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error('not provided')));

const reportErrorAt = (where: string) => ({
  type: 'reportError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, where }),
});
const assignFormError = {
  type: 'assignFormError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
};
// Deciding, whichever way it goes: keep the derivation (and its context changes), announce it.
const DECIDED = [
  {
    type: 'assignDerivation' as const,
    params: ({ event }: { event: { output: Decision } }) => event.output,
  },
  'announceDerivation' as const,
];

export const onboardingMachine = setup({
  types: {} as {
    context: OnboardingContext;
    events: OnboardingEvent;
    input: OnboardingInput;
    emitted: OnboardingEmitted;
  },
  actors: {
    createAccount: createAccountMachine,
    loadReferenceData: provided<ReferenceData, { regionCode: string }>(),
    syncRegistration: provided<SyncResult>(),
    syncMediaApp: fromPromise<void>(async () => {}),
    loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(async ({ input }) =>
      (await import('./step-registry')).loadStepLogic(input.route),
    ),
    // The status tables load on demand: the first screen (Create Your Account) never needs them.
    // The context half of each effect comes from the one effect table (derivation-effects.ts),
    // loaded with the status tables.
    deriveRoute: fromPromise<Decision, { input: DerivationInput; context: EffectContext }>(
      async ({ input }) => {
        const [{ deriveNext }, { applyEffects }] = await Promise.all([
          import('./route-derivation'),
          import('./derivation-effects'),
        ]);
        const derivation = deriveNext(input.input);
        return { derivation, changes: applyEffects(input.context, derivation.effects) };
      },
    ),
  },
  actions: {
    assignReference: assign({
      reference: (_, params: { data: ReferenceData }) => params.data,
    }),
    clearFormError: assign({ formError: null }),
    saveAccountDraft: assign((_, params: { draft: AccountDraft; page: PreRegistrationPage }) => ({
      draft: params.draft,
      preRegistrationPage: params.page,
    })),
    completePreRegistration: assign({
      preRegistrationComplete: true,
      formError: null,
      signUpRanHere: true,
    }),
    assignSync: assign(({ context }, params: { data: SyncResult }) =>
      syncChanges(params.data, context.status),
    ),
    // A 401 or a suspension is the session's to answer (the login page, the suspension page, or
    // in a host's frame the new-window dialog of decision 051): the page says nothing of its own,
    // so no "logged out due to inactivity" shows behind that dialog (QA 5).
    assignFormError: assign({
      formError: (_, params: { error: unknown }) =>
        isAuthFailure(params.error)
          ? null
          : params.error instanceof Error
            ? params.error.message
            : String(params.error),
    }),
    assignDerivation: assign((_, params: Decision) => ({
      derivation: params.derivation,
      ...params.changes,
    })),
    // Effects outside the machine (flash banners, device profiling, completion tracking) are
    // carried out by src/ from this one event, so the machine stays free of browser ports.
    announceDerivation: emit(({ context }) => ({
      type: 'derived' as const,
      derivation: context.derivation as Derivation,
    })),
    markPreRegistered: assign({ preRegistrationComplete: true }),
    spawnStep: assign({
      // The child's id must be 'step' so its done event is `xstate.done.actor.step`; XState's
      // types reserve ids for the actors named in setup, hence the widened spawn.
      stepRef: ({ context, spawn }, params: { logic: AnyStateMachine }) =>
        (spawn as unknown as SpawnLogic)(params.logic, {
          id: 'step',
          systemId: 'step',
          input: stepInput(context),
        }),
    }),
    stopStep: stopChild('step'),
    forgetStep: assign({ stepRef: null }),
    saveStepDraft: assign({
      stepDrafts: ({ context }, params: { route: string; draft: Record<string, unknown> }) => ({
        ...context.stepDrafts,
        [params.route]: params.draft,
      }),
    }),
    // The exit page becomes the derived route, so src/route-sync.ts navigates there.
    assignExitRoute: assign({
      derivation: (_, params: { route: RoutePath }) => exitDerivation(params.route),
    }),
    // The page that owns the fields becomes the derived route; its step gets the messages.
    assignErrorRoute: assign(({ context }, params: { output: StepOutput }) =>
      errorHandOver(context, params.output),
    ),
    // Another page of the running step: the same derivation, at that page.
    assignStepRoute: assign({
      derivation: ({ context }, params: { route: RoutePath }) => atStepRoute(context, params.route),
    }),
    // Leaving the exit page: no route until the next derivation, so the way back is not redirected.
    forgetDerivation: assign({ derivation: null }),
    assignStepOutput: assign(({ context }, params: { output: StepOutput | undefined }) => ({
      initialLimitsDone: context.initialLimitsDone || Boolean(params.output?.limitsDone),
      ...(params.output?.emailVerified && context.status
        ? { status: { ...context.status, emailVerificationStatus: 'VERIFIED' as const } }
        : {}),
    })),
    forwardStepAnalytics: emit((_, params: StepAnalytics) => ({
      type: 'analytics' as const,
      ...params,
    })),
    reportError: emit((_, params: { error: unknown; where: string }) => ({
      type: 'error' as const,
      error: params.error,
      where: params.where,
    })),
    announceSession: emit({ type: 'session.created' as const }),
    // Provided by src/onboarding-actor.ts: the redirect or the parent-frame message.
    handOff: () => {},
  },
  guards: {
    isPreRegistered: ({ context }) => context.preRegistrationComplete,
    hasReference: ({ context }) => context.reference !== null,
    isComplete: (_, params: { derivation: Derivation }) => params.derivation.kind === 'complete',
    hasErrorRoute: (_, params: { output: StepOutput | undefined }) => !!params.output?.errorRoute,
    hasExitRoute: (_, params: { output: StepOutput | undefined }) => !!params.output?.exitRoute,
    hasStepLogic: (_, params: { logic: AnyStateMachine | null }) => params.logic !== null,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          description:
            'A sign-up saved in this tab already created the account: boot and sync with the server instead of showing Create Your Account.',
          guard: 'isPreRegistered',
          target: 'booting',
        },
        { target: 'preRegistration' },
      ],
    },
    booting: {
      description:
        'An account that already exists (a reload after the submit, /continue_registration): loads feature flags, regions and the current policies before the first sync.',
      tags: ['loading'],
      invoke: {
        src: 'loadReferenceData',
        input: ({ context }) => ({ regionCode: context.regionCode }),
        onDone: {
          target: 'syncing',
          actions: { type: 'assignReference', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'bootFailed',
          actions: [assignFormError, reportErrorAt('boot')],
        },
      },
    },
    bootFailed: {
      on: { retry: { target: 'booting', actions: 'clearFormError' } },
    },
    preRegistration: {
      description:
        'Create Your Account runs as the child `createAccount` from the first render; it loads the reference data alongside and hands this machine a copy (shell first).',
      invoke: {
        id: 'createAccount',
        systemId: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => createAccountInput(context),
        onDone: {
          description:
            'The account exists (its 201, or a timed-out request the server says made it): the session machine is told, so the header offers Log out at once, then the sign-up syncs.',
          target: 'syncing',
          actions: ['completePreRegistration', 'announceSession'],
        },
      },
      on: {
        'account.draft': {
          actions: {
            type: 'saveAccountDraft',
            params: ({ event }) => ({ draft: event.draft, page: event.page }),
          },
        },
        'reference.loaded': {
          actions: { type: 'assignReference', params: ({ event }) => ({ data: event.reference }) },
        },
        'registration.resume': [
          {
            description:
              'A session for an existing account asks to resume and the reference data (flags, regions, policies) has loaded: sync the registration.',
            guard: 'hasReference',
            target: 'syncing',
            actions: 'markPreRegistered',
          },
          { target: 'booting', actions: 'markPreRegistered' },
        ],
      },
    },
    syncing: {
      description:
        'Refreshes registration and registration status in parallel; the server decides what comes next (product.md 4.3).',
      tags: ['loading'],
      invoke: {
        src: 'syncRegistration',
        onDone: {
          target: 'deciding',
          actions: { type: 'assignSync', params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: 'syncFailed', actions: [assignFormError, reportErrorAt('sync')] },
      },
    },
    syncFailed: {
      on: { retry: { target: 'syncing', actions: 'clearFormError' } },
    },
    deciding: {
      description:
        'Derives the next route and its effects from the registration status, failure reason, pending fields, region rules, layout and flags (docs/status-routing.md).',
      invoke: {
        src: 'deriveRoute',
        input: ({ context }) => ({ input: derivationInput(context), context }),
        onDone: [
          {
            description:
              'The registration status is complete (product.md 4.2): finish sign-up and hand off.',
            guard: { type: 'isComplete', params: ({ event }) => event.output },
            target: 'completing',
            actions: DECIDED,
          },
          { target: 'atStep', actions: DECIDED },
        ],
        onError: { target: 'syncFailed', actions: [assignFormError, reportErrorAt('derive')] },
      },
    },
    atStep: {
      description:
        "The user is on the derived step. Its machine is loaded on demand and spawned as the child `step`; when the step is done (the child's final state) the machine syncs again.",
      initial: 'loadingStep',
      exit: ['stopStep', 'forgetStep'],
      on: {
        'step.draft': {
          actions: {
            type: 'saveStepDraft',
            params: ({ event }) => ({ route: event.route, draft: event.draft }),
          },
        },
        'step.route': {
          actions: { type: 'assignStepRoute', params: ({ event }) => ({ route: event.route }) },
        },
        'step.analytics': {
          actions: { type: 'forwardStepAnalytics', params: ({ event }) => stepAnalyticsOf(event) },
        },
        'xstate.done.actor.step': [
          {
            description:
              'The step handed back server messages for fields another page owns (product.md 5): go to that page with them.',
            // product.md 5: a 422 named fields another page owns: run that page's step next.
            guard: { type: 'hasErrorRoute', params: ({ event }) => ({ output: event.output }) },
            target: 'atStep',
            reenter: true,
            actions: {
              type: 'assignErrorRoute',
              params: ({ event }) => ({ output: event.output as StepOutput }),
            },
          },
          {
            description:
              'The step ended by leaving sign-up (an exit page such as SMS unable-to-send or pin locked): go there.',
            guard: { type: 'hasExitRoute', params: ({ event }) => ({ output: event.output }) },
            target: 'leftSignup',
            actions: {
              type: 'assignExitRoute',
              // The hasExitRoute guard lets only an output that names the page through.
              params: ({ event }) => ({ route: event.output?.exitRoute as RoutePath }),
            },
          },
          {
            target: 'syncing',
            actions: {
              type: 'assignStepOutput',
              params: ({ event }) => ({ output: event.output }),
            },
          },
        ],
        retry: { target: 'syncing' },
        // An identity page's flow ended (issue 10): the server's status names the next page.
        'registration.resume': { target: 'syncing', actions: 'forgetDerivation' },
      },
      states: {
        loadingStep: {
          tags: ['loading'],
          invoke: {
            src: 'loadStepLogic',
            input: ({ context }) => ({ route: routeOf(context) ?? '' }),
            onDone: [
              {
                description: 'The step machine for the derived route has loaded: run it.',
                guard: { type: 'hasStepLogic', params: ({ event }) => ({ logic: event.output }) },
                target: 'running',
                actions: {
                  type: 'spawnStep',
                  params: ({ event }) => ({ logic: event.output as AnyStateMachine }),
                },
              },
              { target: 'noStepMachine' },
            ],
            onError: {
              target: '#onboarding.syncFailed',
              actions: [assignFormError, reportErrorAt('load step')],
            },
          },
        },
        running: {},
        noStepMachine: {
          description: 'The derived route has no step machine yet; its screen says so.',
        },
      },
    },
    leftSignup: {
      description:
        "A step ended on a page outside sign-up (the SMS step's /sms/unable_to_send_code or /sms/pin_locked, contract.md 8): that page is the derived route. /continue_registration (registration.resume) or retry syncs again.",
      on: {
        'registration.resume': { target: 'syncing', actions: 'forgetDerivation' },
        retry: { target: 'syncing', actions: 'forgetDerivation' },
      },
    },
    completing: {
      description:
        'Registration complete: track completion, sync the media-app state, then hand back to the auth flow.',
      tags: ['loading'],
      invoke: {
        src: 'syncMediaApp',
        onDone: { target: 'complete' },
        onError: { target: 'complete', actions: reportErrorAt('media-app sync') },
      },
    },
    complete: {
      description:
        'Redirect to the authorize URL, or post oauthAuthorize to an allowed parent frame.',
      type: 'final',
      entry: 'handOff',
    },
  },
});
