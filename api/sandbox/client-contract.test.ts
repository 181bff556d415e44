// The sandbox and the client's fetchers both follow wire-decisions.md; this walks the client's own
// modules against the sandbox so that a drift on either side fails here rather than in a screen.
import { setupServer } from 'msw/node';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { login, logout } from '../auth';
import {
  requestVerificationEmail,
  submitVerificationCode,
  verifyEmailToken,
} from '../email-verification';
import { isApiError } from '../errors';
import { getFeatureFlags, getRegions } from '../lists';
import { getPendingPolicies } from '../policies';
import { acceptPolicies } from '../policy-acceptances';
import { getPromotionCodeStatus } from '../promotions';
import { getCountries } from '../reference-lists';
import {
  createPreRegistration,
  getRegistration,
  getRegistrationStatus,
  updateRegistration,
} from '../registration';
import { getRequestContext, setRequestContext } from '../request-context';
import { getPhoneNumber, sendOneTimeCode, verifyOneTimeCode } from '../sms';
import { createSandboxHandlers } from './handlers';
import { getScenario } from './scenarios';
import { createMemoryStorage, SEED_PATRON } from './state';

const server = setupServer();
const previousContext = { ...getRequestContext() };
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setRequestContext({ baseUrl: 'http://sandbox.test', regionCode: 'US-NJ', countryCode: 'US' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setRequestContext(previousContext);
});

function play(name: string) {
  server.use(
    ...createSandboxHandlers({ scenario: getScenario(name), storage: createMemoryStorage() }),
  );
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const preRegistration = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  receiveLoginEmails: false,
  strongAuthEnabled: false,
  username: 'kjohnson',
  email: 'katherine@example.com',
  password: 'Orbit1962',
  policyAcceptances: [{ policyId: 'terms-and-conditions' }, { policyId: 'privacy-policy' }],
  phoneNumber: { number: '2015550188' },
  promotionCode: '',
};

describe('the client against the sandbox', () => {
  it('walks nj-full through its own fetchers', async () => {
    play('nj-full');

    const policies = await getPendingPolicies();
    const created = await createPreRegistration(preRegistration);
    const status = await getRegistrationStatus();

    expect(policies.map((policy) => policy.id)).toContain('promotional-consent');
    expect(created.userId).toMatch(/^sandbox-user-/);
    expect(status).toMatchObject({
      status: 'created',
      emailVerificationStatus: 'REQUIRED',
      pendingFields: { phoneNumber: true, last4Ssn: true },
      acceptedPolicies: [{ policyId: 'terms-and-conditions' }, { policyId: 'privacy-policy' }],
    });

    await updateRegistration({ last4Ssn: '1234', employmentStatus: 'student' });
    await sendOneTimeCode({ channel: 'sms' });
    await verifyOneTimeCode({ pin: '123456' });
    await acceptPolicies(status.pendingPolicies.map((policy) => policy.id));
    await requestVerificationEmail();
    const wrongCode = await rejection(submitVerificationCode('999999'));
    await submitVerificationCode('123456');

    expect(wrongCode.status).toBe(422);
    expect(wrongCode.fieldErrors.verificationCode).toBe(emailVerificationCopy.codeInvalid);
    expect(await getPhoneNumber()).toEqual({ phoneNumber: '2015550188' });
    expect((await getRegistration()).employmentStatus).toBe('student');
    expect(await getRegistrationStatus()).toMatchObject({
      status: 'document_verification_required',
      pendingFields: {},
      pendingPolicies: [],
    });
  });

  it('gets the flattened email error and the login failure copy', async () => {
    play('happy-path');

    const inUse = await rejection(
      createPreRegistration({ ...preRegistration, email: SEED_PATRON.email }),
    );
    const badLogin = await rejection(login({ username: 'nobody', password: 'Nothing1' }));

    expect(inUse.fieldErrors).toEqual({ email: emailVerificationCopy.emailInUse });
    expect(badLogin.code).toBe('UNAUTHORIZED_ERROR');
    expect(badLogin.message).toBe(networkCopy.loginFailed);
  });

  it('logs in, verifies by link and logs out', async () => {
    play('happy-path');

    const session = await login({ username: SEED_PATRON.username, password: SEED_PATRON.password });
    await verifyEmailToken('valid-token');
    await logout();

    expect(session).toEqual({ userId: 'sandbox-patron' });
    expect((await rejection(getRegistrationStatus())).code).toBe('UNAUTHORIZED_ERROR');
  });

  it('reads the lists and a promotion code', async () => {
    play('limits-flag');

    const [flags, countries, regions, promo] = await Promise.all([
      getFeatureFlags(),
      getCountries(),
      getRegions(),
      getPromotionCodeStatus('WELCOME100'),
    ]);

    expect(flags).toContainEqual({ name: 'visit_limits_page', status: 'enabled', groups: [] });
    expect(countries.map((country) => country.code)).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(regions.every((region) => region.isBettingRegion)).toBe(true);
    expect(
      regions.find((region) => region.iso31662Code === 'US-NJ')?.requireEmailVerification,
    ).toBe(true);
    expect(promo).toEqual({ available: true, type: 'promotion', message: null });
  });

  it('sees a suspension as a 403 with its type', async () => {
    play('suspended-cool-off');
    await login({ username: SEED_PATRON.username, password: SEED_PATRON.password });

    const error = await rejection(getRegistrationStatus());

    expect(error.status).toBe(403);
    expect(error.serverCode).toBe('user_suspended');
    expect(error.suspensionType).toBe('cool_off');
  });
});
