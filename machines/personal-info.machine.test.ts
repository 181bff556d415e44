import {
  type AnyActorRef,
  assign,
  createActor,
  fromPromise,
  SimulatedClock,
  sendParent,
  setup,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { Country } from '../api/reference-lists';
import type { RegistrationForm, RegistrationPatch, RegistrationStatus } from '../api/registration';
import { personalInfo as personalInfoCopy } from '../copy/ours/personal-info';
import { ssn as ssnCopy } from '../copy/ours/ssn';
import { lists as listsCopy } from '../copy/spec/lists';
import { network as networkCopy } from '../copy/spec/network';
import { type PersonalInfoContext, personalInfoMachine } from './personal-info.machine';
import { fieldsForRoute, initialDraft } from './personal-info-form';
import type { smsMachine } from './sms.machine';
import type { StepDraftEvent, StepInput } from './step-contract';
import { registrationStatus } from './step-input.fixture';

const copy = personalInfoCopy;

const COUNTRIES: Country[] = [
  { code: 'US', name: 'United States', demonym: 'American', icon: null },
  { code: 'CA', name: 'Canada', demonym: 'Canadian', icon: null },
];
const BLACKLIST = ['Professional Athlete', 'Sports Agent'];

function status(pendingFields: Record<string, true> = {}): RegistrationStatus {
  return registrationStatus({ pendingFields });
}

function stepInput(overrides: Partial<StepInput> = {}): StepInput {
  return {
    route: '/signup/preferred_name',
    layout: 'mobileWeb',
    brandName: 'Northstar',
    regionCode: 'US-NJ',
    status: status({ preferredName: true }),
    registration: {} as RegistrationForm,
    flags: [],
    savedDraft: null,
    ...overrides,
  };
}

const validationError = (fieldErrors: Record<string, string>) =>
  new ApiError({
    code: 'HTTP_ERROR',
    status: 422,
    message: networkCopy.generic,
    action: 'update your registration',
    fieldErrors,
  });

const networkError = () =>
  new ApiError({
    code: 'CONNECTION_ERROR',
    message: networkCopy.connection('update your registration'),
    action: 'update your registration',
  });

interface Fakes {
  countries?: () => Promise<Country[]>;
  blacklist?: () => Promise<string[]>;
  search?: (query: string) => Promise<string[]>;
  save?: (patch: RegistrationPatch) => Promise<void>;
}

/**
 * Stands in for the SMS machine (machines/sms.machine.ts): records its input, mirrors a typed
 * number as its draft, and reaches its final state on `verify`, as the real one does once the
 * code is accepted.
 */
const smsInputs: unknown[] = [];
const fakeSms = setup({
  types: {} as {
    input: { phoneNumber: string | null; route: string; registrationId?: string | null };
    context: {
      phoneNumber: string | null;
      route: string;
      registrationId?: string | null;
      exitRoute?: string;
    };
    events:
      | { type: 'phone.change'; value: string }
      | { type: 'verify' }
      | { type: 'exit'; route: string };
  },
}).createMachine({
  id: 'sms',
  entry: ({ self }) => smsInputs.push(self.getSnapshot().context),
  context: ({ input }) => ({ ...input }),
  // As the real one: an exit page (invalid number, locked pin) or verified.
  output: ({ context }) =>
    context.exitRoute ? { exitRoute: context.exitRoute } : { verified: true as const },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'phone.change': {
          actions: sendParent(({ event }) => ({
            type: 'step.draft',
            route: '/web/signup/pii',
            draft: { phoneNumber: event.value },
          })),
        },
        verify: { target: 'verified' },
        exit: {
          target: 'verified',
          actions: assign({ exitRoute: ({ event }) => event.route }),
        },
      },
    },
    verified: { type: 'final' },
  },
});
beforeEach(() => {
  smsInputs.length = 0;
});

/**
 * Runs the step as the onboarding machine does: as a child of a parent that records the drafts
 * the step mirrors and notices its final state.
 */
function start(input: Partial<StepInput> = {}, fakes: Fakes = {}, clock?: SimulatedClock) {
  const calls = { countries: 0, blacklist: 0, searches: [] as string[], saves: [] as unknown[] };
  const step = personalInfoMachine.provide({
    actors: {
      fetchCountries: fromPromise(async () => {
        calls.countries += 1;
        return (fakes.countries ?? (async () => COUNTRIES))();
      }),
      fetchBlacklistedOccupations: fromPromise(async () => {
        calls.blacklist += 1;
        return (fakes.blacklist ?? (async () => BLACKLIST))();
      }),
      searchOccupations: fromPromise<string[], { query: string }>(async ({ input: { query } }) => {
        calls.searches.push(query);
        return (fakes.search ?? (async () => ['Civil Engineer', 'Sports Agent']))(query);
      }),
      updateRegistration: fromPromise<void, { patch: RegistrationPatch }>(
        async ({ input: { patch } }) => {
          calls.saves.push(patch);
          return (fakes.save ?? (async () => {}))(patch);
        },
      ),
      // The real one calls the SMS API; its own tests cover it (machines/sms.machine.test.ts).
      smsMachine: fakeSms as unknown as typeof smsMachine,
    },
  });
  const parent = setup({
    types: {} as { context: { drafts: StepDraftEvent[]; done: boolean; output: unknown } },
    actors: { step },
  }).createMachine({
    context: { drafts: [], done: false, output: undefined },
    invoke: {
      id: 'step',
      src: 'step',
      input: stepInput(input),
      onDone: { actions: assign({ done: true, output: ({ event }) => event.output }) },
    },
    on: {
      'step.draft': {
        actions: assign({
          drafts: ({ context, event }) => [...context.drafts, event as unknown as StepDraftEvent],
        }),
      },
    },
  });
  const actor = createActor(parent, clock ? { clock } : {}).start();
  const stepRef = () => actor.getSnapshot().children.step as AnyActorRef | undefined;
  const context = () => stepRef()?.getSnapshot().context as PersonalInfoContext;
  const send = (event: Parameters<(typeof step)['transition']>[1]) => stepRef()?.send(event);
  const editing = () =>
    waitFor(stepRef() as AnyActorRef, (s) => s.matches({ collecting: { form: 'editing' } }));
  const done = () => waitFor(actor, (s) => s.context.done);
  return { actor, stepRef, context, send, editing, done, calls };
}

describe('the preferred-name page', () => {
  it('asks only for the preferred name and saves it, trimmed, with PATCH /i/registration', async () => {
    const run = start();
    await run.editing();
    expect(run.context().fields).toEqual(['preferredName']);

    run.send({ type: 'draft.change', field: 'preferredName', value: '  Ada ' });
    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.calls.saves).toEqual([{ preferredName: 'Ada' }]);
    expect(run.calls.countries).toBe(0);
    expect(run.calls.blacklist).toBe(0);
  });

  it('sends the registration form id back with the update (contract.md 7)', async () => {
    const run = start({ registration: { id: '4711' } as RegistrationForm });
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });
    run.send({ type: 'form.submit' });
    await run.done();
    expect(run.calls.saves).toEqual([{ id: '4711', preferredName: 'Ada' }]);
  });

  it('refuses an empty preferred name with our copy and calls nothing', async () => {
    const run = start();
    await run.editing();

    run.send({ type: 'form.submit' });

    expect(run.context().fieldErrors).toEqual({
      preferredName: copy.errors.preferredNameRequired,
    });
    expect(run.calls.saves).toEqual([]);
  });

  it('clears a field error as soon as the field changes', async () => {
    const run = start();
    await run.editing();
    run.send({ type: 'form.submit' });

    run.send({ type: 'draft.change', field: 'preferredName', value: 'A' });

    expect(run.context().fieldErrors).toEqual({});
  });

  it('starts from the registration, and what was typed before a reload wins', async () => {
    const fromServer = start({
      registration: { preferredName: 'Server name' } as RegistrationForm,
    });
    await fromServer.editing();
    expect(fromServer.context().draft.preferredName).toBe('Server name');

    const restored = start({
      registration: { preferredName: 'Server name' } as RegistrationForm,
      savedDraft: { preferredName: 'Typed name' },
    });
    await restored.editing();
    expect(restored.context().draft.preferredName).toBe('Typed name');
  });

  it('mirrors the draft to the onboarding machine on every change, for its route', async () => {
    const run = start();
    await run.editing();

    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });

    expect(run.actor.getSnapshot().context.drafts.at(-1)).toEqual({
      type: 'step.draft',
      route: '/signup/preferred_name',
      draft: expect.objectContaining({ preferredName: 'Ada' }),
    });
  });
});

describe('the residence and citizenship page', () => {
  const route = '/signup/residence_citizenship';

  it('loads the countries and saves both country codes', async () => {
    const run = start({ route, status: status({ residence: true, citizenship: true }) });
    await run.editing();
    expect(run.context().countries).toEqual(COUNTRIES);

    run.send({ type: 'draft.change', field: 'residence', value: 'US' });
    run.send({ type: 'draft.change', field: 'citizenship', value: 'CA' });
    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.calls.saves).toEqual([{ residence: 'US', citizenship: 'CA' }]);
  });

  it('asks for both countries before saving', async () => {
    const run = start({ route });
    await run.editing();

    run.send({ type: 'form.submit' });

    expect(run.context().fieldErrors).toEqual({
      residence: copy.errors.residenceRequired,
      citizenship: copy.errors.citizenshipRequired,
    });
  });

  it('reads a code the countries list lacks as unchosen: asked for, never sent back unseen (QA 23)', async () => {
    const run = start({ route, status: status({ residence: true, citizenship: true }) });
    await run.editing();
    run.send({ type: 'draft.change', field: 'residence', value: 'US' });
    run.send({ type: 'draft.change', field: 'citizenship', value: 'ZZ' });
    run.send({ type: 'form.submit' });

    expect(run.context().fieldErrors).toEqual({ citizenship: copy.errors.citizenshipRequired });
    expect(run.calls.saves).toEqual([]);
  });

  it("shows the catalogue's countries failure and loads again on retry", async () => {
    let failures = 1;
    const run = start(
      { route },
      {
        countries: async () => {
          if (failures-- > 0) throw networkError();
          return COUNTRIES;
        },
      },
    );
    await waitFor(run.stepRef() as AnyActorRef, (s) => s.matches('listsFailed'));
    expect(run.context().listError).toBe(listsCopy.countriesFailed);

    run.send({ type: 'lists.retry' });
    await run.editing();

    expect(run.calls.countries).toBe(2);
    expect(run.context().listError).toBeNull();
    expect(run.context().countries).toEqual(COUNTRIES);
  });
});

describe('the SSN page', () => {
  const route = '/signup/ssn';

  it('keeps digits only, at most four, and saves them', async () => {
    const run = start({ route, status: status({ last4Ssn: true }) });
    await run.editing();

    run.send({ type: 'secret.change', field: 'last4Ssn', value: '12-34' });
    expect(run.context().secrets.last4Ssn).toBe('1234');
    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.calls.saves).toEqual([{ last4Ssn: '1234' }]);
  });

  it('saves the last four of a whole SSN pasted, never its first four (QA 5)', async () => {
    const run = start({ route, status: status({ last4Ssn: true }) });
    await run.editing();
    run.send({ type: 'secret.change', field: 'last4Ssn', value: '123-45-6789' });
    run.send({ type: 'form.submit' });
    await run.done();
    expect(run.calls.saves).toEqual([{ last4Ssn: '6789' }]);
  });

  it('saves the last four of a whole SSN typed key by key, never its first four (QA 12)', async () => {
    const run = start({ route, status: status({ last4Ssn: true }) });
    await run.editing();
    // The field shows what was kept: each key adds to it.
    for (const key of '123-45-6789')
      run.send({
        type: 'secret.change',
        field: 'last4Ssn',
        value: run.context().secrets.last4Ssn + key,
      });
    run.send({ type: 'form.submit' });
    await run.done();
    expect(run.calls.saves).toEqual([{ last4Ssn: '6789' }]);
  });

  it('asks for exactly four digits', async () => {
    const run = start({ route });
    await run.editing();

    run.send({ type: 'secret.change', field: 'last4Ssn', value: '123' });
    run.send({ type: 'form.submit' });

    expect(run.context().fieldErrors).toEqual({ last4Ssn: ssnCopy.invalid });
    expect(run.calls.saves).toEqual([]);
  });

  it('never mirrors the SSN digits, and never takes them from a saved draft', async () => {
    const run = start({
      route: '/web/signup/pii',
      layout: 'web',
      status: status({ preferredName: true, last4Ssn: true }),
      savedDraft: { last4Ssn: '9876', preferredName: 'Ada' },
    });
    await run.editing();
    expect(run.context().secrets.last4Ssn).toBe('');

    run.send({ type: 'secret.change', field: 'last4Ssn', value: '4321' });
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada L' });
    run.send({ type: 'form.submit' });
    await run.done();

    const mirrored = JSON.stringify(run.actor.getSnapshot().context.drafts);
    expect(run.actor.getSnapshot().context.drafts.length).toBeGreaterThan(0);
    expect(mirrored).not.toContain('4321');
    expect(mirrored).not.toContain('last4Ssn');
    expect(run.calls.saves).toEqual([{ preferredName: 'Ada L', last4Ssn: '4321' }]);
  });
});

describe('the employment page', () => {
  const route = '/signup/employment_details';
  const pending = status({
    employmentStatus: true,
    jobTitle: true,
    typeOfBusiness: true,
    employerName: true,
    employerPhoneNumber: true,
    employerAddress: true,
  });

  async function employed(run: ReturnType<typeof start>) {
    await run.editing();
    run.send({ type: 'draft.change', field: 'employmentStatus', value: 'employed' });
    run.send({ type: 'draft.change', field: 'jobTitle', value: 'Civil Engineer' });
    run.send({ type: 'draft.change', field: 'typeOfBusiness', value: 'Construction' });
    run.send({ type: 'draft.change', field: 'employerName', value: 'Acme Ltd' });
    run.send({ type: 'draft.change', field: 'employerPhoneNumber', value: '(201) 555-0123' });
    run.send({ type: 'draft.change', field: 'employerAddress', value: '1 Main St, Newark NJ' });
  }

  it('loads the blacklisted occupations and saves every employer field when employed', async () => {
    const run = start({ route, status: pending });
    await employed(run);
    expect(run.context().blacklist).toEqual(BLACKLIST);

    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.calls.saves).toEqual([
      {
        employmentStatus: 'employed',
        jobTitle: 'Civil Engineer',
        typeOfBusiness: 'Construction',
        employerName: 'Acme Ltd',
        employerPhoneNumber: '2015550123',
        employerAddress: '1 Main St, Newark NJ',
      },
    ]);
  });

  it('requires the employer fields only when employed or self-employed', async () => {
    const run = start({ route, status: pending });
    await run.editing();

    run.send({ type: 'form.submit' });
    expect(run.context().fieldErrors).toEqual({
      employmentStatus: copy.errors.employmentStatusRequired,
    });

    run.send({ type: 'draft.change', field: 'employmentStatus', value: 'self_employed' });
    run.send({ type: 'form.submit' });
    expect(run.context().fieldErrors).toEqual({
      jobTitle: copy.errors.jobTitleRequired,
      typeOfBusiness: copy.errors.typeOfBusinessRequired,
      employerName: copy.errors.employerNameRequired,
      employerPhoneNumber: copy.errors.employerPhoneInvalid,
      employerAddress: copy.errors.employerAddressRequired,
    });

    run.send({ type: 'draft.change', field: 'employmentStatus', value: 'retired' });
    expect(run.context().fieldErrors).toEqual({});
    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.calls.saves).toEqual([{ employmentStatus: 'retired' }]);
  });

  it('ignores an employment status the server does not accept', async () => {
    const run = start({ route, status: pending });
    await run.editing();

    run.send({ type: 'draft.change', field: 'employmentStatus', value: 'astronaut' });

    expect(run.context().draft.employmentStatus).toBe('');
  });

  it('keeps the employer phone number as ten digits', async () => {
    const run = start({ route, status: pending });
    await run.editing();

    run.send({ type: 'draft.change', field: 'employerPhoneNumber', value: '+1 (201) 555-0123' });

    expect(run.context().draft.employerPhoneNumber).toBe('2015550123');
  });

  it('refuses a blacklisted job title typed by hand, explaining why', async () => {
    const run = start({ route, status: pending });
    await employed(run);

    run.send({ type: 'draft.change', field: 'jobTitle', value: 'sports agent ' });
    run.send({ type: 'form.submit' });

    expect(run.context().fieldErrors).toEqual({
      jobTitle: copy.errors.occupationBlacklisted('sports agent'),
    });
    expect(run.calls.saves).toEqual([]);
  });

  it('will not let a blacklisted suggestion be chosen, and takes an allowed one', async () => {
    const run = start({ route, status: pending });
    await employed(run);

    run.send({ type: 'occupation.choose', jobTitle: 'Sports Agent' });
    expect(run.context().draft.jobTitle).toBe('Civil Engineer');
    expect(run.context().fieldErrors.jobTitle).toBe(
      copy.errors.occupationBlacklisted('Sports Agent'),
    );

    run.send({ type: 'occupation.choose', jobTitle: 'Architect' });
    expect(run.context().draft.jobTitle).toBe('Architect');
    expect(run.context().fieldErrors.jobTitle).toBeUndefined();
    expect(run.actor.getSnapshot().context.drafts.at(-1)?.draft).toMatchObject({
      jobTitle: 'Architect',
    });
  });

  it("shows the catalogue's occupations failure and loads again on retry", async () => {
    let failures = 1;
    const run = start(
      { route, status: pending },
      {
        blacklist: async () => {
          if (failures-- > 0) throw networkError();
          return BLACKLIST;
        },
      },
    );
    await waitFor(run.stepRef() as AnyActorRef, (s) => s.matches('listsFailed'));
    expect(run.context().listError).toBe(listsCopy.occupationsFailed);

    run.send({ type: 'lists.retry' });
    await run.editing();

    expect(run.calls.blacklist).toBe(2);
    expect(run.context().blacklist).toEqual(BLACKLIST);
  });
});

describe('the job-title look-up', () => {
  const route = '/signup/employment_details';

  it('waits for a 300 ms pause in typing, then looks up what is typed once', async () => {
    const clock = new SimulatedClock();
    const run = start({ route }, {}, clock);
    await run.editing();

    run.send({ type: 'draft.change', field: 'jobTitle', value: 'en' });
    clock.increment(200);
    run.send({ type: 'draft.change', field: 'jobTitle', value: 'eng' });
    clock.increment(200);
    run.send({ type: 'draft.change', field: 'jobTitle', value: 'engi' });
    clock.increment(299);
    expect(run.calls.searches).toEqual([]);

    clock.increment(1);
    await waitFor(run.stepRef() as AnyActorRef, (s) => s.context.suggestions.length > 0);

    expect(run.calls.searches).toEqual(['engi']);
    expect(run.context().suggestions).toEqual([
      { title: 'Civil Engineer', blacklisted: false },
      { title: 'Sports Agent', blacklisted: true },
    ]);
  });

  it('does not look up a single letter, and clears the suggestions', async () => {
    const clock = new SimulatedClock();
    const run = start({ route }, {}, clock);
    await run.editing();
    run.send({ type: 'draft.change', field: 'jobTitle', value: 'eng' });
    clock.increment(300);
    await waitFor(run.stepRef() as AnyActorRef, (s) => s.context.suggestions.length > 0);

    run.send({ type: 'draft.change', field: 'jobTitle', value: 'e' });
    clock.increment(1_000);

    expect(run.calls.searches).toEqual(['eng']);
    expect(run.context().suggestions).toEqual([]);
  });

  it('shows no suggestions when the look-up fails, and the form still works', async () => {
    const clock = new SimulatedClock();
    const run = start(
      { route },
      {
        search: async () => {
          throw networkError();
        },
      },
      clock,
    );
    await run.editing();

    run.send({ type: 'draft.change', field: 'jobTitle', value: 'nurse' });
    clock.increment(300);
    await waitFor(run.stepRef() as AnyActorRef, (s) =>
      s.matches({ collecting: { form: { editing: 'idle' } } }),
    );

    expect(run.calls.searches).toEqual(['nurse']);
    expect(run.context().suggestions).toEqual([]);
  });
});

describe('saving', () => {
  it("shows the server's first message per field at the field and keeps the input", async () => {
    const run = start(
      {
        route: '/web/signup/pii',
        layout: 'web',
        status: status({ preferredName: true, last4Ssn: true }),
      },
      { save: async () => Promise.reject(validationError({ preferredName: 'Too long' })) },
    );
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });
    run.send({ type: 'secret.change', field: 'last4Ssn', value: '1234' });

    run.send({ type: 'form.submit' });
    await run.editing();

    expect(run.context().fieldErrors).toEqual({ preferredName: 'Too long' });
    expect(run.context().formError).toBeNull();
    expect(run.context().draft.preferredName).toBe('Ada');
    expect(run.context().secrets.last4Ssn).toBe('1234');
    expect(run.actor.getSnapshot().context.done).toBe(false);
  });

  it('ends with the page that owns a 422 field it does not show, and the errors for it (product.md 5)', async () => {
    const run = start(
      {},
      {
        save: async () =>
          Promise.reject(validationError({ citizenship: 'Choose one', residence: 'Pick' })),
      },
    );
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });

    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.actor.getSnapshot().context.output).toEqual({
      errorRoute: '/signup/residence_citizenship',
      fieldErrors: { citizenship: 'Choose one', residence: 'Pick' },
    });
  });

  it('stays and shows the errors at its own fields when the 422 names one of them too', async () => {
    const run = start(
      {},
      {
        save: async () =>
          Promise.reject(validationError({ preferredName: 'Too long', citizenship: 'Choose' })),
      },
    );
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });

    run.send({ type: 'form.submit' });
    await run.editing();

    expect(run.context().fieldErrors).toEqual({ preferredName: 'Too long' });
    expect(run.context().formError).toBe('Choose');
  });

  it('puts a 422 message for a field no page owns in the banner', async () => {
    const run = start(
      {},
      { save: async () => Promise.reject(validationError({ base: 'Try again later' })) },
    );
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });

    run.send({ type: 'form.submit' });
    await run.editing();

    expect(run.context().fieldErrors).toEqual({});
    expect(run.context().formError).toBe('Try again later');
  });

  it('shows the errors handed over from another page at its fields from the start', async () => {
    const run = start({
      route: '/signup/residence_citizenship',
      status: status({ residence: true, citizenship: true }),
      fieldErrors: { citizenship: 'Choose one' },
    });
    await run.editing();

    expect(run.context().fieldErrors).toEqual({ citizenship: 'Choose one' });
  });

  it("shows a network failure's message in a banner and keeps the input, then saves on a new try", async () => {
    let failures = 1;
    const run = start(
      { route: '/signup/ssn', status: status({ last4Ssn: true }) },
      {
        save: async () => {
          if (failures-- > 0) throw networkError();
        },
      },
    );
    await run.editing();
    run.send({ type: 'secret.change', field: 'last4Ssn', value: '1234' });

    run.send({ type: 'form.submit' });
    await run.editing();
    expect(run.context().formError).toBe(networkCopy.connection('update your registration'));
    expect(run.context().secrets.last4Ssn).toBe('1234');

    run.send({ type: 'form.submit' });
    await run.done();
    expect(run.calls.saves).toEqual([{ last4Ssn: '1234' }, { last4Ssn: '1234' }]);
  });

  it('shows the generic message for a failure that is not an ApiError', async () => {
    const run = start({}, { save: async () => Promise.reject(new Error('boom')) });
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });

    run.send({ type: 'form.submit' });
    await run.editing();

    expect(run.context().formError).toBe(networkCopy.generic);
  });
});

describe('the web page', () => {
  it('asks every pending personal field in the order of product.md 4.3, employment as a group', () => {
    expect(
      fieldsForRoute('/web/signup/pii', {
        employerName: true,
        last4Ssn: true,
        citizenship: true,
        preferredName: true,
        phoneNumber: true,
      }),
    ).toEqual([
      'preferredName',
      'citizenship',
      'last4Ssn',
      'employmentStatus',
      'jobTitle',
      'typeOfBusiness',
      'employerName',
      'employerPhoneNumber',
      'employerAddress',
    ]);
  });

  it('saves only the fields it shows, after loading the lists they need', async () => {
    const run = start({
      route: '/web/signup/pii',
      layout: 'web',
      status: status({ residence: true, employmentStatus: true }),
    });
    await run.editing();
    expect(run.calls.countries).toBe(1);
    expect(run.calls.blacklist).toBe(1);

    run.send({ type: 'draft.change', field: 'residence', value: 'CA' });
    run.send({ type: 'draft.change', field: 'employmentStatus', value: 'student' });
    run.send({ type: 'form.submit' });
    await run.done();

    expect(run.calls.saves).toEqual([{ residence: 'CA', employmentStatus: 'student' }]);
  });
});

describe('initialDraft', () => {
  it('takes only values it understands from the registration and the saved draft', () => {
    expect(
      initialDraft(
        { employmentStatus: 'astronaut', employerPhoneNumber: '201-555-0123', jobTitle: null },
        { jobTitle: 42, employerName: 'Acme', last4Ssn: '1234' },
      ),
    ).toEqual({
      preferredName: '',
      residence: '',
      citizenship: '',
      employmentStatus: '',
      jobTitle: '',
      typeOfBusiness: '',
      employerName: 'Acme',
      employerPhoneNumber: '2015550123',
      employerAddress: '',
    });
  });
});

describe('the phone number on the web page', () => {
  const input: Partial<StepInput> = {
    route: '/web/signup/pii',
    layout: 'web',
    brandName: 'Northstar',
    status: status({ preferredName: true, phoneNumber: true }),
  };
  const sms = (run: ReturnType<typeof start>) =>
    run.stepRef()?.getSnapshot().children.sms as AnyActorRef | undefined;

  it('invokes the SMS machine as `sms` with the number typed before and the route', async () => {
    const run = start({ ...input, savedDraft: { phoneNumber: '(201) 555-0123' } });
    await run.editing();

    expect(sms(run)).toBeDefined();
    expect(run.actor.system.get('sms')).toBe(sms(run));
    expect(smsInputs).toEqual([
      {
        phoneNumber: '2015550123',
        route: '/web/signup/pii',
        brandName: 'Northstar',
        savedDraft: { phoneNumber: '2015550123', codeSentTo: null },
        registrationId: null,
        fieldErrors: {},
      },
    ]);
  });

  it("hands the SMS machine a message about the number from another page's save (QA 24)", async () => {
    const run = start({
      ...input,
      fieldErrors: { phoneNumber: 'is not verified', preferredName: 'is too long' },
    });
    await run.editing();

    expect(smsInputs).toEqual([
      expect.objectContaining({ fieldErrors: { phoneNumber: 'is not verified' } }),
    ]);
  });

  it("hands the SMS machine the registration's id, for the number's save (QA 13, decision 070)", async () => {
    const run = start({ ...input, registration: { id: 'reg-1234' } as RegistrationForm });
    await run.editing();

    expect(smsInputs).toEqual([expect.objectContaining({ registrationId: 'reg-1234' })]);
  });

  it('hands the SMS machine the number a code was sent to before a reload, to resume there', async () => {
    const run = start({
      ...input,
      savedDraft: { phoneNumber: '2015550123', codeSentTo: '2015550123' },
    });
    await run.editing();

    expect(smsInputs).toEqual([
      expect.objectContaining({
        savedDraft: { phoneNumber: '2015550123', codeSentTo: '2015550123' },
      }),
    ]);
  });

  it("ends the step on the SMS machine's exit page (invalid number, locked pin), unverified", async () => {
    const run = start(input);
    await run.editing();

    sms(run)?.send({ type: 'exit', route: '/sms/unable_to_send_code' });
    await run.done();

    expect(run.actor.getSnapshot().context.output).toEqual({
      exitRoute: '/sms/unable_to_send_code',
    });
    expect(run.calls.saves).toEqual([]);
  });

  it('does not invoke it on the mobile pages, where the phone has its own route', async () => {
    const run = start({ status: status({ preferredName: true, phoneNumber: true }) });
    await run.editing();

    expect(sms(run)).toBeUndefined();
    expect(run.context().phonePending).toBe(false);
  });

  it('is done only when the fields are saved and the phone is verified', async () => {
    const run = start(input);
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });
    run.send({ type: 'form.submit' });
    await waitFor(run.stepRef() as AnyActorRef, (s) =>
      s.matches({ collecting: { form: 'saved' } }),
    );
    expect(run.actor.getSnapshot().context.done).toBe(false);

    sms(run)?.send({ type: 'verify' });
    await run.done();

    expect(run.calls.saves).toEqual([{ preferredName: 'Ada' }]);
  });

  it('waits for the fields when the phone is verified first', async () => {
    const run = start(input);
    await run.editing();
    sms(run)?.send({ type: 'verify' });
    await waitFor(run.stepRef() as AnyActorRef, (s) =>
      s.matches({ collecting: { phone: 'verified' } }),
    );
    expect(run.actor.getSnapshot().context.done).toBe(false);

    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });
    run.send({ type: 'form.submit' });
    await run.done();
  });

  it('finishes with the phone alone when no other personal field is pending', async () => {
    const run = start({ ...input, status: status({ phoneNumber: true }) });
    await waitFor(run.stepRef() as AnyActorRef, (s) =>
      s.matches({ collecting: { form: 'saved', phone: 'verifying' } }),
    );

    sms(run)?.send({ type: 'verify' });
    await run.done();

    expect(run.calls.saves).toEqual([]);
  });

  it("merges the SMS machine's draft (the digits) into the mirrored draft", async () => {
    const run = start(input);
    await run.editing();
    run.send({ type: 'draft.change', field: 'preferredName', value: 'Ada' });

    sms(run)?.send({ type: 'phone.change', value: '2015550123' });

    expect(run.actor.getSnapshot().context.drafts.at(-1)).toEqual({
      type: 'step.draft',
      route: '/web/signup/pii',
      draft: expect.objectContaining({ preferredName: 'Ada', phoneNumber: '2015550123' }),
    });
  });
});
