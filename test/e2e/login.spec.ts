import { expect, type Page, test } from '@playwright/test';
import { RESET_TOKENS } from '../../api/sandbox/login-calls';
import { DEFAULT_CODE, SEED_PATRON } from '../../api/sandbox/state';
import { accountPages as accountCopy } from '../../copy/ours/account';
import { loginPolicies as policiesCopy, welcome as welcomeCopy } from '../../copy/ours/after-login';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { login as loginCopy } from '../../copy/ours/login';
import { passwordReset as resetCopy } from '../../copy/ours/password';
import { phoneVerification as phoneCopy } from '../../copy/ours/phone-verification';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import { sessionControls as sessionCopy } from '../../copy/ours/session';
import { smsSecurity as smsSecurityCopy } from '../../copy/ours/sms-security';
import { suspended as suspendedCopy } from '../../copy/ours/suspended';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { coolOff as coolOffCopy } from '../../copy/spec/cool-off';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { password as passwordCopy } from '../../copy/spec/password';
import { sms as smsCopy } from '../../copy/spec/sms';
import { success as successCopy } from '../../copy/spec/success';
import { expectNoAxeViolations } from './axe';

// Issue 11 item 8, in Chromium against the sandbox: login to the authorize hand-off, a wrong
// password, logout, closing the account (decision 060), login with owed policies (decision 040), the SMS code of a two-step login and
// its lock (decision 041), the password reset from request to done with an expired-link detour,
// each suspension type from a 403. Test data: docs/sandbox.md.

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

  // Decision 087: the tabs of a browser share the session cookie, so a logout in one ends the
  // other's session too. (Each tab has a sandbox of its own, so both log in.)
  test('takes another tab to login with the success copy when one tab logs out', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(at('/login'));
      await logIn(tab, SEED_PATRON.email, SEED_PATRON.password);
      await tab.waitForURL(/\/oauth\/authorize\?/);
      await tab.goto(at('/close_account'));
      await expect(tab.getByRole('button', { name: sessionCopy.logOut })).toBeVisible();
    }
    await other.getByRole('button', { name: sessionCopy.logOut }).click();
    await expect(h1(other, loginCopy.title)).toBeVisible();
    await expect(h1(page, loginCopy.title)).toBeVisible();
    await expect(page.getByRole('status')).toContainText(successCopy.loggedOut);
    await expect(page.getByRole('button', { name: sessionCopy.logOut })).toHaveCount(0);
  });

  test('closes the account after "Are you sure?", logs out, and a later login meets the closure', async ({
    page,
  }) => {
    await page.goto(at('/login'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await page.waitForURL(/\/oauth\/authorize\?/);
    await page.goto(at('/close_account'));
    await page.getByRole('button', { name: accountCopy.closeAccount.confirm }).click();
    await expect(page.getByRole('heading', { level: 2, name: dialogCopy.title })).toBeFocused();
    await expectNoAxeViolations(page, 'close account confirmation');
    await page.getByRole('button', { name: dialogCopy.confirm }).click();
    await page.waitForURL(/\/close_account_confirmation$/);
    await expect(h1(page, accountCopy.closeAccountConfirmation.title)).toBeVisible();
    await expect(page.getByText(successCopy.loggedOut)).toBeVisible();
    await expect(page.getByRole('button', { name: sessionCopy.logOut })).toHaveCount(0);
    await expectNoAxeViolations(page, 'account closed');

    // A new load of /login is the login page; logging in meets the server's closure (a 403
    // user_suspended of type closed), which contract.md 6 sends to the generic page.
    await page.goto(at('/login'));
    await expect(h1(page, loginCopy.title)).toBeVisible();
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await expect(h1(page, suspendedCopy.pages.generic.title)).toBeVisible();
    await expect(page).toHaveURL(/\/web\/suspended(\?|$)/);
  });

  // QA 3 M3 (decision 068): a patron page left behind after the patron's own logout says nothing.
  test('Back after a cool-off lands on login with no danger banner', async ({ page }) => {
    await page.goto(at('/login'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await page.waitForURL(/\/oauth\/authorize\?/);
    await page.goto(at('/rg/cool_off_period'));
    await page.getByLabel(rgCopy.coolOff.duration).selectOption('3');
    await page.getByRole('button', { name: rgCopy.coolOff.request }).click();
    await page.getByRole('button', { name: dialogCopy.confirm }).click();
    await page.waitForURL(/\/rg\/loading\?outcome=cool_off&length=3$/);
    await expect(h1(page, rgCopy.loadingPage.coolOffTitle)).toBeVisible();
    await page.goBack();
    await page.waitForURL(/\/login(\?|$)/);
    await expect(h1(page, loginCopy.title)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(coolOffCopy.loggedOut)).toHaveCount(0);
  });

  // QA 3 L11: the pages between the welcome page and the step (/continue_registration, the
  // create-account page) only lead on, so one Back leaves the resumed sign-up.
  test('one Back from a resumed sign-up returns to the welcome page', async ({ page }) => {
    await page.goto(at('/login', 'login-unfinished'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await expect(h1(page, welcomeCopy.title)).toBeVisible();
    await page.getByRole('link', { name: welcomeCopy.continueSignup }).click();
    await page.waitForURL((url) => url.pathname === '/web/signup/pii');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/web/welcome');
    await expect(h1(page, welcomeCopy.title)).toBeVisible();
  });

  test('Back after closing the account lands on login with no danger banner', async ({ page }) => {
    await page.goto(at('/login'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await page.waitForURL(/\/oauth\/authorize\?/);
    await page.goto(at('/close_account'));
    await page.getByRole('button', { name: accountCopy.closeAccount.confirm }).click();
    await page.getByRole('button', { name: dialogCopy.confirm }).click();
    await page.waitForURL(/\/close_account_confirmation$/);
    await expect(h1(page, accountCopy.closeAccountConfirmation.title)).toBeVisible();
    await page.goBack();
    await page.waitForURL(/\/login(\?|$)/);
    await expect(h1(page, loginCopy.title)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(networkCopy.loggedOutInactivity)).toHaveCount(0);
  });

  for (const [scenario, page, path] of [
    ['suspended-self-exclusion', 'generic', /\/web\/suspended$/],
    ['suspended-duplicate-user', 'duplicated', /\/web\/suspended\/duplicated$/],
  ] as const)
    test(`sends a ${scenario} 403 to its suspension page`, async ({ page: browser }) => {
      await browser.goto(at('/login', scenario));
      await logIn(browser, SEED_PATRON.email, SEED_PATRON.password);
      await expect(h1(browser, suspendedCopy.pages[page].title)).toBeVisible();
      await expect(browser).toHaveURL(path);
      await expectNoAxeViolations(browser, `${scenario} suspension`);
    });

  test('asks for owed policies first, offers the limits modal, then hands off', async ({
    page,
  }) => {
    await page.goto(at('/login', 'login-policies'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await expect(h1(page, welcomeCopy.backTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/web\/welcome_policies$/);
    await expectNoAxeViolations(page, 'welcome policies');
    await page.getByRole('link', { name: welcomeCopy.reviewPolicies }).click();
    await expect(h1(page, policiesCopy.title)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
      'Terms and Conditions',
    );
    await expectNoAxeViolations(page, 'login policies');
    for (const name of ['Terms and Conditions', 'Responsible Gaming Policy'])
      await page.getByLabel(fineDetailsCopy.acceptPolicy(name)).check();
    await page.getByRole('button', { name: policiesCopy.submit }).click();
    const dialog = page.getByRole('dialog', { name: policiesCopy.limitsTitle });
    await expect(dialog).toBeVisible();
    // Centred in the window, not flush against its bottom edge (QA 3 L7).
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport)
      expect(Math.abs(box.y - (viewport.height - box.y - box.height))).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page, 'limits modal');
    await dialog.getByRole('button', { name: policiesCopy.notNow }).click();
    await page.waitForURL(/\/oauth\/authorize\?/);
  });

  test('verifies an SMS code before a two-step login goes on, across a reload of the code form', async ({
    page,
  }) => {
    await page.goto(at('/login', 'login-strong-auth'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await expect(h1(page, smsSecurityCopy.loginTitle)).toBeVisible();
    await page.getByRole('button', { name: phoneCopy.textMe }).click();
    await expect(page.getByRole('status')).toHaveText(smsCopy.resent);
    await expect(page.getByLabel(phoneCopy.code)).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page, 'pin required');
    // A reload returns to the code form, sending nothing new (no "Code resent" notice).
    await page.reload();
    await expect(page.getByLabel(phoneCopy.code)).toBeVisible();
    await expect(page.getByRole('button', { name: phoneCopy.textMe })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.getByLabel(phoneCopy.code).fill(DEFAULT_CODE);
    await page.getByRole('button', { name: phoneCopy.verify }).click();
    await expect(h1(page, smsSecurityCopy.verifiedTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'post-verify');
    await page.getByRole('button', { name: smsSecurityCopy.continue }).click();
    await page.waitForURL(/\/oauth\/authorize\?/);
  });

  test('locks the SMS code after five wrong ones', async ({ page }) => {
    await page.goto(at('/login', 'login-strong-auth'));
    await logIn(page, SEED_PATRON.email, SEED_PATRON.password);
    await page.getByRole('button', { name: phoneCopy.callMe }).click();
    await expect(page.getByRole('status')).toHaveText(smsCopy.calling);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const field = page.getByLabel(phoneCopy.code);
      await field.fill('000000');
      // Each attempt's answer before the next: the message of the one before is still shown, so
      // it cannot tell them apart, and a submit while the check runs is not an attempt (CI flake).
      const answered = page.waitForResponse((response) =>
        response.url().includes('/i/sms/verify_one_time_code'),
      );
      // Enter in the field sends the form as the button does; a click on the button once landed
      // while the message below the field came and went, and sent nothing (CI of 2dd22f1).
      await field.press('Enter');
      await answered;
      if (attempt < 5)
        await expect(page.getByText(emailVerificationCopy.codeInvalid)).toBeVisible();
    }
    await expect(h1(page, phoneCopy.lockedTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/sms\/pin_locked$/);
    await expectNoAxeViolations(page, 'pin locked');
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
