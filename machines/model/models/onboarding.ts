import type { RegistrationForm } from '../../../api/registration';
import { EMPTY_DRAFT } from '../../account-form';
import { applyEffects } from '../../derivation-effects';
import {
  derivationInput,
  initialContext,
  type OnboardingInput,
  type SyncResult,
} from '../../onboarding.context';
import { onboardingMachine } from '../../onboarding.machine';
import { type Decision, syncChanges } from '../../onboarding.steps';
import { policiesMachine } from '../../policies.machine';
import { reference } from '../../reference.fixture';
import { deriveNext } from '../../route-derivation';
import type { StepOutput } from '../../step-contract';
import { registrationStatus } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { networkError, plainError } from '../fixtures';

// In the native app a complete sign-up hands back (the mobile web shows the download page).
const INPUT: OnboardingInput = {
  layout: 'native',
  brandName: 'Northstar Sports',
  regionCode: 'US-NJ',
};
const TERMS = reference.policies.filter((policy) => policy.id === 'terms');

/** The server owes the terms (the policies step, which starts without a call), or is done. */
const SYNCS: SyncResult[] = [
  {
    status: registrationStatus({ pendingPolicies: TERMS }),
    registration: {} as RegistrationForm,
  },
  { status: registrationStatus({ status: 'complete' }), registration: {} as RegistrationForm },
];

/** What the real deriveRoute decides after each sync (the route of the step, or complete). */
const decisionAfter = (sync: SyncResult): Decision => {
  const context = {
    ...initialContext({ ...INPUT, restored: { preRegistrationComplete: true } }),
    reference,
    ...syncChanges(sync),
  };
  const derivation = deriveNext(derivationInput(context));
  return { derivation, changes: applyEffects(context, derivation.effects) };
};

/** A step's final output: fields another page owns (product.md 5), an exit page, or nothing. */
const STEP_OUTPUTS: (StepOutput | undefined)[] = [
  { errorRoute: '/signup/residence_citizenship', fieldErrors: { citizenship: 'Choose one' } },
  { exitRoute: '/sms/unable_to_send_code' },
  undefined,
];

export { onboardingMachine as machine };
export const model: MachineModel = {
  // A new sign-up, and a reload after the account was created in this tab.
  inputs: [INPUT, { ...INPUT, restored: { preRegistrationComplete: true } }],
  events: {
    'account.draft': [{ draft: { ...EMPTY_DRAFT, firstName: 'Ada' }, page: 'username' }],
    'reference.loaded': [{ reference }],
    'step.draft': [{ route: '/signup/policies', draft: { acceptedPolicyIds: ['terms'] } }],
    'step.route': [{ route: '/signup/policies' }],
    'step.analytics': [{ name: 'kyc_promo_action', properties: { button_text: 'Continue' } }],
  },
  outputs: {
    loadReferenceData: [reference],
    syncRegistration: SYNCS,
    deriveRoute: SYNCS.map(decisionAfter),
    // The policies step, or a route no step machine serves yet.
    loadStepLogic: [policiesMachine, null],
    // The done event of the spawned child `step`: no invoke names its source.
    '': STEP_OUTPUTS,
  },
  errors: {
    loadReferenceData: [networkError()],
    syncRegistration: [networkError()],
    deriveRoute: [plainError()],
    loadStepLogic: [plainError()],
    syncMediaApp: [networkError()],
  },
  // Only hasReference reads the context, and only before the account exists: the other guards
  // read the answers. One snapshot per state also spawns the step once per walk (the graph's
  // stand-in system keeps the systemId 'step' of a stopped child).
  serialize: (s) => [
    s.value,
    s.status,
    s.matches('preRegistration') && s.context.reference !== null,
  ],
};
