import { expect, type Page, test } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { IDENTITY_PAGES } from '../../machines/identity-pages';
import { ROUTE_OWNERS, type RoutePath } from '../../machines/paths';
import { isSignupFlowPath } from '../../src/signup-paths';
import { expectNoAxeViolations, WCAG_22 } from './axe';

// Issues 12 item 7 and 13 item 5 (and 17 item 3 for them): every page only a logged-in patron
// reaches (every-route.spec.ts sees them as a visitor, who is sent to login) is opened as the
// seeded patron, in light and dark mode: it stays a page of its own (not login), with one h1,
// and axe (WCAG 2.2 A/AA) finds it clean.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};
const at = (path: string) =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: 'happy-path' })}`;

const PATRON_PAGES: RoutePath[] = [
  ...[...ROUTE_OWNERS]
    .filter(([, owner]) => owner === 'responsible-gaming' || owner === 'preferences')
    .map(([path]) => path),
  '/web/id_check_required',
  '/login/id_check_required',
  // Patron-only too (decision 060); opened, never confirmed.
  '/close_account',
  // Patron-only since QA 14: whether a cool-off has ended is the account's to say.
  '/cool_off_expired',
  // Patron-only since QA 9 (decision 078): the account pages a link reaches, opened, never
  // confirmed.
  '/dge_level_2_ack',
  '/fit_to_play',
  '/web/fit_to_play',
  '/race_and_gender',
  '/web/race_and_gender',
  // And the identity failure pages outside the sign-up flow.
  ...(Object.entries(IDENTITY_PAGES)
    .filter(([path, page]) => page.kind === 'failure' && !isSignupFlowPath(path))
    .map(([path]) => path) as RoutePath[]),
];

async function logIn(page: Page) {
  await page.goto(at('/login'));
  await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
  await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
  await page.getByRole('button', { name: loginCopy.submit }).click();
  await page.waitForURL(/\/oauth\/authorize\?/);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the patron's pages in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    test(`each is a page of its own, with one h1, axe clean (${colorScheme})`, async ({ page }) => {
      test.setTimeout(PATRON_PAGES.length * 10_000);
      await logIn(page);
      const problems: string[] = [];
      for (const path of PATRON_PAGES) {
        try {
          await page.goto(at(path));
          const heading = page.locator('h1');
          await expect(heading.first()).toBeVisible();
          await expect(heading).toHaveCount(1);
          const reached = new URL(page.url()).pathname;
          if (reached === '/login') problems.push(`${path}: sent a logged-in patron to login`);
          await expectNoAxeViolations(page, `${path} (${colorScheme})`, WCAG_22);
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message.split('\n').slice(0, 6).join('\n')}`);
        }
      }
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  });
}
