import { expect, type Page, test } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { success as successCopy } from '../../copy/spec/success';
import { expectNoAxeViolations } from './axe';

// Issue 12 item 8, in Chromium against the sandbox, as the seeded patron: the account's
// responsible-gaming pages. Test data: docs/sandbox.md.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};
const at = (path: string, region = 'US-NJ', scenario = 'happy-path') =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: region, sandbox_scenario: scenario })}`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Logs the seeded patron in (the finished account hands off to authorize), then opens `path`. */
async function openAsPatron(page: Page, path: string, region = 'US-NJ') {
  await page.goto(at('/login', region));
  await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
  await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
  await page.getByRole('button', { name: loginCopy.submit }).click();
  await page.waitForURL(/\/oauth\/authorize\?/);
  await page.goto(at(path, region));
}

test.describe('responsible gaming', () => {
  test('sets a deposit limit, raises it to a pending one and confirms it', async ({ page }) => {
    await openAsPatron(page, '/rg/deposit_limits');
    await expect(h1(page, copy.titles.deposit)).toBeVisible();
    const daily = page.getByLabel(copy.newLimit('daily', false));
    await daily.fill('50');
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText(successCopy.limitUpdated('deposit'))).toBeVisible();
    await expectNoAxeViolations(page, 'deposit limits');

    await daily.fill('80');
    await page.getByRole('button', { name: copy.save }).click();
    const confirm = page.getByRole('button', { name: copy.confirmPending('daily') });
    await expect(confirm).toBeVisible();
    await expect(page.locator('strong', { hasText: copy.statuses.pending })).toBeVisible();
    await expectNoAxeViolations(page, 'deposit limits with a pending limit');
    await confirm.click();
    await expect(confirm).toBeHidden();
    const dailySection = page.getByRole('region', { name: 'Daily' });
    await expect(dailySection.getByText('USD 80')).toBeVisible();
    await expect(page.locator('strong', { hasText: copy.statuses.active })).toBeVisible();
  });
});
