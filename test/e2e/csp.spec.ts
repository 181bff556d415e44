import { expect, type Page, type Request, test } from '@playwright/test';
import { RESET_TOKENS } from '../../api/sandbox/login-calls';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { OAUTH } from './journeys';
import { DEFAULT_CONFIG_ORIGIN } from './ports';

// Issue 17 item 5: the production build runs under the strict Content-Security-Policy that
// scripts/serve.mjs sends (scripts/csp.mjs, docs/security.md): no inline script, the inline
// style by hash, connections to the configured origins only. The browser reports every refusal
// as a `securitypolicyviolation` event; on these journeys there is none.

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

const entry = (path: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', ...extra })}`;

test('the pages are sent with the strict policy', async ({ page }) => {
  const response = await page.goto(entry('/signup'));
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
});

test('sign-up, the QA panel and a login run with no policy violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto(entry('/signup', { sandbox_scenario: 'happy-path' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByRole('button', { name: 'QA tools' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'QA tools' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(entry('/login', { sandbox_scenario: 'login-policies' }));
  await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
  await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
  await page.getByRole('button', { name: loginCopy.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(loginCopy.title);
  expect(await violations(page)).toEqual([]);
});

test('the shipped config (no sandbox) runs with no policy violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto(`${DEFAULT_CONFIG_ORIGIN}${entry('/signup')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500); // past the first paint: the after-paint chunks and the font
  expect(await violations(page)).toEqual([]);
});

test("a link's token never leaves in a Referer before the app removes it", async ({ page }) => {
  const asked: Promise<string | null>[] = [];
  const onRequest = (request: Request) => asked.push(request.headerValue('referer'));
  page.on('request', onRequest);
  const response = await page.goto(
    entry('/user/change_password/password', {
      sandbox_scenario: 'happy-path',
      password_reset_token: RESET_TOKENS.valid,
    }),
  );
  expect(response?.headers()['referrer-policy']).toBe('strict-origin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).not.toContain(RESET_TOKENS.valid);
  page.off('request', onRequest);
  const referers = (await Promise.all(asked)).filter((referer) => referer !== null);
  // config.js, the core and the first calls went out while the token was still in the address.
  expect(referers.length).toBeGreaterThan(0);
  for (const referer of referers) expect(referer).toBe(`${new URL(page.url()).origin}/`);
});
