import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Issue 3: the sign-up journeys after Create Your Account, each from the entry URL of an OAuth
// client to the identity check (or the hand-off), on the desktop web layout (/web/...) and on a
// phone (the mobile web layout, /signup/...). Each journey plays one sandbox scenario
// (docs/sandbox.md "Scenarios"); where each status leads is docs/status-routing.md.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};

const entryUrl = (scenario: string) =>
  `/signup?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: scenario })}`;

// docs/sandbox.md "Test data".
const EMAIL_CODE = '123456';
const SMS_CODE = '123456';
const PASSWORD = 'Correct1horse';

const ID_CHECK = 'Verify Your Identity';
const ID_CHECKING = 'Verifying Your Identity';
/** /signup/download: "Get the BRAND app". */
const DOWNLOAD_TITLE = /^Get the .+ app$/;

/** A username (and email) no other test uses: 3 to 20 letters, digits or underscores. */
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now() % 1e6}_${Math.floor(Math.random() * 1e3)}`;

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** Waits for a screen by its path and h1, then checks it with axe. */
async function arriveAt(page: Page, path: RegExp, title: string | RegExp, context: string) {
  await expect(page).toHaveURL(path);
  await expect(heading(page, title)).toBeVisible();
  await expectNoAxeViolations(page, context);
}

/** The desktop progress bar names the current step (aria-current="step"). */
async function expectCurrentStep(page: Page, label: string) {
  const bar = page.getByRole('navigation', { name: 'Sign-up progress' });
  await expect(bar.locator('[aria-current="step"]')).toHaveText(label);
}

async function acceptSignupPolicies(page: Page) {
  const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
  await expect(policies.first()).toBeVisible();
  for (const checkbox of await policies.all()) await checkbox.check();
}

/** Create Your Account on the desktop web layout: one page, then Create account. */
async function createAccountOnDesktop(page: Page, scenario: string, username: string) {
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
async function createAccountOnPhone(page: Page, scenario: string, username: string) {
  await page.goto(entryUrl(scenario));
  await arriveAt(page, /\/signup\/email$/, 'Your name and email', 'email page');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.test`);
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

async function verifyEmail(page: Page) {
  await page.getByRole('textbox', { name: 'Verification code' }).fill(EMAIL_CODE);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** The SMS part: send a code to the number, then enter it. */
async function verifyPhone(page: Page) {
  await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('2015550188');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeVisible();
  await expect(page.getByText('Code resent successfully')).toBeVisible();
  await code.fill(SMS_CODE);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function fillSsn(page: Page) {
  await page.getByLabel('Last 4 digits of your Social Security number').fill('1234');
}

async function fillEmployment(page: Page) {
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
async function acceptFineDetails(page: Page) {
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const checkbox of await boxes.all()) await checkbox.check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** Play Your Way: choose the first promotion card, then Continue. */
async function choosePromotion(page: Page) {
  const cards = page.getByRole('group', { name: 'Promotions on offer' }).getByRole('button');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Records every path the tab shows, to check that a journey skipped a step. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** The body of the PATCH /i/registration the step sends, to check what was chosen. */
function registrationPatches(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/i/registration')
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** The authorize hand-off of the desktop layout (served by scripts/serve.mjs in sandbox mode). */
async function expectHandOff(page: Page) {
  await page.waitForURL(/\/oauth\/authorize\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('client_id')).toBe(OAUTH.client_id);
  expect(params.get('redirect_uri')).toBe(OAUTH.redirect_uri);
  await expectNoAxeViolations(page, 'authorize hand-off');
}

test.describe('Sign-up journeys on the desktop web layout', () => {
  test('nj-full: email, personal information with SMS, policies, then the ID check', async ({
    page,
  }) => {
    await createAccountOnDesktop(page, 'nj-full', uniqueName('njd'));

    await arriveAt(page, /\/web\/signup\/email_verification$/, 'Verify Your Email', 'verify email');
    await expectCurrentStep(page, 'Verify Your Email');
    await verifyEmail(page);

    await arriveAt(page, /\/web\/signup\/pii$/, 'Personal Information', 'personal information');
    await expectCurrentStep(page, 'Personal Information');
    await verifyPhone(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your phone number is verified.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'personal information, phone verified');
    await fillSsn(page);
    await fillEmployment(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await arriveAt(page, /\/web\/signup\/fine_details$/, 'The Fine Details', 'fine details');
    await expectCurrentStep(page, 'The Fine Details');
    await acceptFineDetails(page);

    // finalStatus document_verification_required: the ID page (not built yet).
    await arriveAt(page, /\/web\/signup\/id_verification$/, ID_CHECK, 'id verification');
    await expectCurrentStep(page, 'Identity Check');
  });

  test('no-email-verification: straight from Create Your Account to the hand-off', async ({
    page,
  }) => {
    const paths = visitedPaths(page);
    await createAccountOnDesktop(page, 'no-email-verification', uniqueName('ned'));
    await expectHandOff(page);
    expect(paths.filter((path) => path.startsWith('/web/signup/'))).toEqual([
      '/web/signup/create_account',
    ]);
  });

  test('play-your-way: choose a promotion, then the hand-off', async ({ page }) => {
    const patches = registrationPatches(page);
    await createAccountOnDesktop(page, 'play-your-way', uniqueName('pyd'));
    await arriveAt(page, /\/web\/signup\/play_your_way$/, 'Play Your Way', 'play your way');
    await expectCurrentStep(page, 'Play Your Way');
    await choosePromotion(page);
    await expectHandOff(page);
    expect(patches).toContainEqual(
      expect.objectContaining({ onboarding_promotion_ids: [expect.any(String)] }),
    );
  });

  test('limits-flag: preferred name, Set Your Limits (save), then the identity check', async ({
    page,
  }) => {
    const limitCalls: { path: string; body: unknown }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/i\/(cashflow_limits|time_limits)/.test(path) && request.method() !== 'GET')
        limitCalls.push({ path, body: request.postDataJSON() });
    });
    await createAccountOnDesktop(page, 'limits-flag', uniqueName('lfd'));
    await arriveAt(page, /\/web\/signup\/pii$/, 'Personal Information', 'personal information');
    await expectCurrentStep(page, 'Personal Information');
    await page.getByRole('textbox', { name: 'Preferred name' }).fill('Ada');
    await page.getByRole('button', { name: 'Continue' }).click();

    await arriveAt(page, /\/web\/signup\/initial_set_limits$/, 'Set Your Limits', 'set limits');
    await expectCurrentStep(page, 'Set Your Limits');
    await page.getByRole('textbox', { name: 'Daily deposit limit' }).fill('100');
    await page.getByRole('combobox', { name: 'Daily time limit' }).selectOption('2 hours');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // The final status email_verified continues main registration: nothing is owed any more.
    await arriveAt(page, /\/web\/signup\/user_verification$/, ID_CHECKING, 'user verification');
    await expectCurrentStep(page, 'Identity Check');
    // Amounts travel in cents (product.md 5); the time limit in whole hours.
    expect(limitCalls).toEqual([
      {
        path: '/i/cashflow_limits/deposit/daily',
        body: expect.objectContaining({ amount: 10000 }),
      },
      { path: '/i/time_limits', body: expect.objectContaining({ daily_time_limit: 2 }) },
    ]);
  });
});

test.describe('Sign-up journeys on a phone', { tag: '@mobile' }, () => {
  test('nj-full: email, phone, SSN, employment, policies, then the ID check', async ({ page }) => {
    await createAccountOnPhone(page, 'nj-full', uniqueName('njm'));

    await arriveAt(page, /\/signup\/email_verification$/, 'Verify Your Email', 'verify email');
    await verifyEmail(page);

    await arriveAt(
      page,
      /\/signup\/phone_number$/,
      'Verify your phone number',
      'phone verification',
    );
    await verifyPhone(page);

    await arriveAt(page, /\/signup\/ssn$/, 'Last 4 digits of your SSN', 'ssn');
    await fillSsn(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await arriveAt(
      page,
      /\/signup\/employment_details$/,
      'Employment details',
      'employment details',
    );
    await fillEmployment(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await arriveAt(page, /\/signup\/policies$/, 'The Fine Details', 'policies');
    await acceptFineDetails(page);

    // document_verification_required on mobile web: the web SDK upload page (not built yet).
    await arriveAt(page, /\/signup\/idv\/web_sdk_upload$/, ID_CHECK, 'idv web sdk upload');
  });

  test('no-email-verification: straight from Create Your Account to the download page', async ({
    page,
  }) => {
    const paths = visitedPaths(page);
    await createAccountOnPhone(page, 'no-email-verification', uniqueName('nem'));
    await arriveAt(page, /\/signup\/download$/, DOWNLOAD_TITLE, 'download');
    expect(paths).not.toContain('/signup/email_verification');
    expect(paths.at(-1)).toBe('/signup/download');
  });

  test('play-your-way: choose a promotion, then the download page', async ({ page }) => {
    await createAccountOnPhone(page, 'play-your-way', uniqueName('pym'));
    await arriveAt(page, /\/signup\/play_your_way$/, 'Play Your Way', 'play your way');
    await choosePromotion(page);
    await arriveAt(page, /\/signup\/download$/, DOWNLOAD_TITLE, 'download');
  });

  test('limits-flag: preferred name, Set Your Limits (skip), then the identity check', async ({
    page,
  }) => {
    await createAccountOnPhone(page, 'limits-flag', uniqueName('lfm'));
    await arriveAt(page, /\/signup\/preferred_name$/, 'Your preferred name', 'preferred name');
    await page.getByRole('textbox', { name: 'Preferred name' }).fill('Ada');
    await page.getByRole('button', { name: 'Continue' }).click();

    await arriveAt(page, /\/signup\/initial_set_limits$/, 'Set Your Limits', 'set limits');
    await page.getByRole('button', { name: 'Skip' }).click();

    await arriveAt(page, /\/signup\/idv\/processing$/, ID_CHECKING, 'idv processing');
  });
});
