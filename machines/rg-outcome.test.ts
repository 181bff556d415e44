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
    { kind: 'self_exclusion', length: 90, label: '3 months' },
    { kind: 'self_exclusion', length: 365, label: '1 Year' },
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

  it("repeats the chosen option's words only when they are a plain period (QA 14)", () => {
    for (const label of [
      'Call 555-0100 to undo',
      'https://evil.example',
      '3 months <b>',
      '3 fortnights',
      '0 days',
      '',
    ]) {
      expect(rgOutcomeHref({ kind: 'self_exclusion', length: 90, label })).toBe(
        '/rg/loading?outcome=self_exclusion&length=90',
      );
      expect(rgOutcomeOf({ outcome: 'self_exclusion', length: '90', label })).toEqual({
        kind: 'self_exclusion',
        length: 90,
      });
    }
    // Words without a length (for life, or not told) are not repeated either.
    expect(
      rgOutcomeOf({ outcome: 'self_exclusion', length: 'lifetime', label: '3 months' }),
    ).toEqual({ kind: 'self_exclusion', length: 'lifetime' });
  });
});
