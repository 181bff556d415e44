import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  acceptFineDetails,
  arriveAt,
  choosePromotion,
  createAccountOnDesktop,
  createAccountOnPhone,
  DOWNLOAD_TITLE,
  expectCurrentStep,
  expectHandOff,
  fillEmployment,
  fillSsn,
  ID_CHECK,
  ID_CHECKING,
  registrationPatches,
  uniqueName,
  verifyEmail,
  verifyPhone,
  visitedPaths,
} from './journeys';

// Issue 3: the sign-up journeys after Create Your Account, each from the entry URL of an OAuth
// client to the identity check (or the hand-off), on the desktop web layout (/web/...) and on a
// phone (the mobile web layout, /signup/...). Each journey plays one sandbox scenario
// (docs/sandbox.md "Scenarios"); where each status leads is docs/status-routing.md.

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
    // The hand-off replaced the page it left: Back leaves the sign-up instead of landing on a
    // page that only hands off again (QA 5).
    await page.goBack();
    expect(page.url()).toBe('about:blank');
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
    // The page keeps its heading focused once the saved number has loaded, not the field (QA 5).
    await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify your phone number' }),
    ).toBeFocused();
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
