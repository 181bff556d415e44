import { closeAccount, suspendByThirdParty } from './responsible-gaming-calls';
import { findUserByLogin, type SandboxState } from './state';
import {
  actor,
  type CallContext,
  type CallTable,
  codedError,
  empty,
  fieldErrors,
  json,
  MESSAGES,
  randomToken,
  text,
} from './wire';

/** What the auth and devices calls keep (on the sandbox state, saved with it). */
interface AuthDevicesState {
  devices: { id: string; platform: string }[];
  biometrics: { id: string; userId: string; deviceId: string }[];
  linkTokens: { id: string; token: string; userId: string }[];
  mediaLinks: string[];
  nextId: number;
}

function authOf(state: SandboxState): AuthDevicesState {
  const holder = state as SandboxState & { authDevices?: AuthDevicesState };
  holder.authDevices ??= { devices: [], biometrics: [], linkTokens: [], mediaLinks: [], nextId: 1 };
  return holder.authDevices;
}

const nextId = (auth: AuthDevicesState, prefix: string) => `${prefix}-${auth.nextId++}`;
const notFound = (what: string) => codedError('not_found', MESSAGES.notFound(what), 404);
const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;

/** The push-notification categories a device starts with (our choice: docs/api.md). */
const PUSH_CATEGORIES = ['promotions', 'bet_settlement', 'account_security'] as const;

function registerDevice({ body, state }: CallContext): Response {
  const deviceId = text(body.device_id);
  const platform = text(body.platform);
  if (!deviceId) return fieldErrors({ device_id: [MESSAGES.required('Device id')] });
  if (platform !== 'ios' && platform !== 'android' && platform !== 'web')
    return fieldErrors({ platform: ['Platform must be ios, android or web'] });
  const auth = authOf(state);
  if (!auth.devices.some((device) => device.id === deviceId))
    auth.devices.push({ id: deviceId, platform });
  return json({ id: deviceId }, 201);
}

function createBiometrics(ctx: CallContext): Response {
  const user = actor(ctx);
  const deviceId = text(ctx.body.device_id);
  const publicKey = text(ctx.body.public_key);
  const errors: Record<string, string[]> = {};
  if (!deviceId) errors.device_id = [MESSAGES.required('Device id')];
  if (!publicKey) errors.public_key = [MESSAGES.required('Public key')];
  if (!deviceId || !publicKey) return fieldErrors(errors);
  const auth = authOf(ctx.state);
  const id = nextId(auth, 'biometrics');
  auth.biometrics.push({ id, userId: user.id, deviceId });
  return json({ id }, 201);
}

/**
 * The sandbox's calls of account pages, suspensions, auth and devices (issue 11): one
 * implementation per row of SANDBOX_CALLS marked `builtBy` (handlers.ts checks that every
 * implemented row has one). The account payloads are "not shown" in contract.md 7: each accepts
 * the OAuth parameters alone and answers success; a scenario's forced errors exercise the
 * failures. The acknowledgement and auth-and-devices shapes are ours (docs/api.md).
 */
export const ACCOUNT_CALLS = {
  'POST /i/closed_suspensions': (ctx) => {
    closeAccount(actor(ctx));
    return json({}, 201);
  },
  'DELETE /i/dormant_accounts': () => empty(204),
  // Payloads not shown (contract.md 7): ours, like the closure, a suspension from then on.
  'POST /i/third_party_determination_suspensions': (ctx) => {
    suspendByThirdParty(actor(ctx));
    return json({}, 201);
  },
  // A regulator's list, sent by a back office, never by a page: accepted and acknowledged.
  'POST /regulators/{region}/exclusion_lists': (ctx) => json({ region: ctx.params.region }, 201),
  'GET /oauth/authorize': (ctx) => json({ parameters: Object.fromEntries(ctx.url.searchParams) }),
  // wire-decisions "Status codes": 204 for PATCH /i/acks/{name}.
  'PATCH /i/acks/dge_level_2_ack': () => empty(204),
  'POST /i/acks': (ctx) => {
    actor(ctx);
    const name = text(ctx.body.name);
    if (!name || !SNAKE_CASE.test(name))
      return fieldErrors({ name: ['Name the acknowledgement in snake_case'] });
    return json({ name }, 201);
  },
  'POST /i/fit_to_play': () => json({ fit_to_play: 'confirmed' }, 201),
  // The details on record of the acting patron (the seeded one: Sandy Patron, US-NJ).
  'GET /i/igo_user_pii': (ctx) => {
    const user = actor(ctx);
    const form = user.form as Record<string, unknown>;
    return json({
      first_name: user.firstName,
      last_name: user.lastName,
      birthdate: typeof form.birthdate === 'string' ? form.birthdate : '1990-04-12',
      address_line_1: '1 Boardwalk',
      city: 'Atlantic City',
      region: user.regionCode ?? 'US-NJ',
      postal_code: '08401',
      country: 'US',
    });
  },
  'PATCH /i/igo_user_pii': () => empty(204),
  'POST /api/devices': registerDevice,
  'GET /api/devices/{id}/push_notification_preferences': ({ state, params }) => {
    if (!authOf(state).devices.some((device) => device.id === params.id)) return notFound('Device');
    return json({
      push_notification_preferences: PUSH_CATEGORIES.map((name) => ({ name, enabled: true })),
    });
  },
  // The same answer for an unknown username as for a plain account: no account probing.
  'GET /api/login_preferences': ({ state, url }) => {
    const user = findUserByLogin(state, url.searchParams.get('username') ?? '');
    const biometrics = user ? authOf(state).biometrics.some((b) => b.userId === user.id) : false;
    return json({
      strong_auth_enabled: user?.strongAuthEnabled ?? false,
      biometrics_enabled: biometrics,
    });
  },
  'POST /api/biometrics_authentications': createBiometrics,
  'DELETE /api/biometrics_authentications/{id}': (ctx) => {
    const user = actor(ctx);
    const auth = authOf(ctx.state);
    const found = auth.biometrics.find((b) => b.id === ctx.params.id && b.userId === user.id);
    if (!found) return notFound('Biometric authentication');
    auth.biometrics = auth.biometrics.filter((b) => b !== found);
    return empty(204);
  },
  'GET /api/biometrics_authentications/{id}/challenge_code': ({ state, params }) => {
    if (!authOf(state).biometrics.some((b) => b.id === params.id))
      return notFound('Biometric authentication');
    return json({ challenge_code: randomToken() });
  },
  'POST /api/link_auth_tokens': (ctx) => {
    const user = actor(ctx);
    const auth = authOf(ctx.state);
    const link = { id: nextId(auth, 'link'), token: randomToken(), userId: user.id };
    auth.linkTokens.push(link);
    return json({ id: link.id, token: link.token }, 201);
  },
  'GET /api/link_auth_tokens/{id}/user': ({ state, params, url }) => {
    const link = authOf(state).linkTokens.find(
      (l) => l.id === params.id && l.token === url.searchParams.get('token'),
    );
    const user = link ? state.users.find((u) => u.id === link.userId) : undefined;
    if (!user) return notFound('Link auth token');
    return json({ user_id: user.id, username: user.username });
  },
  'POST /internal/users/{id}/media_link': ({ state, params }) => {
    if (!state.users.some((u) => u.id === params.id)) return notFound('User');
    const auth = authOf(state);
    if (!auth.mediaLinks.includes(params.id ?? '')) auth.mediaLinks.push(params.id ?? '');
    return json({}, 201);
  },
  'DELETE /internal/users/{id}/media_link': ({ state, params }) => {
    const auth = authOf(state);
    if (!auth.mediaLinks.includes(params.id ?? '')) return notFound('Media link');
    auth.mediaLinks = auth.mediaLinks.filter((id) => id !== params.id);
    return empty(204);
  },
} satisfies CallTable;
