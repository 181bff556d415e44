import { expect, type Page, test } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { identityCapture, simulatedProvider } from '../../copy/ours/identity';
import { login as loginCopy } from '../../copy/ours/login';

// QA H1, in Chromium against the sandbox: the browser's Back on the ID page of sign-up. The
// sign-up guard sends the patron straight back to the ID page (the step the server asks for);
// the page must still start the capture, and a capture under way must survive the Back.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};

const ID_PAGE = { web: '/web/signup/id_verification', mobileWeb: '/signup/idv/web_sdk_upload' };
type Layout = keyof typeof ID_PAGE;

/** Logs the seeded patron in with an ID check owed, and waits for the ID page of the layout. */
async function openIdPage(page: Page, layout: Layout) {
  const query = new URLSearchParams({
    ...OAUTH,
    detected_region_code: 'US-NJ',
    sandbox_scenario: 'status-document-verification-required',
    ...(layout === 'mobileWeb' ? { render_mobile_layout: 'true' } : {}),
  });
  await page.goto(`/login?${query}`);
  await page.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
  await page.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
  await page.getByRole('button', { name: loginCopy.submit }).click();
  await page.waitForURL((url) => url.pathname === ID_PAGE[layout]);
  await expect(page.getByRole('heading', { level: 1, name: identityCapture.title })).toBeVisible();
}

/** Presses Back and waits until the guard has brought the patron back to the ID page. */
async function backToIdPage(page: Page, layout: Layout) {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goBack();
  await expect.poll(() => visited.at(-1)).toBe(ID_PAGE[layout]);
  // Back left the ID page first: the return is the guard's, not Back doing nothing.
  expect(visited.slice(0, -1)).not.toEqual([]);
  expect(visited[0]).not.toBe(ID_PAGE[layout]);
}

for (const layout of ['web', 'mobileWeb'] as const)
  test(`(${layout}) after Back lands on the ID page again, Verify my identity starts the capture`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openIdPage(page, layout);
    await backToIdPage(page, layout);
    await page.getByRole('button', { name: identityCapture.start }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: simulatedProvider.title }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

test('a Back during the capture keeps it: the provider stays, and its approval hands off', async ({
  page,
}) => {
  await openIdPage(page, 'web');
  await page.getByRole('button', { name: identityCapture.start }).click();
  const provider = page.getByRole('heading', { level: 2, name: simulatedProvider.title });
  await expect(provider).toBeVisible();
  const scanCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/i/jumio/')) scanCalls.push(`${request.method()} ${pathname}`);
  });
  await backToIdPage(page, 'web');
  await expect(provider).toBeVisible();
  // The same capture goes on: the Back neither looked for the scan again nor started another.
  expect(scanCalls).toEqual([]);
  await page.getByRole('button', { name: simulatedProvider.approve }).click();
  await page.waitForURL(/\/oauth\/authorize\?/);
});
