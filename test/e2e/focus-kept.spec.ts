import { expect, type Page, test } from '@playwright/test';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { heading, openAsPatron } from './journeys';

// The keyboard focus stays on the page when the control that had it goes away or is disabled
// while its request runs (src/ui/focus-keeper.ts; QA of 2026-11-26, qa3-patron M2): in Chromium,
// which drops such a focus to <body>, where a screen reader starts over at the top.

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element && element !== document.body
      ? `${element.tagName.toLowerCase()}:${element.textContent?.trim() || element.getAttribute('aria-label') || ''}`
      : 'body';
  });

test('the focus stays on the page after a save, a confirm and a cancel', async ({ page }) => {
  await openAsPatron(page, '/rg/deposit_limits');
  await expect(heading(page, copy.titles.deposit)).toBeVisible();
  const daily = page.getByLabel(copy.newLimit('daily', false));

  // Enter in the field: the Save button is disabled while the request runs, then enabled again.
  await daily.fill('50');
  await daily.press('Enter');
  await expect(page.getByRole('region', { name: 'Daily' }).getByText('$50')).toBeVisible();
  await expect.poll(() => focused(page)).not.toBe('body');

  // A looser limit waits; its Confirm button goes away once used.
  await daily.fill('80');
  await page.getByRole('button', { name: copy.save }).click();
  const confirm = page.getByRole('button', { name: copy.confirmPending('daily') });
  await confirm.focus();
  await page.keyboard.press('Enter');
  // "Are you sure?" takes the focus; Tab, Tab reaches Yes (after Go Back).
  await expect(page.getByRole('heading', { name: dialogCopy.title })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: dialogCopy.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: dialogCopy.title })).toBeHidden();
  await expect(confirm).toBeHidden();
  await expect.poll(() => focused(page)).not.toBe('body');

  // The same for Cancel.
  await daily.fill('90');
  await page.getByRole('button', { name: copy.save }).click();
  const cancel = page.getByRole('button', { name: copy.cancelPending('daily') });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeHidden();
  await expect.poll(() => focused(page)).not.toBe('body');
});
