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
  const restore = handleWorkerUpdateFailures();
  try {
    await worker.start({
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: true,
    });
  } finally {
    restore();
  }
}

/**
 * msw asks an already registered worker to update without handling the answer (mswjs/msw#2006):
 * a check that failed (the page navigating on, the server restarting) surfaced as an uncaught
 * error in the sandbox (QA 3 L12). The check only looks for a newer worker script, so its failure
 * changes nothing: while msw starts, a failed update is handled. Returns the undo.
 */
export function handleWorkerUpdateFailures(): () => void {
  const registration = globalThis.ServiceWorkerRegistration?.prototype;
  if (!registration) return () => {};
  const update = registration.update;
  registration.update = function handledUpdate(this: ServiceWorkerRegistration) {
    const checked = update.call(this);
    checked.catch(() => {});
    return checked;
  };
  return () => {
    registration.update = update;
  };
}
