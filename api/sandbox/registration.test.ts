import { setupServer } from 'msw/node';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { getScenario, type Scenario } from './scenarios';
import { createMemoryStorage, SANDBOX_STORAGE_KEY, SEED_PATRON, type StorageLike } from './state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function play(scenario: string | Scenario, storage: StorageLike = createMemoryStorage()) {
  const script = typeof scenario === 'string' ? getScenario(scenario) : scenario;
  server.use(...createSandboxHandlers({ scenario: script, storage }));
  return storage;
}

const SIGN_UP = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'Secret123',
  receive_login_emails: false,
  strong_auth_enabled: false,
  phone_number: null,
  policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
  promotion_code: '',
  oauth: { client_id: 'sandbox-client', response_type: 'code' },
};

const signUp = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call('POST', '/i/pre_registrations', { ...SIGN_UP, ...overrides }, headers);

describe('POST /i/pre_registrations', () => {
  it('answers 201 with the user id and opens a session', async () => {
    play('happy-path');
    expect((await call('GET', '/i/registration_status')).status).toBe(401);

    const created = await signUp();

    expect(created.status).toBe(201);
    expect(created.body).toEqual({ user_id: expect.any(String) });
    expect(created.headers.get('set-cookie')).toMatch(/^session_id=\w+; Path=\/; HttpOnly/);
    const status = await call('GET', '/i/registration_status');
    expect(status.status).toBe(200);
    expect(status.body.status).toBe('complete');
  });

  it.each([
    ['first_name', { first_name: '  ' }],
    ['last_name', { last_name: undefined }],
    ['username', { username: 'ab' }],
    ['username', { username: 'has space' }],
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short1' }],
    ['password', { password: 'lettersonly' }],
    ['phone_number', { phone_number: { number: '201555012' } }],
    ['phone_number', { phone_number: '2015550123' }],
    ['policy_acceptances', { policy_acceptances: [{ policy_id: 'privacy-policy' }] }],
    [
      'policy_acceptances',
      { policy_acceptances: [...SIGN_UP.policy_acceptances, { policy_id: 'x' }] },
    ],
    ['promotion_code', { promotion_code: 'NOPE' }],
    ['promotion_code', { promotion_code: 'FRIEND-ABC' }],
    ['referral_code', { referral_code: 'NOPE' }],
    ['strong_auth_enabled', { strong_auth_enabled: true, phone_number: null }],
    ['receive_login_emails', { receive_login_emails: 'yes' }],
  ])('answers 422 keyed by the wire field %s for %j', async (field, overrides) => {
    play('happy-path');

    const answer = await signUp(overrides);

    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(answer.body.errors[field]).toEqual([expect.any(String)]);
    expect((await call('GET', '/i/registration_status')).status).toBe(401);
  });

  it('accepts a ten-digit phone number, a promotion code and a referral code', async () => {
    play('happy-path');

    const answer = await signUp({
      phone_number: { number: '2015550123' },
      strong_auth_enabled: true,
      promotion_code: 'welcome100',
      referral_code: 'FRIEND-ABC',
    });

    expect(answer.status).toBe(201);
    expect((await call('GET', '/i/phone_numbers')).body).toEqual({ phone_number: '2015550123' });
  });

  it('answers the catalogue message for an email already in use', async () => {
    play({ ...getScenario('happy-path'), existingEmails: ['listed@example.com'] });

    const seeded = await signUp({ email: SEED_PATRON.email.toUpperCase() });
    const listed = await signUp({ email: 'listed@example.com' });
    await signUp();
    const again = await signUp({ username: 'other_user' });

    for (const answer of [seeded, listed, again]) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        errors: { email: ['An account using this email already exists'] },
      });
    }
    expect(emailVerificationCopy.emailInUse).toBe('An account using this email already exists');
  });

  it('answers 422 on username when the username is taken', async () => {
    play({ ...getScenario('happy-path'), existingUsernames: ['taken_name'] });

    const answer = await signUp({ username: 'Taken_Name' });

    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ username: ['This username is already taken'] });
  });

  it('lets the region decide email verification when the scenario does not', async () => {
    const { email_verification_status: _, ...rest } =
      getScenario('nj-full').afterPreRegistration ?? {};
    play({ ...getScenario('nj-full'), afterPreRegistration: rest });

    await signUp({}, { 'X-Region-Code': 'US-NJ' });
    expect((await call('GET', '/i/registration_status')).body.email_verification_status).toBe(
      'REQUIRED',
    );
    await signUp({ email: 'az@example.com', username: 'az_user' }, { 'X-Region-Code': 'US-AZ' });
    expect((await call('GET', '/i/registration_status')).body.email_verification_status).toBe(
      'SKIPPED',
    );
  });

  it('never keeps the password in clear', async () => {
    const storage = play('happy-path');

    await signUp({ password: 'Unguessable987' });

    expect(storage.getItem(SANDBOX_STORAGE_KEY)).not.toContain('Unguessable987');
    expect(storage.getItem(SANDBOX_STORAGE_KEY)).toContain('passwordDigest');
  });
});

describe('availability checks', () => {
  it('answers whether an email is available', async () => {
    play('happy-path');

    expect(
      (await call('POST', '/i/email_availability', { email: 'new@example.com' })).body,
    ).toEqual({ available: true });
    expect(
      (await call('POST', '/i/email_availability', { email: SEED_PATRON.email })).body,
    ).toEqual({ available: false });
    const bad = await call('POST', '/i/email_availability', { email: 'nope' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['email']);
  });

  it('answers whether a username is available', async () => {
    play('happy-path');

    const free = await call('POST', '/i/username_availability', { username: 'fresh_name' });
    const taken = await call('POST', '/i/username_availability', {
      username: SEED_PATRON.username,
    });

    expect(free.body).toEqual({ available: true });
    expect(taken.body).toEqual({ available: false });
  });
});

describe('GET /i/registration_status', () => {
  it('has exactly the keys and shapes of wire-decisions', async () => {
    play('nj-full');
    await signUp();

    const { status, body } = await call('GET', '/i/registration_status');

    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'accepted_policies',
        'email_verification_status',
        'executed_kyc_providers',
        'is_duplicate_user',
        'kyc_failure_reason',
        'pending_fields',
        'pending_kyc_providers',
        'pending_policies',
        'status',
      ].sort(),
    );
    expect(body).toEqual({
      status: 'created',
      kyc_failure_reason: null,
      pending_fields: {
        phone_number: true,
        last_4_ssn: true,
        employment_status: true,
        job_title: true,
        type_of_business: true,
        employer_name: true,
        employer_phone_number: true,
        employer_address: true,
      },
      pending_kyc_providers: ['lexis_nexis_phone_finder'],
      pending_policies: [
        expect.objectContaining({ id: 'responsible-gaming-policy' }),
        expect.objectContaining({ id: 'nj-house-rules' }),
      ],
      email_verification_status: 'REQUIRED',
      is_duplicate_user: false,
      accepted_policies: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
      executed_kyc_providers: [],
    });
    for (const policy of body.pending_policies) {
      expect(Object.keys(policy).sort()).toEqual([
        'content',
        'id',
        'name',
        'type',
        'url',
        'version',
      ]);
    }
  });

  it('offers onboarding promotions as a list of ids in pending_fields', async () => {
    play('play-your-way');
    await signUp();

    const { body } = await call('GET', '/i/registration_status');

    expect(body.pending_fields).toEqual({ onboarding_promotion_ids: ['promo-1', 'promo-2'] });
    expect((await call('GET', '/i/promotions/play_your_way')).body.promotions).toEqual([
      { id: 'promo-1', title: expect.any(String), description: expect.any(String) },
      { id: 'promo-2', title: expect.any(String), description: expect.any(String) },
    ]);
  });

  it('reports a failed identity check with its reason', async () => {
    play('kyc-failure-underage');
    await signUp();

    const { body } = await call('GET', '/i/registration_status');

    expect(body.status).toBe('document_verification_failed');
    expect(body.kyc_failure_reason).toBe('id_underage');
  });

  it('keeps a duplicate user where it is', async () => {
    play('duplicate-user');
    await signUp();

    const { body } = await call('GET', '/i/registration_status');

    expect(body).toMatchObject({ status: 'created', is_duplicate_user: true, pending_fields: {} });
  });
});

describe('calls that need a session', () => {
  it.each([
    ['GET', '/i/registration'],
    ['PATCH', '/i/registration'],
    ['GET', '/i/registration_status'],
    ['POST', '/i/registrations'],
    ['POST', '/i/email_verifications'],
    ['POST', '/i/email_verification_requests'],
    ['POST', '/i/lexis_nexis/phone_finder_verifications'],
    ['POST', '/i/policy_acceptances'],
    ['PATCH', '/i/media_app_state'],
    ['PATCH', '/i/user_registered_regions'],
    ['GET', '/i/phone_numbers'],
    ['POST', '/i/sms/send_one_time_code'],
    ['POST', '/api/logout'],
    ['GET', '/i/time_limits'],
  ])('%s %s answers the wire 401 without one', async (method, path) => {
    play('happy-path');

    const answer = await call(method, path, method === 'GET' ? undefined : {});

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { code: 'unauthorized', message: 'Unauthorized' } });
  });
});

describe('GET and PATCH /i/registration', () => {
  it('returns the form data in wire keys, without the SSN digits', async () => {
    const storage = play('nj-full');
    await signUp();

    const patched = await call('PATCH', '/i/registration', {
      last_4_ssn: '6789',
      employment_status: 'employed',
      job_title: 'Software Engineer',
    });
    const form = await call('GET', '/i/registration');

    expect(patched.status).toBe(204);
    expect(patched.body).toBeNull();
    expect(form.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      employment_status: 'employed',
      job_title: 'Software Engineer',
      preferred_name: null,
      last_4_ssn: null,
      onboarding_promotion_ids: [],
      errors: {},
    });
    expect(storage.getItem(SANDBOX_STORAGE_KEY)).not.toContain('6789');
  });

  it.each([
    ['last_4_ssn', { last_4_ssn: '12a4' }],
    ['last_4_ssn', { last_4_ssn: '12345' }],
    ['preferred_name', { preferred_name: '' }],
    ['employment_status', { employment_status: 'astronaut' }],
    ['residence', { residence: 'ZZ' }],
    ['employer_phone_number', { employer_phone_number: '555' }],
    ['onboarding_promotion_ids', { onboarding_promotion_ids: ['promo-9'] }],
    ['birthdate', { birthdate: '2020-02-30' }],
    ['address', { address: { line_1: '1 Main St', city: 'Newark', region: 'NJ' } }],
  ])('answers 422 on %s for %j and changes nothing', async (field, patch) => {
    play('nj-full');
    await signUp();

    const answer = await call('PATCH', '/i/registration', patch);

    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect((await call('GET', '/i/registration_status')).body.pending_fields.last_4_ssn).toBe(true);
  });

  it('answers 403 to an address change once the identity check is done', async () => {
    play('happy-path');
    await signUp();

    const answer = await call('PATCH', '/i/registration', {
      address: {
        line_1: '1 Main St',
        line_2: '',
        city: 'Newark',
        region: 'NJ',
        postal_code: '07102',
        country_code: 'US',
      },
    });

    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('forbidden');
  });

  it('clears the pending fields it receives and flips to the final status when nothing is owed', async () => {
    play('nj-full');
    await signUp();
    const pending = async () => (await call('GET', '/i/registration_status')).body;

    await call('PATCH', '/i/registration', { last_4_ssn: '1234' });
    expect(Object.keys((await pending()).pending_fields)).not.toContain('last_4_ssn');

    // Not working settles every employer field at once.
    await call('PATCH', '/i/registration', { employment_status: 'retired' });
    expect((await pending()).pending_fields).toEqual({ phone_number: true });

    expect((await call('POST', '/i/sms/send_one_time_code', { channel: 'sms' })).status).toBe(422);
    await call('PATCH', '/i/sms/verify_one_time_code', { pin: '123456' });
    expect((await pending()).pending_fields).toEqual({});

    await call('POST', '/i/policy_acceptances', {
      policy_acceptances: [{ policy_id: 'responsible-gaming-policy' }],
    });
    await call('PATCH', '/i/registration', { policy_acceptances: ['nj-house-rules'] });
    const beforeEmail = await pending();
    expect(beforeEmail.pending_policies).toEqual([]);
    expect(beforeEmail.status).toBe('created');

    await call('POST', '/i/email_verifications', { verification_code: '123456' });

    const done = await pending();
    expect(done.status).toBe('document_verification_required');
    expect(done.email_verification_status).toBe('VERIFIED');
  });

  it('completes play-your-way once the promotions are chosen', async () => {
    play('play-your-way');
    await signUp();

    const answer = await call('PATCH', '/i/registration', {
      onboarding_promotion_ids: ['promo-2'],
    });

    expect(answer.status).toBe(204);
    const { body } = await call('GET', '/i/registration_status');
    expect(body).toMatchObject({ status: 'complete', pending_fields: {} });
    expect((await call('GET', '/i/registration')).body.onboarding_promotion_ids).toEqual([
      'promo-2',
    ]);
  });
});

describe('email verification', () => {
  it('verifies with the right code and rejects a wrong one with the catalogue message', async () => {
    play('nj-full');
    await signUp();

    const wrong = await call('POST', '/i/email_verifications', { verification_code: '000000' });
    const right = await call('POST', '/i/email_verifications', { verification_code: '123456' });

    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      errors: { verification_code: [emailVerificationCopy.codeInvalid] },
    });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ email_verification_status: 'VERIFIED' });
    const { body } = await call('GET', '/i/registration_status');
    expect(body).toMatchObject({ status: 'email_verified', email_verification_status: 'VERIFIED' });
  });

  it('verifies by link token, and answers a coded 422 for any other token', async () => {
    play('nj-full');
    await signUp();
    await call('POST', '/api/logout');

    const bad = await call('GET', '/i/email_verifications?verification_token=expired');
    const good = await call('GET', '/i/email_verifications?verification_token=valid-token');

    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('invalid_verification_token');
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ email_verification_status: 'VERIFIED' });
  });

  it('resends three times, then asks to contact support', async () => {
    play('nj-full');
    await signUp();

    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++)
      answers.push(await call('POST', '/i/email_verification_requests'));

    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers[3]?.status).toBe(422);
    expect(answers[3]?.body).toEqual({
      error: {
        code: 'CONTACT_SUPPORT_VERIFICATION_EMAIL',
        message: emailVerificationCopy.contactSupport,
      },
    });
  });
});

describe('policies', () => {
  it('lists every current policy without a session, promotional consent included', async () => {
    play('happy-path');

    const all = await call('GET', '/i/pending_policies');
    const terms = await call('GET', '/i/pending_policies?type=terms_and_condition');

    expect(all.body.pending_policies.map((policy: { id: string }) => policy.id)).toEqual([
      'terms-and-conditions',
      'privacy-policy',
      'promotional-consent',
    ]);
    expect(all.body.pending_policies[2].type).toBe('promotional_consent');
    expect(terms.body.pending_policies).toEqual([
      {
        id: 'terms-and-conditions',
        type: 'terms_and_condition',
        name: 'Terms and Conditions',
        version: expect.any(String),
        url: expect.any(String),
        content: expect.any(String),
      },
    ]);
  });

  it('lists only the unaccepted policies with a session, and forgets them once accepted', async () => {
    play('nj-full');
    await signUp();

    const owed = await call('GET', '/i/pending_policies');
    const accepted = await call('POST', '/i/policy_acceptances', {
      policy_acceptances: [{ policy_id: 'responsible-gaming-policy' }],
    });
    const after = await call('GET', '/i/pending_policies');

    expect(owed.body.pending_policies.map((policy: { id: string }) => policy.id)).toEqual([
      'responsible-gaming-policy',
      'nj-house-rules',
    ]);
    expect(accepted.status).toBe(201);
    expect(after.body.pending_policies.map((policy: { id: string }) => policy.id)).toEqual([
      'nj-house-rules',
    ]);
  });

  it('returns one policy by id, and 404 for an unknown id', async () => {
    play('happy-path');

    const one = await call('GET', '/i/pending_policies/privacy-policy');
    const none = await call('GET', '/i/pending_policies/nope');

    expect(one.body).toMatchObject({ id: 'privacy-policy', type: 'privacy_policy' });
    expect(none.status).toBe(404);
  });

  it('answers 422 to an unknown policy id', async () => {
    play('nj-full');
    await signUp();

    const answer = await call('POST', '/i/policy_acceptances', {
      policy_acceptances: [{ policy_id: 'made-up' }],
    });

    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['policy_acceptances']);
  });
});

describe('other registration calls', () => {
  it('records the phone-finder verification as executed', async () => {
    play('nj-full');
    await signUp();

    const missing = await call('POST', '/i/lexis_nexis/phone_finder_verifications', {});
    const done = await call('POST', '/i/lexis_nexis/phone_finder_verifications', {
      session_id: 'abc',
    });

    expect(missing.status).toBe(422);
    expect(done.status).toBe(201);
    const { body } = await call('GET', '/i/registration_status');
    expect(body.pending_kyc_providers).toEqual([]);
    expect(body.executed_kyc_providers).toEqual(['lexis_nexis_phone_finder']);
  });

  it('syncs the media-app state and the registered regions', async () => {
    play('happy-path');
    await signUp({}, { 'X-Region-Code': 'US-NJ' });

    const media = await call('PATCH', '/i/media_app_state', {
      betting_app: true,
      media_app: false,
    });
    const badMedia = await call('PATCH', '/i/media_app_state', { betting_app: 'yes' });
    const region = await call(
      'PATCH',
      '/i/user_registered_regions',
      {},
      { 'X-Region-Code': 'US-PA' },
    );
    const nonBetting = await call('PATCH', '/i/user_registered_regions', { region_code: 'US-CA' });

    expect(media).toMatchObject({ status: 200, body: { betting_app: true, media_app: false } });
    expect(badMedia.status).toBe(422);
    expect(Object.keys(badMedia.body.errors)).toEqual(['betting_app', 'media_app']);
    expect(region.body).toEqual({ user_registered_regions: ['US-NJ', 'US-PA'] });
    expect(nonBetting.status).toBe(422);
  });

  it('answers POST /i/registrations with 201 and the user id', async () => {
    play('happy-path');
    const { body } = await signUp();

    const answer = await call('POST', '/i/registrations', {});

    expect(answer).toMatchObject({ status: 201, body: { user_id: body.user_id } });
  });
});
