import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Issue 2, acceptance 9: a bettor opens the sign-up link of an OAuth client, creates an account
// against the sandbox's happy-path scenario and arrives at the authorize URL with every parameter.
const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};

const entryUrl = (scenario = 'happy-path') =>
  `/signup?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: scenario })}`;

async function fillAccount(page: Page, username = `ada_${Date.now() % 100000}`) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.test`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Correct1horse');
  await page.getByLabel('Confirm password').fill('Correct1horse');
  await page.getByLabel('Mobile phone number (optional)').fill('2015550123');
}

test.describe('Create Your Account on the desktop web layout', () => {
  test('creates an account and hands off to the authorize URL with every parameter', async ({
    page,
  }) => {
    const requests: { url: string; body: string | null; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/i/'))
        requests.push({ url: request.url(), body: request.postData(), headers: request.headers() });
    });

    await page.goto(entryUrl());
    await expect(page).toHaveURL(/\/web\/signup\/create_account$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
    await expect(page.locator('.progress')).toContainText('Create Your Account');
    await expectNoAxeViolations(page, 'create account');

    await fillAccount(page);
    await expect(page.getByLabel('Mobile phone number (optional)')).toHaveValue('(201) 555-0123');
    const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
    for (const checkbox of await policies.all()) await checkbox.check();
    await page.getByLabel('Send me promotions and marketing materials by email').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/oauth\/authorize\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...OAUTH,
      region_code: 'US-NJ',
      country_code: 'US',
    });
    await expectNoAxeViolations(page, 'authorize');

    const preRegistration = requests.find((r) => r.url.endsWith('/i/pre_registrations'));
    expect(preRegistration?.headers['x-region-code']).toBe('US-NJ');
    expect(preRegistration?.headers['x-country-code']).toBe('US');
    expect(preRegistration?.headers['x-platform']).toBe('web');
    const payload = JSON.parse(preRegistration?.body ?? '{}');
    expect(Object.keys(payload).sort()).toEqual(
      [
        'email',
        'first_name',
        'last_name',
        'oauth',
        'password',
        'phone_number',
        'policy_acceptances',
        'promotion_code',
        'receive_login_emails',
        'strong_auth_enabled',
        'username',
      ].sort(),
    );
    expect(payload.phone_number).toEqual({ number: '2015550123' });
    expect(payload.oauth).toEqual(OAUTH);
    expect(payload.policy_acceptances).toContainEqual({ policy_id: 'promotional-consent' });
    // GET calls carry the OAuth parameters in the query.
    const statusCall = requests.find((r) => new URL(r.url).pathname === '/i/registration_status');
    expect(new URL(statusCall?.url ?? 'http://x').searchParams.get('client_id')).toBe(
      'northstar-sports',
    );
  });

  test('shows the server error at the field and keeps what was typed', async ({ page }) => {
    await page.goto(entryUrl());
    await expect(page).toHaveURL(/\/web\/signup\/create_account$/);
    // The sandbox seeds this username (docs/sandbox.md).
    await fillAccount(page, 'sandbox_patron');
    const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
    for (const checkbox of await policies.all()) await checkbox.check();
    await page.getByRole('button', { name: 'Create account' }).click();

    const username = page.getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
    await expect(page).toHaveURL(/\/web\/signup\/create_account$/);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Correct1horse');
    await expectNoAxeViolations(page, 'create account with errors');
  });

  test('keeps the form through a reload, except the password', async ({ page }) => {
    await page.goto(entryUrl());
    await expect(page).toHaveURL(/\/web\/signup\/create_account$/);
    await fillAccount(page, 'reload_user');
    await page.waitForTimeout(1_200); // the save is debounced by 1000 ms (contract.md 9)
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Username')).toHaveValue('reload_user');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain('Correct1horse');
  });
});

test.describe('Create Your Account on a phone', { tag: '@mobile' }, () => {
  test('walks the create-account pages and lands on the download page on complete', async ({
    page,
  }) => {
    await page.goto(entryUrl());
    await expect(page).toHaveURL(/\/signup\/email$/);
    await expectNoAxeViolations(page, 'email page');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    const username = `mob_${Date.now() % 100000}`;
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.test`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/username$/);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/password$/);
    await page.getByLabel('Password', { exact: true }).fill('Correct1horse');
    await page.getByLabel('Confirm password').fill('Correct1horse');
    await expectNoAxeViolations(page, 'password page');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/phone_number$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/password$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/phone_number$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/promo_code$/);
    // Back and Forward again (QA 3 mobile L7): every page before the promo page is done.
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/phone_number$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/signup\/promo_code$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
    for (const checkbox of await policies.all()) await checkbox.check();
    await expectNoAxeViolations(page, 'promo page');
    await page.getByRole('button', { name: 'Create account' }).click();
    // product.md 4.2: on the mobile web layout, complete goes to one page (the download page).
    await expect(page).toHaveURL(/\/signup\/download$/);
    await expectNoAxeViolations(page, 'download page');
    // The account exists: the create-account pages behind are gone from Back, which leaves the
    // sign-up for the page before it (decision 074, QA 5: four Backs went nowhere).
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });
});
