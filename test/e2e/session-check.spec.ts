import { expect, type Route, test } from '@playwright/test';
import { sessionCheck } from '../../copy/ours/session';
import { network as networkCopy } from '../../copy/spec/network';
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
  await expectNoAxeViolations(page, 'session check failed');

  await page.getByRole('button', { name: sessionCheck.retry }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: sessionCheck.title })).toHaveCount(0);
  expect(checks).toBe(2);
});
