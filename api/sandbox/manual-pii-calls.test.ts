import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { GENDER_OPTIONS, RACE_OPTIONS } from './manual-pii-calls';
import { getScenario } from './scenarios';
import { createMemoryStorage } from './state';

// The race and gender calls of the sandbox and the manual-PII variants of its registration PATCH.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signUpIn(scenario: string) {
  server.use(
    ...createSandboxHandlers({ scenario: getScenario(scenario), storage: createMemoryStorage() }),
  );
  const answer = await call('POST', '/i/pre_registrations', {
    first_name: 'Mary',
    last_name: 'Jackson',
    username: 'mjackson',
    email: 'mary@example.com',
    password: 'Langley1958',
    phone_number: null,
    policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
  });
  expect(answer.status).toBe(201);
}

const statusOf = async () =>
  (await call('GET', '/i/registration_status')).body as {
    status: string;
    pending_fields: Record<string, unknown>;
  };

const ADDRESS = {
  line_1: '1 Main Street',
  city: 'Hampton',
  region: 'US-NJ',
  postal_code: '07302',
  country_code: 'US',
};

describe('race and gender', () => {
  it('lists the answers as {races, genders} of {value, label}', async () => {
    await signUpIn('manual-pii');
    const answer = await call('GET', '/i/race_and_gender_options');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ races: RACE_OPTIONS, genders: GENDER_OPTIONS });
  });

  it('refuses an answer not on offer, and settles pending_fields.race_and_gender with one', async () => {
    await signUpIn('manual-pii');
    expect((await statusOf()).pending_fields).toEqual({ race_and_gender: true });
    const refused = await call('POST', '/i/registration/race_and_gender_selections', {
      race: 'martian',
      gender: 'female',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errors: { race: ['Choose one of the race options'] } });
    const accepted = await call('POST', '/i/registration/race_and_gender_selections', {
      race: 'white',
      gender: 'female',
    });
    expect(accepted.status).toBe(201);
    expect((await statusOf()).pending_fields).toEqual({});
    expect((await statusOf()).status).toBe('manual_pii_entry_required');
  });

  it('needs a session', async () => {
    server.use(
      ...createSandboxHandlers({
        scenario: getScenario('happy-path'),
        storage: createMemoryStorage(),
      }),
    );
    expect((await call('GET', '/i/race_and_gender_options')).status).toBe(401);
  });
});

describe('the manual-PII variants of PATCH /i/registration', () => {
  it('takes the details in manual_pii_entry_required and moves to manual_pii_verification_in_progress', async () => {
    await signUpIn('manual-pii');
    const answer = await call('PATCH', '/i/registration', {
      first_name: 'Mary Winston',
      last_name: 'Jackson',
      birthdate: '1921-04-09',
      address: ADDRESS,
    });
    expect(answer.status).toBe(204);
    expect((await statusOf()).status).toBe('manual_pii_verification_in_progress');
    // The details may no longer change: 403.
    const again = await call('PATCH', '/i/registration', { address: ADDRESS });
    expect(again.status).toBe(403);
  });

  it('takes the form id back, and refuses an update that names another registration', async () => {
    await signUpIn('manual-address');
    const { id } = (await call('GET', '/i/registration')).body as { id: string };
    const other = await call('PATCH', '/i/registration', { id: `${id}-other`, address: ADDRESS });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ errors: { id: ['Is not the id of this registration'] } });
    expect((await call('PATCH', '/i/registration', { id, address: ADDRESS })).status).toBe(204);
  });

  it('takes the address only in manual_address', async () => {
    await signUpIn('manual-address');
    expect((await call('PATCH', '/i/registration', { address: ADDRESS })).status).toBe(204);
    expect((await statusOf()).status).toBe('manual_pii_verification_in_progress');
  });
});
