import * as v from 'valibot';
import { balance as balanceCopy } from '../copy/spec/balance';
import { apiRequest, type CallOptions } from './client';
import { type CountryCode, countryOfRegion, type RegionCode } from './domain';
import { ApiError, isApiError } from './errors';

/**
 * The patron's wallet (contract.md 7 "Preferences" and "Limits, cool off, exclusion, account"):
 * the balance for a region and currency, the move of the wallet to another region, and the
 * regions the patron is registered in. Money in cents (wire-decisions "Units").
 */

/** product.md 3: CURRENCY_USD (the default) and CURRENCY_CAD. */
export type Currency = 'CURRENCY_USD' | 'CURRENCY_CAD';

/** The currency of a region's country: Canadian dollars in a province, US dollars otherwise. */
export const currencyOfCountry = (country: CountryCode): Currency =>
  country === 'CA' ? 'CURRENCY_CAD' : 'CURRENCY_USD';

/** The currency of a region (its country's). */
export const currencyOfRegion = (region: RegionCode): Currency =>
  currencyOfCountry(countryOfRegion(region));

/** GET /i/user_available_balance: playable and restricted balances in cents. */
export const BalanceSchema = v.object({
  playableBalance: v.number(),
  restrictedBalance: v.number(),
});
export type Balance = v.InferOutput<typeof BalanceSchema>;

/** GET /i/user_available_balance?region_code=&currency= (contract.md 7). */
export async function getAvailableBalance(
  regionCode: RegionCode,
  { signal }: CallOptions = {},
): Promise<Balance> {
  return apiRequest('/i/user_available_balance', {
    query: { regionCode, currency: currencyOfRegion(regionCode) },
    schema: BalanceSchema,
    action: 'fetch your balance',
    signal,
  });
}

/**
 * Registers the patron in a region (contract.md 7 PATCH /i/user_registered_regions
 * `{region_code}`, 200). The spec defines no answer and nothing uses one, so the body is not read
 * (contract audit #5): an empty or different 200 is still a success.
 */
export async function registerRegion(
  regionCode: RegionCode,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/user_registered_regions', {
    method: 'PATCH',
    body: { regionCode },
    schema: null,
    action: 'register your region',
    signal,
  });
}

/**
 * Moves the patron's wallet to a region: the patron is registered there first (PATCH
 * /i/user_registered_regions), then POST /i/betting_region `{region_code}` (200, wire-decisions
 * "Status codes"). Any failure but a 401 or a suspension carries "Could not transfer user wallet
 * region!" (those two are the session's to route).
 */
export async function transferWalletRegion(
  regionCode: RegionCode,
  { signal }: CallOptions = {},
): Promise<void> {
  try {
    await registerRegion(regionCode, { signal });
    await apiRequest('/i/betting_region', {
      method: 'POST',
      body: { regionCode },
      schema: null,
      action: 'transfer your wallet region',
      signal,
    });
  } catch (error) {
    throw isApiError(error) && error.code !== 'UNAUTHORIZED_ERROR'
      ? new ApiError({ ...error, message: balanceCopy.walletRegionFailed, cause: error })
      : error;
  }
}
