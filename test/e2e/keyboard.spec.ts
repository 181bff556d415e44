import { expect, type Locator, type Page, test } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';

// Issue 17 item 3: the whole sign-up and the login done with the keyboard alone. Every field and
// button is reached with Tab (in the page's order, never with a click or a direct focus), typed
// into, ticked with Space and submitted with Enter. Test data: docs/sandbox.md.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};
const at = (path: string, scenario: string) =>
  `${path}?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ', sandbox_scenario: scenario })}`;

/** Presses Tab until `target` has the focus; fails if 60 presses never reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('the whole sign-up with the keyboard alone, to the hand-off', async ({ page }) => {
  const name = `kb_${Date.now() % 1e6}`;
  await page.goto(at('/signup', 'no-email-verification'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  // The heading has the focus on a new page; Tab goes on from there.
  await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Ada');
  await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Email', exact: true }),
    `${name}@example.test`,
  );
  await typeInto(page, page.getByRole('textbox', { name: 'Username' }), name);
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'Correct1horse');
  await typeInto(page, page.getByLabel('Confirm password'), 'Correct1horse');
  const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
  await expect(policies.first()).toBeVisible();
  for (const box of await policies.all()) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/oauth\/authorize\?/);
});

test('the login with the keyboard alone, to the hand-off', async ({ page }) => {
  await page.goto(at('/login', 'happy-path'));
  await expect(page.getByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
  await typeInto(page, page.getByLabel(loginCopy.username), SEED_PATRON.email);
  await typeInto(page, page.getByLabel(loginCopy.password), SEED_PATRON.password);
  // Enter in the password field submits the form, as a keyboard user expects.
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/oauth\/authorize\?/);
});
