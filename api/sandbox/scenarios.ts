/**
 * Scenarios script the sandbox: what the registration status looks like after pre-registration,
 * flags, codes, SMS errors, latency, forced errors and hangs. Each lives in scenarios/NAME.json
 * and is validated here at load, so a typo in a QA script fails loudly instead of being ignored.
 */

import * as v from 'valibot';
import {
  EMAIL_VERIFICATION_STATUSES,
  KYC_FAILURE_REASONS,
  REGISTRATION_STATUSES,
} from '../statuses';
import { IDENTITY_PATH_SCENARIOS } from './identity-scenarios';
import { POLICY_IDS, WIRE_PENDING_FIELDS } from './reference-data';
import balanceDown from './scenarios/balance-down.json';
import balanceRetry from './scenarios/balance-retry.json';
import duplicateUser from './scenarios/duplicate-user.json';
import hangStatus from './scenarios/hang-status.json';
import happyPath from './scenarios/happy-path.json';
import kycFailureUnderage from './scenarios/kyc-failure-underage.json';
import limitsFlag from './scenarios/limits-flag.json';
import limitsOnly from './scenarios/limits-only.json';
import loginEmailRequired from './scenarios/login-email-required.json';
import loginPolicies from './scenarios/login-policies.json';
import loginStrongAuth from './scenarios/login-strong-auth.json';
import loginUnfinished from './scenarios/login-unfinished.json';
import manualAddress from './scenarios/manual-address.json';
import manualPii from './scenarios/manual-pii.json';
import manualPiiNestedErrors from './scenarios/manual-pii-nested-errors.json';
import manualPiiProcessing from './scenarios/manual-pii-processing.json';
import njFull from './scenarios/nj-full.json';
import noEmailVerification from './scenarios/no-email-verification.json';
import personalPending from './scenarios/personal-pending.json';
import phonePending from './scenarios/phone-pending.json';
import playYourWay from './scenarios/play-your-way.json';
import policiesPending from './scenarios/policies-pending.json';
import preRegistrationNestedErrors from './scenarios/pre-registration-nested-errors.json';
import preferencesErrors from './scenarios/preferences-errors.json';
import rgShortWait from './scenarios/rg-short-wait.json';
import serverErrors from './scenarios/server-errors.json';
import slowNetwork from './scenarios/slow-network.json';
import smsErrors from './scenarios/sms-errors.json';
import smsPinLocked from './scenarios/sms-pin-locked.json';
import statusReplay from './scenarios/status-replay.json';
import suspendedCoolOff from './scenarios/suspended-cool-off.json';
import suspendedDuplicateUser from './scenarios/suspended-duplicate-user.json';
import suspendedSelfExclusion from './scenarios/suspended-self-exclusion.json';

/** A call named as "METHOD /path" with the path template of SANDBOX_CALLS, e.g. `GET /i/pending_policies/{id}`. */
export const CallKeySchema = v.pipe(
  v.string(),
  v.regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/, 'a call is "METHOD /path"'),
);

const SixDigitsSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'six digits'));
const ErrorCodeSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, 'a snake_case code'));
const MillisecondsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

const PendingFieldsSchema = v.pipe(
  v.record(v.picklist(WIRE_PENDING_FIELDS), v.union([v.literal(true), v.array(v.string())])),
  // wire-decisions "Shapes": only onboarding promotions carry a list; every other field is `true`.
  v.check(
    (fields) =>
      Object.entries(fields).every(
        ([key, value]) => (key === 'onboarding_promotion_ids') === Array.isArray(value),
      ),
    'onboarding_promotion_ids takes a list of promotion ids, every other field takes true',
  ),
);

const statusPatchEntries = {
  status: v.optional(v.picklist(REGISTRATION_STATUSES)),
  email_verification_status: v.optional(v.picklist(EMAIL_VERIFICATION_STATUSES)),
  pending_fields: v.optional(PendingFieldsSchema),
  pending_policies: v.optional(v.array(v.picklist(POLICY_IDS))),
  pending_kyc_providers: v.optional(v.array(v.string())),
  executed_kyc_providers: v.optional(v.array(v.string())),
  is_duplicate_user: v.optional(v.boolean()),
  kyc_failure_reason: v.optional(v.nullable(v.picklist(KYC_FAILURE_REASONS))),
};

/** Part of a registration status in wire keys, with policies named by id. */
export const StatusPatchSchema = v.strictObject(statusPatchEntries);
/** Part of a registration status in wire keys, with policies named by id. */
export type StatusPatch = v.InferOutput<typeof StatusPatchSchema>;

/** The schema every scenarios/*.json file must satisfy (docs/sandbox.md "Scenarios"). */
export const ScenarioSchema = v.strictObject({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case name')),
  description: v.pipe(v.string(), v.minLength(1)),
  featureFlags: v.optional(v.record(v.string(), v.boolean())),
  afterPreRegistration: v.optional(StatusPatchSchema),
  finalStatus: v.optional(v.picklist(REGISTRATION_STATUSES)),
  statusSequence: v.optional(
    v.pipe(
      v.array(v.strictObject({ ...statusPatchEntries, status: v.picklist(REGISTRATION_STATUSES) })),
      v.minLength(1),
    ),
  ),
  verificationCode: v.optional(SixDigitsSchema),
  smsCode: v.optional(SixDigitsSchema),
  smsSendError: v.optional(ErrorCodeSchema),
  smsVerifyError: v.optional(ErrorCodeSchema),
  existingEmails: v.optional(v.array(v.pipe(v.string(), v.email()))),
  existingUsernames: v.optional(v.array(v.string())),
  latencyMs: v.optional(v.union([MillisecondsSchema, v.record(CallKeySchema, MillisecondsSchema)])),
  forcedErrors: v.optional(
    v.array(
      v.strictObject({
        call: CallKeySchema,
        status: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
        body: v.optional(v.unknown()),
        times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      }),
    ),
  ),
  hangs: v.optional(v.array(CallKeySchema)),
  /** How long a looser daily time limit waits before it can be confirmed (default 24 h). */
  pendingLimitWaitMs: v.optional(MillisecondsSchema),
  suspension: v.optional(v.strictObject({ type: v.pipe(v.string(), v.minLength(1)) })),
  /**
   * The seeded patron's registration status in this scenario (wire keys): QA logs in as the
   * patron and lands on the page the status leads to, without signing up (docs/sandbox.md).
   */
  patronStatus: v.optional(StatusPatchSchema),
  /** The seeded patron is signed in from the start (a replayed path, api/sandbox/replay.ts). */
  patronSignedIn: v.optional(v.boolean()),
  /**
   * How an identity scan ends (api/sandbox/identity-calls.ts): after `pendingPolls` polls
   * answered pending (default 1), success (the default), failure with `failureReason`, or
   * 'expired' (a value outside the spec's set). The simulated provider page can override it.
   */
  kycScan: v.optional(
    v.strictObject({
      outcome: v.picklist(['success', 'failure', 'expired']),
      failureReason: v.optional(v.picklist(KYC_FAILURE_REASONS)),
      pendingPolls: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  ),
  /** The seeded patron has two-step verification on: its password grant answers 403 `sms_pin_required` (decision 040). */
  patronStrongAuth: v.optional(v.boolean()),
  /** The `modal_type` every pending policy carries (absent: none sent, the client's default). */
  policyModal: v.optional(v.picklist(['RG_LIMITS', 'DEPOSITS', 'none'])),
  /** The status a recorded document verification answers with (default pending, then verified). */
  documentStatus: v.optional(
    v.picklist(['pending', 'verified', 'declined', 'success', 'error', 'expired']),
  ),
});
/** A validated scenario. */
export type Scenario = v.InferOutput<typeof ScenarioSchema>;

/** The scenario the sandbox plays when none (or an unknown one) is asked for. */
export const DEFAULT_SCENARIO = 'happy-path';

const FILES: readonly unknown[] = [
  happyPath,
  njFull,
  noEmailVerification,
  playYourWay,
  personalPending,
  policiesPending,
  limitsFlag,
  limitsOnly,
  duplicateUser,
  kycFailureUnderage,
  statusReplay,
  smsErrors,
  smsPinLocked,
  phonePending,
  slowNetwork,
  serverErrors,
  preRegistrationNestedErrors,
  hangStatus,
  suspendedCoolOff,
  suspendedSelfExclusion,
  suspendedDuplicateUser,
  loginPolicies,
  loginUnfinished,
  loginStrongAuth,
  loginEmailRequired,
  // Generated: one per registration-status path (issue 10 item 7).
  ...IDENTITY_PATH_SCENARIOS,
  manualPii,
  manualAddress,
  manualPiiProcessing,
  manualPiiNestedErrors,
  preferencesErrors,
  balanceRetry,
  rgShortWait,
  balanceDown,
];

/** Every scenario by name, validated when this module loads. */
export const SCENARIOS: Record<string, Scenario> = Object.fromEntries(
  FILES.map((file) => {
    const scenario = v.parse(ScenarioSchema, file);
    return [scenario.name, scenario];
  }),
);

/** The scenario names, in the order the docs and the QA panel list them. */
export const SCENARIO_NAMES: readonly string[] = Object.keys(SCENARIOS);

/** The named scenario, or the default one when the name is unknown or missing. */
export function getScenario(name: string | null | undefined): Scenario {
  const fallback = SCENARIOS[DEFAULT_SCENARIO] as Scenario;
  return (name ? SCENARIOS[name] : undefined) ?? fallback;
}
