import { atStepRoute, initialContext, type OnboardingContext } from './onboarding.context';
import type { Derivation } from './route-derivation';
import { withStepKey } from './step-routes';

// A step that walks several pages of its own (the manual-PII step) moves the derived route with
// `step.route`; the onboarding machine takes only a route of the step that runs now.

const derivedAt = (route: '/web/signup/name' | '/web/signup/pii'): OnboardingContext => ({
  ...initialContext({ layout: 'web', brandName: 'Northstar', regionCode: 'US-NJ' }),
  derivation: {
    kind: 'route',
    ...withStepKey(route),
    step: 'identityCheck',
    effects: [{ type: 'markRegistrationPending' }],
    rule: 'status:manual_pii_entry_required',
  } as Derivation,
});

describe('step.route (machines/step-contract.ts)', () => {
  it('moves the derivation to another page of the running step, keeping its rule and effects', () => {
    expect(atStepRoute(derivedAt('/web/signup/name'), '/web/signup/birthdate')).toEqual({
      kind: 'route',
      route: '/web/signup/birthdate',
      stepKey: 'manualPii',
      step: 'identityCheck',
      effects: [{ type: 'markRegistrationPending' }],
      rule: 'status:manual_pii_entry_required',
    });
  });

  it('ignores a route another step serves, or one no step serves', () => {
    const context = derivedAt('/web/signup/pii');
    expect(atStepRoute(context, '/web/signup/address')).toBe(context.derivation);
    const manual = derivedAt('/web/signup/name');
    expect(atStepRoute(manual, '/web/signup/fine_details')).toBe(manual.derivation);
    expect(atStepRoute(manual, '/web/contact_support')).toBe(manual.derivation);
  });
});
