import { and, assign, fromPromise, setup } from 'xstate';
import { isApiError, messageOf } from '../api/errors';
import {
  createProviderAccount,
  createScan,
  getScan,
  listScans,
  type ProviderSession,
  type Scan,
} from '../api/jumio';
import { getRegistrationStatus } from '../api/registration';
import { documents as copy } from '../copy/spec/documents';
import type { ErrorType } from './derivation';
import { type HandedOver, NO_NEW_TAB } from './hand-over';
import { verdictOf } from './kyc-failure-reasons';
import type { RoutePath } from './paths';
import { type Seen, seenOf } from './status-seen';

/**
 * The identity scan (product.md 4.4, issue 10 item 1). `initial` goes to `submitted` on start: a
 * provider session and a scan are created, then the provider's capture is handed over (its page,
 * the native SDK, or the sandbox's simulated page: the `handOver` actor the app provides). A
 * received scan gives `success`, `failed` (with its reason) or `pending` (with its id); while
 * pending the scan is polled every POLL_INTERVAL until success, failure or another value. Any
 * other value ends on the failure route (the support message is that page's). Leaving the page
 * pauses the polling; a reload finds the pending scan again (`resuming`) instead of starting one.
 * A hand-over that opened the provider's page in a new tab (a frame) leaves its address in
 * `newTabUrl` while the scan is pending, so the page can offer to open it again (QA 10).
 *
 * In sign-up (`inSignUp`) the outcome goes back to the registration status, which names the next
 * page (the error page of a failure reason, say); outside sign-up the page says it, and the
 * failure reason decides what: a capture the patron can do better (`failed`, with a retry) or a
 * verdict (`refused`, the words of its errorType and a way to support; QA 14).
 *
 * A failure a new capture may cure in sign-up first reads the registration status (QA 17): when
 * it is still the one the page was derived from (`shownFor`), the server still asks for this
 * capture and /continue_registration would only show the start again, silently; so the page says
 * the scan failed and offers the retry, as outside sign-up. A status that moved on (a failure
 * reason, another step) goes back to it as before; that page decides.
 */

/** product.md 4.4 / contract.md 9: the scan is polled every 5 seconds while pending. */
export const POLL_INTERVAL_MS = 5000;

/**
 * After this many polls still pending (30 s), the page offers to start the capture again: a
 * patron who left the provider's page before finishing leaves a scan that stays pending for good
 * (QA 8), and the copy promises less than a minute. A patron still waiting can keep waiting.
 */
export const SLOW_POLLS = 6;

export interface KycInput {
  inSignUp: boolean;
  /** Where "anything else" goes (product.md 4.4): /kyc/failure or the web error page. */
  failureRoute: RoutePath;
  /** A page that shows a scan already under way finds it first (after a reload or the provider). */
  resume: boolean;
  /** Where the provider's page sends the patron back: this page. */
  returnUrl: string | null;
  /**
   * In sign-up, the registration status the page was derived from (src/flows/identity.routes.ts):
   * a failed scan that leaves it as it was stays on the page with its error (QA 17). None: the
   * outcome goes back to the registration status.
   */
  shownFor?: Seen | null;
}

interface KycContext extends Omit<KycInput, 'shownFor'> {
  shownFor: Seen | null;
  session: ProviderSession | null;
  /** Polls of this scan answered pending, counted up to SLOW_POLLS. */
  polls: number;
  /** The last scan received: its id is polled, its status chooses the way on. */
  scan: Scan | null;
  /** The provider's page opened in a new tab, while its scan is pending (machines/hand-over.ts). */
  newTabUrl: string | null;
  error: string | null;
  /** Outside sign-up, the errorType of a failure reason no new capture cures (`refused`). */
  verdict: Exclude<ErrorType, 'DEFAULT'> | null;
  next: RoutePath | null;
}

export type KycEvent =
  | { type: 'start' }
  | { type: 'page.left' }
  | { type: 'page.entered' }
  /** Outside sign-up, after "Document verified successfully!": on with the account. */
  | { type: 'continue' }
  /** The hand-over ended with the capture not done (cancelled, or no native function). */
  | { type: 'capture.failed' }
  /** The capture is done (the sandbox's simulated provider page says so). */
  | { type: 'capture.done' };

/** Success and failure alike: inside sign-up, the onboarding machine takes the outcome. */
const handBackInSignUp = {
  description: 'This capture is a sign-up step: hand the outcome back to the onboarding machine.',
  guard: 'inSignUp',
  target: 'done',
  actions: 'continueSignUp',
} as const;

export const kycMachine = setup({
  types: {} as {
    context: KycContext;
    input: KycInput;
    events: KycEvent;
    output: { route: RoutePath };
  },
  actors: {
    findScan: fromPromise<Scan | null>(async ({ signal }) => {
      const scans = await listScans({ signal });
      return scans.at(-1) ?? null;
    }),
    startScan: fromPromise<{ session: ProviderSession; scan: Scan }, { returnUrl: string | null }>(
      async ({ input, signal }) => {
        const session = await createProviderAccount(input.returnUrl, { signal });
        const scan = await createScan(session.accountId ?? session.id, { signal });
        return { session, scan };
      },
    ),
    /** Opens the provider's capture; resolves when the app may poll, rejects when it failed. */
    handOver: fromPromise<HandedOver, { session: ProviderSession; scanId: string }>(
      async () => NO_NEW_TAB,
    ),
    pollScan: fromPromise<Scan, { scanId: string }>(({ input, signal }) =>
      getScan(input.scanId, { signal }),
    ),
    readStatus: fromPromise<Seen>(async ({ signal }) =>
      seenOf(await getRegistrationStatus({ signal })),
    ),
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    isSuccess: ({ context }) => context.scan?.status === 'success',
    isFailure: ({ context }) => context.scan?.status === 'failure',
    isVerdict: ({ context }) =>
      context.scan?.status === 'failure' && verdictOf(context.scan.failureReason) !== null,
    isPending: ({ context }) => context.scan?.status === 'pending',
    isResuming: ({ context }) => context.resume,
    inSignUp: ({ context }) => context.inSignUp,
    // A call's failure (the page to open was refused), not a capture the patron did not finish.
    isCallFailure: (_, params: { error: unknown }) => isApiError(params.error),
    tookLong: ({ context }) => context.polls >= SLOW_POLLS,
    // The status as the page was derived from it: the server still asks for this capture.
    unchanged: ({ context }, params: { status: Seen }) =>
      context.shownFor !== null &&
      params.status.status === context.shownFor.status &&
      params.status.reason === context.shownFor.reason &&
      (params.status.owes ?? '') === (context.shownFor.owes ?? ''),
    // Only a scan still pending is taken up again: a finished one is the server's to act on.
    found: (_, params: { scan: Scan | null }) => params.scan?.status === 'pending',
  },
  actions: {
    keepScan: assign((_, params: { scan: Scan }) => ({ scan: params.scan })),
    countPoll: assign({ polls: ({ context }) => Math.min(context.polls + 1, SLOW_POLLS) }),
    startAgain: assign({ error: null, verdict: null, polls: 0, newTabUrl: null }),
    keepNewTab: assign((_, params: { handedOver: HandedOver | undefined }) => ({
      newTabUrl: params.handedOver?.newTabUrl ?? null,
    })),
    // Only a pending scan has a capture to finish: the address goes with any outcome.
    forgetNewTabUnlessPending: assign({
      newTabUrl: ({ context }) => (context.scan?.status === 'pending' ? context.newTabUrl : null),
    }),
    keepVerdict: assign({
      verdict: ({ context }) => verdictOf(context.scan?.failureReason ?? null),
    }),
    continueSignUp: assign({ next: '/continue_registration' as const }),
    toFailureRoute: assign({ next: ({ context }) => context.failureRoute }),
  },
}).createMachine({
  id: 'kyc',
  context: ({ input }) => ({
    ...input,
    shownFor: input.shownFor ?? null,
    session: null,
    scan: null,
    newTabUrl: null,
    polls: 0,
    error: null,
    verdict: null,
    next: null,
  }),
  output: ({ context }) => ({ route: context.next ?? '/continue_registration' }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        {
          description:
            'The page came back from the provider (or was reloaded) during a capture: look for the scan in progress.',
          guard: 'isResuming',
          target: 'resuming',
        },
        { target: 'initial' },
      ],
    },
    resuming: {
      tags: ['busy'],
      description: 'A reload or a return from the provider: the pending scan, not a new one.',
      invoke: {
        src: 'findScan',
        onDone: [
          {
            description: 'A pending scan was found: go on polling it.',
            guard: { type: 'found', params: ({ event }) => ({ scan: event.output }) },
            target: 'received',
            actions: assign({ scan: ({ event }) => event.output }),
          },
          { target: 'initial' },
        ],
        onError: { target: 'initial' },
      },
    },
    initial: {
      on: { start: { target: 'submitted', actions: 'startAgain' } },
    },
    submitted: {
      tags: ['busy'],
      invoke: {
        src: 'startScan',
        input: ({ context }) => ({ returnUrl: context.returnUrl }),
        onDone: {
          target: 'handingOver',
          actions: [
            assign({ session: ({ event }) => event.output.session }),
            { type: 'keepScan', params: ({ event }) => ({ scan: event.output.scan }) },
          ],
        },
        onError: {
          target: 'initial',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    handingOver: {
      tags: ['busy', 'capturing'],
      invoke: {
        src: 'handOver',
        input: ({ context }) => ({
          session: context.session as ProviderSession,
          scanId: context.scan?.id ?? '',
        }),
        onDone: {
          description:
            "In a frame the provider's page opened in a new tab: its address is kept so the page can open it again.",
          target: 'afterCapture',
          actions: { type: 'keepNewTab', params: ({ event }) => ({ handedOver: event.output }) },
        },
        onError: [
          {
            description:
              'The server gave no page that may be opened (not https): its call failed, "Oops, something went wrong! Please try again!" (QA 17).',
            guard: { type: 'isCallFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'initial',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
          },
          {
            description: 'The capture did not happen: "We could not validate your document..."',
            target: 'initial',
            actions: assign({ error: copy.notValidated }),
          },
        ],
      },
      on: {
        'capture.done': 'afterCapture',
        'capture.failed': {
          target: 'initial',
          actions: assign({ error: copy.notValidated }),
        },
      },
    },
    afterCapture: {
      description: 'The provider is done: the scan is read at once, then every POLL_INTERVAL.',
      always: [
        {
          description: 'The capture handed back a pending scan: read its status.',
          guard: 'isPending',
          target: 'pending.fetching',
        },
        { target: 'received' },
      ],
    },
    received: {
      entry: 'forgetNewTabUnlessPending',
      always: [
        {
          description: 'The scan succeeded (product.md 4.4).',
          guard: 'isSuccess',
          target: 'success',
        },
        {
          description:
            'The scan failed for a reason no new capture cures (underage, denied, expired, fraud...): product.md 4.2 errorType.',
          guard: 'isVerdict',
          target: 'refused',
        },
        {
          description:
            'In sign-up, the scan failed for a reason a new capture may cure: read the registration status first (QA 17).',
          guard: and(['isFailure', 'inSignUp']),
          target: 'checkingStatus',
        },
        {
          description:
            'The scan failed for a reason a new capture may cure (unreadable, not uploaded, selfie), or for none.',
          guard: 'isFailure',
          target: 'failed',
        },
        {
          description: 'The scan is still pending: poll again in 5000 ms.',
          guard: 'isPending',
          target: 'pending',
        },
        { target: 'unknown' },
      ],
    },
    pending: {
      tags: ['busy', 'polling'],
      initial: 'waiting',
      on: {
        'page.left': '.paused',
        start: {
          description:
            'Still pending after SLOW_POLLS polls: the patron may start the capture again (a capture left unfinished at the provider stays pending).',
          guard: 'tookLong',
          target: 'submitted',
          actions: 'startAgain',
        },
      },
      states: {
        waiting: {
          after: { pollInterval: 'fetching' },
        },
        fetching: {
          invoke: {
            src: 'pollScan',
            input: ({ context }) => ({ scanId: context.scan?.id ?? '' }),
            onDone: {
              target: '#kyc.received',
              actions: [
                { type: 'keepScan', params: ({ event }) => ({ scan: event.output }) },
                'countPoll',
              ],
            },
            description: 'A failed poll is tried again at the next interval.',
            onError: { target: 'waiting' },
          },
        },
        paused: {
          description: 'The patron left the page: no polling until the page is shown again.',
          on: { 'page.entered': 'fetching' },
        },
      },
    },
    checkingStatus: {
      tags: ['busy', 'polling'],
      description:
        'In sign-up, a failure a new capture may cure: does the registration status still ask for this capture? (QA 17)',
      invoke: {
        src: 'readStatus',
        onDone: [
          {
            description:
              'The status is the one the page was derived from: the page says the scan failed and offers the retry.',
            guard: { type: 'unchanged', params: ({ event }) => ({ status: event.output }) },
            target: 'failed',
          },
          {
            description:
              'The status moved on (a failure reason, another step), or the page had none: /continue_registration derives the page.',
            target: 'done',
            actions: 'continueSignUp',
          },
        ],
        onError: {
          description: 'A failed read says nothing new: the scan failed, so the page says so.',
          target: 'failed',
        },
      },
    },
    success: {
      always: handBackInSignUp,
      description: 'Outside sign-up the page says "Document verified successfully!".',
      on: { continue: { target: 'done', actions: 'continueSignUp' } },
    },
    failed: {
      description:
        '"We could not validate your document. Please ensure you\'re in a well lit room and try again." with a retry (in sign-up, once the registration status still asks for the capture: QA 17).',
      entry: assign({ error: copy.notValidated }),
      on: { start: { target: 'submitted', actions: 'startAgain' } },
    },
    refused: {
      always: handBackInSignUp,
      description:
        "Outside sign-up: the words of the failure reason's errorType (product.md 4.2) and a way to support; no retry (QA 14).",
      entry: 'keepVerdict',
    },
    unknown: {
      description: 'Any other outcome: the failure route, whose page gives the support message.',
      always: { target: 'done', actions: 'toFailureRoute' },
    },
    done: { type: 'final' },
  },
});
