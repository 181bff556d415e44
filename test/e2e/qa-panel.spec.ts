import { expect, type Page, test } from '@playwright/test';
import { identityFailure } from '../../copy/ours/identity';
import { fatalPage } from '../../copy/ours/sign-up';
import { page as pageCopy } from '../../copy/spec/page';
import { expectNoAxeViolations } from './axe';
import { arriveAt, createAccountOnDesktop, OAUTH, uniqueName } from './journeys';
import { observe, SINK } from './observe';

// Issue 15 items 1 to 3 and issue 16 item 5: the QA panel the sandbox shows. A captured error
// report replays to the page it came from, a path chosen in the panel plays without a rebuild, and
// the panel is a keyboard-reachable landmark that axe finds clean.

const entry = (extra: Record<string, string> = {}) =>
  `/signup?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', ...extra })}`;

async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'QA tools' });
  await toggle.click();
  await expect(page.getByRole('heading', { level: 2, name: 'QA tools' })).toBeVisible();
}

test('an error report captured on a page replays to that same page in one step', async ({
  browser,
}) => {
  // The report: a sign-up that fails its identity check, then an uncaught error on that page.
  const reporting = await browser.newContext();
  const page = await reporting.newPage();
  const captured = await observe(page);
  await createAccountOnDesktop(page, 'kyc-failure-underage', uniqueName('qa'));
  await arriveAt(
    page,
    /\/web\/signup\/failed_kyc$/,
    identityFailure.ID_UNDERAGE.title,
    'failed kyc',
  );
  await page.clock.fastForward(1_000);
  // An uncaught error on that page, once the error reporter (after the first paint) is listening.
  await page.waitForFunction(() => typeof window.onerror === 'function');
  await page.evaluate(() => {
    const error = new Error('QA replay probe');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: error.message,
        error,
        filename: location.href,
        lineno: 1,
      }),
    );
  });
  await expect
    .poll(
      () =>
        captured.find(
          ({ url, body }) => url === `${SINK}/notify` && body.includes('QA replay probe'),
        )?.body,
    )
    .toBeTruthy();
  const report = captured.find(({ body }) => body.includes('QA replay probe'))?.body ?? '';
  expect(report).toContain('"statusSteps"');
  await reporting.close();

  // The replay, in a tab that has never seen that account.
  const qa = await browser.newPage();
  await qa.goto(entry());
  await expect(qa.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await openPanel(qa);
  await qa.getByRole('textbox', { name: /Error report/ }).fill(report);
  await qa.getByRole('button', { name: 'Replay this report' }).click();
  await qa.waitForURL((url) => url.pathname === '/web/signup/failed_kyc');
  await expect(qa.getByRole('heading', { level: 1 })).toHaveText(identityFailure.ID_UNDERAGE.title);
  await qa.close();
});

test('a path chosen in the panel plays without a rebuild, and its link replays it', async ({
  page,
}) => {
  await page.goto(entry({ sandbox_scenario: 'happy-path' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPanel(page);
  await page
    .getByRole('combobox', { name: 'Registration status' })
    .selectOption('document_verification_failed');
  await page.getByRole('combobox', { name: 'KYC failure reason' }).selectOption('id_expired');
  const link = await page.getByRole('link', { name: /Link to this replay/ }).getAttribute('href');
  await page.getByRole('button', { name: 'Replay this path' }).click();
  await page.waitForURL((url) => url.pathname === '/web/signup/failed_kyc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    identityFailure.ID_EXPIRED.title,
  );

  // The same link in a fresh tab of a fresh browser context: the same page.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no browser');
  await other.goto(String(link));
  await other.waitForURL((url) => url.pathname === '/web/signup/failed_kyc');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(
    identityFailure.ID_EXPIRED.title,
  );
  await other.close();

  // A suspension on the mobile layout.
  await openPanel(page);
  await page.getByRole('combobox', { name: 'Registration status' }).selectOption('complete');
  await page.getByRole('combobox', { name: 'Suspension type' }).selectOption('cool_off');
  await page.getByRole('combobox', { name: 'Layout' }).selectOption('mobileWeb');
  await page.getByRole('button', { name: 'Replay this path' }).click();
  await page.waitForURL((url) => url.pathname === '/suspended/cool_off');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the panel is reached by keyboard, shows the machines live, and axe finds it clean', async ({
  page,
}) => {
  await page.goto(entry({ sandbox_scenario: 'nj-full' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'QA tools' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const machines = page.getByRole('table');
  await expect(machines.getByRole('row', { name: /^onboarding / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chart of onboarding' })).toBeVisible();
  await expectNoAxeViolations(page, 'QA panel open');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'QA panel open, dark');
});

// QA 13: a sandbox whose own chunk cannot load (after its retries) left the page blank; it shows
// the error page instead, with its level-1 heading, and the app does not start without its server.
test('a sandbox whose chunk cannot load shows the error page, not a blank one', async ({
  page,
}) => {
  await page.route('**/assets/sandbox-boot-*.js', (route) => route.abort('connectionrefused'));
  await page.goto(entry());
  await expect(page.getByRole('heading', { level: 1, name: fatalPage.title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(pageCopy.fatal)).toBeVisible();
});
