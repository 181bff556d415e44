import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { RaceAndGenderOptions, RaceAndGenderSelection } from '../api/manual-pii';
import { manualPii as copy } from '../copy/ours/manual-pii';
import { raceAndGenderMachine } from './manual-pii-race-and-gender.machine';

const OPTIONS: RaceAndGenderOptions = {
  races: [{ value: 'white', label: 'White' }],
  genders: [{ value: 'male', label: 'Male' }],
};

function start(
  fetch: () => Promise<RaceAndGenderOptions> = async () => OPTIONS,
  submit: (selection: RaceAndGenderSelection) => Promise<void> = async () => {},
) {
  const sent: RaceAndGenderSelection[] = [];
  const actor = createActor(
    raceAndGenderMachine.provide({
      actors: {
        fetchRaceAndGenderOptions: fromPromise(fetch),
        submitRaceAndGender: fromPromise<void, RaceAndGenderSelection>(async ({ input }) => {
          sent.push(input);
          return submit(input);
        }),
      },
    }),
    { input: { done: '/continue_registration' } },
  ).start();
  return { actor, sent };
}

describe('race and gender', () => {
  it('loads the server’s answers, sends one of each and names the route to go on to', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.options).toEqual(OPTIONS);
    actor.send({ type: 'race.choose', value: 'white' });
    actor.send({ type: 'gender.choose', value: 'male' });
    actor.send({ type: 'selection.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ race: 'white', gender: 'male' }]);
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('asks for both answers before sending anything', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'selection.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      race: copy.errors.race,
      gender: copy.errors.gender,
    });
    actor.send({ type: 'gender.choose', value: 'male' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ race: copy.errors.race });
    expect(sent).toEqual([]);
  });

  it('shows a 422 at its answer and any other failure in the banner, keeping the choice', async () => {
    const failures: ApiError[] = [
      new ApiError({
        code: 'HTTP_ERROR',
        status: 422,
        message: 'x',
        action: 'save',
        fieldErrors: { race: 'Choose one of the race options' },
      }),
      new ApiError({ code: 'TIMEOUT_ERROR', message: 'Took too long', action: 'save' }),
    ];
    const { actor } = start(undefined, async () => {
      throw failures.shift();
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'race.choose', value: 'white' });
    actor.send({ type: 'gender.choose', value: 'male' });
    actor.send({ type: 'selection.submit' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.fieldErrors.race !== undefined);
    expect(actor.getSnapshot().context.formError).toBeNull();
    actor.send({ type: 'selection.submit' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe('Took too long');
    expect(actor.getSnapshot().context.selection).toEqual({ race: 'white', gender: 'male' });
  });

  it('says the answers could not be fetched, and fetches them again on retry', async () => {
    let attempts = 0;
    const { actor } = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return OPTIONS;
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.formError).toBe(copy.optionsFailed);
    actor.send({ type: 'options.retry' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.formError).toBeNull();
  });
});
