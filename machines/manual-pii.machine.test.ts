import {
  type AnyActorRef,
  assign,
  createActor,
  fromPromise,
  SimulatedClock,
  setup,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { Region } from '../api/lists';
import type { RaceAndGenderOptions, RaceAndGenderSelection } from '../api/manual-pii';
import type { Country } from '../api/reference-lists';
import type { RegistrationForm, RegistrationPatch, RegistrationStatus } from '../api/registration';
import { manualPii as copy } from '../copy/ours/manual-pii';
import { balance as balanceCopy } from '../copy/spec/balance';
import { brand as brandCopy } from '../copy/spec/brand';
import { lists as listsCopy } from '../copy/spec/lists';
import { type ManualPiiContext, manualPiiMachine } from './manual-pii.machine';
import { raceAndGenderMachine } from './manual-pii-race-and-gender.machine';
import type { StepDraftEvent, StepInput, StepRouteEvent } from './step-contract';

const COUNTRIES: Country[] = [
  { code: 'US', name: 'United States', demonym: 'American', icon: null },
  { code: 'CA', name: 'Canada', demonym: 'Canadian', icon: null },
  { code: 'FR', name: 'France', demonym: 'French', icon: null },
];
const region = (code: string, name: string): Region => ({
  iso31662Code: code,
  name,
  countryCode: code.slice(0, 2),
  requireEmailVerification: false,
  isBettingRegion: true,
});
const REGIONS: Region[] = [region('US-NJ', 'New Jersey'), region('CA-ON', 'Ontario')];
const OPTIONS: RaceAndGenderOptions = {
  races: [
    { value: 'asian', label: 'Asian' },
    { value: 'prefer_not_to_say', label: 'Prefer not to say' },
  ],
  genders: [{ value: 'female', label: 'Female' }],
};

function status(value: RegistrationStatus['status'], pendingFields = {}): RegistrationStatus {
  return {
    status: value,
    kycFailureReason: null,
    pendingFields,
    pendingKycProviders: [],
    pendingPolicies: [],
    emailVerificationStatus: 'SKIPPED',
    isDuplicateUser: false,
    acceptedPolicies: [],
    executedKycProviders: [],
  };
}

const stepInput = (overrides: Partial<StepInput> = {}): StepInput => ({
  route: '/web/signup/name',
  layout: 'web',
  brandName: 'Northstar',
  regionCode: 'US-NJ',
  status: status('manual_pii_entry_required'),
  registration: { firstName: 'Ada', lastName: 'Lovelace' } as RegistrationForm,
  flags: [],
  savedDraft: null,
  ...overrides,
});

const apiError = (status: number, fieldErrors: Record<string, string> = {}, message = 'failed') =>
  new ApiError({
    code: 'HTTP_ERROR',
    status,
    message,
    action: 'update your registration',
    fieldErrors,
  });

interface Fakes {
  lists?: () => Promise<{ countries: Country[]; regions: Region[] }>;
  save?: (patch: RegistrationPatch) => Promise<void>;
  readStatus?: () => Promise<RegistrationStatus>;
  submitRace?: (selection: RaceAndGenderSelection) => Promise<void>;
}

/** Runs the step as the onboarding machine does: a child whose routes and drafts are recorded. */
function start(input: Partial<StepInput> = {}, fakes: Fakes = {}, clock?: SimulatedClock) {
  const calls = { lists: 0, saves: [] as RegistrationPatch[], reads: 0, order: [] as string[] };
  const step = manualPiiMachine.provide({
    actors: {
      fetchLists: fromPromise(async () => {
        calls.lists += 1;
        return (fakes.lists ?? (async () => ({ countries: COUNTRIES, regions: REGIONS })))();
      }),
      updateManualPii: fromPromise<void, { patch: RegistrationPatch }>(async ({ input: i }) => {
        calls.saves.push(i.patch);
        calls.order.push('patch');
        return (fakes.save ?? (async () => {}))(i.patch);
      }),
      fetchRegistrationStatus: fromPromise(async () => {
        calls.reads += 1;
        return (fakes.readStatus ?? (async () => status('manual_pii_verification_in_progress')))();
      }),
      raceAndGender: raceAndGenderMachine.provide({
        actors: {
          fetchRaceAndGenderOptions: fromPromise(async () => OPTIONS),
          submitRaceAndGender: fromPromise<void, RaceAndGenderSelection>(async ({ input: i }) => {
            calls.order.push(`race:${i.race}/${i.gender}`);
            return (fakes.submitRace ?? (async () => {}))(i);
          }),
        },
      }),
    },
  });
  const parent = setup({
    types: {} as {
      context: { routes: string[]; drafts: StepDraftEvent[]; done: boolean };
      events: StepRouteEvent | StepDraftEvent;
    },
    actors: { step },
  }).createMachine({
    context: { routes: [], drafts: [], done: false },
    invoke: {
      id: 'step',
      src: 'step',
      input: stepInput(input),
      onDone: { actions: assign({ done: true }) },
    },
    on: {
      'step.route': {
        actions: assign({ routes: ({ context, event }) => [...context.routes, event.route] }),
      },
      'step.draft': {
        actions: assign({ drafts: ({ context, event }) => [...context.drafts, event] }),
      },
    },
  });
  const actor = createActor(parent, clock ? { clock } : {}).start();
  const stepRef = () => actor.getSnapshot().children.step as AnyActorRef;
  const context = () => stepRef().getSnapshot().context as ManualPiiContext;
  const send = (event: Parameters<(typeof step)['transition']>[1]) => stepRef().send(event);
  const type = (values: Partial<Record<keyof ManualPiiContext['draft'], string>>) => {
    for (const [field, value] of Object.entries(values))
      send({ type: 'field.change', field: field as keyof ManualPiiContext['draft'], value });
  };
  const on = (state: unknown) => waitFor(stepRef(), (s) => s.matches(state as never));
  const done = () => waitFor(actor, (s) => s.context.done);
  const routes = () => actor.getSnapshot().context.routes;
  const lastDraft = () => actor.getSnapshot().context.drafts.at(-1)?.draft;
  return { actor, stepRef, context, send, type, on, done, routes, lastDraft, calls };
}

const ADDRESS = {
  line1: '1 Main Street',
  city: 'Jersey City',
  region: 'US-NJ',
  postalCode: '07302',
};

async function walkToBirthdate(run: ReturnType<typeof start>) {
  run.type({ middleName: 'Augusta' });
  run.send({ type: 'page.submit' });
  await run.on({ entry: { address: 'editing' } });
  run.type(ADDRESS);
  run.send({ type: 'page.submit' });
  await run.on({ entry: 'birthdate' });
}

describe('the manual-PII entry (manual_pii_entry_required)', () => {
  it('walks name, address and birthdate, then sends the manual-PII variant once', async () => {
    const run = start();
    expect(run.context().page).toBe('name');
    await walkToBirthdate(run);
    run.type({ birthdate: '1990-05-17' });
    run.send({ type: 'page.submit' });
    await run.done();

    expect(run.routes()).toEqual([
      '/web/signup/name',
      '/web/signup/address',
      '/web/signup/birthdate',
    ]);
    expect(run.calls.saves).toEqual([
      {
        // product.md 5: the first name is the first and middle names joined.
        firstName: 'Ada Augusta',
        lastName: 'Lovelace',
        birthdate: '1990-05-17',
        address: {
          line1: '1 Main Street',
          city: 'Jersey City',
          region: 'US-NJ',
          postalCode: '07302',
          countryCode: 'US',
        },
      },
    ]);
    // Saved: the draft no longer stays in the browser's storage.
    expect(run.lastDraft()).toEqual({});
  });

  it('uses the app routes on the mobile layouts', async () => {
    const run = start({ route: '/signup/name', layout: 'mobileWeb' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'address' });
    expect(run.routes()).toEqual(['/signup/name', '/signup/address']);
  });

  it('refuses a blank first or last name with our copy and stays on the page', () => {
    const run = start({ registration: {} as RegistrationForm });
    run.send({ type: 'page.submit' });
    expect(run.context().fieldErrors).toEqual({
      firstName: copy.errors.firstName,
      lastName: copy.errors.lastName,
    });
    expect(run.context().page).toBe('name');
    run.type({ firstName: 'Ada' });
    expect(run.context().fieldErrors).toEqual({ lastName: copy.errors.lastName });
  });

  it('offers the countries that have regions, and a region of the chosen country only', async () => {
    const run = start();
    run.send({ type: 'page.submit' });
    await run.on({ entry: { address: 'editing' } });
    run.type({ ...ADDRESS, countryCode: 'CA' });
    // Another country drops the region of the old one.
    expect(run.context().draft.region).toBe('');
    run.type({ region: 'US-NJ', postalCode: '07302' });
    run.send({ type: 'page.submit' });
    expect(run.context().fieldErrors).toEqual({
      region: copy.errors.region.other,
      postalCode: copy.errors.postalCodeShape,
    });
    run.type({ region: 'CA-ON', postalCode: 'm5v 2t6' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'birthdate' });
  });

  it('asks for every required part of the address, under the spec’s registration line', async () => {
    const run = start({ regionCode: '' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: { address: 'editing' } });
    run.send({ type: 'page.submit' });
    expect(run.context().fieldErrors).toEqual({
      line1: copy.errors.line1,
      city: copy.errors.city,
      countryCode: copy.errors.country,
      // No country yet: neither "state" nor "ZIP code" would be more than a guess (QA).
      region: 'Choose your state or province.',
      postalCode: 'Enter your postal or ZIP code.',
    });
    // product.md 5: "{brand} account registration requires a valid address".
    expect(run.context().formError).toBe(brandCopy.requiresValidAddress('Northstar'));
    run.type({ line1: '1 Main St', city: 'Jersey City', countryCode: 'US', region: 'US-NJ' });
    run.type({ postalCode: '07302' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'birthdate' });
    expect(run.context().formError).toBeNull();
  });

  it('keeps the address line off the name page', async () => {
    const run = start();
    run.type({ firstName: '', lastName: '' });
    run.send({ type: 'page.submit' });
    expect(run.context().fieldErrors.firstName).toBe(copy.errors.firstName);
    expect(run.context().formError).toBeNull();
  });

  it('checks the birthdate is a real date, not in the future; the age is the server’s call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 12));
    try {
      const run = start();
      await walkToBirthdate(run);
      const refused = (birthdate: string) => {
        run.type({ birthdate });
        run.send({ type: 'page.submit' });
        return run.context().fieldErrors.birthdate;
      };
      expect(refused('')).toBe(copy.errors.birthdate);
      expect(refused('1990-02-30')).toBe(copy.errors.birthdateInvalid);
      expect(refused('1990-13-01')).toBe(copy.errors.birthdateInvalid);
      expect(refused('0001-01-01')).toBe(copy.errors.birthdateInvalid);
      expect(refused('2026-11-25')).toBe(copy.errors.birthdateFuture);
      // Today, even a child's: how old the patron must be is decided by the server.
      expect(refused('2026-11-24')).toBeUndefined();
      await run.done();
      expect(run.calls.saves[0]?.birthdate).toBe('2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back a page with what was typed kept', async () => {
    const run = start();
    await walkToBirthdate(run);
    run.send({ type: 'page.back' });
    await run.on({ entry: { address: 'editing' } });
    expect(run.context().draft.line1).toBe('1 Main Street');
    run.send({ type: 'page.back' });
    await run.on({ entry: 'name' });
    expect(run.context().draft.middleName).toBe('Augusta');
    expect(run.routes().slice(-2)).toEqual(['/web/signup/address', '/web/signup/name']);
    // The lists load once.
    expect(run.calls.lists).toBe(1);
  });

  it('mirrors the draft, and a reload starts again on the name page with all of it', async () => {
    const first = start();
    await walkToBirthdate(first);
    first.type({ birthdate: '1990-05-17' });
    const saved = first.lastDraft() as Record<string, unknown>;
    expect(saved).toMatchObject({ line1: '1 Main Street', birthdate: '1990-05-17' });
    const drafts = first.actor.getSnapshot().context.drafts;
    expect(drafts.every((d) => d.route === '/web/signup/name')).toBe(true);

    const again = start({ savedDraft: saved });
    await again.on({ entry: 'name' });
    expect(again.context().draft).toMatchObject({
      firstName: 'Ada',
      middleName: 'Augusta',
      postalCode: '07302',
      birthdate: '1990-05-17',
    });
    expect(again.routes()).toEqual(['/web/signup/name']);
  });

  it('shows a 422 at its field on the page that owns it', async () => {
    let answer: unknown = apiError(422, {
      birthdate: 'You must be at least 21 years old to register',
    });
    const run = start({}, { save: async () => Promise.reject(answer) });
    await walkToBirthdate(run);
    run.type({ birthdate: '2010-01-01' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'birthdate' });
    await waitFor(run.stepRef(), (s) => s.context.fieldErrors.birthdate !== undefined);
    expect(run.context().fieldErrors).toEqual({
      birthdate: 'You must be at least 21 years old to register',
    });

    answer = apiError(422, { firstName: 'First name must be at most 50 characters' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'name' });
    await waitFor(run.stepRef(), (s) => s.context.fieldErrors.firstName !== undefined);
    expect(run.routes().at(-1)).toBe('/web/signup/name');
    expect(run.context().formError).toBeNull();

    // Fixed: on through the pages, and the next save names the address.
    answer = apiError(422, { address: 'Enter a valid postal code' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: { address: 'editing' } });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'birthdate' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'saving' });
    await run.on({ entry: 'address' });
    await waitFor(run.stepRef(), (s) => s.context.fieldErrors.address !== undefined);
    run.type({ postalCode: '07310' });
    expect(run.context().fieldErrors.address).toBeUndefined();
  });

  it('shows a nested address error at its own field on the address page (contract.md 7)', async () => {
    // {"errors":{"address":{"postal_code":[...]}}}, as api/normalise-error.ts names it.
    const run = start(
      {},
      {
        save: async () =>
          Promise.reject(
            apiError(422, { 'address.postalCode': 'ZIP code does not match the city' }),
          ),
      },
    );
    await walkToBirthdate(run);
    run.type({ birthdate: '1990-05-17' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: { address: 'editing' } });
    expect(run.routes().at(-1)).toBe('/web/signup/address');
    expect(run.context().fieldErrors).toEqual({ postalCode: 'ZIP code does not match the city' });
    expect(run.context().formError).toBeNull();
    // Typing at the field clears its message.
    run.type({ postalCode: '07310' });
    expect(run.context().fieldErrors).toEqual({});
  });

  it('puts a server message that no field shows in the banner, beside the messages at fields', async () => {
    const run = start(
      {},
      {
        save: async () =>
          Promise.reject(
            apiError(422, {
              'address.county': 'County is required',
              birthdate: 'You must be at least 21 years old to register',
            }),
          ),
      },
    );
    await walkToBirthdate(run);
    run.type({ birthdate: '2010-01-01' });
    run.send({ type: 'page.submit' });
    await waitFor(run.stepRef(), (s) => s.context.formError !== null);
    expect(run.context()).toMatchObject({
      page: 'birthdate',
      fieldErrors: { birthdate: 'You must be at least 21 years old to register' },
      formError: 'County is required',
    });
  });

  it('shows the catalogue message of any other failure on the last page, with nothing lost', async () => {
    const run = start(
      {},
      { save: async () => Promise.reject(apiError(403, {}, balanceCopy.updateAddressFailed)) },
    );
    await walkToBirthdate(run);
    run.type({ birthdate: '1990-05-17' });
    run.send({ type: 'page.submit' });
    await waitFor(run.stepRef(), (s) => s.context.formError !== null);
    expect(run.context().formError).toBe(balanceCopy.updateAddressFailed);
    expect(run.context().page).toBe('birthdate');
    expect(run.context().draft.birthdate).toBe('1990-05-17');
  });

  it('asks race and gender when the server does, and sends the choice before the details', async () => {
    const run = start({ status: status('manual_pii_entry_required', { raceAndGender: true }) });
    await walkToBirthdate(run);
    run.type({ birthdate: '1990-05-17' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'raceAndGender' });
    expect(run.routes().at(-1)).toBe('/web/signup/race_and_gender');
    const race = run.stepRef().getSnapshot().children.raceAndGender as AnyActorRef;
    await waitFor(race, (s) => s.matches('choosing'));
    race.send({ type: 'race.choose', value: 'asian' });
    race.send({ type: 'gender.choose', value: 'female' });
    race.send({ type: 'selection.submit' });
    await run.done();
    expect(run.calls.order).toEqual(['race:asian/female', 'patch']);
  });

  it('does not send race and gender again when the details fail after them', async () => {
    let fail = true;
    const run = start(
      { status: status('manual_pii_entry_required', { raceAndGender: true }) },
      {
        save: async () =>
          fail ? Promise.reject(apiError(500, {}, balanceCopy.updateUserFailed)) : undefined,
      },
    );
    await walkToBirthdate(run);
    run.type({ birthdate: '1990-05-17' });
    run.send({ type: 'page.submit' });
    await run.on({ entry: 'raceAndGender' });
    const race = run.stepRef().getSnapshot().children.raceAndGender as AnyActorRef;
    await waitFor(race, (s) => s.matches('choosing'));
    race.send({ type: 'race.choose', value: 'asian' });
    race.send({ type: 'gender.choose', value: 'female' });
    race.send({ type: 'selection.submit' });
    await waitFor(run.stepRef(), (s) => s.context.formError === balanceCopy.updateUserFailed);
    expect(run.context().page).toBe('birthdate');
    fail = false;
    run.send({ type: 'page.submit' });
    await run.done();
    expect(run.calls.order).toEqual(['race:asian/female', 'patch', 'patch']);
  });

  it('says which list failed, and tries again on retry', async () => {
    let attempts = 0;
    const run = start(
      {},
      {
        lists: async () => {
          attempts += 1;
          if (attempts === 1)
            throw new ApiError({
              code: 'HTTP_ERROR',
              status: 500,
              message: 'x',
              action: 'get regions',
            });
          return { countries: COUNTRIES, regions: REGIONS };
        },
      },
    );
    run.send({ type: 'page.submit' });
    await run.on({ entry: { address: 'listsFailed' } });
    expect(run.context().listError).toBe(listsCopy.regionsFailed);
    run.send({ type: 'lists.retry' });
    await run.on({ entry: { address: 'editing' } });
    expect(run.context().listError).toBeNull();
  });
});

describe('the address-only page (manual_address)', () => {
  it('sends the address-only variant from /signup/v2/missing_address, with the form id', async () => {
    const run = start({
      route: '/signup/v2/missing_address',
      layout: 'native',
      // contract.md 7: the registration's id goes back with its update.
      registration: { id: 'reg-7' } as RegistrationForm,
    });
    await run.on({ missingAddress: 'editing' });
    expect(run.routes()).toEqual(['/signup/v2/missing_address']);
    run.type({ ...ADDRESS, line2: ' Apt 4 ' });
    run.send({ type: 'page.submit' });
    await run.done();
    expect(run.calls.saves).toEqual([
      {
        id: 'reg-7',
        address: {
          line1: '1 Main Street',
          line2: 'Apt 4',
          city: 'Jersey City',
          region: 'US-NJ',
          postalCode: '07302',
          countryCode: 'US',
        },
      },
    ]);
  });

  it('shows a dotted address error at its field, and one for no address field in the banner', async () => {
    const run = start(
      { route: '/signup/v2/missing_address', layout: 'native' },
      {
        save: async () =>
          Promise.reject(
            apiError(422, {
              'address.line1': 'Enter a street address',
              birthdate: 'Birthdate is required',
            }),
          ),
      },
    );
    await run.on({ missingAddress: 'editing' });
    run.type(ADDRESS);
    run.send({ type: 'page.submit' });
    await run.on({ missingAddress: 'editing' });
    await waitFor(run.stepRef(), (s) => Object.keys(s.context.fieldErrors).length > 0);
    // The address-only page has no birthdate field.
    expect(run.context().fieldErrors).toEqual({ line1: 'Enter a street address' });
    expect(run.context().formError).toBe('Birthdate is required');
  });

  it('keeps the address and shows "Unable to update user address" on a 403', async () => {
    const run = start(
      { route: '/web/signup/missing_address' },
      { save: async () => Promise.reject(apiError(403, {}, balanceCopy.updateAddressFailed)) },
    );
    await run.on({ missingAddress: 'editing' });
    run.type(ADDRESS);
    run.send({ type: 'page.submit' });
    await waitFor(run.stepRef(), (s) => s.context.formError !== null);
    expect(run.context().formError).toBe(balanceCopy.updateAddressFailed);
    expect(run.context().draft.line1).toBe('1 Main Street');
    expect(run.stepRef().getSnapshot().matches({ missingAddress: 'editing' })).toBe(true);
  });
});

describe('the processing page (manual_pii_verification_in_progress)', () => {
  it('reads the status every 5 s until it moves on, then is done', async () => {
    const clock = new SimulatedClock();
    const answers = [status('manual_pii_verification_in_progress'), status('complete')];
    const run = start(
      {
        route: '/web/signup/manual_pii_processing',
        status: status('manual_pii_verification_in_progress'),
      },
      { readStatus: async () => answers.shift() ?? status('complete') },
      clock,
    );
    expect(run.calls.reads).toBe(0);
    clock.increment(4_999);
    expect(run.calls.reads).toBe(0);
    clock.increment(1);
    await waitFor(run.stepRef(), (s) => s.matches({ processing: 'waiting' }));
    expect(run.calls.reads).toBe(1);
    clock.increment(5_000);
    await run.done();
    expect(run.calls.reads).toBe(2);
  });

  it('reads at once on "Check again", and a failed read waits for the next', async () => {
    const clock = new SimulatedClock();
    let fail = true;
    const run = start(
      { route: '/signup/manual_pii_processing', layout: 'mobileWeb' },
      {
        readStatus: async () => {
          if (fail) throw new Error('offline');
          return status('pending_manual_kyc');
        },
      },
      clock,
    );
    run.send({ type: 'status.check' });
    await waitFor(
      run.stepRef(),
      (s) => s.matches({ processing: 'waiting' }) && s.context.checks === 1,
    );
    fail = false;
    run.send({ type: 'status.check' });
    await run.done();
    expect(run.calls.reads).toBe(2);
  });
});
