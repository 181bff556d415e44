import { render, screen, waitFor } from '@testing-library/react';
import { BUILD_VERSION } from '../api/domain';
import { getRequestContext, platformKnown, setPlatform } from '../api/request-context';
import { startUp as startUpCopy } from '../copy/ours/start-up';
import { setupSandboxServer, TEST_CONFIG } from '../test/render-app';
import { chooseLayout, createApp, prepareRequests } from './create-app';
import type { EntryParams } from './entry';

const options = (rawConfig: Record<string, unknown>) => ({
  url: new URL('/web/signup', window.location.origin),
  storage: null,
  platform: 'web' as const,
  userAgent: 'test',
  rawConfig,
  handOff: () => {},
});

/** Renders a refused app and waits for its refusal page's heading. */
async function showsRefusal(app: ReturnType<typeof createApp>) {
  render(app.element);
  // The page is its own chunk: loading it may take a moment on a busy machine.
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: startUpCopy.refusedTitle },
      { timeout: 5_000 },
    ),
  ).toBeVisible();
  // Its heading is the tab's title, as every page's is (QA 21).
  await waitFor(() => expect(document.title).toBe(startUpCopy.refusedTitle));
}

describe('createApp with a config it must not run with', () => {
  it('refuses the sandbox in production and says so on the page, with the build version', async () => {
    const app = createApp(options({ ...TEST_CONFIG, sandbox: true, releaseStage: 'production' }));
    expect(app.status).toBe('refused');
    await showsRefusal(app);
    expect(
      screen.getByText('sandbox cannot be switched on when releaseStage is "production"'),
    ).toBeVisible();
    expect(screen.getByText(startUpCopy.build(BUILD_VERSION))).toBeVisible();
  });

  it('refuses to start when config.js failed to run, and says so on the page', async () => {
    // The page's own config, as src/main.tsx reads it: a config.js with a syntax error sets none.
    delete window.__ONBOARDING_CONFIG__;
    const { rawConfig: _, ...page } = options(TEST_CONFIG);
    const app = createApp(page);
    expect(app.status).toBe('refused');
    await showsRefusal(app);
    expect(screen.getByText('config.js did not load or has an error')).toBeVisible();
  });

  it('refuses a config that is no object, on the page and in the console (decision 082)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = '{ "apiBaseUrl": "https://api.example.test" }';
    window.__ONBOARDING_CONFIG__ = raw as unknown as Record<string, unknown>;
    try {
      const app = createApp({ ...options({}), rawConfig: raw });
      expect(app.status).toBe('refused');
      await showsRefusal(app);
      expect(screen.getByText('config.js must set an object')).toBeVisible();
      await waitFor(() => expect(warn).toHaveBeenCalledOnce());
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /window.__ONBOARDING_CONFIG__ must be an object .*, not a string/,
      );
    } finally {
      delete window.__ONBOARDING_CONFIG__;
    }
  });

  it('refuses an http authorize URL, naming the key', () => {
    const app = createApp(
      options({ ...TEST_CONFIG, authorizeUrl: 'http://auth.example.test/oauth/authorize' }),
    );
    expect(app.status === 'refused' && app.problems).toEqual([
      'authorizeUrl must be an https URL (http only for localhost): "http://auth.example.test/oauth/authorize"',
    ]);
  });

  it('starts with a config that is safe', () => {
    const app = createApp(options(TEST_CONFIG));
    expect(app.status).toBe('ready');
    if (app.status === 'ready') app.dispose();
  });
});

describe('prepareRequests: what the first calls need, before the app is built (decision 054)', () => {
  it('sets the request context from the config and the entry URL, and createApp takes it as read', () => {
    const url = new URL(
      'https://signup.example.test/signup?client_id=northstar-sports&detected_region_code=US-NJ',
    );
    const prepared = prepareRequests({
      url,
      storage: null,
      platform: 'web',
      rawConfig: TEST_CONFIG,
    });
    expect(prepared.problems).toEqual([]);
    expect(getRequestContext()).toMatchObject({
      baseUrl: TEST_CONFIG.apiBaseUrl,
      regionCode: 'US-NJ',
      countryCode: 'US',
      platform: 'web',
      oauth: { client_id: 'northstar-sports' },
    });

    // The config object is not read again: the prepared one is used.
    const app = createApp({ ...options(TEST_CONFIG), url, rawConfig: { broken: true }, prepared });
    expect(app.status).toBe('ready');
    if (app.status === 'ready') {
      expect(app.entry.regionCode).toBe('US-NJ');
      app.dispose();
    }
  });

  it("takes a promised platform (the webview's wrapper answering later) for the first calls once it resolves (decision 064)", async () => {
    const prepared = prepareRequests({
      url: new URL('https://signup.example.test/signup'),
      storage: null,
      platform: Promise.resolve('ios'),
      rawConfig: TEST_CONFIG,
    });
    expect(prepared.problems).toEqual([]);
    await platformKnown;
    expect(getRequestContext().platform).toBe('ios');
    setPlatform('web');
  });

  it('leaves the request context alone for a config the app refuses', () => {
    const before = getRequestContext();
    const prepared = prepareRequests({
      url: new URL('https://signup.example.test/signup'),
      storage: null,
      platform: 'web',
      rawConfig: { ...TEST_CONFIG, authorizeUrl: 'http://auth.example.test/oauth/authorize' },
    });
    expect(prepared.problems).not.toEqual([]);
    expect(getRequestContext()).toBe(before);
  });
});

describe('the layout createApp chooses', () => {
  const entry = (renderMobileLayout: boolean) => ({ renderMobileLayout }) as EntryParams;
  it('is native in the app, mobile web on a phone or when asked, web otherwise', () => {
    expect(chooseLayout('ios', entry(false), 'desktop')).toBe('native');
    // A promised platform is the webview too, before it resolves (QA 3 H2, decision 064).
    expect(
      chooseLayout(
        Promise.resolve('ios'),
        entry(false),
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)',
      ),
    ).toBe('native');
    expect(chooseLayout('web', entry(true), 'desktop')).toBe('mobileWeb');
    expect(chooseLayout('web', entry(false), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      'mobileWeb',
    );
    expect(chooseLayout('web', entry(false), 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });
});

describe('the session machine: after the first paint, or at once for a patron page', () => {
  setupSandboxServer();

  it('waits for the paint, and startNow loads it at once without a second start later', async () => {
    const held: (() => void)[] = [];
    const app = createApp({ ...options(TEST_CONFIG), whenPainted: (work) => held.push(work) });
    if (app.status !== 'ready') throw new Error('the app refused the test config');
    const sessions: unknown[] = [];
    app.addInspector((event) => {
      const logic = (event.actorRef as { logic?: { id?: string } }).logic;
      if (event.type === '@xstate.actor' && logic?.id === 'session') sessions.push(event.actorRef);
    });
    app.start();
    expect(held).toHaveLength(1);
    let ready = false;
    void app.actors.session.whenReady.then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready).toBe(false);

    app.actors.session.startNow();
    const session = await app.actors.session.whenReady;
    expect(session.getSnapshot().status).toBe('active');
    // The paint comes later: the machine that runs stays the one.
    for (const work of held) work();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await app.actors.session.whenReady).toBe(session);
    expect(sessions).toEqual([session]);
    app.dispose();
  });
});
