import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadyApp } from './create-app';

// Each warmed module records its load; nothing else of it is needed here.
const { loaded, loads, network } = vi.hoisted(() => {
  const loaded = new Set<string>();
  const loads = (name: string, exports: object = {}) => {
    loaded.add(name);
    return exports;
  };
  // What a chunk load does when the patron has gone offline since the first paint.
  const network = { offline: false, refused: 0 };
  return { loaded, loads, network };
});
const ahead = (name: string): Promise<unknown> => {
  if (!network.offline) return Promise.resolve(loaded.add(name));
  network.refused += 1;
  return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
};
vi.mock('../api/registration', () => loads('registration calls'));
vi.mock('./create-account-calls', () => loads('availability and promotion checks'));
vi.mock('../machines/route-derivation', () => loads('status tables'));
vi.mock('../machines/step-registry', () =>
  loads('step registry', {
    loadStep: (step: string) => ahead(`step machine ${step}`),
  }),
);
vi.mock('./step-ports', () => loads('step ports'));
vi.mock('./after-sign-up', () => loads('derivation effects'));
vi.mock('./shell/logout-button', () => loads('log out button'));
vi.mock('./flows/route-entries', () => loads('route entries'));
vi.mock('./flows/flows', () => loads('flow registry'));
vi.mock('./flows/identity', () => loads('identity flow'));
vi.mock('./identity-capture', () => loads('identity hand-over'));
vi.mock('../machines/kyc.machine', () => loads('identity machine'));
vi.mock('../machines/manual-pii-form', () => loads('manual PII page table'));
vi.mock('../screens/screen-switch', () =>
  loads('screen table', {
    preloadStepScreen: (step: string) => ahead(`step screen ${step}`),
    preloadScreen: (path: string) => ahead(`screen ${path}`),
  }),
);
vi.mock('./observability', () => ({ startObservability: () => Promise.resolve() }));

const { startAfterPaint } = await import('./after-paint');

const SUBMIT = [
  'registration calls',
  'availability and promotion checks',
  'status tables',
  'step registry',
  'step ports',
];
const NEXT_PAGES = [
  'derivation effects',
  // The header's Log out, offered once the account exists.
  'log out button',
  'route entries',
  'flow registry',
  'identity flow',
  'identity hand-over',
  'identity machine',
  'manual PII page table',
  'screen table',
  // Issue 17 item 2: each step after a submit waits for the server only, not for its code.
  ...['emailVerification', 'personalInfo', 'policies'].flatMap((step) => [
    `step machine ${step}`,
    `step screen ${step}`,
  ]),
  // The identity check's waiting and capture pages (their chunks serve both layouts).
  'screen /web/signup/user_verification',
  'screen /web/signup/id_verification',
];

describe('after the first paint, on a sign-up page (src/after-paint.ts)', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    loaded.clear();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  });
  afterEach(() => {
    network.offline = false;
    network.refused = 0;
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('loads what the submit needs once the browser is idle, and the next pages on the first input', async () => {
    window.history.replaceState(null, '', '/web/signup/create_account');
    startAfterPaint({} as ReadyApp);
    expect(loaded.size).toBe(0);

    for (const work of idle) work();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual([...SUBMIT].sort()));

    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect([...loaded].sort()).toEqual([...SUBMIT, ...NEXT_PAGES].sort()));
  });

  it('warms nothing of sign-up on a page outside it', async () => {
    window.history.replaceState(null, '', '/login');
    startAfterPaint({} as ReadyApp);
    expect(idle).toHaveLength(0);
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded.size).toBe(0);
  });

  it('lets a load ahead of its turn fail quietly when the patron has gone offline (QA 7)', async () => {
    const uncaught = vi.fn();
    process.on('unhandledRejection', uncaught);
    try {
      window.history.replaceState(null, '', '/signup/ssn');
      network.offline = true;
      startAfterPaint({} as ReadyApp);
      document.body.dispatchEvent(new Event('input', { bubbles: true }));
      // The three steps' machines and screens and the identity check's two pages.
      await vi.waitFor(() => expect(network.refused).toBe(8));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).not.toHaveBeenCalled();
      expect(loaded).not.toContain('step screen personalInfo');
    } finally {
      process.off('unhandledRejection', uncaught);
    }
  });
});
