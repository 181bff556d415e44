import { expect, type Page, type Route, test } from '@playwright/test';
import { sessionCheck, sessionControls, sessionWait } from '../../copy/ours/session';
import { network as networkCopy } from '../../copy/spec/network';
import { success as successCopy } from '../../copy/spec/success';
import { expectNoAxeViolations } from './axe';
import { OAUTH } from './journeys';
import { DEFAULT_CONFIG_ORIGIN } from './ports';

// QA 14 (decision 009): a patron's page whose start-up session check fails with a 5xx says so,
// with Try again, instead of the login page's "logged out due to inactivity", which belongs to a
// 401. Run on the build without the sandbox, the operator API answered here.

test('a failed session check on a patron page: the generic message and Try again, then the answer', async ({
  page,
}) => {
  let checks = 0;
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`${DEFAULT_CONFIG_ORIGIN}/i/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/i/registration_status') {
      checks += 1;
      // The first check fails; the one Try again asks finds no session.
      return checks === 1
        ? json(route, { error: { code: 'internal', message: 'boom' } }, 500)
        : json(route, { error: { code: 'unauthorized', message: 'Unauthorized' } }, 401);
    }
    if (pathname === '/i/feature_flags') return json(route, { feature_flags: [] });
    if (pathname === '/i/regions') return json(route, { regions: [] });
    return json(route, {});
  });
  await page.goto(
    `${DEFAULT_CONFIG_ORIGIN}/rg/deposit_limits?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ' })}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: sessionCheck.title })).toBeVisible();
  await expect(page.getByText(networkCopy.generic)).toBeVisible();
  await expect(page.getByText(networkCopy.loggedOutInactivity)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // In the page frame, as any page (QA 15): the brand header and the main column.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: sessionCheck.title }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'session check failed');

  await page.getByRole('button', { name: sessionCheck.retry }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: sessionCheck.title })).toHaveCount(0);
  expect(checks).toBe(2);
});

const ACTION = 'get your registration status';

/** The operator API: the start-up check answered by `check`, every other call a plain 200. */
async function operatorApi(page: Page, check: (route: Route) => Promise<void> | void) {
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`${DEFAULT_CONFIG_ORIGIN}/i/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/i/registration_status') return check(route);
    if (pathname === '/i/feature_flags') return json(route, { feature_flags: [] });
    if (pathname === '/i/regions') return json(route, { regions: [] });
    return json(route, {});
  });
  // A logout is safe whatever the session: its 401 means already out.
  await page.route(`${DEFAULT_CONFIG_ORIGIN}/api/logout`, (route) =>
    json(route, { error: { code: 'unauthorized', message: 'Unauthorized' } }, 401),
  );
}

const entry = (path: string) =>
  `${DEFAULT_CONFIG_ORIGIN}${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ' })}`;

// QA 15: a check that hangs shows Loading… in the page frame, then the timeout's own words.
test('a session check that hangs: Loading… in the page frame, then the timeout message', async ({
  page,
}) => {
  test.setTimeout(30_000);
  await operatorApi(page, () => {}); // never answered: the client's 5 s timeout ends it
  await page.goto(entry('/close_account'));
  await expect(page.getByRole('status')).toHaveText(sessionWait.loading);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(networkCopy.timeout(ACTION))).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(networkCopy.generic)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
});

// QA 15: a refused connection says so in the catalogue's words.
test('a session check whose connection is refused: the connection message', async ({ page }) => {
  await operatorApi(page, (route) => route.abort('connectionrefused'));
  await page.goto(entry('/dormant_account'));
  await expect(page.getByRole('heading', { level: 1, name: sessionCheck.title })).toBeVisible();
  await expect(page.getByText(networkCopy.connection(ACTION))).toBeVisible();
});

// QA 15: a page open to visitors loads with the cookie while the check failed: the header offers
// Log out, which ends on login with the usual success message.
test('a failed session check on /user_preferences: Log out in the header ends the session', async ({
  page,
}) => {
  await operatorApi(page, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
  await page.goto(entry('/user_preferences'));
  await page.getByRole('banner').getByRole('button', { name: sessionControls.logOut }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(successCopy.loggedOut)).toBeVisible();
});
