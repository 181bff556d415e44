import { chooseDocumentStatus, chooseScanOutcome } from './identity-calls';
import type { ScanOutcome } from './identity-state';
import type { StorageLike } from './state';

/**
 * What the simulated provider page (screens/identity/simulated-provider.tsx) may do to the
 * sandbox: pick the outcome of the pending identity scan, or the status of the next document.
 * The sandbox installs them on a global when it starts (api/sandbox/browser.ts; the tests' server
 * in test/sandbox-server.ts), so the identity screens find them without importing any sandbox
 * code: with no sandbox, there is no global and the provider's own page opens.
 */
export interface SandboxProviderHooks {
  chooseScanOutcome(choice: { outcome: ScanOutcome; failureReason?: string | null }): void;
  chooseDocumentStatus(status: string): void;
}

declare global {
  var __ONBOARDING_SANDBOX__: SandboxProviderHooks | undefined;
}

/** Installs the hooks over the sandbox's storage for the scenario it plays. */
export function installProviderHooks(storage: StorageLike, scenario: string): void {
  globalThis.__ONBOARDING_SANDBOX__ = {
    chooseScanOutcome: (choice) => chooseScanOutcome(storage, scenario, choice),
    chooseDocumentStatus: (status) => chooseDocumentStatus(storage, scenario, status),
  };
}
