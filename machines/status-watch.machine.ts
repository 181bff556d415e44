import { assign, fromPromise, setup } from 'xstate';
import { getRegistrationStatus } from '../api/registration';
import { POLL_INTERVAL_MS } from './kyc.machine';
import type { RoutePath } from './paths';
import { type Seen, seenOf } from './status-seen';

/**
 * The identity pages that wait for the server (issue 10 item 5: processing and pending pages,
 * the identity check under way, manual KYC pending): the registration status is read every
 * POLL_INTERVAL while the page is shown, silently, and on demand ("Check again", which says it is
 * checking and then what it found: QA 12). When it is no longer the
 * status the patron arrived with (or carries a failure reason it did not, or owes other fields or
 * policies, or is found a duplicate: QA 5), the page is done and the onboarding machine derives
 * where to go (/continue_registration). A failed read is tried
 * again at the next interval; leaving the page stops the reads.
 */

export { owedOf, type Seen } from './status-seen';

/**
 * The status the page was derived from, when the sign-up has one: the reads compare with it, so a
 * status that moved between that sync and the first read moves the page on (QA 8), rather than
 * becoming what the page waits on. Without it the first read is the one compared with.
 */
export interface WatchInput {
  first: Seen | null;
}

/** What the patron's own last check found, shown until the next one (null: none asked yet). */
export type CheckAnswer = 'unchanged' | 'failed' | null;

interface WatchContext {
  first: Seen | null;
  checks: number;
  answer: CheckAnswer;
  next: RoutePath | null;
}

export type WatchEvent = { type: 'check' } | { type: 'page.left' } | { type: 'page.entered' };

/** Either read (a poll or the patron's own check) that finds the status moved ends the wait. */
const moved = {
  description:
    'The registration status changed from the one this page waits on (or what it owes, or a duplicate was found): leave for the page it leads to.',
  guard: {
    type: 'moved' as const,
    params: ({ event }: { event: { output: Seen } }) => event.output,
  },
  target: 'done',
  actions: { type: 'leave' as const },
};

export const statusWatchMachine = setup({
  types: {} as {
    context: WatchContext;
    input: WatchInput;
    events: WatchEvent;
    output: { route: RoutePath };
  },
  actors: {
    readStatus: fromPromise<Seen>(async ({ signal }) => {
      return seenOf(await getRegistrationStatus({ signal }));
    }),
  },
  actions: {
    leave: assign({ next: '/continue_registration' as const }),
    /** A read that did not move: the first one becomes what the page waits on when it had none. */
    noteRead: assign(({ context }, params: Seen) => ({
      first: context.first ?? params,
      checks: context.checks + 1,
    })),
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    moved: ({ context }, params: Seen) =>
      context.first !== null &&
      (params.status !== context.first.status ||
        params.reason !== context.first.reason ||
        (params.owes ?? '') !== (context.first.owes ?? '')),
  },
}).createMachine({
  id: 'statusWatch',
  context: ({ input }) => ({ first: input.first, checks: 0, answer: null, next: null }),
  output: ({ context }) => ({ route: context.next ?? '/continue_registration' }),
  initial: 'polling',
  on: { 'page.left': '.paused' },
  states: {
    waiting: {
      after: { pollInterval: 'polling' },
      on: { check: 'checking' },
    },
    polling: {
      description:
        'The read every interval is silent (QA 12): it says nothing to the patron and leaves "Check again" usable.',
      invoke: {
        src: 'readStatus',
        onDone: [
          moved,
          {
            target: 'waiting',
            actions: { type: 'noteRead', params: ({ event }) => event.output },
          },
        ],
        description: 'A failed read is tried again at the next interval.',
        onError: 'waiting',
      },
      on: { check: 'checking' },
    },
    checking: {
      description:
        'The patron asked ("Check again"): the page says it is checking, then what the check found (QA 12).',
      tags: ['busy'],
      invoke: {
        src: 'readStatus',
        onDone: [
          moved,
          {
            description: 'Nothing changed: the page says so, until the patron checks again.',
            target: 'waiting',
            actions: [
              { type: 'noteRead', params: ({ event }) => event.output },
              assign({ answer: 'unchanged' as const }),
            ],
          },
        ],
        description: 'A failed check says so; the read is tried again at the next interval.',
        onError: { target: 'waiting', actions: assign({ answer: 'failed' as const }) },
      },
    },
    paused: {
      description: 'The patron left the page: no reads until it is shown again.',
      entry: assign({ answer: null }),
      on: { 'page.entered': 'polling' },
    },
    done: { type: 'final' },
  },
});
