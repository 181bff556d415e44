import { describe, expect, it } from 'vitest';
import { type RgOutcome, rgOutcomeHref, rgOutcomeOf } from './rg-outcome';

const queryOf = (href: string) =>
  Object.fromEntries(new URL(href, 'https://client.example').searchParams);

describe('the outcome /rg/loading names', () => {
  for (const outcome of [
    { kind: 'cool_off', length: 7 },
    { kind: 'self_exclusion', length: 365 },
    { kind: 'self_exclusion', length: 'lifetime' },
    { kind: 'cool_off', length: null },
  ] satisfies RgOutcome[])
    it(`reads back what it wrote: ${outcome.kind}, ${outcome.length}`, () => {
      const href = rgOutcomeHref(outcome);
      expect(href.startsWith('/rg/loading?')).toBe(true);
      expect(rgOutcomeOf(queryOf(href))).toEqual(outcome);
    });

  it('names a kind and a length, nothing else', () => {
    expect(rgOutcomeHref({ kind: 'cool_off', length: 7 })).toBe(
      '/rg/loading?outcome=cool_off&length=7',
    );
  });

  it('reads no outcome from a query without one, or with one it does not know', () => {
    expect(rgOutcomeOf({})).toBeNull();
    expect(rgOutcomeOf({ outcome: 'casino', length: '7' })).toBeNull();
  });

  it('reads an unreadable length as unknown, and a cool off for life as a cool off of unknown length', () => {
    for (const length of ['0', '-3', '7.5', 'seven', '', '123456'])
      expect(rgOutcomeOf({ outcome: 'self_exclusion', length })).toEqual({
        kind: 'self_exclusion',
        length: null,
      });
    expect(rgOutcomeOf({ outcome: 'cool_off', length: 'lifetime' })).toEqual({
      kind: 'cool_off',
      length: null,
    });
  });
});
