import { apiRequest, type CallOptions } from './client';

/**
 * The calls of contract.md 7 that no page makes (docs/api.md says why for each), typed so an
 * operator's integration or a later page has one fetcher to use. Their payloads are "not shown"
 * in contract.md 7: each sends the OAuth parameters the client adds (and the email for the reset
 * variants, as the /i/ reset request does), resolves on any 2xx and rejects with the ApiError.
 */

/** POST /i/registrations: the registration completes through PATCH /i/registration instead. */
export function createRegistration({ signal }: CallOptions = {}): Promise<void> {
  return apiRequest('/i/registrations', {
    method: 'POST',
    body: {},
    schema: null,
    action: 'complete your registration',
    signal,
  }).then(() => undefined);
}

/** POST /internal/password_reset_requests: the back office's reset request. */
export function requestPasswordResetInternal(
  email: string,
  { signal }: CallOptions = {},
): Promise<void> {
  return apiRequest('/internal/password_reset_requests', {
    method: 'POST',
    body: { email },
    schema: null,
    action: 'request a password reset',
    signal,
  }).then(() => undefined);
}

/** POST /password_reset_requests: the legacy path of the reset request. */
export function requestPasswordResetLegacy(
  email: string,
  { signal }: CallOptions = {},
): Promise<void> {
  return apiRequest('/password_reset_requests', {
    method: 'POST',
    body: { email },
    schema: null,
    action: 'request a password reset',
    signal,
  }).then(() => undefined);
}

/**
 * GET /i/time_limits/pending/: the pending daily time limit. Its answer is not shown in the
 * contract and the same value comes with GET /i/time_limits, so it is not read.
 */
export function getPendingTimeLimit({ signal }: CallOptions = {}): Promise<void> {
  return apiRequest('/i/time_limits/pending/', {
    schema: null,
    action: 'get the pending daily time limit',
    signal,
  }).then(() => undefined);
}

/** POST /i/third_party_determination_suspensions: a suspension a third party decided. */
export function createThirdPartyDeterminationSuspension({
  signal,
}: CallOptions = {}): Promise<void> {
  return apiRequest('/i/third_party_determination_suspensions', {
    method: 'POST',
    body: {},
    schema: null,
    action: 'suspend the account',
    signal,
  }).then(() => undefined);
}

/** POST /regulators/{region}/exclusion_lists: a regulator's exclusion list. */
export function submitExclusionList(region: string, { signal }: CallOptions = {}): Promise<void> {
  return apiRequest(`/regulators/${encodeURIComponent(region)}/exclusion_lists`, {
    method: 'POST',
    body: {},
    schema: null,
    action: 'send the exclusion list',
    signal,
  }).then(() => undefined);
}
