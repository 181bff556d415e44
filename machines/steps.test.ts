import { describe, expect, it } from 'vitest';
import { isRoutePath } from './paths';
import { progressBar } from './progress-steps';
import { type DerivationInput, deriveNext, LAYOUTS } from './route-derivation';
import { type DerivationPatch, settledInput } from './settled-input';
import { loadStep, loadStepLogic } from './step-registry';
import { PROGRESS_SLOTS, STEP_KEYS, STEP_ROUTES, stepRoutes, withStepKey } from './step-routes';
import { STEPS } from './steps';

// What each step's machine is called (its `id`), written out so the test does not read the table.
const MACHINE_IDS = {
  playYourWay: 'playYourWay',
  emailVerification: 'emailVerification',
  personalInfo: 'personalInfo',
  sms: 'sms',
  initialLimits: 'initialLimits',
  policies: 'policies',
} as const;

const input = (patch: DerivationPatch = {}): DerivationInput => settledInput(patch);

describe('the STEPS table', () => {
  it('gives every step its place and its machine', () => {
    expect(Object.keys(STEPS).sort()).toEqual(Object.keys(STEP_ROUTES).sort());
    for (const key of STEP_KEYS) expect(STEPS[key]).toMatchObject(STEP_ROUTES[key]);
  });

  it('names only registered routes, each served by one step only', () => {
    const routes = STEP_KEYS.flatMap((key) => stepRoutes(key));
    expect(routes.filter((route) => !isRoutePath(route))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives each step a web route in the /web set and app routes in the other set', () => {
    for (const key of STEP_KEYS) {
      expect(
        STEPS[key].web.every((route) => route.startsWith('/web/')),
        key,
      ).toBe(true);
      expect(
        STEPS[key].app.some((route) => route.startsWith('/web/')),
        key,
      ).toBe(false);
      expect(STEPS[key].app.length, key).toBeGreaterThan(0);
    }
  });
});

describe('the step registry, derived from STEPS', () => {
  it.each(STEP_KEYS)('loads the machine of step %s for each of its routes', async (key) => {
    for (const route of stepRoutes(key)) {
      const machine = await loadStepLogic(route);
      expect(machine?.id, route).toBe(MACHINE_IDS[key]);
    }
    expect((await loadStep(key)).id).toBe(MACHINE_IDS[key]);
  });

  it('has no machine for a route no step serves', async () => {
    expect(await loadStepLogic('/web/signup/id_verification')).toBeNull();
    expect(await loadStepLogic('/signup/email')).toBeNull();
    expect(await loadStepLogic('/not/a/route')).toBeNull();
  });
});

describe('the progress bar, derived from STEPS', () => {
  it("makes each step's slot the active one on every route of the step", () => {
    for (const key of STEP_KEYS)
      for (const route of stepRoutes(key)) {
        const bar = progressBar({
          path: route,
          hasPromotions: true,
          emailVerificationRequired: true,
          visitLimitsPage: true,
          preRegistrationComplete: true,
        });
        expect(bar.visible, route).toBe(true);
        expect(bar.steps.find((step) => step.active)?.id, route).toBe(STEPS[key].slot);
      }
  });

  it('places every step on one of the seven slots of product.md 2.4', () => {
    for (const key of STEP_KEYS) expect(PROGRESS_SLOTS).toContain(STEPS[key].slot);
  });
});

describe('the route derivation carries the step key', () => {
  it('names the step that serves each route it derives', () => {
    const cases = [
      [input({ pendingPolicyIds: ['terms'] }), 'policies'],
      [input({ pendingPolicyIds: ['terms'], layout: 'native' }), 'policies'],
      [input({ pendingFields: { onboardingPromotionIds: ['p1'] } }), 'playYourWay'],
      [input({ pendingFields: { last4Ssn: true } }), 'personalInfo'],
      [input({ pendingFields: { last4Ssn: true }, layout: 'mobileWeb' }), 'personalInfo'],
      [input({ pendingFields: { phoneNumber: true }, layout: 'native' }), 'sms'],
      [input({ flags: { visitLimitsPage: true, useJumioWebSdk: false } }), 'initialLimits'],
      [
        input({ regionRequiresEmailVerification: true, emailVerificationStatus: 'REQUIRED' }),
        'emailVerification',
      ],
    ] as const;
    for (const [given, key] of cases) {
      const derivation = deriveNext(given);
      expect(derivation.kind === 'route' && derivation.stepKey, derivation.rule).toBe(key);
    }
  });

  it('carries null for a page no step machine runs on', () => {
    const kycFailure = deriveNext(
      input({ status: 'document_verification_failed', kycFailureReason: 'id_expired' }),
    );
    expect(kycFailure.kind === 'route' && kycFailure.stepKey).toBeNull();
    // Before the account exists the phone page is a Create Your Account page, not the sms step.
    for (const layout of LAYOUTS) {
      const creating = deriveNext(
        input({ preRegistrationComplete: false, preRegistrationPage: 'phone', layout }),
      );
      expect(creating.kind === 'route' && creating.stepKey, layout).toBeNull();
    }
  });

  it('attaches to a route the key of the step that serves it, and null to any other', () => {
    expect(withStepKey('/signup/ssn').stepKey).toBe('personalInfo');
    expect(withStepKey('/signup/phone_number').stepKey).toBe('sms');
    expect(withStepKey('/web/signup/fine_details').stepKey).toBe('policies');
    expect(withStepKey('/login').stepKey).toBeNull();
  });
});
