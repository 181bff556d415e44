/**
 * The sandbox in Node for component and cross-module tests: the same handlers the browser runs,
 * over the shared in-memory storage (call `resetSandbox()` from api/sandbox/state between tests).
 */

import { type SetupServer, setupServer } from 'msw/node';
import { createSandboxHandlers } from '../api/sandbox/handlers';
import { DEFAULT_SCENARIO, getScenario } from '../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../api/sandbox/state';

/** Creates an msw/node server playing the named scenario; the caller listens, resets and closes it. */
export function createSandboxServer(scenarioName: string = DEFAULT_SCENARIO): SetupServer {
  return setupServer(
    ...createSandboxHandlers({ scenario: getScenario(scenarioName), storage: sandboxMemoryStorage }),
  );
}
