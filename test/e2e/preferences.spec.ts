import { expect, type Page, test } from '@playwright/test';
import { SEED_PATRON, VALID_LINK_TOKEN } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import {
  userPreferences as copy,
  emailPreferences as emailCopy,
} from '../../copy/ours/preferences';
import { preferences as preferencesCopy } from '../../copy/spec/preferences';
import { expectNoAxeViolations } from './axe';

// Issue 13 item 6, in Chromium against the sandbox: the email link's token path (valid, then a
// wrong token) and the logged-in path, with axe on each page. Test data: docs/sandbox.md.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};
const at = (path: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: 'happy-path', ...extra })}`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const marketing = (page: Page) => page.getByRole('switch', { name: copy.marketingSwitch });
const emailBox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name}`) });

/** Nothing of the page's state (web storage, the address) holds the link token. */
async function expectTokenGone(page: Page) {
  expect(page.url()).not.toContain(VALID_LINK_TOKEN);
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.sessionStorage, ...window.localStorage }),
  );
  expect(stored).not.toContain(VALID_LINK_TOKEN);
}

test.describe('preferences', () => {
  test('from an email link: the token leaves the address bar, the switch and the emails save with it', async ({
    page,
  }) => {
    await page.goto(at('/user_preferences', { token: VALID_LINK_TOKEN }));
    await expect(h1(page, copy.title)).toBeVisible();
    const toggle = marketing(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectTokenGone(page);
    await expectNoAxeViolations(page, 'preferences from a link');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('link', { name: copy.emailLink }).click();
    await expect(h1(page, emailCopy.title)).toBeVisible();
    await expectTokenGone(page);
    await emailBox(page, 'Promotions and offers').click();
    await page.getByRole('button', { name: emailCopy.save }).click();
    await expect(page.getByRole('status')).toHaveText(emailCopy.saved);
    await expectNoAxeViolations(page, 'email preferences from a link');
  });

  test('a wrong token gets the catalogue message on both pages, with a way to log in', async ({
    page,
  }) => {
    await page.goto(at('/user_preferences', { token: 'not-a-token' }));
    await expect(page.getByRole('alert')).toHaveText(preferencesCopy.marketingLinkInvalid);
    await expect(page.getByRole('link', { name: copy.logIn })).toBeVisible();
    await expectNoAxeViolations(page, 'preferences with a wrong token');

    await page.goto(at('/user_preferences/email', { token: 'not-a-token' }));
    await expect(page.getByRole('alert')).toHaveText(preferencesCopy.emailLinkInvalid);
    await expectNoAxeViolations(page, 'email preferences with a wrong token');
  });

  test('logged in: the balance shows, and the switch and the emails are kept across a reload', async ({
    page,
  }) => {
    await page.goto(at('/login'));
    await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
    await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
    await page.getByRole('button', { name: loginCopy.submit }).click();
    await page.waitForURL(/\/oauth\/authorize\?/);

    await page.goto(at('/user_preferences'));
    await expect(h1(page, copy.title)).toBeVisible();
    await expect(page.getByRole('heading', { name: copy.balanceHeading })).toBeVisible();
    const toggle = marketing(page);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(page, 'preferences logged in');
    await page.reload();
    await expect(marketing(page)).toHaveAttribute('aria-checked', 'true');

    await page.goto(at('/user_preferences/email'));
    const promotions = emailBox(page, 'Promotions and offers');
    const before = await promotions.isChecked();
    await promotions.click();
    await page.getByRole('button', { name: emailCopy.save }).click();
    await expect(page.getByRole('status')).toHaveText(emailCopy.saved);
    await page.reload();
    await expect(emailBox(page, 'Promotions and offers')).toBeChecked({ checked: !before });
    await expectNoAxeViolations(page, 'email preferences logged in');
    // Issue 13 item 5: the same pages in dark mode.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, 'email preferences logged in, dark');
    await page.goto(at('/user_preferences'));
    await expect(marketing(page)).toBeVisible();
    await expectNoAxeViolations(page, 'preferences logged in, dark');
  });
});
