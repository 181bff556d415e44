import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { IDENTITY_PATH_SCENARIOS } from '../../api/sandbox/identity-scenarios';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import type { RoutePath } from '../../machines/paths';
import { createAccountOnDesktop, OAUTH, uniqueName } from './journeys';

// Issue 15 item 3: every named scenario of the sandbox is walked in Chromium to the page it leads
// to. The 30 registration-status, failure-reason and duplicate scenarios are walked in three
// layouts by identity-paths.spec.ts; every other one is walked here, on the desktop layout, the
// way docs/sandbox.md and docs/qa-guide.md describe it: a sign-up scenario by creating an account,
// a patron scenario by logging in as the seeded patron (and opening the page it is about). A new
// scenario without a walk fails the first test.

type Walk =
  | { by: 'signUp'; to: RoutePath | 'authorize'; text?: string | RegExp }
  | { by: 'login'; to: RoutePath | 'authorize'; then?: RoutePath; text?: string | RegExp };

const signUp = (to: RoutePath | 'authorize', text?: string | RegExp): Walk => ({
  by: 'signUp',
  to,
  ...(text ? { text } : {}),
});
const login = (to: RoutePath | 'authorize', then?: RoutePath, text?: string | RegExp): Walk => ({
  by: 'login',
  to,
  ...(then ? { then } : {}),
  ...(text ? { text } : {}),
});

const WALKS: Record<string, Walk> = {
  'happy-path': signUp('authorize'),
  'nj-full': signUp('/web/signup/email_verification'),
  'no-email-verification': signUp('authorize'),
  'play-your-way': signUp('/web/signup/play_your_way'),
  'limits-flag': signUp('/web/signup/pii'),
  'limits-only': signUp('/web/signup/initial_set_limits'),
  'phone-pending': signUp('/web/signup/pii'),
  'personal-pending': signUp('/web/signup/pii'),
  'policies-pending': signUp('/web/signup/fine_details'),
  'duplicate-user': signUp('/web/suspended/duplicated'),
  'kyc-failure-underage': signUp('/web/signup/failed_kyc'),
  'status-replay': signUp('/web/signup/user_verification'),
  'sms-errors': signUp('/web/signup/pii'),
  'sms-pin-locked': signUp('/web/signup/pii'),
  'slow-network': signUp('authorize'),
  // The first submit answers 500: the generic error above the form, everything typed kept.
  'server-errors': signUp('/web/signup/create_account', /went wrong|try again/i),
  // The first submit answers 422 with the phone's error nested: the message at the phone field.
  'pre-registration-nested-errors': signUp(
    '/web/signup/create_account',
    'Phone number is not valid',
  ),
  'hang-status': signUp(
    '/web/signup/create_account',
    'Took too long to get your registration status, please check your connection and try again!',
  ),
  'suspended-cool-off': signUp('/web/suspended/cool_off'),
  'suspended-duplicate-user': signUp('/web/suspended/duplicated'),
  'suspended-self-exclusion': signUp('/web/suspended'),
  'manual-address': signUp('/web/signup/missing_address'),
  'manual-pii': signUp('/web/signup/name'),
  'manual-pii-processing': signUp('/web/signup/manual_pii_processing'),
  // Its nested 422 answers the manual-PII save, after the pages this walk reaches.
  'manual-pii-nested-errors': signUp('/web/signup/name'),
  'login-policies': login('/web/welcome_policies'),
  'login-unfinished': login('/web/welcome'),
  'login-email-required': login('/login/email_verification'),
  'login-strong-auth': login('/web/sms/pin_required'),
  'balance-retry': login(
    'authorize',
    '/user_preferences',
    'Error fetching playable balance. Retrying...',
  ),
  'balance-down': login(
    'authorize',
    '/user_preferences',
    'Error fetching playable balance. Retrying...',
  ),
  'preferences-errors': login('authorize', '/user_preferences'),
  'rg-short-wait': login('authorize', '/rg/daily_time_limit'),
};

// The scenario files (api/sandbox/scenarios.ts validates and lists them; Node reads the folder,
// since Playwright's loader does not take JSON imports) and the generated identity ones.
const SCENARIO_FILES = readdirSync(new URL('../../api/sandbox/scenarios/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const IDENTITY_NAMES = new Set(
  (IDENTITY_PATH_SCENARIOS as Array<{ name: string }>).map((scenario) => scenario.name),
);

test('every named scenario has a walk here or in identity-paths.spec.ts', () => {
  const unwalked = SCENARIO_FILES.filter((name) => !IDENTITY_NAMES.has(name) && !WALKS[name]);
  expect(unwalked).toEqual([]);
  expect(Object.keys(WALKS).filter((name) => !SCENARIO_FILES.includes(name))).toEqual([]);
  expect(IDENTITY_NAMES.size).toBe(30);
});

const entry = (path: string, scenario: string) =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: scenario })}`;

async function reach(page: Page, to: RoutePath | 'authorize') {
  if (to === 'authorize') await page.waitForURL(/\/oauth\/authorize\?/);
  else await page.waitForURL((url) => url.pathname === to);
}

for (const [scenario, walk] of Object.entries(WALKS))
  test(`${scenario}: ${walk.by === 'signUp' ? 'a sign-up' : 'a login'} reaches ${walk.to}${walk.by === 'login' && walk.then ? `, then ${walk.then}` : ''}`, async ({
    page,
  }) => {
    if (walk.by === 'signUp') await createAccountOnDesktop(page, scenario, uniqueName('walk'));
    else {
      await page.goto(entry('/login', scenario));
      await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
      await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
      await page.getByRole('button', { name: loginCopy.submit }).click();
    }
    await reach(page, walk.to);
    if (walk.by === 'login' && walk.then) {
      await page.goto(entry(walk.then, scenario));
      await reach(page, walk.then);
    }
    if (walk.to !== 'authorize' || (walk.by === 'login' && walk.then))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // hang-status: the submit waits for the start-up check's 5 s timeout (decision 009, QA 15),
    // then the sync's own 5 s.
    if (walk.text) await expect(page.getByText(walk.text).first()).toBeVisible({ timeout: 15_000 });
  });
