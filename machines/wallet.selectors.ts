import { currencyOfRegion } from '../api/balance';
import type { RegionCode } from '../api/domain';

/**
 * An amount in cents (wire-decisions "Units") as the wallet region's currency shows it: US dollars
 * in a state, Canadian dollars in a province (product.md 3: CURRENCY_USD, CURRENCY_CAD).
 */
export function formatBalance(cents: number, region: RegionCode): string {
  const canadian = currencyOfRegion(region) === 'CURRENCY_CAD';
  return new Intl.NumberFormat(canadian ? 'en-CA' : 'en-US', {
    style: 'currency',
    currency: canadian ? 'CAD' : 'USD',
  }).format(cents / 100);
}
