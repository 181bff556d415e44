import { readFileSync } from 'node:fs';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { SEED_PATRON } from '../../api/sandbox/state';
import { NATIVE_CALL_NAMES } from '../../bridge/native-interface';
import { loginPolicies as policiesCopy, welcome as welcomeCopy } from '../../copy/ours/after-login';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { login as loginCopy } from '../../copy/ours/login';
import { startUp as startUpCopy } from '../../copy/ours/start-up';
import { topBar as topBarCopy } from '../../copy/ours/top-bar';
import { exitDialog as exitDialogCopy } from '../../copy/spec/exit-dialog';
import { DEFAULT_CONFIG_ORIGIN, FRAME_HOST_PORT, SANDBOX_ORIGIN } from './ports';
import { webFontIn } from './web-font';

// Issue 14 item 5 (docs/embedding.md, docs/bridge.md), in Chromium against the sandbox build:
// (a) the app in an iframe on a host page of another origin: ready and size reports, the host's
// theme switch, a message from a foreign origin doing nothing, and a host whose origin is not
// allowed receiving nothing (the oauthAuthorize hand-off: signup-in-frame.spec.ts);
// (b) a fake native bridge injected before load: the calls made on back, close and the exit
// dialog.
//
// The sandbox server allows http://127.0.0.1:<FRAME_HOST_PORT> (playwright.config.ts) only.

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
  detected_region_code: 'US-NJ',
  sandbox_scenario: 'happy-path',
};
const ALLOWED_HOST = `http://127.0.0.1:${FRAME_HOST_PORT}`;
/** Another site altogether (localhost is not 127.0.0.1), for a foreign window beside the app. */
const FOREIGN_HOST = `http://localhost:${FRAME_HOST_PORT}`;
const appUrl = (path = '/signup', scenario = 'happy-path') =>
  `${SANDBOX_ORIGIN}${path}?${new URLSearchParams({ ...OAUTH, sandbox_scenario: scenario })}`;

/**
 * The server of the default config: another origin, not an allowed parent, but the same site as
 * the app (127.0.0.1), so the sandbox's storage still works in the frame. The host page is
 * written into one of its documents.
 */
const UNLISTED_HOST = DEFAULT_CONFIG_ORIGIN;

interface Received {
  origin: string;
  data: { type?: string; width?: number; height?: number; args?: unknown[] };
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** Opens the host page on `host` with the app framed, and waits for the app's heading. */
async function openFramed(page: Page, host: string): Promise<Frame> {
  if (host === UNLISTED_HOST) {
    // The fixture host page, written into a document of the unlisted origin.
    const hostPage = readFileSync(new URL('./fixtures/index.html', import.meta.url), 'utf8');
    await page.goto(`${UNLISTED_HOST}/config.js`);
    await page.setContent(
      hostPage.replace("new URLSearchParams(location.search).get('src')", JSON.stringify(appUrl())),
    );
  } else {
    await page.goto(`${host}/?${new URLSearchParams({ src: appUrl() })}`);
  }
  const frameLocator = page.frameLocator('iframe[title="Sign up"]');
  await expect(frameLocator.getByRole('heading', { level: 1 })).toBeVisible();
  const frame = page.frames().find((f) => f.url().startsWith(SANDBOX_ORIGIN));
  if (!frame) throw new Error('the app frame is missing');
  // The app listens from its ready on (docs/embedding.md: send the theme after ready).
  if (host === ALLOWED_HOST)
    await expect
      .poll(async () => (await received(page)).map((m) => m.data.type))
      .toContain('ready');
  return frame;
}

const rootClasses = (frame: Frame) => frame.evaluate(() => document.documentElement.className);
const pageBackground = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.querySelector('.app') as Element).backgroundColor);

test.describe('in an iframe', () => {
  test('an allowed host hears ready and the size, 500 ms after the page settles', async ({
    page,
  }) => {
    const frame = await openFramed(page, ALLOWED_HOST);
    await expect
      .poll(async () => (await received(page)).map((m) => m.data.type))
      .toEqual(expect.arrayContaining(['ready', 'size']));
    const messages = await received(page);
    expect(messages.every((m) => m.origin === SANDBOX_ORIGIN)).toBe(true);
    const size = messages.find((m) => m.data.type === 'size')?.data;
    // The content's height (#root) and, with the sandbox, the QA panel's below it (QA 20), not
    // the document's: that is at least the frame's own height (QA 3 M1).
    const contentHeight = await frame.evaluate(
      () =>
        (document.getElementById('root') as HTMLElement).scrollHeight +
        (document.getElementById('qa-tools-root')?.offsetHeight ?? 0),
    );
    expect(size?.height).toBe(contentHeight);
    // The frame so sized scrolls nothing: the QA panel's button is in view at its foot.
    expect(
      await frame.evaluate(
        (height) => document.documentElement.scrollHeight <= Math.max(height, window.innerHeight),
        contentHeight,
      ),
    ).toBe(true);
    expect(size?.width).toBeGreaterThan(0);

    // Content that grows is reported again, once it has settled.
    const sizes = async () =>
      (await received(page)).filter((m) => m.data.type === 'size').map((m) => m.data);
    const before = (await sizes()).length;
    await frame.evaluate(() => {
      const filler = document.createElement('div');
      filler.id = 'filler';
      filler.style.height = '600px';
      document.querySelector('main')?.append(filler);
    });
    await expect.poll(async () => (await sizes()).length).toBe(before + 1);
    const grown = (await sizes()).at(-1);
    expect(grown?.height).toBeGreaterThanOrEqual((size?.height ?? 0) + 600);

    // And content that shrinks is reported going down again, to the page's own height.
    await frame.evaluate(() => document.getElementById('filler')?.remove());
    await expect.poll(async () => (await sizes()).length).toBe(before + 2);
    expect((await sizes()).at(-1)?.height).toBe(size?.height);

    // A modal dialog taller than the page behind it is in no box of #root: the frame must still
    // hold it, or the patron scrolls inside the frame to reach its buttons (QA 5).
    await frame.evaluate(() => {
      const dialog = document.createElement('dialog');
      dialog.id = 'tall-dialog';
      // Through the CSSOM: the page's policy refuses inline style attributes.
      const tall = document.createElement('div');
      tall.style.height = '4000px';
      dialog.append(tall);
      document.body.append(dialog);
      dialog.showModal();
    });
    await expect.poll(async () => (await sizes()).length).toBe(before + 3);
    expect((await sizes()).at(-1)?.height).toBeGreaterThanOrEqual(4000);
    await frame.evaluate(() =>
      (document.getElementById('tall-dialog') as HTMLDialogElement).close(),
    );
    await expect.poll(async () => (await sizes()).length).toBe(before + 4);
    expect((await sizes()).at(-1)?.height).toBe(size?.height);
  });

  // QA 21: a start refused for its config posted nothing, so a host that sizes its frame from
  // `size` (or shows it on `ready`) cut the refusal's message off.
  test('a start refused for its config still tells an allowed host ready and its size', async ({
    page,
  }) => {
    await page.route(`${SANDBOX_ORIGIN}/config.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__ONBOARDING_CONFIG__ = { sandbox: true, allowedParentOrigins: ['${ALLOWED_HOST}'], apiBaseUrl: 'ftp://api.example' };`,
      }),
    );
    await page.goto(`${ALLOWED_HOST}/?${new URLSearchParams({ src: appUrl() })}`);
    const app = page.frameLocator('iframe[title="Sign up"]');
    await expect(
      app.getByRole('heading', { level: 1, name: startUpCopy.refusedTitle }),
    ).toBeVisible();
    await expect
      .poll(async () => (await received(page)).map((m) => m.data.type))
      .toEqual(expect.arrayContaining(['ready', 'size']));
    const frame = page.frames().find((f) => f.url().startsWith(SANDBOX_ORIGIN)) as Frame;
    const size = (await received(page)).find((m) => m.data.type === 'size')?.data;
    expect(size?.height).toBe(
      await frame.evaluate(() => (document.getElementById('root') as HTMLElement).scrollHeight),
    );
    // Its heading is the tab's title, as every page's is.
    expect(await frame.evaluate(() => document.title)).toBe(startUpCopy.refusedTitle);
  });

  // QA 24: a modal dialog is modal within its own document only; in a frame, Tab past its last
  // button left for the host's page, where nothing says a dialog waits (src/ui/dialog-focus.ts).
  test("Tab goes round the limits dialog's buttons without leaving the frame", async ({ page }) => {
    await page.goto(
      `${ALLOWED_HOST}/?${new URLSearchParams({ src: appUrl('/login', 'login-policies') })}`,
    );
    const app = page.frameLocator('iframe[title="Sign up"]');
    await app.getByLabel(loginCopy.username).fill(SEED_PATRON.email);
    await app.getByLabel(loginCopy.password).fill(SEED_PATRON.password);
    await app.getByRole('button', { name: loginCopy.submit }).click();
    await app.getByRole('link', { name: welcomeCopy.reviewPolicies }).click();
    for (const name of ['Terms and Conditions', 'Responsible Gaming Policy'])
      await app.getByLabel(fineDetailsCopy.acceptPolicy(name)).check();
    await app.getByRole('button', { name: policiesCopy.submit }).click();
    const dialog = app.getByRole('dialog', { name: policiesCopy.limitsTitle });
    await expect(dialog.getByRole('button', { name: policiesCopy.limitsAccept })).toBeFocused();
    const frame = page.frames().find((f) => f.url().startsWith(SANDBOX_ORIGIN)) as Frame;
    const focusedInDialog = () =>
      frame.evaluate(() => document.hasFocus() && !!document.activeElement?.closest('dialog'));
    const order: string[] = [];
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInDialog()).toBe(true);
      order.push(await frame.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(order).toEqual([
      policiesCopy.notNow,
      policiesCopy.limitsAccept,
      policiesCopy.notNow,
      policiesCopy.limitsAccept,
    ]);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInDialog()).toBe(true);
    expect(await frame.evaluate(() => document.activeElement?.textContent)).toBe(
      policiesCopy.notNow,
    );
  });

  test("the host's theme message wins over the system's, and 'system' gives it back", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const frame = await openFramed(page, ALLOWED_HOST);
    const light = await pageBackground(frame);

    const send = (mode: string) =>
      page.evaluate(
        ([mode, target]) =>
          document
            .querySelector('iframe')
            ?.contentWindow?.postMessage({ type: 'theme', mode }, target as string),
        [mode, SANDBOX_ORIGIN],
      );
    await send('dark');
    await expect.poll(() => rootClasses(frame)).toContain('theme-dark');
    expect(await pageBackground(frame)).not.toBe(light);

    // The device turns dark, the host asks for light: the host's choice stands.
    await page.emulateMedia({ colorScheme: 'dark' });
    await send('light');
    await expect.poll(() => pageBackground(frame)).toBe(light);

    await send('system');
    await expect.poll(() => pageBackground(frame)).not.toBe(light);
    expect(await rootClasses(frame)).not.toMatch(/theme-(dark|light)/);
  });

  test('a theme message from a window of another origin does nothing', async ({ page }) => {
    const frame = await openFramed(page, ALLOWED_HOST);
    // A second frame on a foreign origin, beside the app, posts to it.
    await page.evaluate((src) => {
      const foreign = document.createElement('iframe');
      foreign.title = 'Foreign';
      foreign.src = src;
      document.body.append(foreign);
    }, `${FOREIGN_HOST}/foreign`);
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(FOREIGN_HOST))).toBe(true);
    const foreign = page.frames().find((f) => f.url().startsWith(FOREIGN_HOST)) as Frame;
    await foreign.waitForLoadState();
    await foreign.evaluate(() =>
      window.parent.frames[0]?.postMessage({ type: 'theme', mode: 'dark' }, '*'),
    );
    // Delivered within the event loop's next turns; give it ample time, then nothing changed.
    await page.waitForTimeout(500);
    expect(await rootClasses(frame)).not.toContain('theme-dark');
    // The same message from the host itself does switch it.
    await page.evaluate(
      (target) =>
        document
          .querySelector('iframe')
          ?.contentWindow?.postMessage({ type: 'theme', mode: 'dark' }, target),
      SANDBOX_ORIGIN,
    );
    await expect.poll(() => rootClasses(frame)).toContain('theme-dark');
  });

  test('a host whose origin is not allowed cannot frame the app at all (frame-ancestors)', async ({
    page,
  }) => {
    const hostPage = readFileSync(new URL('./fixtures/index.html', import.meta.url), 'utf8');
    await page.goto(`${UNLISTED_HOST}/config.js`);
    await page.setContent(
      hostPage.replace("new URLSearchParams(location.search).get('src')", JSON.stringify(appUrl())),
    );
    await page.waitForTimeout(2500);
    const frame = page.frames().find((f) => f.url().startsWith(SANDBOX_ORIGIN));
    const heading = frame ? await frame.locator('h1').count() : 0;
    expect(heading).toBe(0);
    expect(await received(page)).toEqual([]);
  });
});

test.describe('in an iframe, the browser policy set aside', () => {
  // The app's own check, behind the policy: served without frame-ancestors (an operator who
  // forgot the header), a host that is not allowed still hears nothing from the app.
  test('a host whose origin is not allowed receives nothing at all', async ({ page }) => {
    await page.context().route(
      (url) => url.origin === SANDBOX_ORIGIN && url.pathname === '/signup',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      },
    );
    const frame = await openFramed(page, UNLISTED_HOST);
    await frame.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '300px';
      document.querySelector('main')?.append(filler);
    });
    // Past the first-paint fallback (1 s) and the size debounce (500 ms), with room to spare.
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).origin).toBe(UNLISTED_HOST);
    expect(await received(page)).toEqual([]);
  });
});

test.describe("in the app's webview (a fake native bridge)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    // Every call name records its call; the questions answer like an iOS app 24.24.0.
    await page.addInitScript(
      (names) => {
        const answers: Record<string, unknown> = {
          getPlatform: 'ios',
          getAppVersion: '24.24.0',
          getSupportedFeatures: ['native_login'],
        };
        const calls: { name: string; args: unknown[] }[] = [];
        (window as unknown as { nativeCalls: typeof calls }).nativeCalls = calls;
        (window as unknown as { NativeBridge: unknown }).NativeBridge = Object.fromEntries(
          names.map((name) => [
            name,
            (...args: unknown[]) => {
              calls.push({ name, args });
              return answers[name];
            },
          ]),
        );
      },
      NATIVE_CALL_NAMES as readonly string[],
    );
  });

  const calls = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { nativeCalls: { name: string; args: unknown[] }[] }).nativeCalls
        // The questions asked at start-up are not what these tests are about.
        .filter((c) => !c.name.startsWith('get')),
    );
  const topBar = (page: Page) => page.getByRole('navigation', { name: topBarCopy.label });

  test('ready at start; Back on login goes back natively, Close closes the webview', async ({
    page,
  }) => {
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => calls(page)).toEqual([{ name: 'ready', args: [] }]);

    await topBar(page).getByRole('button', { name: topBarCopy.back }).click();
    await expect.poll(async () => (await calls(page)).map((c) => c.name)).toContain('goBack');

    await topBar(page).getByRole('button', { name: topBarCopy.close }).click();
    await expect.poll(async () => (await calls(page)).map((c) => c.name)).toContain('closeWebview');
    await expect(page).toHaveURL(/\/login/);
  });

  test('on a tablet the content is at most 500 px wide, centred', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const body = await page.locator('.app-body').boundingBox();
    expect(body?.width).toBe(500);
    expect(body?.x).toBe((1024 - 500) / 2);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect((heading?.x ?? 0) + (heading?.width ?? 0)).toBeLessThanOrEqual((body?.x ?? 0) + 500);
  });

  test('a new-tab link goes to openExternalUrl with the flag of an iOS 24.24.0 app', async ({
    page,
  }) => {
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => calls(page)).toEqual([{ name: 'ready', args: [] }]);
    // The page settled first: the top bar (a lazy chunk) or the web font arriving between the press
    // and the release would move the link, and the click would land on what holds both (once in
    // CI: the link focused, no click on it).
    await expect(topBar(page)).toBeVisible();
    await webFontIn(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://help.example.test/terms';
      link.target = '_blank';
      link.textContent = 'Terms';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect
      .poll(() => calls(page))
      .toContainEqual({ name: 'openExternalUrl', args: ['https://help.example.test/terms', true] });
    expect(page.url()).toMatch(/\/login/);
  });

  test('Close during sign-up opens the exit dialog; Exit Signup closes the webview', async ({
    page,
  }) => {
    const username = `webview_${Date.now() % 1e6}`;
    // Only the phone number is owed after Create Your Account (docs/sandbox.md).
    await page.goto(appUrl('/signup', 'phone-pending'));
    await expect(page).toHaveURL(/\/signup\/email$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`${username}@example.test`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/username$/);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/password$/);
    await page.getByLabel('Password', { exact: true }).fill('Correct1horse');
    await page.getByLabel('Confirm password').fill('Correct1horse');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/phone_number$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/signup\/promo_code$/);
    const policies = page.getByRole('group', { name: 'Policies' }).getByRole('checkbox');
    await expect(policies.first()).toBeVisible();
    for (const checkbox of await policies.all()) await checkbox.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The account exists (signed in): the phone step.
    await expect(page).toHaveURL(/\/signup\/phone_number$/);
    await expect(page.getByRole('textbox', { name: 'Mobile phone number' })).toBeVisible();

    await topBar(page).getByRole('button', { name: topBarCopy.close }).click();
    const dialog = page.getByRole('dialog', { name: exitDialogCopy.title });
    await expect(dialog).toBeVisible();
    // Dialogs are at most 328 px wide (contract.md 9), here on a 390 px phone.
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(328);
    expect((await calls(page)).map((c) => c.name)).not.toContain('closeWebview');
    await dialog.getByRole('button', { name: exitDialogCopy.exit }).click();
    await expect.poll(async () => (await calls(page)).map((c) => c.name)).toContain('closeWebview');
  });
});
