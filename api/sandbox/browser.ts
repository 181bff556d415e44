/**
 * Starts the sandbox in the browser behind msw's service worker. Only ever loaded by a dynamic
 * import when the runtime config turns the sandbox on: msw weighs about 158 KB gzip and must never
 * reach the first screen's JavaScript (TOOLCHAIN.md, DESIGN.md "Non-negotiables").
 */

import { setupWorker } from 'msw/browser';
import { createSandboxHandlers } from './handlers';
import { installProviderHooks } from './provider-hooks';
import { getScenario, type Scenario } from './scenarios';

/**
 * Registers the service worker with a scenario, named (unknown names play the default) or ad hoc
 * (a replayed path, api/sandbox/replay.ts), and resolves once it intercepts requests.
 */
export async function startSandbox(named: string | Scenario): Promise<void> {
  const scenario = typeof named === 'string' ? getScenario(named) : named;
  // sessionStorage: a reload keeps the sandbox user, a new tab starts a fresh sandbox.
  const worker = setupWorker(...createSandboxHandlers({ scenario, storage: sessionStorage }));
  installProviderHooks(sessionStorage, scenario.name);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
