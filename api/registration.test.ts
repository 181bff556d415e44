import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { onAuthFailure } from './client';
import { setErrorReporter } from './errors';
import { getPendingPolicies } from './policies';
import { getPlayYourWayPromotions } from './promotions';
import {
  checkEmailAvailability,
  checkUsernameAvailability,
  createPreRegistration,
  getRegistration,
  getRegistrationStatus,
  updateRegistration,
} from './registration';
import { onSessionAnswered } from './session-answers';
import type { PendingFields } from './statuses';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

/** Answers one method and path with `body` and records what each request carried. */
function answer(method: 'get' | 'post' | 'patch', path: string, body: unknown, status = 200) {
  const seen: { url: URL; body: unknown }[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return body === null
        ? new HttpResponse(null, { status })
        : HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('createPreRegistration', () => {
  it('posts the form with snake_case keys and resolves with the new user id', async () => {
    const seen = answer('post', '/i/pre_registrations', { user_id: 'u-42' }, 201);
    const result = await createPreRegistration({
      firstName: 'Ada',
      lastName: 'Lovelace',
      receiveLoginEmails: true,
      strongAuthEnabled: false,
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret-Pass1',
      policyAcceptances: [{ policyId: 'terms-3' }],
      phoneNumber: { number: '5551234567' },
      promotionCode: '',
      referralCode: 'FRIEND',
    });
    expect(result).toEqual({ userId: 'u-42' });
    expect(seen[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      receive_login_emails: true,
      strong_auth_enabled: false,
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret-Pass1',
      policy_acceptances: [{ policy_id: 'terms-3' }],
      phone_number: { number: '5551234567' },
      promotion_code: '',
      referral_code: 'FRIEND',
      oauth: OAUTH,
    });
  });

  it('sends a null phone number as null', async () => {
    const seen = answer('post', '/i/pre_registrations', { user_id: 7 }, 201);
    const result = await createPreRegistration({
      firstName: 'A',
      lastName: 'B',
      receiveLoginEmails: false,
      strongAuthEnabled: false,
      username: 'ab',
      email: 'ab@example.com',
      password: 'pw',
      policyAcceptances: [],
      phoneNumber: null,
      promotionCode: 'WELCOME',
    });
    expect(result.userId).toBe('7');
    expect(seen[0]?.body).toMatchObject({ phone_number: null, promotion_code: 'WELCOME' });
  });

  it('rejects a 422 with the flattened field errors', async () => {
    answer('post', '/i/pre_registrations', { errors: { emails: ['has already been taken'] } }, 422);
    await expect(
      createPreRegistration({
        firstName: 'A',
        lastName: 'B',
        receiveLoginEmails: false,
        strongAuthEnabled: false,
        username: 'ab',
        email: 'ab@example.com',
        password: 'pw',
        policyAcceptances: [],
        phoneNumber: null,
        promotionCode: '',
      }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { email: 'has already been taken' } });
  });
});

describe('getRegistration', () => {
  it('reads the form fields in camelCase and tolerates missing ones', async () => {
    const seen = answer('get', '/i/registration', {
      id: 12,
      first_name: 'Ada',
      last_4_ssn: null,
      employer_phone_number: '5550000000',
      onboarding_promotion_ids: ['promo-1'],
    });
    const form = await getRegistration();
    expect(seen[0]?.url.pathname).toBe('/i/registration');
    expect(form).toMatchObject({
      id: '12',
      firstName: 'Ada',
      last4Ssn: null,
      employerPhoneNumber: '5550000000',
      onboardingPromotionIds: ['promo-1'],
    });
    expect(form.preferredName).toBeUndefined();
  });

  it('flattens the errors it may carry', async () => {
    answer('get', '/i/registration', { errors: { last_4_ssn: ['does not match'] } });
    expect((await getRegistration()).errors).toEqual({ last4Ssn: 'does not match' });
  });
});

describe('a call that needs the session answering with it (decision 051, QA 24)', () => {
  it('is told for the registration and its status, never for a refusal', async () => {
    const heard = vi.fn();
    const stop = onSessionAnswered(heard);
    answer('get', '/i/registration_status', { errors: {} }, 401);
    await expect(getRegistrationStatus()).rejects.toThrow();
    answer('get', '/i/registration', { errors: {} }, 401);
    await expect(getRegistration()).rejects.toThrow();
    expect(heard).not.toHaveBeenCalled();

    answer('get', '/i/registration', { preferred_name: 'Ada' });
    await getRegistration();
    expect(heard).toHaveBeenCalledOnce();
    stop();
  });
});

describe('getRegistrationStatus', () => {
  it('reads the status with its pending fields, policies and providers', async () => {
    answer('get', '/i/registration_status', {
      status: 'pending_completion',
      kyc_failure_reason: 'id_expired',
      pending_fields: { preferred_name: true, last_4_ssn: true, onboarding_promotion_ids: ['p-1'] },
      pending_kyc_providers: ['lexis_nexis_phone_finder'],
      pending_policies: [
        {
          id: 3,
          type: 'terms_and_condition',
          name: 'Terms',
          version: 2,
          url: 'https://t',
          content: null,
        },
      ],
      email_verification_status: 'VERIFIED',
      is_duplicate_user: false,
      accepted_policies: [{ policy_id: 'privacy-1' }],
      executed_kyc_providers: [],
    });
    const status = await getRegistrationStatus();
    const pending: PendingFields = status.pendingFields;
    expect(pending).toEqual({
      preferredName: true,
      last4Ssn: true,
      onboardingPromotionIds: ['p-1'],
    });
    expect(status).toMatchObject({
      status: 'pending_completion',
      kycFailureReason: 'id_expired',
      pendingKycProviders: ['lexis_nexis_phone_finder'],
      pendingPolicies: [
        {
          id: '3',
          type: 'terms_and_condition',
          name: 'Terms',
          version: '2',
          url: 'https://t',
          content: null,
        },
      ],
      emailVerificationStatus: 'VERIFIED',
      isDuplicateUser: false,
      acceptedPolicies: [{ policyId: 'privacy-1' }],
      executedKycProviders: [],
    });
  });

  it('fills in defaults for what the server leaves out and accepts an unknown failure reason', async () => {
    answer('get', '/i/registration_status', {
      status: 'created',
      kyc_failure_reason: 'brand_new_reason',
    });
    expect(await getRegistrationStatus()).toEqual({
      status: 'created',
      kycFailureReason: 'brand_new_reason',
      pendingFields: {},
      pendingKycProviders: [],
      pendingPolicies: [],
      emailVerificationStatus: null,
      isDuplicateUser: false,
      acceptedPolicies: [],
      executedKycProviders: [],
    });
  });
});

// Issue 8 item 7: once the account exists, a status the app does not fully understand must not
// end the journey. What is dropped or replaced is reported through the one reporter.
describe('tolerant reading once the account exists', () => {
  let reported: { message: string; context: Record<string, unknown> | undefined }[] = [];
  beforeEach(() => {
    reported = [];
    setErrorReporter(() => {}); // earlier cases' reports (their 500s) are not this case's
    setErrorReporter((error, context) => reported.push({ message: error.message, context }));
  });
  afterEach(() => setErrorReporter(() => {}));

  it('reads an unknown status as contact support, and reports it', async () => {
    answer('get', '/i/registration_status', { status: 'teleported' });
    expect((await getRegistrationStatus()).status).toBe('contact_support_required');
    expect(reported).toEqual([
      expect.objectContaining({ context: expect.objectContaining({ value: 'teleported' }) }),
    ]);
  });

  it('ignores a pending-field value it does not understand, and reports it', async () => {
    answer('get', '/i/registration_status', {
      status: 'created',
      pending_fields: { preferred_name: true, residence: 'yes', citizenship: { a: 1 } },
    });
    expect((await getRegistrationStatus()).pendingFields).toEqual({ preferredName: true });
    expect(reported.map((r) => r.context?.field)).toEqual(['residence', 'citizenship']);
  });

  it('reads a form field of another shape as the text it holds, and drops one it cannot read', async () => {
    answer('get', '/i/registration', {
      id: 12,
      first_name: 'Ada',
      employer_phone_number: { number: '2015550188' },
      employer_address: { line_1: '1 Main St', line_2: null, city: 'Newark', region: 'NJ' },
      app: { name: 'sportsbook' },
      last_4_ssn: 1234,
    });
    const form = await getRegistration();
    expect(form).toMatchObject({
      id: '12',
      firstName: 'Ada',
      employerPhoneNumber: '2015550188',
      employerAddress: '1 Main St, Newark, NJ',
      app: null,
      last4Ssn: '1234',
    });
    expect(reported.map((r) => r.context?.field)).toEqual(['app']);
  });

  it('compares the email-verification status case-insensitively', async () => {
    answer('get', '/i/registration_status', {
      status: 'created',
      email_verification_status: 'verified',
    });
    expect((await getRegistrationStatus()).emailVerificationStatus).toBe('VERIFIED');
    expect(reported).toEqual([]);
  });

  it('reads an email-verification status it does not know as none, and reports it', async () => {
    answer('get', '/i/registration_status', {
      status: 'created',
      email_verification_status: 'MAYBE',
    });
    expect((await getRegistrationStatus()).emailVerificationStatus).toBeNull();
    expect(reported).toHaveLength(1);
  });

  it('drops null and malformed list items instead of failing the whole status', async () => {
    answer('get', '/i/registration_status', {
      status: 'created',
      pending_fields: { onboarding_promotion_ids: [101, null, { id: 1 }, 'p-2'] },
      pending_policies: [null, { id: 3 }, { name: 'no id' }],
      accepted_policies: [{ policy_id: 'privacy-1' }, null],
      pending_kyc_providers: ['lexis_nexis_phone_finder', 7, null],
      executed_kyc_providers: null,
    });
    const status = await getRegistrationStatus();
    expect(status.pendingFields.onboardingPromotionIds).toEqual(['101', 'p-2']);
    expect(status.pendingPolicies.map((policy) => policy.id)).toEqual(['3']);
    expect(status.acceptedPolicies).toEqual([{ policyId: 'privacy-1' }]);
    expect(status.pendingKycProviders).toEqual(['lexis_nexis_phone_finder']);
    expect(status.executedKycProviders).toEqual([]);
    expect(reported).toHaveLength(7);
  });

  it('drops malformed items of the pending policies and the promotions lists', async () => {
    answer('get', '/i/pending_policies', { pending_policies: [{ id: 1 }, null] });
    answer('get', '/i/promotions/play_your_way', { promotions: [null, { id: 5, title: 'Bonus' }] });
    expect((await getPendingPolicies()).map((policy) => policy.id)).toEqual(['1']);
    expect((await getPlayYourWayPromotions()).map((promotion) => promotion.id)).toEqual(['5']);
    expect(reported).toHaveLength(2);
  });

  it('reads a 201 without a user id as success, so the registration status is read next', async () => {
    answer('post', '/i/pre_registrations', {}, 201);
    await expect(
      createPreRegistration({
        firstName: 'Ada',
        lastName: 'Lovelace',
        receiveLoginEmails: true,
        strongAuthEnabled: false,
        username: 'ada',
        email: 'ada@example.com',
        password: 'secret-Pass1',
        policyAcceptances: [],
        phoneNumber: null,
        promotionCode: '',
      }),
    ).resolves.toEqual({ userId: null });
    expect(reported).toHaveLength(1);
  });

  it('reads an empty 201 as success too', async () => {
    answer('post', '/i/pre_registrations', null, 201);
    await expect(
      createPreRegistration({
        firstName: 'Ada',
        lastName: 'Lovelace',
        receiveLoginEmails: true,
        strongAuthEnabled: false,
        username: 'ada',
        email: 'ada@example.com',
        password: 'secret-Pass1',
        policyAcceptances: [],
        phoneNumber: null,
        promotionCode: '',
      }),
    ).resolves.toEqual({ userId: null });
  });
});

describe('updateRegistration', () => {
  it('patches only the given fields in snake_case', async () => {
    const seen = answer('patch', '/i/registration', null, 204);
    await updateRegistration({
      last4Ssn: '1234',
      policyAcceptances: [{ policyId: 'terms-3' }],
      address: {
        line1: '1 Main St',
        city: 'Newark',
        region: 'US-NJ',
        postalCode: '07101',
        countryCode: 'US',
      },
    });
    expect(seen[0]?.body).toEqual({
      last_4_ssn: '1234',
      policy_acceptances: [{ policy_id: 'terms-3' }],
      address: {
        line_1: '1 Main St',
        city: 'Newark',
        region: 'US-NJ',
        postal_code: '07101',
        country_code: 'US',
      },
      oauth: OAUTH,
    });
  });
});

describe('ids sent back (issue 8 item 1)', () => {
  it('sends numeric onboarding promotion ids and policy ids back as numbers', async () => {
    answer('get', '/i/registration_status', {
      status: 'created',
      pending_fields: { onboarding_promotion_ids: [201, 202] },
      pending_policies: [{ id: 301 }],
    });
    const status = await getRegistrationStatus();
    expect(status.pendingFields.onboardingPromotionIds).toEqual(['201', '202']);
    const seen = answer('patch', '/i/registration', null, 204);
    await updateRegistration({
      onboardingPromotionIds: ['201'],
      policyAcceptances: status.pendingPolicies.map((policy) => ({ policyId: policy.id })),
    });
    expect(seen[0]?.body).toMatchObject({
      onboarding_promotion_ids: [201],
      policy_acceptances: [{ policy_id: 301 }],
    });
  });

  it('sends the registration form id back as it came, number or string (contract.md 7)', async () => {
    for (const id of [7001, 'reg-7001']) {
      answer('get', '/i/registration', { id, first_name: 'Ada' });
      const form = await getRegistration();
      const seen = answer('patch', '/i/registration', null, 204);
      await updateRegistration({ id: form.id, lastName: 'Lovelace' });
      expect(seen[0]?.body).toEqual({ id, last_name: 'Lovelace', oauth: OAUTH });
    }
  });
});

describe('availability checks', () => {
  it('posts the email and reads whether it is available', async () => {
    const seen = answer('post', '/i/email_availability', { available: false });
    await expect(checkEmailAvailability('ada@example.com')).resolves.toEqual({ available: false });
    expect(seen[0]?.body).toEqual({ email: 'ada@example.com', oauth: OAUTH });
  });

  it('posts the username and reads whether it is available', async () => {
    const seen = answer('post', '/i/username_availability', { available: true });
    await expect(checkUsernameAvailability('ada')).resolves.toEqual({ available: true });
    expect(seen[0]?.body).toEqual({ username: 'ada', oauth: OAUTH });
  });

  it('fails on a 401 without telling the session: no session exists yet (QA 5)', async () => {
    const heard: unknown[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    answer('post', '/i/email_availability', { errors: {} }, 401);
    answer('post', '/i/username_availability', { errors: {} }, 401);
    await expect(checkEmailAvailability('ada@example.com')).rejects.toMatchObject({ status: 401 });
    await expect(checkUsernameAvailability('ada')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(heard).toEqual([]);
  });
});

describe('signals', () => {
  it('passes the caller signal through, so an aborted call is never sent', async () => {
    const seen = answer('get', '/i/registration_status', { status: 'created' });
    const controller = new AbortController();
    controller.abort();
    await expect(getRegistrationStatus({ signal: controller.signal })).rejects.toMatchObject({
      code: 'TIMEOUT_ERROR',
    });
    expect(seen).toHaveLength(0);
  });
});
