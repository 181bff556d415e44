import { type CountryCode, FEATURE_FLAGS, type RegionCode } from '../api/domain';
import type { CashflowLimitType, LimitPeriod } from '../api/limits';
import type { LimitStatus, LimitStatuses } from '../api/responsible-gaming';

/**
 * The rules of responsible gaming as data (issue 12 item 5). Machines read them through guards
 * and selectors, never through `if (country === ...)`: what varies by jurisdiction is one entry of
 * JURISDICTION_RULES (a new jurisdiction is one new entry, keyed by its country or, where a
 * province or state differs, by its region code), and what the spec fixes for everyone is one entry
 * of GLOBAL_RULES. Every entry names its source, what enforces it and the id of the test that
 * proves it; docs/responsible-gaming.md is generated from this table
 * (scripts/docs/generate-rg-doc.ts) and its test fails on an id that no test declares.
 */

/** One rule: its value, where it comes from, what enforces it and the test that proves it. */
export interface Rule<T> {
  readonly value: T;
  /** The spec section (or regulation) the rule follows. */
  readonly source: string;
  /** The machine, state or guard that enforces it (as the generated doc prints it). */
  readonly enforcedBy: string;
  /** Declared by the test that proves it, as `[rule:<id>]` in the test's name. */
  readonly testId: string;
}

export type Currency = 'USD' | 'CAD';

/** Where a jurisdiction's self-exclusion periods come from: the options call for the patron's region. */
export type SelfExclusionOptionsSource = 'region-options-call';

/** What varies by jurisdiction. */
export interface JurisdictionRules {
  /** The currency limits are shown and typed in. */
  readonly currency: Rule<Currency>;
  /** Whether self-exclusion asks for the last four digits of the SSN. */
  readonly selfExclusionSsnRequired: Rule<boolean>;
  /** Where the self-exclusion periods are read from. */
  readonly selfExclusionOptions: Rule<SelfExclusionOptionsSource>;
}

/** A jurisdiction: a country, or a region whose rules differ from its country's. */
export type JurisdictionKey = CountryCode | RegionCode;

/** The rules per jurisdiction. Countries are required; a region entry overrides its country. */
export const JURISDICTION_RULES: { readonly [K in CountryCode]: JurisdictionRules } & {
  readonly [K in RegionCode]?: JurisdictionRules;
} = {
  US: {
    currency: {
      value: 'USD',
      source: 'product.md 3 "Currencies" (CURRENCY_USD, the default); contract.md 9',
      enforcedBy:
        'cashflowLimits machine, context.currency (selectCurrency); initialLimits step, context.currency',
      testId: 'currency-us',
    },
    selfExclusionSsnRequired: {
      value: true,
      source: 'product.md 4.5 and 5 ("SSN is required in the US only")',
      enforcedBy: 'selfExclusion machine, guard isSsnRequired (state toPersonal)',
      testId: 'ssn-required-us',
    },
    selfExclusionOptions: {
      value: 'region-options-call',
      source: 'contract.md 7 (GET /i/self_exclusion_options/{region}); issue 12 item 4',
      enforcedBy: "selfExclusion machine, actor fetchOptions (the patron's region code)",
      testId: 'self-exclusion-options-region',
    },
  },
  CA: {
    currency: {
      value: 'CAD',
      source:
        'product.md 3 "Currencies" (CURRENCY_CAD); issue 12 item 1 ("Currency follows the region")',
      enforcedBy:
        'cashflowLimits machine, context.currency (selectCurrency); initialLimits step, context.currency',
      testId: 'currency-ca',
    },
    selfExclusionSsnRequired: {
      value: false,
      source: 'product.md 4.5 and 5 ("SSN is required in the US only")',
      enforcedBy: 'selfExclusion machine, guard isSsnRequired (state toPersonal)',
      testId: 'ssn-not-required-ca',
    },
    selfExclusionOptions: {
      value: 'region-options-call',
      source: 'contract.md 7 (GET /i/self_exclusion_options/{region}); issue 12 item 4',
      enforcedBy: "selfExclusion machine, actor fetchOptions (the patron's region code)",
      testId: 'self-exclusion-options-region',
    },
  },
};

/**
 * The rules of a region: its own entry when it has one, else its country's (US when unknown: the
 * spec's default currency). The responsible-gaming pages pass api/request-context.ts's
 * effectiveRegion, so a patron detected as CA-DEFAULT gets Canada's.
 */
export function jurisdictionOf(regionCode: string): JurisdictionRules {
  const table = JURISDICTION_RULES as Partial<Record<string, JurisdictionRules>>;
  const country = regionCode.split('-')[0] ?? '';
  return table[regionCode] ?? table[country] ?? JURISDICTION_RULES.US;
}

/** The limit-status keys of GET /i/limit_statuses (wire-decisions "Shapes"), camelCased. */
export type LimitStatusKey =
  | 'dailyTimeLimit'
  | 'depositLimits'
  | 'lossLimits'
  | 'maxSingleWagerLimit'
  | 'spendLimits';

/** What the spec fixes for every jurisdiction. */
export const GLOBAL_RULES = {
  /** The periods of each cashflow category, in the order the page shows them. */
  cashflowPeriods: {
    value: {
      deposit: ['daily', 'weekly', 'monthly'],
      loss: ['daily', 'weekly', 'monthly'],
      spend: ['daily', 'weekly', 'monthly'],
      // product.md 3 lists one max_single_wager_limit (no period): one amount, sent on the daily
      // path (decision 030).
      max_single_wager: ['daily'],
    } satisfies Record<CashflowLimitType, readonly LimitPeriod[]>,
    source:
      'product.md 3 "Limit types" and "Periods"; contract.md 9 ("periods daily, weekly, monthly"); decision 030',
    enforcedBy: 'cashflowLimits machine, context.periods (one field per period)',
    testId: 'cashflow-periods',
  },
  runningTotal: {
    value: {
      deposit: true,
      loss: true,
      spend: true,
      // One wager at a time: nothing adds up against a per-wager limit.
      max_single_wager: false,
    } satisfies Record<CashflowLimitType, boolean>,
    source:
      'product.md 3 "Cashflow limits" (dailyTotal, weeklyTotal, monthlyTotal); a per-wager limit has no running total, so its page shows no amount used (decision 058)',
    enforcedBy: 'cashflowLimits selectors, selectPeriods (the "Used" line)',
    testId: 'running-total',
  },
  periodOrder: {
    value: ['daily', 'weekly', 'monthly'] satisfies readonly LimitPeriod[],
    source:
      "ours: the spec is silent. A shorter period's limit above a longer one's of the same category could never be reached, so the form refuses it (daily <= weekly <= monthly), against the limits in force for the periods left empty (decision 058). A typed limit stricter than the one in force is refused only for another typed limit, never for one in force: a stricter limit applies at once (QA 19)",
    enforcedBy:
      "cashflowLimits machine, guard hasInvalidAmounts (validateDraft, periodOrderConflicts) and, confirming a pending limit, guard confirmBreaksOrder (pendingConfirmErrors); sign-up's initialLimits machine, guard hasInvalidFields (validateLimits): the message at the field, nothing sent",
    testId: 'period-order',
  },
  amountInCents: {
    value: 100,
    source: 'product.md 5 ("sent as 100 times the entered value"); contract.md 9',
    enforcedBy: 'cashflowLimits machine, state saving (toCents); guard hasInvalidAmounts',
    testId: 'amount-in-cents',
  },
  limitStatusKey: {
    value: {
      deposit: 'depositLimits',
      loss: 'lossLimits',
      spend: 'spendLimits',
      max_single_wager: 'maxSingleWagerLimit',
      time: 'dailyTimeLimit',
    } satisfies Record<CashflowLimitType | 'time', LimitStatusKey>,
    source: 'product.md 3 "Limit statuses"; wire-decisions "Shapes" (active, pending or none)',
    enforcedBy: 'cashflowLimits and timeLimit machines, action assignLoaded (context.status)',
    testId: 'limit-status',
  },
  looserLimitWaits: {
    value: 'pending until confirmed or cancelled',
    source:
      'product.md 4.5 ("Pending cashflow or time limits can be confirmed or cancelled"); wire-decisions "Limit semantics"',
    enforcedBy:
      'cashflowLimits machine, states confirming and cancelling, and savedOutcome (a save that waits is announced as pending, not updated); timeLimit machine, guards canConfirmPending and isPendingAnswer',
    testId: 'pending-confirm-cancel',
  },
  timeLimitHours: {
    value: { min: 1, max: 24, noLimit: null },
    source:
      'product.md 5 ("no-limit sends a null limit; otherwise an integer of hours"); wire-decisions "Units"',
    enforcedBy: 'timeLimit machine, guard hasInvalidChoice (parseChoice)',
    testId: 'time-limit-hours',
  },
  realityCheckIntervalsSeconds: {
    value: [900, 1800],
    source: 'product.md 5 ("only 15 or 30 minutes"); contract.md 5 and 9 (sent as seconds)',
    enforcedBy: 'realityCheck machine, guard isAllowedInterval',
    testId: 'reality-check-intervals',
  },
  coolOffDurationDays: {
    value: [1, 3, 7, 14, 30, 60, 90],
    source:
      'product.md 5 ("Cool off: duration is an integer"); wire-decisions "Units" (days); the choices are ours (decision 032)',
    enforcedBy: 'coolOff and casinoCoolOff machines, guard hasDuration (parseDuration)',
    testId: 'cool-off-duration',
  },
  casinoRestrictionOnlyLonger: {
    value: 'a new casino restriction must end later than the active one',
    source:
      'ours, after wire-decisions "Limit semantics" (a looser self-imposed control never applies at once): a new restriction replaces the active one, so a shorter one would loosen it (decision 066)',
    enforcedBy:
      'casinoCoolOff machine, guard endsAfterActive (endsLater) and context.offered (offeredChoices): only later-ending lengths are offered, none under a lifetime restriction; the sandbox answers 422 too',
    testId: 'casino-restriction-only-longer',
  },
  waiversAllAccepted: {
    value: true,
    source: 'product.md 5 ("All waivers must be accepted"); product.md 4.5',
    enforcedBy: 'selfExclusion machine, guard hasAllWaivers (state waivers)',
    testId: 'waivers-all-accepted',
  },
  periodFirst: {
    value: true,
    source: 'product.md 5 ("A period or lifetime must be chosen first")',
    enforcedBy: 'selfExclusion machine, guard hasPeriod; reachableStep for a page entered directly',
    testId: 'self-exclusion-period-first',
  },
  signUpLimitsGate: {
    value: FEATURE_FLAGS.visitLimitsPage,
    source: 'product.md 2.4 and 6 ("visit_limits_page gates the Set Your Limits step")',
    enforcedBy:
      'machines/route-derivation.ts (Set Your Limits is derived only with the flag on) and machines/progress-steps.ts (its step shows only then)',
    testId: 'signup-limits-gate',
  },
  limitOrigin: {
    value: { account: 'account', signUp: 'sign_up' },
    source: 'product.md 3 "Origins" and "Analytics events" (limit_set)',
    enforcedBy:
      'cashflowLimits, timeLimit and realityCheck machines, action announceLimitSet (origin account)',
    testId: 'limit-set-analytics',
  },
} as const;

/** The status of one limit from GET /i/limit_statuses, or null when that call failed or the value is unknown. */
export const statusOf = (
  statuses: LimitStatuses | null,
  key: LimitStatusKey,
): LimitStatus | null => (statuses ? statuses[key] : null);

/** The periods of a cashflow category. */
export const periodsOf = (type: CashflowLimitType): readonly LimitPeriod[] =>
  GLOBAL_RULES.cashflowPeriods.value[type];

/**
 * Whether a new cashflow limit is looser than the one in force, so it waits as pending
 * (wire-decisions "Limit semantics"; rule looserLimitWaits): a first limit or a lower or equal one
 * applies at once.
 */
export const isLooserLimit = (current: number | null, next: number): boolean =>
  current !== null && next > current;

/** A typed limit that breaks the period order: the other period, its limit and which side it is on. */
export interface PeriodConflict {
  other: LimitPeriod;
  otherCents: number;
  /** True when the other period is the longer one (this limit is above it). */
  otherIsLonger: boolean;
}

/**
 * The typed limits that break the period order (rule periodOrder: daily <= weekly <= monthly),
 * each against the first period it conflicts with, a typed one first. `limits` are what each
 * period would be once saved (the typed amount, else the limit in force; null for none, which
 * bounds nothing). A conflict between two typed limits is told at the shorter period's; limits
 * already in force that conflict with each other are not the patron's doing now and are left
 * alone.
 */
export function periodOrderConflicts(
  limits: Partial<Record<LimitPeriod, number | null>>,
  typed: readonly LimitPeriod[],
): Partial<Record<LimitPeriod, PeriodConflict>> {
  const order = GLOBAL_RULES.periodOrder.value;
  const conflicts: Partial<Record<LimitPeriod, PeriodConflict>> = {};
  // A period's conflict with another typed limit wins over one with a limit in force: the two
  // typed are the patron's slip, always told, where a typed limit stricter than one in force may
  // go through (QA 26: weekly 20 and monthly 10 typed under a daily 500 in force were both sent).
  const note = (period: LimitPeriod, conflict: PeriodConflict) => {
    const held = conflicts[period];
    if (!held || (!typed.includes(held.other) && typed.includes(conflict.other)))
      conflicts[period] = conflict;
  };
  order.forEach((shorter, index) => {
    for (const longer of order.slice(index + 1)) {
      const low = limits[shorter] ?? null;
      const high = limits[longer] ?? null;
      if (low === null || high === null || low <= high) continue;
      if (typed.includes(shorter))
        note(shorter, { other: longer, otherCents: high, otherIsLonger: true });
      else if (typed.includes(longer))
        note(longer, { other: shorter, otherCents: low, otherIsLonger: false });
    }
  });
  return conflicts;
}

/** The wire amount of whole currency units (product.md 5: 100 times the entered value). */
export const toCents = (units: number): number => units * GLOBAL_RULES.amountInCents.value;

/** Whole currency units of a wire amount. */
export const fromCents = (cents: number): number => cents / GLOBAL_RULES.amountInCents.value;

/** Every rule of the table, flattened for the generated doc and its check. */
export function allRules(): { name: string; rule: Rule<unknown> }[] {
  const rules: { name: string; rule: Rule<unknown> }[] = [];
  for (const [key, entry] of Object.entries(JURISDICTION_RULES) as [string, JurisdictionRules][])
    for (const [name, rule] of Object.entries(entry) as [string, Rule<unknown>][])
      rules.push({ name: `${key}.${name}`, rule });
  for (const [name, rule] of Object.entries(GLOBAL_RULES) as [string, Rule<unknown>][])
    rules.push({ name: `global.${name}`, rule });
  return rules;
}
