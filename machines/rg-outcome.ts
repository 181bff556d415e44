import type { RoutePath } from './paths';

/**
 * What brought a patron to /rg/loading (product.md 4.5: a cool-off, or a self-exclusion, logs the
 * patron out and goes there), named in the page's query so the page can say what happened
 * (decision 061). The machine that knows the outcome writes it into the route it logs out to;
 * the page reads it back. It names a kind and a length, nothing that identifies the patron, and
 * every report strips a URL's query before it leaves the page (docs/observability.md).
 */

/** Where a patron lands once a cool-off or a self-exclusion started and the session ended. */
export const RG_OUTCOME_PAGE = '/rg/loading' satisfies RoutePath;

export type RgOutcomeKind = 'cool_off' | 'self_exclusion';
export const RG_OUTCOME_KINDS: readonly RgOutcomeKind[] = ['cool_off', 'self_exclusion'];

/** A length in whole days, for life, or null when the page was not told. */
export type RgOutcomeLength = number | 'lifetime' | null;

export interface RgOutcome {
  kind: RgOutcomeKind;
  length: RgOutcomeLength;
  /**
   * The length as the patron chose it, in the server's words ("3 months" for 90 days), when
   * those are a plain count of days, weeks, months or years (isPlainPeriod).
   */
  label?: string;
}

/** The query values of /rg/loading (src/route-search.ts validates them). */
export interface RgOutcomeSearch {
  outcome?: string;
  length?: string;
  label?: string;
}

/**
 * A period's words the page may repeat: a count and a unit, nothing else. The query can be typed
 * by anyone, so the page never shows free text from it (a phone number, a link, a claim).
 */
const isPlainPeriod = (label: string | null | undefined): label is string =>
  /^[1-9]\d{0,3} (?:day|week|month|year)s?$/i.test(label ?? '');

/** /rg/loading naming an outcome: `/rg/loading?outcome=self_exclusion&length=90&label=3+months`. */
export function rgOutcomeHref({ kind, length, label }: RgOutcome): string {
  const query = new URLSearchParams({ outcome: kind });
  if (length !== null) query.set('length', String(length));
  if (typeof length === 'number' && isPlainPeriod(label)) query.set('label', label);
  return `${RG_OUTCOME_PAGE}?${query}`;
}

/**
 * The outcome a /rg/loading query names, or null for none (an address typed or cut short). A
 * length that is not whole days, or "lifetime" for a cool-off, which has none, reads as unknown.
 */
export function rgOutcomeOf(search: RgOutcomeSearch): RgOutcome | null {
  const kind = RG_OUTCOME_KINDS.find((k) => k === search.outcome);
  if (!kind) return null;
  const text = search.length ?? '';
  const length: RgOutcomeLength = /^[1-9]\d{0,4}$/.test(text)
    ? Number(text)
    : text === 'lifetime' && kind === 'self_exclusion'
      ? 'lifetime'
      : null;
  return typeof length === 'number' && isPlainPeriod(search.label)
    ? { kind, length, label: search.label }
    : { kind, length };
}
