/**
 * Renders the whole app in jsdom through the same createApp() as src/main.tsx (config, entry
 * parameters, request context, flash, session and onboarding actors, router, auth failures, route
 * sync, persistence), minus the sandbox service worker and the inspector: the network is the
 * msw/node sandbox of test/sandbox-server.ts, reached at the jsdom origin. The platform is always
 * 'web' and the hand-off is a spy.
 *
 * Use `setupSandboxServer()` once at the top of a test file: it listens with
 * `onUnhandledRequest: 'error'`, and after each test unmounts what `renderApp` rendered, drops its
 * listeners and actors, restores the handlers and resets the sandbox.
 * The router gets a memory history starting at `path`.
 */

import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { CountryCode, OAuthParams, RegionCode } from '../api/domain';
import { createSandboxHandlers } from '../api/sandbox/handlers';
import { installProviderHooks } from '../api/sandbox/provider-hooks';
import { DEFAULT_SCENARIO, getScenario } from '../api/sandbox/scenarios';
import { resetSandbox, sandboxMemoryStorage } from '../api/sandbox/state';
import type { Layout } from '../machines/route-derivation';
import * as appActors from '../src/app-actors';
import { brandForClientId } from '../src/brands';
import { createApp, type HandOffTarget } from '../src/create-app';
import { createSandboxServer } from './sandbox-server';

/** The OAuth parameters every rendered app starts with (the default brand's client id). */
export const TEST_OAUTH: OAuthParams = {
  response_type: 'code',
  client_id: 'northstar-sports',
  redirect_uri: 'https://northstar.example/callback',
  code_challenge: 'test-challenge',
  code_challenge_method: 'S256',
};

/** The brand those parameters choose: screens name it in the registration copy. */
export const TEST_BRAND = brandForClientId(TEST_OAUTH.client_id);

/** What an entry URL may say as detected_region_code (product.md 3). */
export type DetectedRegion = RegionCode | `${CountryCode}-DEFAULT`;

export interface RenderAppOptions {
  /** The entry path, e.g. '/web/signup/create_account'. */
  path: string;
  layout?: Layout;
  /** Sandbox scenario; installed over the server's own handlers when it differs from them. */
  scenario?: string;
  /** The session storage the onboarding actor restores from and saves to. */
  storage?: Storage | null;
  /** The server of `setupSandboxServer()`; needed only for a scenario other than the server's. */
  server?: SetupServer;
  /**
   * The detected_region_code of the entry URL (request context and onboarding input): a supported
   * region, a country's default region, or null for none.
   */
  regionCode?: DetectedRegion | null;
  /** Runtime config keys over TEST_CONFIG. */
  config?: Record<string, unknown>;
  /** The sign-up actors' module; at once when absent (a promise holds them back, decision 073). */
  actorsModule?: typeof appActors | Promise<typeof appActors>;
  /** The router's history; a memory history starting at `path` when absent. */
  history?: RouterHistory;
  /** The brand's client id in the entry URL; TEST_OAUTH's when absent. */
  clientId?: string;
}

/** The runtime config every rendered app starts with: the API at the jsdom origin. */
export const TEST_CONFIG = {
  apiBaseUrl: window.location.origin,
  authorizeUrl: '/oauth/authorize',
  allowedParentOrigins: [],
  errorReportingKey: '',
  releaseStage: 'uat',
  analyticsKey: '',
  analyticsTrackerUrl: '',
  profilingOrgId: '',
  profilingFingerprintDomain: '',
  sandbox: false,
};

const serverScenarios = new WeakMap<SetupServer, string>();
const disposers = new Set<() => void>();

/** Creates the sandbox server for one test file and registers its lifecycle hooks. */
export function setupSandboxServer(scenario: string = DEFAULT_SCENARIO): SetupServer {
  const server = createSandboxServer(scenario);
  serverScenarios.set(server, scenario);
  // A whole-app render loads lazy screens and walks several sandbox calls: on a busy machine
  // that outlasts Testing Library's 1 s default, which would make the tests flaky, not stricter.
  configure({ asyncUtilTimeout: 4_000 });
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    disposeApps();
    server.resetHandlers();
    resetSandbox();
  });
  afterAll(() => server.close());
  return server;
}

/** Unmounts every app still rendered and drops its listeners (setupSandboxServer calls it). */
export function disposeApps(): void {
  for (const dispose of [...disposers]) dispose();
  // A save still debounced by src/onboarding-persistence.ts would otherwise land in the next
  // test's storage: the actor keeps no way to cancel it, but it flushes on page hide.
  window.dispatchEvent(new Event('pagehide'));
}

export function renderApp({
  path,
  layout = 'web',
  scenario = DEFAULT_SCENARIO,
  storage = sessionStorage,
  server,
  regionCode = 'US-NJ',
  config = {},
  actorsModule = appActors,
  history = createMemoryHistory({ initialEntries: [path] }),
  clientId,
}: RenderAppOptions) {
  if (server && serverScenarios.get(server) !== scenario)
    server.use(
      ...createSandboxHandlers({ scenario: getScenario(scenario), storage: sandboxMemoryStorage }),
    );
  else if (!server && scenario !== DEFAULT_SCENARIO)
    throw new Error(`renderApp: pass the server to play the ${scenario} scenario`);
  // The simulated identity provider page reaches the sandbox through these, as in the browser.
  installProviderHooks(sandboxMemoryStorage, scenario);

  // The entry URL main.tsx reads: OAuth parameters, the detected region and the layout switch.
  const entryUrl = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(TEST_OAUTH)) entryUrl.searchParams.set(name, value);
  if (clientId) entryUrl.searchParams.set('client_id', clientId);
  if (regionCode) entryUrl.searchParams.set('detected_region_code', regionCode);
  if (layout === 'mobileWeb') entryUrl.searchParams.set('render_mobile_layout', 'true');

  const handOff = vi.fn<(target: HandOffTarget) => void>();
  const app = createApp({
    url: entryUrl,
    storage,
    platform: 'web',
    userAgent: navigator.userAgent,
    rawConfig: { ...TEST_CONFIG, ...config },
    history,
    handOff,
    layout,
    // The actors at once unless a test holds them back (the page loads them after its paint).
    actorsModule,
  });
  if (app.status !== 'ready')
    throw new Error(`renderApp: the config was refused: ${app.problems.join('; ')}`);
  app.start();
  const rendered = render(app.element);

  let disposed = false;
  const unmount = () => {
    if (disposed) return;
    disposed = true;
    disposers.delete(unmount);
    rendered.unmount();
    app.dispose();
  };
  disposers.add(unmount);

  const { router, actors } = app;
  return {
    user: userEvent.setup(),
    router,
    /** The current onboarding actor (a session that ends replaces it). */
    get onboarding() {
      return actors.onboarding;
    },
    flash: actors.flash,
    session: actors.session,
    flows: app.flows,
    handOff,
    unmount,
  };
}
