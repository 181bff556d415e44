import { and, assign, emit, fromPromise, not, setup } from 'xstate';
import { type ApiError, isAuthFailure } from '../api/errors';
import type { SelfExclusionOption } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { ssn as ssnCopy } from '../copy/ours/ssn';
import { network as networkCopy } from '../copy/spec/network';
import { selfExclusion as selfExclusionCopy } from '../copy/spec/self-exclusion';
import type { RoutePath } from './paths';
import { type RgOutcomeLength, rgOutcomeHref } from './rg-outcome';
import { jurisdictionOf } from './rg-rules';
import type { SavedChoiceInput } from './saved-choice';
import { keptPeriod } from './self-exclusion-draft';
import { lastFourSsnDigits } from './ssn-digits';
import { isOutcomeUnknown, isSuspendedAs, suspensionNow } from './suspension-outcome';

/**
 * Self-exclusion (issue 12 item 4; product.md 4.5 and 5): period (or lifetime) first, then the
 * last four digits of the SSN where the jurisdiction asks for them (the rule table), then every
 * waiver accepted, then POST /i/self_exclusions. The SSN is checked before the waivers page, so a
 * request never leaves without it. One run of the machine serves one step page (/period,
 * /personal, /waivers, under /rg/self_exclusion or /cool_off_self_exclusion): a step that is done
 * ends the run with the next page's route and what was chosen so far, which the next page's run
 * starts from (src/flows/responsible-gaming.routes.ts), so the address bar follows the steps and
 * machines never navigate. A 422 with an ssn error returns to the personal page with its message
 * (where no SSN is asked, to the waivers page, which shows it); any other failure to the start with "There was a problem submitting your self exclusion
 * request!". Success reports the suspension to the native side and announces the logout, which
 * the session machine makes, to /rg/loading, which says the exclusion is in effect and for how
 * long (decision 061). A reload keeps the period chosen, never the SSN or the waivers (decision 076).
 */

/** The two route sets of the flow (product.md 2.3). */
export type SelfExclusionBase = '/rg/self_exclusion' | '/cool_off_self_exclusion';
export type SelfExclusionStep = 'period' | 'personal' | 'waivers';
/** The steps in the order a patron walks them. */
const STEP_ORDER: readonly SelfExclusionStep[] = ['period', 'personal', 'waivers'];

/** The waivers a patron accepts before submitting (our words: decision 033). */
export const WAIVERS = ours.selfExclusion.waivers.map((_, index) => index);

/** What the steps collected; it travels from one step's run to the next in memory only. */
export interface SelfExclusionData {
  options: SelfExclusionOption[] | null;
  /** The index of the chosen option, or null. */
  period: number | null;
  /** The last four SSN digits as typed; never persisted, never logged. */
  ssn: string;
  accepted: boolean[];
  /** A message carried to the page the flow returns to (the ssn error, or the problem message). */
  ssnError: string | null;
  error: string | null;
}

export const EMPTY_DATA: SelfExclusionData = {
  options: null,
  period: null,
  ssn: '',
  accepted: WAIVERS.map(() => false),
  ssnError: null,
  error: null,
};

export interface SelfExclusionInput extends SavedChoiceInput {
  base: SelfExclusionBase;
  step: SelfExclusionStep;
  regionCode: string;
  data: SelfExclusionData;
}

export interface SelfExclusionContext extends SelfExclusionInput {
  /** The step this run's page is: `step` becomes the page to go to when the run ends. */
  openedAt: SelfExclusionStep;
  ssnRequired: boolean;
  fieldError: string | null;
  /** The request was accepted: the run ends without a page (the logout navigates). */
  submitted: boolean;
}

export type SelfExclusionEvent =
  | { type: 'period.choose'; index: number }
  | { type: 'ssn.change'; value: string }
  | { type: 'waiver.toggle'; index: number; accepted: boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'retry' };

export interface SelfExclusionOutput {
  /** The page to go to; none once submitted (the session's logout navigates). */
  route?: RoutePath;
  data: SelfExclusionData;
  /**
   * How the page changes (src/flow-navigation.ts): a later step adds a history entry, so the
   * browser's Back returns to this one (QA 3 L11b); an earlier step goes back to it.
   */
  history: 'push' | 'back';
}

const SSN_DIGITS = /^\d{4}$/;

/** The route of a step of a route set. */
export const stepRoute = (base: SelfExclusionBase, step: SelfExclusionStep): RoutePath =>
  `${base}/${step}`;

/** Where a step stands among those the region asks for (no SSN asked: no personal page). */
export function stepPlace(
  step: SelfExclusionStep,
  ssnRequired: boolean,
): { number: number; of: number } {
  const steps = STEP_ORDER.filter((each) => ssnRequired || each !== 'personal');
  return { number: steps.indexOf(step) + 1, of: steps.length };
}

/**
 * The first step whose prerequisites are missing for the step asked, or the step itself: no
 * personal page before a period, no waivers before a period and (where asked) the SSN.
 */
export function reachableStep(
  step: SelfExclusionStep,
  data: SelfExclusionData,
  ssnRequired: boolean,
): SelfExclusionStep {
  if (step === 'period' || !hasChosenPeriod(data)) return 'period';
  if (step === 'personal') return ssnRequired ? 'personal' : 'waivers';
  if (ssnRequired && !SSN_DIGITS.test(data.ssn)) return 'personal';
  return 'waivers';
}

/** Whether a region's self-exclusion asks for the SSN (the rule table). */
export const ssnRequiredIn = (regionCode: string): boolean =>
  jurisdictionOf(regionCode).selfExclusionSsnRequired.value;

/** What POST /i/self_exclusions carries: the chosen period and, where asked, the SSN. */
/** The option the patron chose, once the options are read and one is. */
const chosenOption = (data: SelfExclusionData) => data.options?.[data.period ?? -1];

export function requestOf(context: Pick<SelfExclusionContext, 'data' | 'ssnRequired'>) {
  const option = chosenOption(context.data);
  return {
    duration: option?.lifetime ? null : (option?.duration ?? null),
    lifetime: option?.lifetime === true,
    ssn: context.ssnRequired ? context.data.ssn : null,
  };
}

/**
 * Whether a request names a period: lifetime, or a positive whole number of days (product.md 5 "A
 * period or lifetime must be chosen first"). Nothing else is ever sent, whatever the options read.
 */
export const namesPeriod = (request: { duration: number | null; lifetime: boolean }): boolean =>
  request.lifetime ||
  (request.duration !== null && Number.isInteger(request.duration) && request.duration > 0);

/** Whether the option chosen is one a request can be made of (see namesPeriod). */
export const hasChosenPeriod = (data: SelfExclusionData): boolean =>
  namesPeriod(requestOf({ data, ssnRequired: false }));

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

/** The length the request asked for, as /rg/loading names it. */
const lengthOf = (request: ReturnType<typeof requestOf>): RgOutcomeLength =>
  request.lifetime ? 'lifetime' : request.duration;

export const selfExclusionMachine = setup({
  types: {} as {
    context: SelfExclusionContext;
    events: SelfExclusionEvent;
    input: SelfExclusionInput;
    output: SelfExclusionOutput;
    /** `to`: /rg/loading, its query naming the self-exclusion and its length (machines/rg-outcome.ts). */
    emitted: { type: 'session.logout'; to: string; via: RoutePath };
  },
  actors: {
    fetchOptions: fromPromise<SelfExclusionOption[], { regionCode: string }>(async () => {
      throw new Error('fetchOptions is provided by src/flows/responsible-gaming.ts');
    }),
    submit: fromPromise<void, { duration: number | null; lifetime: boolean; ssn: string | null }>(
      async () => {
        throw new Error('submit is provided by src/flows/responsible-gaming.ts');
      },
    ),
    suspensionNow,
  },
  actions: {
    // A period kept over a reload is chosen again once the options it belongs to have been read.
    assignOptions: assign(({ context }, params: { options: SelfExclusionOption[] }) => ({
      data: {
        ...context.data,
        options: params.options,
        period: context.data.period ?? keptPeriod(context, params.options),
        error: null,
      },
    })),
    assignOptionsError: assign(({ context }, params: { error: unknown }) => ({
      data: { ...context.data, error: messageOf(params.error) },
    })),
    choosePeriod: assign(({ context }, params: { index: number }) => ({
      data: { ...context.data, period: params.index, error: null },
      fieldError: null,
    })),
    changeSsn: assign(({ context }, params: { value: string }) => ({
      data: { ...context.data, ssn: lastFourSsnDigits(params.value), ssnError: null },
      fieldError: null,
    })),
    toggleWaiver: assign(({ context }, params: { index: number; accepted: boolean }) => ({
      data: {
        ...context.data,
        accepted: context.data.accepted.map((value, i) =>
          i === params.index ? params.accepted : value,
        ),
      },
      fieldError: null,
    })),
    refuse: assign((_, params: { message: string }) => ({ fieldError: params.message })),
    /** The period page is told why it is back: no period to request (product.md 5). */
    assignNoPeriod: assign(({ context }) => ({
      data: { ...context.data, period: null, error: ours.selfExclusion.choosePeriod },
    })),
    clearMessages: assign(({ context }) => ({
      data: { ...context.data, error: null, ssnError: null },
      fieldError: null,
    })),
    // product.md 5: a 422 with an ssn error goes back to the personal page with its message;
    // anything else to the start with the problem message. The SSN typed is kept in memory for
    // the personal page only when it is asked again.
    assignSubmitError: assign(({ context }, params: { error: unknown }) => {
      const error = (params.error ?? {}) as Partial<ApiError>;
      const ssnError = error.status === 422 ? (error.fieldErrors?.ssn ?? null) : null;
      return ssnError
        ? { data: { ...context.data, ssnError, error: null } }
        : { data: { ...context.data, ssn: '', error: selfExclusionCopy.problem } };
    }),
    forgetSsn: assign(({ context }) => ({ data: { ...context.data, ssn: '' } })),
    /** The run is over, with no page of its own to go to: what it collected (the SSN) is dropped. */
    endRun: assign({ submitted: true, data: EMPTY_DATA }),
    /** Tells the native wrapper the account is suspended (contract.md 7 setSuspendedState). */
    reportSuspended: () => {},
    // product.md 4.5: success leads to "the login page and the loading page": Back from the
    // loading page lands on login, not on the waivers the patron can no longer open.
    announceLogout: emit(({ context }) => ({
      type: 'session.logout' as const,
      to: rgOutcomeHref({
        kind: 'self_exclusion',
        length: lengthOf(requestOf(context)),
        // "3 months" as the patron chose it, rather than the 90 days it was sent as (QA 14).
        label: chosenOption(context.data)?.label ?? undefined,
      }),
      via: '/login' as const,
    })),
  },
  guards: {
    isSessionFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    isOutcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknown(params.error),
    isSelfExcluded: isSuspendedAs('self_exclusion'),
    isSsnRequired: ({ context }) => context.ssnRequired,
    hasOptions: ({ context }) => context.data.options !== null,
    hasNoOptions: (_, params: { options: readonly unknown[] }) => params.options.length === 0,
    hasPeriod: ({ context }) => hasChosenPeriod(context.data),
    hasValidSsn: ({ context }) => SSN_DIGITS.test(context.data.ssn),
    hasAllWaivers: ({ context }) => context.data.accepted.every(Boolean),
    isSsnError: ({ context }) => context.data.ssnError !== null,
    startsAt: ({ context }, params: { step: SelfExclusionStep }) => context.step === params.step,
  },
}).createMachine({
  id: 'selfExclusion',
  context: ({ input }) => ({
    ...input,
    openedAt: input.step,
    ssnRequired: ssnRequiredIn(input.regionCode),
    fieldError: null,
    submitted: false,
  }),
  output: ({ context }) => ({
    route: context.submitted ? undefined : stepRoute(context.base, context.step),
    data: context.data,
    history:
      STEP_ORDER.indexOf(context.step) > STEP_ORDER.indexOf(context.openedAt) ? 'push' : 'back',
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          description: 'The page opened is the period step: start there.',
          guard: { type: 'startsAt', params: { step: 'period' } },
          target: 'period',
        },
        {
          description: 'The page opened is the personal-details step: start there.',
          guard: { type: 'startsAt', params: { step: 'personal' } },
          target: 'personal',
        },
        { target: 'waivers' },
      ],
    },
    period: {
      initial: 'checking',
      description: "Period or lifetime first; the options are read for the patron's region.",
      states: {
        checking: {
          always: [
            {
              description:
                'The self-exclusion options of the region have loaded: let the patron choose a period.',
              guard: 'hasOptions',
              target: 'choosing',
            },
            { target: 'loading' },
          ],
        },
        loading: {
          tags: ['loading'],
          description:
            'GET /i/self_exclusion_options/{region}. A failure: "Could not fetch self exclusion options" with a retry.',
          invoke: {
            id: 'fetchOptions',
            src: 'fetchOptions',
            input: ({ context }) => ({ regionCode: context.regionCode }),
            onDone: [
              {
                description:
                  'The region offers no period: nothing to choose, so the page says so and may read them again (QA 4).',
                guard: { type: 'hasNoOptions', params: ({ event }) => ({ options: event.output }) },
                target: 'noOptions',
              },
              {
                target: 'choosing',
                actions: {
                  type: 'assignOptions',
                  params: ({ event }) => ({ options: event.output }),
                },
              },
            ],
            onError: {
              target: 'loadFailed',
              actions: {
                type: 'assignOptionsError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        loadFailed: { on: { retry: 'loading' } },
        noOptions: { on: { retry: 'loading' } },
        choosing: {
          on: {
            'period.choose': {
              actions: { type: 'choosePeriod', params: ({ event }) => ({ index: event.index }) },
            },
            'step.next': [
              {
                description:
                  'Where the jurisdiction asks for the SSN: the personal page. A message of an earlier submit stays behind (QA 14).',
                guard: { type: 'hasPeriod' },
                target: '#selfExclusion.toPersonal',
                actions: 'clearMessages',
              },
              { actions: { type: 'refuse', params: { message: ours.selfExclusion.choosePeriod } } },
            ],
          },
        },
      },
    },
    toPersonal: {
      always: [
        {
          description:
            'The rule table asks for the SSN in this jurisdiction (the US only): go to the personal-details page.',
          guard: 'isSsnRequired',
          target: 'leaving',
          actions: assign({ step: 'personal' }),
        },
        {
          description: 'No SSN asked (the rule table): straight to the waivers.',
          target: 'leaving',
          actions: assign({ step: 'waivers' }),
        },
      ],
    },
    personal: {
      description:
        'The last four digits of the SSN, asked only where the jurisdiction requires it. They are checked here, before the waivers, so no request leaves without them.',
      on: {
        'ssn.change': {
          actions: { type: 'changeSsn', params: ({ event }) => ({ value: event.value }) },
        },
        'step.next': [
          {
            description: 'The last four SSN digits are given where required: go on to the waivers.',
            guard: 'hasValidSsn',
            target: 'leaving',
            actions: [assign({ step: 'waivers' }), 'clearMessages'],
          },
          { actions: { type: 'refuse', params: { message: ssnCopy.invalid } } },
        ],
        'step.back': { target: 'leaving', actions: [assign({ step: 'period' }), 'forgetSsn'] },
      },
    },
    waivers: {
      description: 'Every waiver must be accepted before the request is sent.',
      on: {
        'waiver.toggle': {
          actions: {
            type: 'toggleWaiver',
            params: ({ event }) => ({ index: event.index, accepted: event.accepted }),
          },
        },
        'step.next': [
          {
            description:
              'No period or lifetime to request (product.md 5 "A period or lifetime must be chosen first"): nothing is sent, back to the period page to choose one.',
            guard: not('hasPeriod'),
            target: 'leaving',
            actions: [assign({ step: 'period' }), 'assignNoPeriod'],
          },
          {
            description: 'Every waiver is accepted: post the self-exclusion.',
            guard: 'hasAllWaivers',
            target: 'submitting',
            actions: 'clearMessages',
          },
          { actions: { type: 'refuse', params: { message: ours.selfExclusion.acceptAll } } },
        ],
        'step.back': [
          {
            description:
              'The rule table asks for the SSN in this jurisdiction (the US only): go to the personal-details page.',
            guard: 'isSsnRequired',
            target: 'leaving',
            actions: assign({ step: 'personal' }),
          },
          { target: 'leaving', actions: assign({ step: 'period' }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      description:
        'POST /i/self_exclusions {duration (days, null for lifetime), ssn (or null), lifetime}.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'excluded', actions: 'forgetSsn' },
        onError: [
          {
            description:
              'Timed out or lost its connection: the server may have excluded the account, so the page asks before it says anything (decision 088).',
            guard: { type: 'isOutcomeUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingOutcome',
          },
          {
            description:
              'A 401 or a suspension (403 user_suspended): the session takes the patron to login or to the suspension page (product.md 2.9), so this flow goes to no page of its own.',
            guard: { type: 'isSessionFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'handedToSession',
          },
          {
            target: 'failed',
            actions: { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    checkingOutcome: {
      tags: ['busy'],
      description:
        'GET /i/registration_status: a self-exclusion suspension means the request went through; anything else, the problem message and the start.',
      invoke: {
        id: 'suspensionNow',
        src: 'suspensionNow',
        onDone: [
          {
            description: 'The account is under a self-exclusion: the request went through.',
            guard: {
              type: 'isSelfExcluded',
              params: ({ event }) => ({ suspension: event.output }),
            },
            target: 'excluded',
            actions: 'forgetSsn',
          },
          {
            target: 'failed',
            actions: { type: 'assignSubmitError', params: { error: null } },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignSubmitError', params: { error: null } },
        },
      },
    },
    failed: {
      always: [
        {
          description: 'A 422 with an ssn error: the personal page, with the message.',
          guard: and(['isSsnError', 'isSsnRequired']),
          target: 'leaving',
          actions: assign({ step: 'personal' }),
        },
        {
          description:
            'A 422 with an ssn error where no SSN is asked (Canada): there is no personal page, so the waivers page again, with the message.',
          guard: 'isSsnError',
          target: 'leaving',
          actions: assign({ step: 'waivers' }),
        },
        {
          description:
            '"There was a problem submitting your self exclusion request!": back to the start.',
          target: 'leaving',
          actions: assign({ step: 'period' }),
        },
      ],
    },
    excluded: {
      type: 'final',
      description:
        'The account is suspended: the native side is told (setSuspendedState), the session logs out and goes to /rg/loading.',
      entry: ['reportSuspended', 'announceLogout', 'endRun'],
    },
    handedToSession: {
      type: 'final',
      description: 'The session answers the failure; the SSN typed is forgotten.',
      entry: 'endRun',
    },
    leaving: {
      type: 'final',
      description: 'This step is done: its output names the next page and carries the data.',
    },
  },
});
