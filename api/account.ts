import { acknowledge } from './acks';
import { apiRequest, type CallOptions } from './client';

/**
 * The account calls of contract.md 7 the account pages make (payloads "not shown" there: each
 * sends nothing but the OAuth parameters the client adds; docs/routes.md). Each resolves on any
 * 2xx and rejects with the normalised ApiError.
 */

/** /close_account: POST /i/closed_suspensions. */
export const closeAccount = ({ signal }: CallOptions = {}) =>
  apiRequest('/i/closed_suspensions', {
    method: 'POST',
    schema: null,
    action: 'close your account',
    signal,
  }).then(() => undefined);

/** /dormant_account: DELETE /i/dormant_accounts. */
export const reactivateDormantAccount = ({ signal }: CallOptions = {}) =>
  apiRequest('/i/dormant_accounts', {
    method: 'DELETE',
    schema: null,
    action: 'reactivate your account',
    signal,
  }).then(() => undefined);

/** /dge_level_2_ack: PATCH /i/acks/dge_level_2_ack (api/acks.ts, the one acknowledgement call). */
export const acknowledgeDgeLevel2 = (options: CallOptions = {}) =>
  acknowledge('dge_level_2_ack', options).then(() => undefined);

/** /fit_to_play: POST /i/fit_to_play. */
export const confirmFitToPlay = ({ signal }: CallOptions = {}) =>
  apiRequest('/i/fit_to_play', {
    method: 'POST',
    schema: null,
    action: 'confirm you are fit to play',
    signal,
  }).then(() => undefined);
