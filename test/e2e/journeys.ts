import { expect, type FrameLocator, type Page } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { expectNoAxeViolations } from './axe';

// The steps of the sign-up journeys (test/e2e/signup-journeys.spec.ts), shared with the specs that
// walk a whole sign-up for another reason (test/e2e/observability.spec.ts). Test data:
// docs/sandbox.md "Test data"; where each status leads: docs/status-routing.md.

export const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};

export const entryUrl = (scenario: string) =>
  `/signup?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: scenario })}`;

// docs/sandbox.md "Test data".
export const EMAIL_CODE = '123456';
export const SMS_CODE = '123456';
export const PASSWORD = 'Correct1horse';

/** The ID page's heading: the step's label in the progress bar (decision 002). */
export const ID_CHECK = 'Identity Check';
export const ID_CHECKING = 'Verifying Your Identity';
/** /signup/download: "Get the BRAND app". */
export const DOWNLOAD_TITLE = /^Get the .+ app$/;

/** A username (and email) no other test uses: 3 to 20 letters, digits or underscores. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now() % 1e6}_${Math.floor(Math.random() * 1e3)}`;

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A path with the entry parameters of the seeded patron's region and a scenario. */
export const patronUrl = (path: string, scenario = 'happy-path', region = 'US-NJ') =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: region, sandbox_scenario: scenario })}`;

/**
 * Logs the seeded patron in (the finished account hands off to authorize; a phone's browser is
 * shown the app's download page instead), then opens `path`.
 */
export async function openAsPatron(
  page: Page,
  path: string,
  scenario = 'happy-path',
  region = 'US-NJ',
  landsOn = /\/oauth\/authorize\?/,
) {
  await page.goto(patronUrl('/login', scenario, region));
  await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
  await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
  await page.getByRole('button', { name: loginCopy.submit }).click();
  await page.waitForURL(landsOn);
  await page.goto(patronUrl(path, scenario, region));
}

/** Waits for a screen by its path and h1, then checks it with axe. */
export async function arriveAt(page: Page, path: RegExp, title: string | RegExp, context: string) {
  await expect(page).toHaveURL(path);
  await expect(heading(page, title)).toBeVisible();
  await expectNoAxeViolations(page, context);
}

/** The desktop progress bar names the current step (aria-current="step"). */
export async function expectCurrentStep(page: Page, label: string) {
  const bar = page.locator('.progress');
  await expect(bar.locator('[aria-current="step"]')).toHaveText(label);
}

/** Ticks every policy of Create Your Account, on the page or inside an operator's frame. */
export async function acceptSignupPolicies(page: Page | FrameLocator) {
  const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
  await expect(policies.first()).toBeVisible();
  for (const checkbox of await policies.all()) await checkbox.check();
}

/** Create Your Account on the desktop web layout: one page, then Create account. */
export async function createAccountOnDesktop(page: Page, scenario: string, username: string) {
  await page.goto(entryUrl(scenario));
  await arriveAt(page, /\/web\/signup\/create_account$/, 'Create Your Account', 'create account');
  await expectCurrentStep(page, 'Create Your Account');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.test`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await acceptSignupPolicies(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Create Your Account on a phone: the email, username, password, phone and promo pages. */
export async function createAccountOnPhone(
  page: Page,
  scenario: string,
  username: string,
  // A desktop browser asks for the mobile layout in the URL; a phone's user agent gets it anyway.
  { mobileLayoutParam = false, email = `${username}@example.test` } = {},
) {
  await page.goto(`${entryUrl(scenario)}${mobileLayoutParam ? '&render_mobile_layout=true' : ''}`);
  await arriveAt(page, /\/signup\/email$/, 'Your name and email', 'email page');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await arriveAt(page, /\/signup\/username$/, 'Choose a username', 'username page');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();

  await arriveAt(page, /\/signup\/password$/, 'Choose a password', 'password page');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The optional phone number of Create Your Account (the same path is the SMS step later).
  await arriveAt(page, /\/signup\/phone_number$/, 'Your phone number', 'optional phone page');
  await page.getByRole('button', { name: 'Continue' }).click();

  await arriveAt(page, /\/signup\/promo_code$/, 'Promo code and policies', 'promo page');
  await acceptSignupPolicies(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function verifyEmail(page: Page) {
  await page.getByRole('textbox', { name: 'Verification code' }).fill(EMAIL_CODE);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** The SMS part: send a code to the number, then enter it. */
export async function verifyPhone(page: Page) {
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('2015550188');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeVisible();
  await expect(page.getByText('Code resent successfully')).toBeVisible();
  await code.fill(SMS_CODE);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

export async function fillSsn(page: Page) {
  await page.getByLabel('Last 4 digits of your Social Security number').fill('1234');
}

export async function fillEmployment(page: Page) {
  await page.getByRole('combobox', { name: 'Employment status' }).selectOption('Employed');
  await page.getByRole('textbox', { name: 'Job title' }).fill('Software Engineer');
  await page.getByRole('textbox', { name: 'Type of business' }).fill('Technology');
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Analytical Engines Ltd');
  await page.getByRole('textbox', { name: "Employer's phone number" }).fill('2015550199');
  await page
    .getByRole('textbox', { name: "Employer's address" })
    .fill('1 Main Street, Newark, NJ 07102');
}

/** The Fine Details: tick every box, then accept. */
export async function acceptFineDetails(page: Page) {
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const checkbox of await boxes.all()) await checkbox.check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** Play Your Way: choose the first promotion card, then Continue. */
export async function choosePromotion(page: Page) {
  const cards = page.getByRole('group', { name: 'Promotions on offer' }).getByRole('button');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Records every path the tab shows, to check that a journey skipped a step. */
export function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** The body of the PATCH /i/registration the step sends, to check what was chosen. */
export function registrationPatches(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/i/registration')
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** The authorize hand-off of the desktop layout (served by scripts/serve.mjs in sandbox mode). */
export async function expectHandOff(page: Page) {
  await page.waitForURL(/\/oauth\/authorize\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('client_id')).toBe(OAUTH.client_id);
  expect(params.get('redirect_uri')).toBe(OAUTH.redirect_uri);
  await expectNoAxeViolations(page, 'authorize hand-off');
}
