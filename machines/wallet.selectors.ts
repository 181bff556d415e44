import { currencyOfRegion } from '../api/balance';
import type { RegionCode } from '../api/domain';
import type { Currency } from './rg-rules';

/**
 * The currency the wallet's balance is shown in (machines/money.ts formats it): US dollars in a
 * state, Canadian dollars in a province (product.md 3: CURRENCY_USD, CURRENCY_CAD).
 */
export const balanceCurrency = (region: RegionCode): Currency =>
  currencyOfRegion(region) === 'CURRENCY_CAD' ? 'CAD' : 'USD';
