/**
 * Renders the machines listed in CHARTED_MACHINES to docs/statecharts/<file> (Mermaid diagram plus
 * states and transitions tables, for compliance review) and writes docs/statecharts/README.md as
 * their index (STYLE.md 1: docs/statecharts/ is generated, never hand-written).
 * Run with `npx tsx scripts/docs/generate-statecharts.ts` (or `npm run docs:generate`) after changing a
 * machine; scripts/docs/statecharts-drift.test.ts fails until you do.
 */

import { realpathSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { svgFileOf } from './chart-svgs';
import { renderStatechart } from './statechart';

/** One generated chart: the file under docs/statecharts/, its heading, and the machine. */
export interface ChartedMachine {
  file: string;
  title: string;
  /** One sentence for the index: what the machine does, for a reader who has not opened it. */
  summary: string;
  load: () => Promise<AnyStateMachine>;
}

/** Every machine that gets a page in docs/statecharts/, in index order. */
export const CHARTED_MACHINES: ChartedMachine[] = [
  {
    file: 'onboarding.md',
    title: 'Onboarding (top-level sign-up machine)',
    summary:
      "Runs the sign-up: keeps the registration in step with the server, derives the next page from the registration status and pending fields, and runs each step's own machine.",
    load: async () => (await import('../../machines/onboarding.machine')).onboardingMachine,
  },
  {
    file: 'session.md',
    title: 'Session (login state, auth failures, shared slice)',
    summary:
      'Knows whether the patron is signed in, logs in and out, and sends a 401 or a suspension from any call to the right page.',
    load: async () => (await import('../../machines/session.machine')).sessionMachine,
  },
  {
    file: 'create-account.md',
    title: 'Create Your Account (child of onboarding, the first screen)',
    summary:
      'Checks and submits the first sign-up page: names, email, username, password, region and policy consents.',
    load: async () => (await import('../../machines/create-account.machine')).createAccountMachine,
  },
  {
    file: 'flash.md',
    title: 'Flash messages',
    summary:
      'Holds the one-line messages a page leaves for the next one, until they are dismissed.',
    load: async () => (await import('../../machines/flash.machine')).flashMachine,
  },
  {
    file: 'email-verification.md',
    title: 'Verify Your Email (sign-up step: the emailed code)',
    summary: 'Sends, resends and checks the code emailed during sign-up.',
    load: async () =>
      (await import('../../machines/email-verification.machine')).emailVerificationMachine,
  },
  {
    file: 'email-link.md',
    title: 'Email verification link',
    summary:
      'Checks the token of an email verification link and says whether the address is verified.',
    load: async () => (await import('../../machines/email-link.machine')).emailLinkMachine,
  },
  {
    file: 'account-action.md',
    title: 'Account action (reactivate, DGE level 2 acknowledgement, fit to play)',
    summary:
      'Carries out one account action the patron confirmed (reactivating the account, a DGE level 2 acknowledgement, fit to play) and reports the outcome.',
    load: async () => (await import('../../machines/account-action.machine')).accountActionMachine,
  },
  {
    file: 'close-account.md',
    title: 'Close account',
    summary:
      'Closes the account once the patron has confirmed it ("Are you sure?"), then ends the session.',
    load: async () => (await import('../../machines/close-account.machine')).closeAccountMachine,
  },
  {
    file: 'cashflow-limits.md',
    title: 'Cashflow limits (deposit, loss, spend, max single wager)',
    summary:
      'Reads, changes, confirms and cancels the deposit, loss, spend and single-wager limits, daily, weekly and monthly.',
    load: async () =>
      (await import('../../machines/cashflow-limits.machine')).cashflowLimitsMachine,
  },
  {
    file: 'time-limit.md',
    title: 'Daily time limit',
    summary:
      'Reads and changes the daily time limit in whole hours or no limit, with a pending change confirmed or cancelled.',
    load: async () => (await import('../../machines/time-limit.machine')).timeLimitMachine,
  },
  {
    file: 'reality-check.md',
    title: 'Reality check-in interval',
    summary: 'Reads and changes how often the reality check-in appears: 15 or 30 minutes.',
    load: async () => (await import('../../machines/reality-check.machine')).realityCheckMachine,
  },
  {
    file: 'deposit-ack.md',
    title: 'Deposit acknowledgement',
    summary: 'Records that the patron acknowledged their deposit limits, then moves on.',
    load: async () => (await import('../../machines/deposit-ack.machine')).depositAckMachine,
  },
  {
    file: 'cool-off.md',
    title: 'Cool-off (start, then the logout)',
    summary:
      'Starts a cool-off of a duration the region offers, after a confirmation, then logs the patron out.',
    load: async () => (await import('../../machines/cool-off.machine')).coolOffMachine,
  },
  {
    file: 'cool-off-lift.md',
    title: 'Cool-off renewal (end it early)',
    summary: 'Ends a cool-off early when the patron asks and the region allows it.',
    load: async () => (await import('../../machines/cool-off-lift.machine')).coolOffLiftMachine,
  },
  {
    file: 'casino-cool-off.md',
    title: 'Casino cool-off',
    summary: 'Reads and starts the casino-only restriction, after a confirmation.',
    load: async () => (await import('../../machines/casino-cool-off.machine')).casinoCoolOffMachine,
  },
  {
    file: 'self-exclusion.md',
    title: 'Self-exclusion (one run per step page)',
    summary:
      'Takes the patron through the self-exclusion steps: period, personal details where the region asks for them, waivers, then the exclusion.',
    load: async () => (await import('../../machines/self-exclusion.machine')).selfExclusionMachine,
  },
  {
    file: 'igo-pii.md',
    title: 'IGO personal details confirmation',
    summary:
      'Shows the personal details iGaming Ontario requires and records that the patron confirmed them or said they were wrong.',
    load: async () => (await import('../../machines/igo-pii.machine')).igoPiiMachine,
  },
  {
    file: 'password-reset-request.md',
    title: 'Password reset request',
    summary: 'Asks for a password reset email for an address.',
    load: async () =>
      (await import('../../machines/password-reset-request.machine')).passwordResetRequestMachine,
  },
  {
    file: 'password-reset.md',
    title: 'New password from the reset link',
    summary:
      'Sets a new password from a reset link, or sends an expired or locked link to its page.',
    load: async () => (await import('../../machines/password-reset.machine')).passwordResetMachine,
  },
  {
    file: 'post-login.md',
    title: 'Welcome back (the login answer, read after the password grant)',
    summary: 'Reads the registration status after a login and chooses the page the patron goes to.',
    load: async () => (await import('../../machines/post-login.machine')).postLoginMachine,
  },
  {
    file: 'login-policies.md',
    title: 'Policies owed at login, then their modal',
    summary:
      'Collects the acceptance of policies owed at login, then shows the modal a policy asks for.',
    load: async () => (await import('../../machines/login-policies.machine')).loginPoliciesMachine,
  },
  {
    file: 'login-email-verification.md',
    title: 'Email verification after a login',
    summary:
      'Asks a patron who logged in with an unverified email to verify it, and resends the email.',
    load: async () =>
      (await import('../../machines/login-email-verification.machine'))
        .loginEmailVerificationMachine,
  },
  {
    file: 'sms-security.md',
    title: 'SMS security (the code at login and in the reset link)',
    summary:
      'Asks for the SMS code at login or in a reset link, and locks the account after too many wrong codes.',
    load: async () => (await import('../../machines/sms-security.machine')).smsSecurityMachine,
  },
  {
    file: 'policies.md',
    title: 'The Fine Details (sign-up step: pending policies)',
    summary: 'Shows the policies owed during sign-up and records their acceptance.',
    load: async () => (await import('../../machines/policies.machine')).policiesMachine,
  },
  {
    file: 'play-your-way.md',
    title: 'Play Your Way (sign-up step: onboarding promotions)',
    summary: 'Offers the sign-up promotions and records the ones chosen, or a skip.',
    load: async () => (await import('../../machines/play-your-way.machine')).playYourWayMachine,
  },
  {
    file: 'sms.md',
    title: 'Phone number with SMS code (sign-up step, and inside web personal information)',
    summary: 'Takes a phone number, sends the SMS code by the channel chosen, and checks it.',
    load: async () => (await import('../../machines/sms.machine')).smsMachine,
  },
  {
    file: 'personal-info.md',
    title: 'Personal Information (sign-up step: preferred name, residence, SSN, employment)',
    summary:
      'Collects the preferred name, residence, SSN digits and employment, with the lists they are chosen from.',
    load: async () => (await import('../../machines/personal-info.machine')).personalInfoMachine,
  },
  {
    file: 'initial-limits.md',
    title: 'Set Your Limits (sign-up step: deposit and daily time limits)',
    summary:
      'Sets the first deposit and daily time limits during sign-up, or skips them where allowed.',
    load: async () => (await import('../../machines/initial-limits.machine')).initialLimitsMachine,
  },
  {
    file: 'kyc.md',
    title: 'Identity scan (KYC: capture, hand-over, polling)',
    summary:
      'Starts the identity scan, hands over to the provider, and polls the scan until it succeeds, fails or needs support.',
    load: async () => (await import('../../machines/kyc.machine')).kycMachine,
  },
  {
    file: 'document-verification.md',
    title: 'Document verification (bank statement or void check)',
    summary: 'Uploads a bank statement or a void check and follows its review.',
    load: async () =>
      (await import('../../machines/document-verification.machine')).documentVerificationMachine,
  },
  {
    file: 'status-watch.md',
    title: 'Identity pages waiting for the server (registration status watch)',
    summary:
      'Keeps checking the registration status while an identity page waits for the server, and stops when the patron leaves.',
    load: async () => (await import('../../machines/status-watch.machine')).statusWatchMachine,
  },
  {
    file: 'manual-pii.md',
    title:
      'Manual PII (sign-up step: name, address, birthdate, race and gender; address only; processing)',
    summary:
      'Collects the name, address and birthdate by hand when the identity check needs them, then waits for the server.',
    load: async () => (await import('../../machines/manual-pii.machine')).manualPiiMachine,
  },
  {
    file: 'race-and-gender.md',
    title: 'Race and gender (child of manual PII, and the account pages)',
    summary: 'Collects race and gender from the lists the server offers.',
    load: async () =>
      (await import('../../machines/manual-pii-race-and-gender.machine')).raceAndGenderMachine,
  },
  {
    file: 'user-preferences.md',
    title: 'Preferences (marketing inducements switch; the wallet for a session)',
    summary:
      'Shows and switches the marketing inducements preference, with the wallet for a signed-in patron.',
    load: async () =>
      (await import('../../machines/user-preferences.machine')).userPreferencesMachine,
  },
  {
    file: 'wallet.md',
    title: 'Wallet (balance with retries, wallet region move)',
    summary:
      'Shows the playable and restricted balance, retrying a failed read, and moves the wallet to another region.',
    load: async () => (await import('../../machines/wallet.machine')).walletMachine,
  },
  {
    file: 'email-preferences.md',
    title: 'Email preferences and unsubscribe',
    summary:
      'Reads and saves the email preferences, signed in or with a link token, and unsubscribes from an email link.',
    load: async () =>
      (await import('../../machines/email-preferences.machine')).emailPreferencesMachine,
  },
];

/**
 * Where the charts are written. (Built from the path, not `new URL(..., import.meta.url)`: under
 * vitest's jsdom environment `URL` is jsdom's, which node's fileURLToPath rejects.)
 */
export const STATECHARTS_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../docs/statecharts',
);

/** The generated index of docs/statecharts/. */
export const INDEX_FILE = 'README.md';

interface IndexEntry {
  file: string;
  title: string;
  summary: string;
  machineId: string;
  states: number;
  guarded: number;
}

/** The most states one diagram may have and stay readable (issue 15 item 4; a test holds it). */
export const MAX_STATES_PER_CHART = 25;

/** Every state node of a machine, the root included. */
export function stateCount(machine: AnyStateMachine): number {
  const count = (node: AnyStateMachine['root']): number =>
    1 + Object.values(node.states).reduce((sum, child) => sum + count(child), 0);
  return count(machine.root);
}

/** The transitions a guard decides (each carries a description: guard-descriptions.test.ts). */
export function guardedCount(machine: AnyStateMachine): number {
  const count = (node: AnyStateMachine['root']): number =>
    [...node.transitions.values()].flat().filter((t) => t.guard).length +
    (node.always ?? []).filter((t) => t.guard).length +
    Object.values(node.states).reduce((sum, child) => sum + count(child), 0);
  return count(machine.root);
}

/**
 * The sections of the product specification and the wire contract the charts cite, with their
 * titles (the spec is not in this repository, so a citation names its section and title instead
 * of linking to a file; issue 15 item 4). chart-limits.test.ts fails on a citation missing here.
 */
export const SPEC_SECTIONS: Record<string, string> = {
  'product.md 1': 'What the product does and for whom',
  'product.md 2': 'Screens and routes',
  'product.md 2.1': 'Two route sets',
  'product.md 2.2': '/web set',
  'product.md 2.3': 'Non-prefixed set',
  'product.md 2.4': 'Sign-up progress bar',
  'product.md 2.5': 'Top bar, back and close (webview only)',
  'product.md 2.6': 'Screens the native wrapper can open',
  'product.md 2.7': 'Layout choice',
  'product.md 2.8': 'Error page for identity failure',
  'product.md 2.9': 'Redirect rules',
  'product.md 3': 'Entities and their fields',
  'product.md 4': 'States and transitions',
  'product.md 4.1': 'Email verification',
  'product.md 4.2': 'Registration status handling (web)',
  'product.md 4.3': 'Continue main registration',
  'product.md 4.4': 'Identity scan and document workflows',
  'product.md 4.5': 'Other flows',
  'product.md 5': 'Validation rules',
  'product.md 6': 'Roles and permissions',
  'product.md 7': 'The calls it makes',
  'product.md 8': 'The error catalogue',
  'product.md 9': 'Business constants and limits',
  'contract.md 1': 'What the product does and for whom',
  'contract.md 2': 'Screens and routes',
  'contract.md 3': 'Entities and their fields',
  'contract.md 4': 'States and transitions',
  'contract.md 5': 'Validation rules',
  'contract.md 6': 'Roles and permissions',
  'contract.md 7': 'The calls it makes',
  'contract.md 8': 'The error catalogue',
  'contract.md 9': 'Business constants and limits',
};

/** Every `product.md N` or `contract.md N` a text cites. */
export const citationsIn = (text: string): string[] => [
  ...new Set(text.match(/\b(?:product|contract)\.md \d+(?:\.\d+)?/g) ?? []),
];

/** The words the charts use, for a reader who does not read state machines every day. */
const GLOSSARY: Array<[string, string]> = [
  [
    'State',
    'Where a flow is: what the page shows and which events it answers. A state inside another is a substate; the outer one applies to all of them.',
  ],
  [
    'Event',
    'Something that happened: the patron did something (`page.next`, `code.submit`), a call answered (`onDone`, `onError`), or time passed (`after`).',
  ],
  [
    'Transition',
    'The move an event makes from one state to another (the target), with the actions it runs on the way. “stays (internal)”: no move, only the actions.',
  ],
  [
    'Guard',
    'The condition that decides whether a transition is taken, named in code and spelled out in the If column, with the rule it enforces in What it does. Of several transitions for one event, the first whose guard holds is taken.',
  ],
  [
    'always',
    'A transition taken as soon as its state is entered and its guard holds, with no event: a decision point.',
  ],
  [
    'after',
    'A transition taken when the state has lasted that long (a timeout or a polling interval).',
  ],
  [
    'Invoke, onDone, onError',
    'A call or a child flow the state runs while it is active; `onDone` and `onError` are its answer and its failure.',
  ],
  [
    'Final state',
    'The flow has ended; its output goes to whoever started it (a sign-up step hands the outcome to the onboarding machine).',
  ],
  [
    'Registration status',
    "The server's word for where a sign-up stands (product.md 4.2: `created`, `document_verification_required`, ...), with its pending fields, pending policies, KYC failure reason and duplicate flag.",
  ],
  [
    'Derivation',
    "The onboarding machine's choice of the next page from the registration status and the layout: the status-routing table (docs/status-routing.md).",
  ],
  [
    'Step',
    'One page or group of pages of sign-up with its own machine (Verify Your Email, Personal Information, The Fine Details, ...).',
  ],
  [
    'Hand-off',
    'Sign-up or login done: the patron goes to the authorize URL (or the host app) with the OAuth parameters.',
  ],
  [
    'Rule table',
    'The responsible-gaming rules per jurisdiction (machines/rg-rules.ts, docs/responsible-gaming.md): currency, periods, bounds, whether the SSN is asked.',
  ],
  [
    'product.md N, contract.md N',
    'A section of the product specification or the wire contract the behaviour comes from.',
  ],
];

function renderIndex(entries: IndexEntry[], cited: string[]): string {
  const link = (e: IndexEntry): string =>
    `[${e.title.replace(/([[\]|\\])/g, '\\$1')}](${encodeURI(e.file)})`;
  return [
    '# State charts',
    '',
    '> Generated by `npm run docs:generate` from the machine definitions. Do not edit by hand: ' +
      'change the machine (or CHARTED_MACHINES in scripts/docs/generate-statecharts.ts) and regenerate.',
    '',
    'One page per machine: a Mermaid diagram with its SVG render beside it (the `.svg` of the ' +
      'same name, which opens without tools), then every state (type, description, tags, invoked ' +
      'actors, entry and exit actions) and every transition in plain words (from, when, if, to, ' +
      'what it does), with the transition as the code spells it in the last column.',
    '',
    `| Chart | What it does | States | Guarded transitions | Machine id | Image |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...entries.map(
      (e) =>
        `| ${link(e)} | ${e.summary} | ${e.states} | ${e.guarded} | \`${e.machineId}\` | [SVG](${encodeURI(svgFileOf(e.file))}) |`,
    ),
    '',
    `Every diagram has at most ${MAX_STATES_PER_CHART} states, and every guarded transition is ` +
      'described in words (scripts/docs/chart-limits.test.ts, guard-descriptions.test.ts).',
    '',
    '## Sources cited',
    '',
    'The charts name where a rule comes from by section: the product specification (product.md) ' +
      'and the wire contract (contract.md), which live with the specification, not in this ' +
      'repository.',
    '',
    '| Citation | Section |',
    '| --- | --- |',
    ...cited.map((c) => `| ${c} | ${SPEC_SECTIONS[c] ?? '(unknown section)'} |`),
    '',
    '## Glossary',
    '',
    '| Term | Meaning |',
    '| --- | --- |',
    ...GLOSSARY.map(([term, meaning]) => `| ${term} | ${meaning} |`),
    '',
  ].join('\n');
}

/** Renders every chart and the index, keyed by file name under docs/statecharts/. */
export async function renderAll(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const index: IndexEntry[] = [];
  // One at a time, in list order, so the output never depends on load timing.
  for (const entry of CHARTED_MACHINES) {
    const machine = await entry.load();
    files.set(
      entry.file,
      renderStatechart(machine, { title: entry.title, svg: svgFileOf(entry.file) }),
    );
    index.push({
      file: entry.file,
      title: entry.title,
      summary: entry.summary,
      machineId: machine.id,
      states: stateCount(machine),
      guarded: guardedCount(machine),
    });
  }
  const cited = [...new Set([...files.values()].flatMap(citationsIn))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  files.set(INDEX_FILE, renderIndex(index, cited));
  return files;
}

/** Writes everything {@link renderAll} renders into `dir`; returns the paths written. */
export async function writeAll(dir: string = STATECHARTS_DIR): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [file, content] of await renderAll()) {
    const target = join(dir, file);
    await writeFile(target, content);
    written.push(target);
  }
  return written;
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** True when this file is the entry point (`npx tsx scripts/docs/generate-statecharts.ts`). */
function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  const self = realPath(fileURLToPath(import.meta.url));
  // tsx also runs `tsx scripts/docs/generate-statecharts` (no extension).
  return [entry, `${entry}.ts`].some((candidate) => realPath(candidate) === self);
}

if (isRunDirectly()) {
  for (const target of await writeAll()) process.stdout.write(`wrote ${target}\n`);
}
