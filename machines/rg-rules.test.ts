import { describe, expect, it } from 'vitest';
import { isFlagEnabled } from '../api/lists';
import { progressBar } from './progress-steps';
import { GLOBAL_RULES, JURISDICTION_RULES, jurisdictionOf, toCents } from './rg-rules';
import { deriveNext } from './route-derivation';
import { settledInput } from './settled-input';

describe('the responsible-gaming rule table', () => {
  it('reads a region by its country when the region has no entry of its own', () => {
    expect(jurisdictionOf('US-NJ')).toBe(JURISDICTION_RULES.US);
    expect(jurisdictionOf('CA-ON')).toBe(JURISDICTION_RULES.CA);
    // The spec's default currency is USD: an unknown or missing region reads as the US.
    expect(jurisdictionOf('')).toBe(JURISDICTION_RULES.US);
  });

  it('gives every rule a source, an enforcer and a test id', () => {
    for (const entry of [...Object.values(JURISDICTION_RULES), GLOBAL_RULES])
      for (const rule of Object.values(entry)) {
        expect(rule.source).not.toBe('');
        expect(rule.enforcedBy).not.toBe('');
        expect(rule.testId).toMatch(/^[a-z0-9-]+$/);
      }
  });

  it('converts whole units to cents with the table factor', () => {
    expect(toCents(1)).toBe(100);
  });

  it('[rule:signup-limits-gate] derives Set Your Limits at sign-up only with the flag the table names', () => {
    const flag = GLOBAL_RULES.signUpLimitsGate.value;
    const flags = [{ name: flag, status: 'enabled' as const, groups: [] }];
    expect(isFlagEnabled(flags, flag)).toBe(true);
    const on = deriveNext(settledInput({ flags: { visitLimitsPage: true } }));
    const off = deriveNext(settledInput({ flags: { visitLimitsPage: false } }));
    const routeOf = (d: typeof on) => ('route' in d ? d.route : null);
    expect(routeOf(on)).toBe('/web/signup/initial_set_limits');
    expect(routeOf(off)).not.toBe('/web/signup/initial_set_limits');
    const bar = (visitLimitsPage: boolean) =>
      progressBar({
        path: '/web/signup/initial_set_limits',
        hasPromotions: false,
        emailVerificationRequired: false,
        visitLimitsPage,
      }).steps.map((step) => step.id);
    expect(bar(true)).toContain('setLimits');
    expect(bar(false)).not.toContain('setLimits');
  });
});
