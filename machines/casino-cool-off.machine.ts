import { assign, fromPromise, not, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { Restriction } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { endsLater, inForce, offeredChoices, restrictionOf } from './casino-restriction';
import { type SavedChoiceInput, savedChoice } from './saved-choice';

/**
 * /rg/casino_cool_off_period (issue 12 item 3): the active casino restriction, if any, and a new
 * one for a number of days or for life (product.md 3 "Casino restriction"). POST /i/restrictions
 * then "You've successfully disabled casino access." and the restriction read again. A new
 * restriction replaces the active one, so only one that ends later is offered or sent
 * (decision 066): a self-imposed restriction is never loosened from this page.
 */

export interface CasinoCoolOffContext {
  active: Restriction | null;
  /** The choices that end later than the active restriction (all of them when none is active). */
  offered: string[];
  choice: string;
  fieldError: string | null;
  error: string | null;
  notice: string | null;
}

export type CasinoCoolOffEvent =
  | { type: 'duration.choose'; value: string }
  | { type: 'restriction.request' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.back' }
  | { type: 'retry' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const casinoCoolOffMachine = setup({
  types: {} as {
    context: CasinoCoolOffContext;
    events: CasinoCoolOffEvent;
    input: SavedChoiceInput;
  },
  actors: {
    fetchRestriction: fromPromise<Restriction | null>(async () => {
      throw new Error('fetchRestriction is provided by src/flows/responsible-gaming.ts');
    }),
    createRestriction: fromPromise<void, { duration: number | null; lifetime: boolean }>(
      async () => {
        throw new Error('createRestriction is provided by src/flows/responsible-gaming.ts');
      },
    ),
  },
  actions: {
    // A choice brought back by a reload stays only while it is still offered.
    // One that has already ended is none (inForce).
    assignActive: assign(({ context }, params: { active: Restriction | null }) => {
      const now = Date.now();
      const active = inForce(params.active, now);
      const offered = offeredChoices(active, now);
      return {
        active,
        offered,
        choice: offered.includes(context.choice) ? context.choice : '',
      };
    }),
    choose: assign((_, params: { value: string }) => ({ choice: params.value, fieldError: null })),
    refuseChoice: assign({ fieldError: ours.coolOff.chooseCasinoDuration, notice: null }),
    refuseLooser: assign({ fieldError: ours.coolOff.casinoOnlyLonger, notice: null }),
    clearMessages: assign({ fieldError: null, error: null, notice: null }),
    assignCreated: assign({ choice: '', notice: successCopy.casinoDisabled }),
    assignError: assign((_, params: { error: unknown }) => {
      const error = (params.error ?? {}) as Partial<ApiError>;
      return error.status === 422
        ? { fieldError: networkCopy.invalid }
        : { error: messageOf(params.error) };
    }),
    assignLoadError: assign({
      error: (_, params: { error: unknown }) => messageOf(params.error),
    }),
  },
  guards: {
    hasChoice: ({ context }) => restrictionOf(context.choice) !== null,
    endsAfterActive: ({ context }) => endsLater(context.choice, context.active, Date.now()),
  },
}).createMachine({
  id: 'casinoCoolOff',
  context: ({ input }) => ({
    active: null,
    offered: [],
    choice: savedChoice(input),
    fieldError: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description: 'GET /i/restrictions/active/casino (404: none).',
      invoke: {
        src: 'fetchRestriction',
        onDone: {
          target: 'choosing',
          actions: { type: 'assignActive', params: ({ event }) => ({ active: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: 'clearMessages' } } },
    choosing: {
      on: {
        'duration.choose': {
          actions: { type: 'choose', params: ({ event }) => ({ value: event.value }) },
        },
        'restriction.request': [
          {
            description: 'A number of days, or lifetime, must be chosen first.',
            guard: not('hasChoice'),
            actions: 'refuseChoice',
          },
          {
            description:
              'The new restriction replaces the active one: it must end later (decision 066). Lifetime ends later than any number of days.',
            guard: 'endsAfterActive',
            target: 'confirming',
            actions: 'clearMessages',
          },
          {
            description:
              'A length that ends before the active restriction, or any length under a lifetime one, would loosen a self-imposed restriction: refused, nothing sent.',
            actions: 'refuseLooser',
          },
        ],
      },
    },
    confirming: {
      description: 'The generic confirmation (product.md 2.5): "Are you sure?", Yes or Go Back.',
      on: { 'confirm.yes': 'creating', 'confirm.back': 'choosing' },
    },
    creating: {
      tags: ['busy'],
      description:
        'POST /i/restrictions {type: casino, duration, lifetime} (201), then "You\'ve successfully disabled casino access." and the restriction read again.',
      invoke: {
        src: 'createRestriction',
        input: ({ context }) =>
          restrictionOf(context.choice) as { duration: number | null; lifetime: boolean },
        onDone: { target: 'loading', actions: 'assignCreated' },
        onError: {
          target: 'choosing',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
