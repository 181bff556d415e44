import type { SetupServer } from 'msw/node';
import { createSandboxHandlers } from '../api/sandbox/handlers';
import { getScenario } from '../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../api/sandbox/state';
import { STORAGE_KEY } from '../src/onboarding-persistence';
import { sandboxCall } from './sandbox-server';

/** Who the account of an earlier visit belongs to (pages that show the name prefill it). */
export const RETURNING_PATRON = { firstName: 'Katherine', lastName: 'Johnson' } as const;

/**
 * An account created in an earlier visit: the sandbox holds the user and its session. With a
 * `scenario`, the sandbox plays it first (it decides the status the new user gets, so it plays
 * before the sign-up call).
 */
export async function accountCreatedElsewhere(
  server: SetupServer,
  scenario?: string,
  phone: string | null = null,
): Promise<void> {
  if (scenario)
    server.use(
      ...createSandboxHandlers({ scenario: getScenario(scenario), storage: sandboxMemoryStorage }),
    );
  const answer = await sandboxCall('POST', '/i/pre_registrations', {
    first_name: RETURNING_PATRON.firstName,
    last_name: RETURNING_PATRON.lastName,
    username: 'kjohnson',
    email: 'katherine@example.com',
    password: 'Orbit1962',
    phone_number: phone ? { number: phone } : null,
    policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
  });
  expect(answer.status).toBe(201);
}

/**
 * The same, and the saved sign-up in this tab says the pre-registration is done, so the app syncs
 * and lands on the step the status owes.
 */
export async function signedUpIn(
  server: SetupServer,
  scenario?: string,
  phone: string | null = null,
): Promise<void> {
  await accountCreatedElsewhere(server, scenario, phone);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ preRegistrationComplete: true }));
}
