import { fromPromise } from 'xstate';
import { isNetworkLevel } from '../api/errors';

/**
 * A call that suspends the account at the patron's request (a cool-off, a self-exclusion, a
 * closure) that timed out or lost its connection may have been carried out all the same. Before
 * the page says it failed, the machine asks which suspension the account is under now (GET
 * /i/registration_status, src/flows provides it with api/suspension-check.ts): the one asked
 * for means it went through (decision 088).
 */
export const isOutcomeUnknown = (error: unknown): boolean => isNetworkLevel(error);

/** The guard that reads suspensionNow's answer: the account is under the suspension asked for. */
export const isSuspendedAs =
  (type: 'cool_off' | 'self_exclusion' | 'closed') =>
  (_: unknown, params: { suspension: string | null }): boolean =>
    params.suspension === type;

/** The suspension the account is under now ('' for one without a type), null for none. */
export const suspensionNow = fromPromise<string | null>(async () => {
  throw new Error('suspensionNow is provided by src/flows');
});
