import * as v from 'valibot';
import { apiRequest, type CallOptions, IdSchema } from './client';
import { tolerantList } from './tolerant';

/**
 * The auth and devices calls of contract.md 7 (payloads "not shown": the shapes below are ours,
 * docs/api.md "Auth and devices"). No page of the spec makes them: they are exposed, typed, for
 * the native side (a wrapper registering its device, biometric login, linking the media app),
 * and the sandbox answers each. Ids are numbers or strings, held as strings (api/ids.ts).
 */

/** A registered device (POST /api/devices answers it, 201). */
export const DeviceSchema = v.object({ id: IdSchema });
export type Device = v.InferOutput<typeof DeviceSchema>;

/** POST /api/devices `{device_id, platform, push_token}`: registers the app's device. */
export function registerDevice(
  input: { deviceId: string; platform: 'ios' | 'android' | 'web'; pushToken?: string | null },
  { signal }: CallOptions = {},
): Promise<Device> {
  return apiRequest('/api/devices', {
    method: 'POST',
    body: {
      deviceId: input.deviceId,
      platform: input.platform,
      pushToken: input.pushToken ?? null,
    },
    schema: DeviceSchema,
    action: 'register your device',
    signal,
  });
}

/** A device's push-notification preferences: each named category on or off. */
export const PushNotificationPreferencesSchema = v.object({
  // An item the app cannot read is dropped and reported, never the whole list.
  pushNotificationPreferences: tolerantList(
    v.object({ name: v.string(), enabled: v.boolean() }),
    'push_notification_preferences',
  ),
});
export type PushNotificationPreferences = v.InferOutput<typeof PushNotificationPreferencesSchema>;

/** GET /api/devices/{id}/push_notification_preferences. */
export function getPushNotificationPreferences(
  deviceId: string,
  { signal }: CallOptions = {},
): Promise<PushNotificationPreferences> {
  return apiRequest(`/api/devices/${encodeURIComponent(deviceId)}/push_notification_preferences`, {
    schema: PushNotificationPreferencesSchema,
    action: 'get your notification preferences',
    signal,
  });
}

/**
 * How a username logs in (GET /api/login_preferences?username=): whether two-step verification
 * (an SMS code, decision 041) and biometric login are on for it.
 */
export const LoginPreferencesSchema = v.object({
  strongAuthEnabled: v.boolean(),
  biometricsEnabled: v.boolean(),
});
export type LoginPreferences = v.InferOutput<typeof LoginPreferencesSchema>;

/** GET /api/login_preferences. */
export function getLoginPreferences(
  username: string,
  { signal }: CallOptions = {},
): Promise<LoginPreferences> {
  return apiRequest('/api/login_preferences', {
    query: { username },
    schema: LoginPreferencesSchema,
    action: 'get your login preferences',
    signal,
  });
}

/** A biometric authentication registered for a device (201). */
export const BiometricsAuthenticationSchema = v.object({ id: IdSchema });
export type BiometricsAuthentication = v.InferOutput<typeof BiometricsAuthenticationSchema>;

/** POST /api/biometrics_authentications `{device_id, public_key}` (signed in). */
export function createBiometricsAuthentication(
  input: { deviceId: string; publicKey: string },
  { signal }: CallOptions = {},
): Promise<BiometricsAuthentication> {
  return apiRequest('/api/biometrics_authentications', {
    method: 'POST',
    body: { deviceId: input.deviceId, publicKey: input.publicKey },
    schema: BiometricsAuthenticationSchema,
    action: 'turn on biometric login',
    signal,
  });
}

/** DELETE /api/biometrics_authentications/{id} (204). */
export async function deleteBiometricsAuthentication(
  id: string,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest(`/api/biometrics_authentications/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: null,
    action: 'turn off biometric login',
    signal,
  });
}

/** The challenge a device signs to log in with biometrics. */
export const ChallengeCodeSchema = v.object({ challengeCode: v.string() });
export type ChallengeCode = v.InferOutput<typeof ChallengeCodeSchema>;

/** GET /api/biometrics_authentications/{id}/challenge_code. */
export function getChallengeCode(id: string, { signal }: CallOptions = {}): Promise<ChallengeCode> {
  return apiRequest(`/api/biometrics_authentications/${encodeURIComponent(id)}/challenge_code`, {
    schema: ChallengeCodeSchema,
    action: 'start biometric login',
    signal,
  });
}

/** A link auth token: a one-time token that signs the same patron in elsewhere (the media app). */
export const LinkAuthTokenSchema = v.object({ id: IdSchema, token: v.string() });
export type LinkAuthToken = v.InferOutput<typeof LinkAuthTokenSchema>;

/** POST /api/link_auth_tokens (signed in, 201). The token is a secret: never stored or logged. */
export function createLinkAuthToken({ signal }: CallOptions = {}): Promise<LinkAuthToken> {
  return apiRequest('/api/link_auth_tokens', {
    method: 'POST',
    schema: LinkAuthTokenSchema,
    action: 'link your apps',
    signal,
  });
}

/** The patron a link auth token belongs to. */
export const LinkedUserSchema = v.object({ userId: IdSchema, username: v.string() });
export type LinkedUser = v.InferOutput<typeof LinkedUserSchema>;

/** GET /api/link_auth_tokens/{id}/user?token=: who the token signs in. */
export function getLinkAuthTokenUser(
  input: { id: string; token: string },
  { signal }: CallOptions = {},
): Promise<LinkedUser> {
  return apiRequest(`/api/link_auth_tokens/${encodeURIComponent(input.id)}/user`, {
    query: { token: input.token },
    schema: LinkedUserSchema,
    action: 'link your apps',
    signal,
  });
}

/** POST /internal/users/{id}/media_link: links the patron's media-app account (201). */
export async function linkMediaApp(userId: string, { signal }: CallOptions = {}): Promise<void> {
  await apiRequest(`/internal/users/${encodeURIComponent(userId)}/media_link`, {
    method: 'POST',
    schema: null,
    action: 'link the media app',
    signal,
  });
}

/** DELETE /internal/users/{id}/media_link: unlinks it (204). */
export async function unlinkMediaApp(userId: string, { signal }: CallOptions = {}): Promise<void> {
  await apiRequest(`/internal/users/${encodeURIComponent(userId)}/media_link`, {
    method: 'DELETE',
    schema: null,
    action: 'unlink the media app',
    signal,
  });
}
