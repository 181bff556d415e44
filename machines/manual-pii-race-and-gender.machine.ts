import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../api/errors';
import type { RaceAndGenderOptions, RaceAndGenderSelection } from '../api/manual-pii';
import * as manualPiiApi from '../api/manual-pii';
import { manualPii as copy } from '../copy/ours/manual-pii';
import { network as networkCopy } from '../copy/spec/network';
import type { RoutePath } from './paths';

/**
 * Race and gender (product.md 2.2, 2.3, 3 "Manual PII"; contract.md 7): the answers come from
 * the server (GET /i/race_and_gender_options), the patron picks one of each, and the choice is
 * sent (POST /i/registration/race_and_gender_selections). Runs as the manual-PII step's child
 * `raceAndGender` on /signup/race_and_gender, and as the flow of the account pages
 * /race_and_gender and /web/race_and_gender, whose final output names the route to go on to
 * (/continue_registration: the onboarding machine derives what follows). The answers are never
 * mirrored or persisted: they describe a protected characteristic.
 */

export interface RaceAndGenderInput {
  /** Where a finished flow goes on to (its output). */
  done?: RoutePath;
}

export interface RaceAndGenderContext {
  options: RaceAndGenderOptions | null;
  selection: RaceAndGenderSelection;
  /** `race` / `gender` -> message: our checks, or the server's first 422 message. */
  fieldErrors: Record<string, string>;
  /** A failed load or save, in a banner. */
  formError: string | null;
  done: RoutePath;
}

export type RaceAndGenderEvent =
  | { type: 'race.choose'; value: string }
  | { type: 'gender.choose'; value: string }
  | { type: 'selection.submit' }
  | { type: 'options.retry' };

const missingChoices = (selection: RaceAndGenderSelection): Record<string, string> => ({
  ...(selection.race ? {} : { race: copy.errors.race }),
  ...(selection.gender ? {} : { gender: copy.errors.gender }),
});

/** The race-and-gender machine: load the answers, choose, send. */
export const raceAndGenderMachine = setup({
  types: {} as {
    context: RaceAndGenderContext;
    events: RaceAndGenderEvent;
    input: RaceAndGenderInput | undefined;
    output: { route: RoutePath };
  },
  actors: {
    fetchRaceAndGenderOptions: fromPromise<RaceAndGenderOptions>(({ signal }) =>
      manualPiiApi.getRaceAndGenderOptions({ signal }),
    ),
    submitRaceAndGender: fromPromise<void, RaceAndGenderSelection>(({ input, signal }) =>
      manualPiiApi.submitRaceAndGender(input, { signal }),
    ),
  },
  actions: {
    assignOptions: assign({
      options: (_, params: { options: RaceAndGenderOptions }) => params.options,
      formError: null,
    }),
    assignLoadError: assign({ formError: copy.optionsFailed }),
    clearFormError: assign({ formError: null }),
    chooseRace: assign({
      selection: ({ context }, params: { value: string }) => ({
        ...context.selection,
        race: params.value,
      }),
      fieldErrors: ({ context }) => {
        const { race: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    chooseGender: assign({
      selection: ({ context }, params: { value: string }) => ({
        ...context.selection,
        gender: params.value,
      }),
      fieldErrors: ({ context }) => {
        const { gender: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    assignMissingChoices: assign({
      fieldErrors: ({ context }) => missingChoices(context.selection),
    }),
    assignSaveError: assign((_, params: { error: unknown }) => {
      const { error } = params;
      if (!isApiError(error)) return { fieldErrors: {}, formError: networkCopy.generic };
      const { race, gender } = error.fieldErrors;
      const atFields = { ...(race ? { race } : {}), ...(gender ? { gender } : {}) };
      const hasAtFields = Object.keys(atFields).length > 0;
      return { fieldErrors: atFields, formError: hasAtFields ? null : error.message };
    }),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(missingChoices(context.selection)).length === 0,
  },
}).createMachine({
  id: 'raceAndGender',
  context: ({ input }) => ({
    options: null,
    selection: { race: '', gender: '' },
    fieldErrors: {},
    formError: null,
    done: input?.done ?? '/continue_registration',
  }),
  output: ({ context }) => ({ route: context.done }),
  initial: 'loading',
  states: {
    loading: {
      description: "The answers are the server's (GET /i/race_and_gender_options), tried once.",
      tags: ['loading'],
      invoke: {
        src: 'fetchRaceAndGenderOptions',
        onDone: {
          target: 'choosing',
          actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) },
        },
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: {
      on: { 'options.retry': { target: 'loading', actions: 'clearFormError' } },
    },
    choosing: {
      description:
        "One answer of each list is required; the server's lists include any way to decline.",
      on: {
        'race.choose': {
          actions: { type: 'chooseRace', params: ({ event }) => ({ value: event.value }) },
        },
        'gender.choose': {
          actions: { type: 'chooseGender', params: ({ event }) => ({ value: event.value }) },
        },
        'selection.submit': [
          {
            description: 'A race and a gender are chosen: send them.',
            guard: 'isComplete',
            target: 'submitting',
          },
          { actions: 'assignMissingChoices' },
        ],
      },
    },
    submitting: {
      description:
        'POST /i/registration/race_and_gender_selections {race, gender}. A 422 shows at its answer; any other failure in a banner; the choice is kept.',
      tags: ['submitting'],
      entry: 'clearFormError',
      invoke: {
        src: 'submitRaceAndGender',
        input: ({ context }) => context.selection,
        onDone: { target: 'done' },
        onError: {
          target: 'choosing',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
