import type { SetupServer } from 'msw/node';
import { createSandboxHandlers } from '../../api/sandbox/handlers';
import { getScenario } from '../../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../../api/sandbox/state';
import type { Layout } from '../../machines/route-derivation';
import { STORAGE_KEY } from '../../src/onboarding-persistence';
import { renderApp } from '../render-app';
import { sandboxCall } from '../sandbox-server';

/** What the fault matrices' patrons do to reach a call, shared by the matrix files. */

type App = ReturnType<typeof renderApp>;

/**
 * An account created in an earlier visit, in `scenario`: the sandbox plays the scenario (it decides
 * the status the new user gets, so it plays before the sign-up call), holds the user and its
 * session, and the saved sign-up says the pre-registration is done, so the app syncs and lands
 * on the step the status owes.
 */
export async function signedUpIn(
  server: SetupServer,
  scenario: string,
  phone: string | null = null,
): Promise<void> {
  server.use(
    ...createSandboxHandlers({ scenario: getScenario(scenario), storage: sandboxMemoryStorage }),
  );
  const answer = await sandboxCall('POST', '/i/pre_registrations', {
    first_name: 'Mary',
    last_name: 'Jackson',
    username: 'mjackson',
    email: 'mary@example.com',
    password: 'Wind7unnel',
    phone_number: phone ? { number: phone } : null,
    policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
  });
  expect(answer.status).toBe(201);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ preRegistrationComplete: true }));
}

/** The app opened at `path` by the patron of signedUpIn, returning to their sign-up. */
export async function returnTo(
  server: SetupServer,
  scenario: string,
  path: string,
  layout: Layout,
  phone: string | null = null,
): Promise<App> {
  await signedUpIn(server, scenario, phone);
  return renderApp({ path, layout, scenario, server });
}
