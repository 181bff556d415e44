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
    ...createSandboxHandlers({
      scenario: getScenario(scenarioName),
      storage: sandboxMemoryStorage,
    }),
  );
}

/** What sandboxCall resolves with: the status, the parsed JSON body (null when empty) and the headers. */
export interface SandboxAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary wire bodies by key.
  body: any;
  headers: Headers;
}

/** Makes one real HTTP call to the sandbox origin with a JSON body, as the client would. */
export async function sandboxCall(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<SandboxAnswer> {
  const response = await fetch(`http://sandbox.test${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}
