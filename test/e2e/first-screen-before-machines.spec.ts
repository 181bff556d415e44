import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { network as networkCopy } from '../../copy/spec/network';
import { expectNoAxeViolations } from './axe';
import { heading, OAUTH, PASSWORD } from './journeys';
import { DEFAULT_CONFIG_ORIGIN } from './ports';

// Decision 073: the first screen paints without XState or the sign-up machines, which load after
// the paint. Until they arrive the form shows the machines' first view and keeps what is typed;
// once they do, what was typed is theirs. The machines' chunk is held back here to make that
// window as long as a slow phone's.

const DIST = new URL('../../dist/', import.meta.url);
// The machines' chunk (vite.config.ts `machines`): XState with the session and flash machines,
// which the sign-up machines' chunk (`signup-machines`, decision 090) imports.
const chunkNamed = (name: 'machines' | 'signup-machines') => {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = Object.values(manifest).find(({ file }) => file.startsWith(`assets/${name}-`));
  if (!entry) throw new Error(`no ${name} chunk in the manifest`);
  return entry.file;
};

async function holdMachines(page: Page, name: 'machines' | 'signup-machines' = 'machines') {
  const file = chunkNamed(name);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(`**/${file}`, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/**
 * The deployed build (sandbox off: the sandbox, which the page waits for when it is on, shares
 * modules with the machines), its API answered here: the first screen's three calls, the email
 * check, and no session.
 */
async function answerApi(page: Page) {
  const answers: Record<string, unknown> = {
    '/i/feature_flags': { feature_flags: [] },
    '/i/regions': {
      regions: [{ iso_3166_2_code: 'US-NJ', name: 'New Jersey', country_code: 'US' }],
    },
    '/i/pending_policies': {
      pending_policies: [
        { id: 7, type: 'terms_and_condition', name: 'Terms and Conditions', version: '1' },
      ],
    },
    // The phone's Continue asks whether the email is free.
    '/i/email_availability': { available: true },
  };
  await page.route('**/i/**', (route) => {
    const body = answers[new URL(route.request().url()).pathname];
    return route.fulfill(
      body
        ? { status: 200, contentType: 'application/json', body: JSON.stringify(body) }
        : { status: 401, contentType: 'application/json', body: '{}' },
    );
  });
}

const signupUrl = `${DEFAULT_CONFIG_ORIGIN}/signup?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ' })}`;

test.describe('the first screen before its machines have loaded', () => {
  // A patron's page paints only once the session check has answered: the check starts with the
  // entry script, not after the session machine's chunk (decision 081).
  test("a patron's page starts the session check before the machines have loaded", async ({
    page,
  }) => {
    await answerApi(page);
    const machines = await holdMachines(page);
    const checked = page.waitForRequest((request) =>
      request.url().includes('/i/registration_status'),
    );
    await page.goto(
      `${DEFAULT_CONFIG_ORIGIN}/rg/deposit_limits?${new URLSearchParams({ ...OAUTH })}`,
      { waitUntil: 'commit' },
    );
    try {
      // Asked while the session machine's chunk cannot arrive.
      await checked;
    } finally {
      machines.release();
    }
    await expect(page).toHaveURL(/\/login/);
  });

  // Decision 090: the session's chunk carries no sign-up machine, so a visitor sent from a
  // patron's page reaches login, with its message, without waiting for them.
  test("a visitor on a patron's page reaches login and its message without the sign-up machines", async ({
    page,
  }) => {
    await answerApi(page);
    const signup = await holdMachines(page, 'signup-machines');
    try {
      await page.goto(
        `${DEFAULT_CONFIG_ORIGIN}/close_account?${new URLSearchParams({ ...OAUTH })}`,
      );
      await expect(page).toHaveURL(/\/login/);
      await expect(heading(page, 'Log in')).toBeVisible();
      await expect(page.getByText(networkCopy.loggedOutInactivity)).toBeVisible();
    } finally {
      signup.release();
    }
  });

  test('shows the form, keeps what is typed, and hands it all to the machines once they arrive', async ({
    page,
  }) => {
    await answerApi(page);
    const machines = await holdMachines(page);
    const name = 'early_bird';
    await page.goto(signupUrl);
    await expect(page).toHaveURL(/\/web\/signup\/create_account$/);
    await expect(heading(page, 'Create Your Account')).toBeVisible();
    await expect.poll(machines.asked, { message: 'the machines are asked for' }).toBe(true);
    // The policies come with the reference data, which the machine reads: a loading state.
    await expectNoAxeViolations(page, 'create account before its machines');

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(`${name}@example.test`);
    await page.getByRole('textbox', { name: 'Username' }).fill(name);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Mobile phone number (optional)').pressSequentially('2015550123');
    await expect(page.getByLabel('Mobile phone number (optional)')).toHaveValue('(201) 555-0123');
    const focused = page.getByLabel('Confirm password');
    await focused.fill(PASSWORD.slice(0, 4));

    machines.release();
    const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
    await expect(policies.first()).toBeVisible();
    // Everything typed is the machine's now, and the field that had the focus keeps it.
    await expect(focused).toBeFocused();
    await page.keyboard.type(PASSWORD.slice(4));
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`${name}@example.test`);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(name);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
    await expect(focused).toHaveValue(PASSWORD);
    // The machine validates: a wrong confirmation is its message, at the field.
    await focused.fill(`${PASSWORD}x`);
    for (const checkbox of await policies.all()) await checkbox.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
  });

  test('a Create account pressed before they arrive is answered once they do', async ({ page }) => {
    await answerApi(page);
    const machines = await holdMachines(page);
    await page.goto(signupUrl);
    await expect(heading(page, 'Create Your Account')).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    machines.release();
    // The machine answers the submit it was handed as it would any made before the policies are
    // known (they load once it runs), and nothing typed is lost.
    await expect(page.getByRole('alert')).toContainText(createAccountCopy.policiesNotLoaded);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
  });

  test('on a phone, Continue pressed before they arrive moves on once they do', {
    tag: '@mobile',
  }, async ({ page }) => {
    await answerApi(page);
    const machines = await holdMachines(page);
    await page.goto(signupUrl);
    await expect(page).toHaveURL(/\/signup\/email$/);
    await expect(heading(page, createAccountCopy.pageTitles.email)).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.test');
    await page.getByRole('button', { name: createAccountCopy.continue }).click();
    // The machine owns the pages: Continue waits for it.
    await expect(heading(page, createAccountCopy.pageTitles.email)).toBeVisible();
    machines.release();
    await expect(heading(page, createAccountCopy.pageTitles.username)).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/username$/);
    await page.getByRole('button', { name: createAccountCopy.back }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.test');
  });
});
