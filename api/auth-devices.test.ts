import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { acknowledge, createAck } from './acks';
import { login } from './auth';
import {
  createBiometricsAuthentication,
  createLinkAuthToken,
  deleteBiometricsAuthentication,
  getChallengeCode,
  getLinkAuthTokenUser,
  getLoginPreferences,
  getPushNotificationPreferences,
  linkMediaApp,
  registerDevice,
  unlinkMediaApp,
} from './devices';
import { isApiError } from './errors';
import { createSandboxHandlers } from './sandbox/handlers';
import { getScenario } from './sandbox/scenarios';
import { createMemoryStorage, SEED_PATRON } from './sandbox/state';

// The typed fetchers of the acknowledgement and auth-and-devices calls (contract.md 7; shapes
// ours, docs/api.md) against the sandbox's answers.
const server = setupApiServer();
beforeEach(() => {
  server.use(
    ...createSandboxHandlers({
      scenario: getScenario('happy-path'),
      storage: createMemoryStorage(),
    }),
  );
});

const logIn = () => login({ username: SEED_PATRON.username, password: SEED_PATRON.password });
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (isApiError(error) ? error.status : 'thrown'),
  );

describe('acknowledgements', () => {
  it('records a new one by name (POST /i/acks, 201) and again by name (PATCH, 204)', async () => {
    await logIn();
    await expect(createAck('terms_notice_ack')).resolves.toEqual({ name: 'terms_notice_ack' });
    await expect(acknowledge('terms_notice_ack')).resolves.toBeUndefined();
  });

  it('takes a 201 without a body as the acknowledgement just recorded (the shape is ours)', async () => {
    server.use(http.post(`${API_BASE}/i/acks`, () => new HttpResponse(null, { status: 201 })));
    await expect(createAck('deposit_ack')).resolves.toEqual({ name: 'deposit_ack' });
  });

  it('needs a session and a snake_case name', async () => {
    expect(await statusOf(createAck('terms_notice_ack'))).toBe(401);
    await logIn();
    expect(await statusOf(createAck('Not A Name'))).toBe(422);
  });
});

describe('devices and push notifications', () => {
  it("registers a device and reads its preferences; an unknown device's are not found", async () => {
    await expect(registerDevice({ deviceId: 'dev-1', platform: 'ios' })).resolves.toEqual({
      id: 'dev-1',
    });
    const { pushNotificationPreferences } = await getPushNotificationPreferences('dev-1');
    expect(pushNotificationPreferences.map((p) => p.name)).toContain('account_security');
    expect(await statusOf(getPushNotificationPreferences('dev-2'))).toBe(404);
  });
});

describe('login preferences and biometrics', () => {
  it('turns biometric login on for a device, gives its challenge, and turns it off', async () => {
    await expect(getLoginPreferences(SEED_PATRON.username)).resolves.toEqual({
      strongAuthEnabled: false,
      biometricsEnabled: false,
    });
    await logIn();
    const { id } = await createBiometricsAuthentication({ deviceId: 'dev-1', publicKey: 'pk' });
    expect((await getLoginPreferences(SEED_PATRON.username)).biometricsEnabled).toBe(true);
    expect((await getChallengeCode(id)).challengeCode).toMatch(/\w{8,}/);
    await deleteBiometricsAuthentication(id);
    expect(await statusOf(getChallengeCode(id))).toBe(404);
  });

  it('answers an unknown username like a plain account (no account probing)', async () => {
    await expect(getLoginPreferences('nobody_here')).resolves.toEqual({
      strongAuthEnabled: false,
      biometricsEnabled: false,
    });
  });
});

describe('link auth tokens and the media link', () => {
  it('makes a token that names the patron, and links then unlinks the media app', async () => {
    const { userId } = await logIn();
    const link = await createLinkAuthToken();
    await expect(getLinkAuthTokenUser({ id: link.id, token: link.token })).resolves.toEqual({
      userId,
      username: SEED_PATRON.username,
    });
    expect(await statusOf(getLinkAuthTokenUser({ id: link.id, token: 'wrong' }))).toBe(404);
    await linkMediaApp(userId);
    await unlinkMediaApp(userId);
    expect(await statusOf(unlinkMediaApp(userId))).toBe(404);
  });
});
