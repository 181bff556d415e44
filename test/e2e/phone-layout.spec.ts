import { expect, test } from '@playwright/test';
import { arriveAt, createAccountOnPhone, openAsPatron, uniqueName } from './journeys';

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

  test('a limit typed at 320 px with text at 200% is shown whole, and the periods stay one word', async ({
    page,
  }) => {
    // The largest text setting of a phone (QA 20 M3): the amount went on cut to its last digits.
    await page.setViewportSize({ width: 320, height: 740 });
    await openAsPatron(page, '/rg/deposit_limits', 'happy-path', 'US-NJ', /\/signup\/download$/);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const monthly = page.getByLabel('New monthly limit');
    await monthly.fill('123456');
    const fit = await monthly.evaluate((input) => input.scrollWidth <= input.clientWidth);
    expect(fit).toBe(true);
    for (const period of ['Daily', 'Weekly', 'Monthly']) {
      const lines = await page
        .getByRole('heading', { level: 2, name: period })
        .evaluate(
          (heading) =>
            heading.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(heading).lineHeight),
        );
      expect(lines).toBeLessThan(1.5);
    }
  });
});
