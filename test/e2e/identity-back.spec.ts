import { expect, type Page, test } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { identityCapture, simulatedProvider } from '../../copy/ours/identity';
import { login as loginCopy } from '../../copy/ours/login';
import { progress } from '../../copy/spec/progress';

// QA H1, in Chromium against the sandbox: the browser's Back on the ID page of sign-up. The pages
// before it in this tab are the login's; the route sync replaced every sign-up page the guard
// would not show again (QA 3 L11), so Back leaves the sign-up for the login page and Forward
// returns to the ID page. A sign-up path the guard does send back (an old entry of the history)
// must leave the page working too: the page must still start the capture, and a capture under
// way must survive either.

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
  await expect(page.getByRole('heading', { level: 1, name: progress.identityCheck })).toBeVisible();
}

/** Presses Back (to the login page, where the patron came from) and Forward to the ID page. */
async function backAndForward(page: Page, layout: Layout) {
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goForward();
  await page.waitForURL((url) => url.pathname === ID_PAGE[layout]);
  await expect(page.getByRole('heading', { level: 1, name: progress.identityCheck })).toBeVisible();
}

/**
 * Opens an old sign-up entry of the history (the create-account page) and waits until the guard
 * has brought the patron back to the ID page: the return is the guard's, not a page that stayed.
 */
async function bouncedToIdPage(page: Page, layout: Layout) {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.evaluate(
    (path) => {
      window.history.pushState(window.history.state, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    layout === 'web' ? '/web/signup/create_account' : '/signup/email',
  );
  await expect.poll(() => visited.at(-1)).toBe(ID_PAGE[layout]);
  expect(visited[0]).not.toBe(ID_PAGE[layout]);
}

for (const layout of ['web', 'mobileWeb'] as const)
  test(`(${layout}) after Back and Forward, and after the guard's return, Verify my identity starts the capture`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openIdPage(page, layout);
    await backAndForward(page, layout);
    await bouncedToIdPage(page, layout);
    await page.getByRole('button', { name: identityCapture.start }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: simulatedProvider.title }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

test("the guard's return during the capture keeps it: the provider stays, and its approval hands off", async ({
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
  await bouncedToIdPage(page, 'web');
  await expect(provider).toBeVisible();
  // The same capture goes on: the return neither looked for the scan again nor started another.
  expect(scanCalls).toEqual([]);
  await page.getByRole('button', { name: simulatedProvider.approve }).click();
  await page.waitForURL(/\/oauth\/authorize\?/);
});

test('Back and Forward during the capture find the same scan again, starting none', async ({
  page,
}) => {
  await openIdPage(page, 'web');
  await page.getByRole('button', { name: identityCapture.start }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: simulatedProvider.title }),
  ).toBeVisible();
  const scanCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/i/jumio/')) scanCalls.push(`${request.method()} ${pathname}`);
  });
  await backAndForward(page, 'web');
  await expect(page.getByRole('status')).toHaveText(identityCapture.polling);
  await expect.poll(() => scanCalls.length).toBeGreaterThan(0);
  expect(scanCalls.filter((call) => !call.startsWith('GET '))).toEqual([]);
});
