import { expect, type Page, test } from '@playwright/test';
import { RESET_TOKENS } from '../../api/sandbox/login-calls';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { passwordReset as resetCopy } from '../../copy/ours/password';
import { sessionControls as sessionCopy } from '../../copy/ours/session';
import { suspended as suspendedCopy } from '../../copy/ours/suspended';
import { network as networkCopy } from '../../copy/spec/network';
import { password as passwordCopy } from '../../copy/spec/password';
import { success as successCopy } from '../../copy/spec/success';
import { expectNoAxeViolations } from './axe';

// Issue 11 item 8, in Chromium against the sandbox: login to the authorize hand-off, a wrong
// password, logout, the password reset from request to done with an expired-link detour, a
// suspension from a 403. Test data: docs/sandbox.md.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};
const at = (path: string, scenario = 'happy-path', extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: scenario, ...extra })}`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel(loginCopy.username).fill(username);
  await page.getByLabel(loginCopy.password).fill(password);
  await page.getByRole('button', { name: loginCopy.submit }).click();
}

test.describe('login', () => {
  test('logs the seeded patron in and hands off to authorize', async ({ page }) => {
    await page.goto(at('/login'));
    await expect(h1(page, loginCopy.title)).toBeVisible();
    await expectNoAxeViolations(page, 'login');
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await page.waitForURL(/\/oauth\/authorize\?/);
    expect(new URL(page.url()).searchParams.get('client_id')).toBe(OAUTH.client_id);
  });

  test('shows the login-failed copy for a wrong password and keeps the login typed', async ({
    page,
  }) => {
    await page.goto(at('/login'));
    await logIn(page, SEED_PATRON.username, 'Wrong-password-1');
    await expect(page.getByRole('alert')).toHaveText(networkCopy.loginFailed);
    await expect(page.getByLabel(loginCopy.username)).toHaveValue(SEED_PATRON.username);
    await expectNoAxeViolations(page, 'login failed');
  });

  test('logs out from a logged-in page with the success copy on the login page', async ({
    page,
  }) => {
    await page.goto(at('/login'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await page.waitForURL(/\/oauth\/authorize\?/);
    await page.goto(at('/close_account'));
    await page.getByRole('button', { name: sessionCopy.logOut }).click();
    await expect(h1(page, loginCopy.title)).toBeVisible();
    await expect(page.getByRole('status')).toContainText(successCopy.loggedOut);
    await expectNoAxeViolations(page, 'logged out');
  });

  test('sends a cool-off suspension from a 403 to the cool-off page', async ({ page }) => {
    await page.goto(at('/login', 'suspended-cool-off'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await expect(h1(page, suspendedCopy.pages.cool_off.title)).toBeVisible();
    await expect(page).toHaveURL(/\/suspended\/cool_off$/);
    await expectNoAxeViolations(page, 'cool-off suspension');
  });
});

test.describe('password reset', () => {
  test('request, an expired link, a new request, then a new password that logs in', async ({
    page,
  }) => {
    await page.goto(at('/password_reset_request'));
    await page.getByLabel(resetCopy.email).fill(SEED_PATRON.email);
    await page.getByRole('button', { name: resetCopy.send }).click();
    await expect(h1(page, resetCopy.sentTitle)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(passwordCopy.resetRequested);
    await expectNoAxeViolations(page, 'reset requested');

    // The expired link: the token leaves the address bar, the copy of contract.md 8.
    await page.goto(
      at('/user/change_password/password', 'happy-path', {
        password_reset_token: RESET_TOKENS.expired,
      }),
    );
    await expect(h1(page, resetCopy.changeTitle)).toBeVisible();
    expect(page.url()).not.toContain(RESET_TOKENS.expired);
    await page.getByLabel(resetCopy.newPassword, { exact: true }).fill('Brandnew42');
    await page.getByLabel(resetCopy.confirmPassword, { exact: true }).fill('Brandnew42');
    await page.getByRole('button', { name: resetCopy.save }).click();
    await expect(h1(page, resetCopy.expiredTitle)).toBeVisible();
    await expect(page.getByText(passwordCopy.linkExpired)).toBeVisible();
    await expectNoAxeViolations(page, 'link expired');
    await page.getByRole('link', { name: resetCopy.requestAnother }).click();
    await expect(h1(page, resetCopy.requestTitle)).toBeVisible();

    // The new link works, and the new password logs in.
    await page.goto(
      at('/user/change_password/password', 'happy-path', {
        password_reset_token: RESET_TOKENS.valid,
      }),
    );
    await page.getByLabel(resetCopy.newPassword, { exact: true }).fill('Brandnew42');
    await page.getByLabel(resetCopy.confirmPassword, { exact: true }).fill('Brandnew42');
    await page.getByRole('button', { name: resetCopy.save }).click();
    await expect(h1(page, resetCopy.doneTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'password changed');
    await page.getByRole('link', { name: resetCopy.logIn }).click();
    await logIn(page, SEED_PATRON.email, 'Brandnew42');
    await page.waitForURL(/\/oauth\/authorize\?/);
  });
});
