/**
 * The sandbox's fixed reference data that both its server model (state.ts) and its scenario
 * schema (scenarios.ts) name: the seeded policies and the pending-field keys as they travel on
 * the wire. Apart from state.ts so the scenario schema does not import the model that reads it.
 */

import { PERSONAL_PENDING_FIELDS } from '../statuses';

/** The fixed id of the optional promotional-consent policy (contract.md 9 leaves it to us). */
export const PROMOTIONAL_CONSENT_POLICY_ID = 'promotional-consent';

/** A policy as the server knows it; `atSignUp` policies are the ones Create Your Account shows. */
export interface SandboxPolicy {
  id: string;
  type: string;
  name: string;
  version: string;
  url: string;
  content: string;
  required: boolean;
  atSignUp: boolean;
}

/** Every policy the sandbox knows; scenarios may owe the non-sign-up ones after pre-registration. */
export const POLICIES: readonly SandboxPolicy[] = [
  {
    id: 'terms-and-conditions',
    type: 'terms_and_condition',
    name: 'Terms and Conditions',
    version: '2025.1',
    url: 'https://policies.sandbox.invalid/terms-and-conditions',
    content:
      'These sandbox Terms and Conditions govern your use of the service. They are test text only.',
    required: true,
    atSignUp: true,
  },
  {
    id: 'privacy-policy',
    type: 'privacy_policy',
    name: 'Privacy Policy',
    version: '2025.1',
    url: 'https://policies.sandbox.invalid/privacy-policy',
    content: 'This sandbox Privacy Policy explains what we collect and why. It is test text only.',
    required: true,
    atSignUp: true,
  },
  {
    id: PROMOTIONAL_CONSENT_POLICY_ID,
    type: 'promotional_consent',
    name: 'Promotions and marketing materials',
    version: '1',
    url: 'https://policies.sandbox.invalid/promotional-consent',
    content: 'I would like to receive promotions and marketing materials.',
    required: false,
    atSignUp: true,
  },
  {
    id: 'responsible-gaming-policy',
    type: 'responsible_gaming',
    name: 'Responsible Gaming Policy',
    version: '3',
    url: 'https://policies.sandbox.invalid/responsible-gaming',
    content: 'Set limits, take breaks, and never bet more than you can afford to lose.',
    required: true,
    atSignUp: false,
  },
  {
    id: 'nj-house-rules',
    type: 'house_rules',
    name: 'New Jersey House Rules',
    version: '7',
    url: 'https://policies.sandbox.invalid/nj-house-rules',
    content: 'House rules that apply to wagers placed in New Jersey. Test text only.',
    required: true,
    atSignUp: false,
  },
];

/** The ids of POLICIES, for the scenario schema. */
export const POLICY_IDS = POLICIES.map((policy) => policy.id);

/** Pending-field keys as they travel on the wire (`last4Ssn` -> `last_4_ssn`), plus the promotions key. */
export const WIRE_PENDING_FIELDS = [
  ...PERSONAL_PENDING_FIELDS.map((field) =>
    field.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Z])/g, '$1$2_').toLowerCase(),
  ),
  'onboarding_promotion_ids',
  // The server asks race and gender (the manual-PII step; docs/api.md "Manual PII").
  'race_and_gender',
] as const;
