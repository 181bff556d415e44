import { existsSync, mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { BRANDS } from '../../src/brands';
import { expectNoAxeViolations, WCAG_22 } from './axe';
import { SANDBOX_ORIGIN } from './ports';
import { webFontIn } from './web-font';

// Issue 14 items 3, 4 and 5c: each brand's sign-up page in light and dark (axe WCAG 2.2 clean,
// its theme class, a screenshot per brand and mode in docs/brands/), Inter served from the app's
// own origin, the content width limits, and no horizontal scrolling at 200% zoom.
//
// The screenshots in docs/brands/ are rewritten only with UPDATE_BRAND_SCREENSHOTS=1 (pixels
// differ by a few bytes between runs; the committed ones must not churn on every test run).

const entry = (clientId: string, extra: Record<string, string> = {}) =>
  `/signup?${new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: 'https://rp.example.test/callback',
    code_challenge: 'abc',
    code_challenge_method: 'S256',
    detected_region_code: 'US-NJ',
    sandbox_scenario: 'happy-path',
    ...extra,
  })}`;

const SCREENSHOTS = new URL('../../docs/brands/', import.meta.url);
const MODES = ['light', 'dark'] as const;

async function openSignup(page: Page, clientId: string, extra: Record<string, string> = {}) {
  await page.goto(entry(clientId, extra));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await webFontIn(page);
}

test.describe('each brand in light and dark', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const brand of BRANDS)
    for (const mode of MODES)
      test(`${brand.clientId}, ${mode}: its theme, axe clean, a screenshot`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: mode });
        await openSignup(page, brand.clientId, { render_mobile_layout: 'true' });
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${brand.themeClass}\\b`));
        await expect(page.locator('.app')).toHaveClass(new RegExp(`\\b${brand.themeClass}\\b`));
        await expect(page.getByText(brand.name, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, `${brand.clientId} ${mode}`, WCAG_22);

        const file = new URL(`${brand.clientId}-${mode}.png`, SCREENSHOTS);
        if (process.env.UPDATE_BRAND_SCREENSHOTS) {
          mkdirSync(SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: file.pathname, fullPage: true });
        } else {
          await page.screenshot({ path: test.info().outputPath(`${brand.clientId}-${mode}.png`) });
          expect(existsSync(file), `docs/brands/${brand.clientId}-${mode}.png`).toBe(true);
        }
      });

  test('the brands differ: each accent is its own', async ({ page }) => {
    const accents = new Set<string>();
    for (const brand of BRANDS) {
      await openSignup(page, brand.clientId, { render_mobile_layout: 'true' });
      accents.add(
        await page.evaluate(() =>
          getComputedStyle(document.querySelector('.app') as Element)
            .getPropertyValue('--accent')
            .trim(),
        ),
      );
    }
    expect(accents.size).toBe(BRANDS.length);
  });
});

test('Inter comes from the app origin, and nothing else leaves it', async ({ page }) => {
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType() }),
  );
  await openSignup(page, 'northstar-sports');
  // Declared after the first paint (src/theme/web-font.ts), then loaded for the page's text.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((font) => font.status === 'loaded')))
    .toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
  const fonts = requests.filter((r) => r.type === 'font');
  expect(fonts.some((r) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(r.url))).toBe(
    true,
  );
  const elsewhere = requests.filter(
    (r) => !r.url.startsWith('data:') && new URL(r.url).origin !== SANDBOX_ORIGIN,
  );
  expect(elsewhere).toEqual([]);
  expect(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]?.trim()),
  ).toMatch(/^"?Inter"?$/);
});

test('the /web layout has its progress column only beside a progress bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignup(page, 'northstar-sports');
  await expect(page).toHaveURL(/\/web\/signup\/create_account/);
  const main = page.locator('main');
  const beside = await main.boundingBox();
  const bar = await page.locator('.progress').boundingBox();
  expect(beside && bar && beside.x >= bar.x + bar.width).toBe(true);
  // A /web page without the bar (the suspended pages open without a session).
  await page.goto(`${SANDBOX_ORIGIN}/web/suspended/cool_off?client_id=northstar-sports`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.progress')).toHaveCount(0);
  expect((await main.boundingBox())?.width).toBeGreaterThan(400);
});

test.describe('no horizontal scrolling at 200% zoom', () => {
  // 200% zoom halves the CSS viewport: a 1280 px desktop window is 640 px wide, a 640 px one 320.
  for (const width of [640, 320])
    test(`at ${width} CSS px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 480 });
      for (const [path, extra] of [
        ['signup', {}],
        ['signup', { render_mobile_layout: 'true' }],
      ] as const) {
        await openSignup(page, 'lucky-lantern-casino', extra);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} ${JSON.stringify(extra)} at ${width}px`).toBeLessThanOrEqual(0);
      }
      await page.goto(`${SANDBOX_ORIGIN}/login?client_id=lucky-lantern-casino`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    });

  test('with the text scale at its largest (48 px) in view', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 480 });
    await openSignup(page, 'northstar-sports', { render_mobile_layout: 'true' });
    // The scale's ends, in pixels at the default text size.
    const sizes = await page.evaluate(() =>
      ['--text-12', '--text-48'].map((name) => {
        const probe = document.createElement('span');
        probe.style.fontSize = `var(${name})`;
        document.body.append(probe);
        const size = getComputedStyle(probe).fontSize;
        probe.remove();
        return size;
      }),
    );
    expect(sizes).toEqual(['12px', '48px']);
    // The heading at 48 px still wraps inside the column.
    await page.evaluate(() => {
      (document.querySelector('h1') as HTMLElement).style.fontSize = 'var(--text-48)';
    });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });
});
