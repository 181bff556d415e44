import { initialContext, type OnboardingContext } from './onboarding.context';
import { atStepRoute } from './onboarding.steps';
import type { Derivation } from './route-derivation';
import { loadStepLogic } from './step-registry';
import { withStepKey } from './step-routes';

// A step that walks several pages of its own (the manual-PII step, decision 045) moves the
// derived route with `step.route`; the step registry finds its machine for each of its pages.

const derived = (derivation: Derivation | null): OnboardingContext => ({
  ...initialContext({ layout: 'web', brandName: 'Northstar', regionCode: 'US-NJ' }),
  derivation,
});

describe('step.route (machines/step-contract.ts)', () => {
  it('moves the derivation to another page, keeping its rule and effects', () => {
    const context = derived({
      kind: 'route',
      ...withStepKey('/web/signup/name'),
      step: 'identityCheck',
      effects: [{ type: 'markRegistrationPending' }],
      rule: 'status:manual_pii_entry_required',
    });
    expect(atStepRoute(context, '/web/signup/birthdate')).toEqual({
      kind: 'route',
      route: '/web/signup/birthdate',
      stepKey: null,
      step: 'identityCheck',
      effects: [{ type: 'markRegistrationPending' }],
      rule: 'status:manual_pii_entry_required',
    });
  });

  it('has nothing to move without a derived route', () => {
    expect(atStepRoute(derived(null), '/web/signup/address')).toBeNull();
    const handOff: Derivation = { kind: 'complete', effects: [], rule: 'status:complete' };
    expect(atStepRoute(derived(handOff), '/web/signup/address')).toBe(handOff);
  });
});

describe('the step registry and the manual-PII pages', () => {
  it.each([
    '/web/signup/name',
    '/web/signup/address',
    '/web/signup/birthdate',
    '/web/signup/race_and_gender',
    '/web/signup/missing_address',
    '/web/signup/manual_pii_processing',
    '/signup/name',
    '/signup/v2/missing_address',
    '/signup/manual_pii_processing',
  ])('runs the manual-PII machine on %s', async (route) => {
    expect((await loadStepLogic(route))?.id).toBe('manualPii');
  });

  it('still has no machine for a page no step serves', async () => {
    expect(await loadStepLogic('/web/signup/id_verification')).toBeNull();
  });
});
