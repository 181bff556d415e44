import { assign, fromPromise, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import type { Restriction } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { parseDuration } from './cool-off.machine';

/**
 * /rg/casino_cool_off_period (issue 12 item 3): the active casino restriction, if any, and a new
 * one for a number of days or for life (product.md 3 "Casino restriction"). POST /i/restrictions
 * then "You've successfully disabled casino access." and the restriction read again.
 */

/** The choice meaning a lifetime restriction. */
export const LIFETIME = 'lifetime';

export interface CasinoCoolOffContext {
  active: Restriction | null;
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

/** What a choice sends: whole days, or a lifetime restriction; null when nothing valid is chosen. */
export function restrictionOf(
  choice: string,
): { duration: number | null; lifetime: boolean } | null {
  if (choice === LIFETIME) return { duration: null, lifetime: true };
  const days = parseDuration(choice);
  return days === null ? null : { duration: days, lifetime: false };
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const casinoCoolOffMachine = setup({
  types: {} as { context: CasinoCoolOffContext; events: CasinoCoolOffEvent },
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
    assignActive: assign((_, params: { active: Restriction | null }) => ({
      active: params.active,
    })),
    choose: assign((_, params: { value: string }) => ({ choice: params.value, fieldError: null })),
    refuseChoice: assign({ fieldError: ours.coolOff.chooseCasinoDuration, notice: null }),
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
  },
}).createMachine({
  id: 'casinoCoolOff',
  context: { active: null, choice: '', fieldError: null, error: null, notice: null },
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
            guard: 'hasChoice',
            target: 'confirming',
            actions: 'clearMessages',
          },
          { actions: 'refuseChoice' },
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
