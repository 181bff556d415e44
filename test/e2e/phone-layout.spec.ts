import { expect, test } from '@playwright/test';
import { arriveAt, createAccountOnPhone, uniqueName } from './journeys';

// The page fits a small phone whatever the patron typed (QA of 2026-11-26, qa3-mobile M4): a long
// email address shown on "Verify Your Email" wraps instead of widening the page.

test.describe('the phone layout', { tag: '@mobile' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a long email address wraps on Verify Your Email', async ({ page }) => {
    const username = uniqueName('wrap');
    await createAccountOnPhone(page, 'nj-full', username, {
      email: `${username}.with.a.very.long.address.for.this.phone@example.test`,
    });
    await arriveAt(page, /\/signup\/email_verification$/, 'Verify Your Email', 'verify email');
    await expect(page.getByText('with.a.very.long.address')).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
