/**
 * Renders docs/status-routing.md for compliance reviewers (DESIGN.md: "The same table is rendered
 * into docs/ for compliance"). Every route and effect in it comes from calling deriveNext, so the
 * document cannot drift from the code; status-routing-doc.test.ts fails when the committed file
 * is stale.
 */

import {
  DUPLICATE_SCENARIO,
  reasonScenarioName,
  statusScenarioName,
} from '../../api/sandbox/identity-scenarios';
import {
  KYC_FAILURE_REASONS,
  PHONE_FINDER_PROVIDER,
  REGISTRATION_STATUSES,
} from '../../api/statuses';
import { describeEffect } from '../../machines/derivation-effects';
import {
  type Derivation,
  type DerivationInput,
  deriveNext,
  type Effect,
  LAYOUTS,
  type Layout,
  PERSONAL_FIELD_PAGES,
} from '../../machines/route-derivation';
import { ROUTE_DERIVATION_CHOICES } from '../../machines/route-derivation.choices';
import { type DerivationPatch, settledInput } from '../../machines/settled-input';

const LAYOUT_TITLES: Record<Layout, string> = {
  web: 'Web (desktop browser, /web routes)',
  mobileWeb: 'Mobile web (mobile layout in a browser)',
  native: 'Native (webview of the iOS or Android app)',
};

type Patch = Omit<DerivationPatch, 'layout'>;

// Every row starts from the settled input and changes only what its own columns name.
const baseInput = (layout: Layout, patch: Patch = {}): DerivationInput =>
  settledInput({ ...patch, layout });

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text: string): string => `\`${text}\``;

const renderEffects = (effects: readonly Effect[]): string =>
  effects.length === 0 ? '—' : effects.map(describeEffect).join(', ');

const renderTarget = (derivation: Derivation): string => {
  if (derivation.kind === 'complete') return 'hand back to the auth flow';
  const route = code(derivation.route);
  return derivation.errorType ? `${route} (errorType ${derivation.errorType})` : route;
};

const table = (header: readonly string[], rows: readonly (readonly string[])[]): string[] => [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

interface StatusCase {
  status: DerivationInput['status'];
  reason: string | null;
  duplicate: boolean;
  other: string;
  patch: Patch;
}

// Variants of one status that change the route: 4.2's two pending pages, the web-SDK flag and
// Set Your Limits before the hand-off (decision 010).
const STATUS_VARIANTS: Partial<Record<string, readonly { other: string; patch: Patch }[]>> = {
  complete: [
    { other: '', patch: {} },
    {
      other: 'visit_limits_page on, limits not yet set, sign-up ran in this tab',
      patch: { flags: { visitLimitsPage: true } },
    },
    {
      other: 'visit_limits_page on, limits not yet set, account already complete (e.g. a login)',
      patch: { flags: { visitLimitsPage: true }, signUpRanHere: false },
    },
    { other: "inside an operator's frame (decision 065)", patch: { inFrame: true } },
  ],
  document_verification_fallback: [
    { other: 'use_jumio_web_sdk off', patch: { flags: { useJumioWebSdk: false } } },
    { other: 'use_jumio_web_sdk on', patch: { flags: { useJumioWebSdk: true } } },
  ],
  document_verification_in_progress: [
    { other: 'registration not pending', patch: { registrationPending: false } },
    { other: 'registration pending', patch: { registrationPending: true } },
  ],
  pending_completion: [
    { other: 'registration not pending', patch: { registrationPending: false } },
    { other: 'registration pending', patch: { registrationPending: true } },
  ],
};

const SAMPLE_REASON = 'failure';
const UNKNOWN_REASON = 'some_future_reason';

const statusCases = (): StatusCase[] =>
  [null, ...REGISTRATION_STATUSES].flatMap((status): StatusCase[] => {
    const variants = (status && STATUS_VARIANTS[status]) || [{ other: '', patch: {} }];
    return [
      ...variants.map((variant) => ({
        status,
        reason: null,
        duplicate: false,
        other: variant.other,
        patch: variant.patch,
      })),
      { status, reason: SAMPLE_REASON, duplicate: false, other: '', patch: {} },
      { status, reason: null, duplicate: true, other: '', patch: {} },
      {
        status,
        reason: null,
        duplicate: true,
        other: 'phone finder pending, not executed',
        patch: { pendingKycProviders: [PHONE_FINDER_PROVIDER] },
      },
    ];
  });

const failureReasonCases = (): StatusCase[] =>
  [...KYC_FAILURE_REASONS, UNKNOWN_REASON, ''].map((reason) => ({
    status: 'document_verification_failed',
    reason,
    duplicate: false,
    other: reason === UNKNOWN_REASON ? 'a reason the table does not know' : '',
    patch: {},
  }));

// The sandbox scenario that replays a row (api/sandbox/identity-scenarios.ts, issue 10 item 7):
// the plain row of each status, the pending and web-SDK variants the sandbox plays (a login marks
// the registration pending; use_jumio_web_sdk is on there), each failure reason, a duplicate.
const SCENARIO_VARIANTS = new Set(['use_jumio_web_sdk on', 'registration pending']);
function scenarioOf(c: StatusCase): string {
  const link = (name: string) => `[\`${name}\`](sandbox.md#identity-paths-generated)`;
  if (c.status === null) return '—';
  if (c.duplicate) return c.status === 'created' && !c.other ? link(DUPLICATE_SCENARIO) : '—';
  if (c.reason === null)
    return !c.other || SCENARIO_VARIANTS.has(c.other) ? link(statusScenarioName(c.status)) : '—';
  return c.status === 'document_verification_failed' &&
    (KYC_FAILURE_REASONS as readonly string[]).includes(c.reason)
    ? link(reasonScenarioName(c.reason))
    : '—';
}

const renderLayout = (layout: Layout): string[] => {
  const rows = [...statusCases(), ...failureReasonCases()].map((c) => {
    const derivation = deriveNext(
      baseInput(layout, {
        ...c.patch,
        status: c.status,
        kycFailureReason: c.reason,
        isDuplicateUser: c.duplicate,
      }),
    );
    return [
      c.status === null ? '(none yet)' : code(c.status),
      c.reason === null ? '—' : c.reason === '' ? '(empty string)' : code(c.reason),
      c.duplicate ? 'yes' : 'no',
      c.other || '—',
      renderTarget(derivation),
      renderEffects(derivation.effects),
      code(derivation.rule),
      scenarioOf(c),
    ];
  });
  return [
    `## ${LAYOUT_TITLES[layout]}`,
    '',
    ...table(
      [
        'Status',
        'Failure reason',
        'Duplicate?',
        'Other input',
        'Route',
        'Effects',
        'Rule',
        'Scenario',
      ],
      rows,
    ),
    '',
  ];
};

interface ContinueCase {
  owed: string;
  patch: Patch;
}

// One case per row of the continue order, each owing only that row, in the order deriveNext
// checks them; the personal-field rows come from PERSONAL_FIELD_PAGES itself.
const continueCases = (): ContinueCase[] => [
  {
    owed: 'onboarding promotion ids pending',
    patch: { pendingFields: { onboardingPromotionIds: ['p1'] } },
  },
  {
    owed: 'email REQUIRED and the region requires verification',
    patch: { emailVerificationStatus: 'REQUIRED', regionRequiresEmailVerification: true },
  },
  { owed: 'duplicate user', patch: { isDuplicateUser: true } },
  ...PERSONAL_FIELD_PAGES.map((page) => ({
    owed: `pending ${page.fields.join(' or ')}`,
    patch: { pendingFields: { [page.fields[0]]: true } },
  })),
  { owed: 'visit_limits_page on, limits not yet set', patch: { flags: { visitLimitsPage: true } } },
  { owed: 'pending policy ids', patch: { pendingPolicyIds: ['terms'] } },
  { owed: 'pending_fields.pendingPolicies', patch: { pendingFields: { pendingPolicies: true } } },
  { owed: 'nothing pending', patch: {} },
];

// Inputs that look owed but are not: each falls through to the identity check start.
const fallThroughCases = (): ContinueCase[] => [
  {
    owed: 'email REQUIRED, the region does not require verification',
    patch: { emailVerificationStatus: 'REQUIRED', regionRequiresEmailVerification: false },
  },
  {
    owed: 'email REQUIRED, the region requires verification, status email_verified (or partial_pii): marked verified first',
    patch: {
      status: 'email_verified',
      emailVerificationStatus: 'REQUIRED',
      regionRequiresEmailVerification: true,
    },
  },
  {
    owed: 'email SKIPPED, the region requires verification',
    patch: { emailVerificationStatus: 'SKIPPED', regionRequiresEmailVerification: true },
  },
  {
    owed: 'visit_limits_page on, limits already set',
    patch: { flags: { visitLimitsPage: true }, initialLimitsDone: true },
  },
  { owed: 'visit_limits_page off', patch: { flags: { visitLimitsPage: false } } },
  {
    owed: 'pending fields false or empty',
    patch: { pendingFields: { preferredName: false, onboardingPromotionIds: [] } },
  },
];

const continueRows = (cases: ContinueCase[], numbered: boolean): string[][] =>
  cases.map((c, index) => {
    const byLayout = LAYOUTS.map((layout) => deriveNext(baseInput(layout, c.patch)));
    return [
      ...(numbered ? [String(index + 1)] : []),
      c.owed,
      ...byLayout.map(renderTarget),
      renderEffects(byLayout[0]?.effects ?? []),
      code(byLayout[0]?.rule ?? ''),
    ];
  });

const renderContinue = (): string[] => {
  const effectRows = ([null, 'created', 'partial_pii', 'email_verified'] as const).map((status) => {
    const derivation = deriveNext(baseInput('web', { status }));
    return [status === null ? '(none yet)' : code(status), renderEffects(derivation.effects)];
  });
  return [
    '## Continue main registration (product.md 4.3)',
    '',
    'For the statuses created, partial_pii and email_verified (and before the first sync). The first',
    'row whose condition holds wins; each row below owes only its own condition, with status created.',
    'Rows 1 and 2 also come before the status page of every other status but complete (next section).',
    '',
    ...table(
      ['Order', 'Owed when', 'Web', 'Mobile web', 'Native', 'Effects', 'Rule'],
      continueRows(continueCases(), true),
    ),
    '',
    'Inputs that owe nothing, so continue main registration falls through them:',
    '',
    ...table(
      ['Input', 'Web', 'Mobile web', 'Native', 'Effects', 'Rule'],
      continueRows(fallThroughCases(), false),
    ),
    '',
    'Effects each status runs first, whichever row is chosen (product.md 4.2):',
    '',
    ...table(['Status', 'Effects'], effectRows),
    '',
  ];
};

// The two checks of continue main registration (product.md 4.3) and the statuses they stop.
const CHECK_CASES: readonly { owed: string; patch: Patch }[] = [
  { owed: 'Neither owed', patch: {} },
  {
    owed: 'Promotion ids pending',
    patch: { pendingFields: { onboardingPromotionIds: ['p1'] } },
  },
  {
    owed: 'Email REQUIRED, region requires verification',
    patch: { emailVerificationStatus: 'REQUIRED', regionRequiresEmailVerification: true },
  },
  {
    owed: 'Both owed',
    patch: {
      pendingFields: { onboardingPromotionIds: ['p1'] },
      emailVerificationStatus: 'REQUIRED',
      regionRequiresEmailVerification: true,
    },
  },
];

const renderChecks = (): string[] => {
  const rows = [null, ...REGISTRATION_STATUSES].map((status) => [
    status === null ? '(none yet)' : code(status),
    ...CHECK_CASES.map((c) => {
      const derivation = deriveNext(baseInput('web', { ...c.patch, status }));
      return `${renderTarget(derivation)} (${code(derivation.rule)})`;
    }),
  ]);
  return [
    '## Promotions and email verification before the hand-over (product.md 4.3)',
    '',
    'Continue main registration goes to Play Your Way, then to the email code page, before it hands',
    'a status over to the status handler; only a complete account is handed back at once (4.2).',
    'Web routes, no failure reason; mobile web and native take the same rows with their own pages.',
    '',
    ...table(['Status', ...CHECK_CASES.map((c) => c.owed)], rows),
    '',
  ];
};

/** The Markdown of docs/status-routing.md, rendered from deriveNext; scripts/docs/generate-status-routing.ts writes it. */
export function renderStatusRoutingTable(): string {
  return [
    '# Registration status routing',
    '',
    '<!-- Generated by `npx tsx scripts/docs/generate-status-routing.ts` from machines/route-derivation.ts. Do not edit. -->',
    '',
    'Where the onboarding engine sends a user after each sync with the server (product.md 4.2, 4.3).',
    'Every route and effect below is the output of `deriveNext`, the function the onboarding machine',
    'runs; the Rule column names the table row that fired.',
    '',
    'Unless a row says otherwise, the input is: pre-registration complete, nothing pending, email',
    'VERIFIED, not a duplicate, no failure reason, registration not pending, limits not set, a',
    'sign-up ran in this tab (pre-registration here, or a sync saw the status before complete), not',
    "inside an operator's frame,",
    'feature flags visit_limits_page and use_jumio_web_sdk off. The KYC failure-reason rows use',
    `status document_verification_failed; "${SAMPLE_REASON}" is the sample failure reason of the status rows.`,
    '',
    'A status the client does not know is read as `contact_support_required` before any of this',
    "(api/registration.ts, decision 007's tolerant reading), so it takes that status's rows: the",
    'contact-support page. A failure reason it does not know has rows of its own below ("a reason the',
    'table does not know").',
    '',
    ...LAYOUTS.flatMap(renderLayout),
    ...renderContinue(),
    ...renderChecks(),
    '## Choices where the spec is silent',
    '',
    ...ROUTE_DERIVATION_CHOICES.map((c) => `- **${c.topic}.** ${c.choice}`),
    '',
  ].join('\n');
}
