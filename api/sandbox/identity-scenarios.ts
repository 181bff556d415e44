import { KYC_FAILURE_REASONS, REGISTRATION_STATUSES } from '../statuses';

/**
 * One scenario per registration-status path of product.md 4.2 (issue 10 item 7): QA logs in as
 * the seeded patron (docs/sandbox.md "Test data") with `?sandbox_scenario=NAME` and lands on the
 * page the status leads to, in whichever layout the entry chose. `status-<status>` sets the
 * status with nothing owed and no failure reason; `kyc-<reason>` sets
 * document_verification_failed with that failure reason; `status-duplicate-user` marks the
 * patron a duplicate. docs/status-routing.md links each row to its scenario.
 */

const kebab = (value: string) => value.replaceAll('_', '-');

const base = {
  email_verification_status: 'VERIFIED',
  pending_fields: {},
  pending_policies: [],
  is_duplicate_user: false,
  kyc_failure_reason: null,
} as const;

/** The scenario name of a registration status path. */
export const statusScenarioName = (status: string) => `status-${kebab(status)}`;
/** The scenario name of a KYC failure reason path. */
export const reasonScenarioName = (reason: string) => `kyc-${kebab(reason)}`;
export const DUPLICATE_SCENARIO = 'status-duplicate-user';

export const IDENTITY_PATH_SCENARIOS: readonly unknown[] = [
  ...REGISTRATION_STATUSES.map((status) => ({
    name: statusScenarioName(status),
    description: `The seeded patron's registration status is ${status}, with nothing owed and no failure reason.`,
    patronStatus: { ...base, status },
  })),
  ...KYC_FAILURE_REASONS.map((reason) => ({
    name: reasonScenarioName(reason),
    description: `The seeded patron's identity check failed with reason ${reason} (status document_verification_failed).`,
    patronStatus: { ...base, status: 'document_verification_failed', kyc_failure_reason: reason },
  })),
  {
    name: DUPLICATE_SCENARIO,
    description: 'The seeded patron is a duplicate user (status created, is_duplicate_user true).',
    patronStatus: { ...base, status: 'created', is_duplicate_user: true },
  },
];
