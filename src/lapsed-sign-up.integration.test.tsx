import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createSandboxHandlers } from '../api/sandbox/handlers';
import { getScenario } from '../api/sandbox/scenarios';
import { SEED_PATRON, sandboxMemoryStorage } from '../api/sandbox/state';
import { welcome as welcomeCopy } from '../copy/ours/after-login';
import { login as loginCopy } from '../copy/ours/login';
import { personalInfo as personalCopy } from '../copy/ours/personal-info';
import { ssn as ssnCopy } from '../copy/ours/ssn';
import { network as networkCopy } from '../copy/spec/network';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { sandboxCall } from '../test/sandbox-server';
import { STORAGE_KEY } from './onboarding-persistence';

// QA 16: a session that lapses in the middle of a sign-up step kept nothing of what the patron
// typed there. The saved sign-up now waits for the same patron's login (decision 076).
const server = setupSandboxServer();

/** The step's Continue answered 401: the server dropped the session. */
const lapseOnNextSave = () =>
  server.use(
    http.patch(
      '*/i/registration',
      () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      { once: true },
    ),
  );

async function logIn(user: ReturnType<typeof renderApp>['user'], name: string, password: string) {
  await user.type(await screen.findByLabelText(loginCopy.username), name);
  await user.type(screen.getByLabelText(loginCopy.password), password);
  await user.click(screen.getByRole('button', { name: loginCopy.submit }));
}

/** Everything session storage holds, keys and values. */
const stored = () => JSON.stringify({ ...sessionStorage });

describe('a session that lapses on a sign-up step (QA 16, decision 076)', () => {
  // The account this tab's sign-up made, found again after a reload: preferred name and SSN owed.
  const PATRON = { username: 'ada_l', email: 'ada@example.com', password: 'Engine1843' };
  beforeEach(async () => {
    const scenario = getScenario('personal-pending');
    server.use(
      ...createSandboxHandlers({
        scenario: {
          ...scenario,
          afterPreRegistration: {
            ...scenario.afterPreRegistration,
            pending_fields: { preferred_name: true, last_4_ssn: true },
          },
        },
        storage: sandboxMemoryStorage,
      }),
    );
    const answer = await sandboxCall('POST', '/i/pre_registrations', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      ...PATRON,
      phone_number: null,
      policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
    });
    expect(answer.status).toBe(201);
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        preRegistrationComplete: true,
        signUpRanHere: true,
        draft: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_l', email: PATRON.email },
      }),
    );
  });

  async function typeThenLapse() {
    const app = renderApp({ path: '/web/signup/pii', server });
    await app.user.type(await screen.findByLabelText(personalCopy.preferredName), 'Ada');
    await app.user.type(screen.getByLabelText(ssnCopy.label), '9876');
    lapseOnNextSave();
    await app.user.click(screen.getByRole('button', { name: personalCopy.continue }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
    // While the tab is signed out no page shows it, and the SSN was never kept.
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(stored()).not.toContain('9876');
    return app;
  }

  it("gives the preferred name back to the same patron's login, never the SSN", async () => {
    const { user, router } = await typeThenLapse();
    await logIn(user, ' ADA_L ', PATRON.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/welcome'));
    await user.click(await screen.findByRole('link', { name: welcomeCopy.continueSignup }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
    const preferred = await screen.findByLabelText(personalCopy.preferredName);
    await waitFor(() => expect(preferred).toHaveValue('Ada'));
    expect(screen.getByLabelText(ssnCopy.label)).toHaveValue('');
    expect(stored()).not.toContain('9876');
  });

  it("shows none of it to another patron's login, and keeps nothing of it", async () => {
    const { user, router } = await typeThenLapse();
    await logIn(user, SEED_PATRON.email, SEED_PATRON.password);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(stored()).not.toContain('"preferredName":"Ada"');
    expect(stored()).not.toContain(PATRON.email);
    expect(stored()).not.toContain('lapsed:');
  });
});

describe('a session a login made, lapsing on the sign-up it continued (decision 076)', () => {
  it("gives the preferred name back to the same user's login", async () => {
    const { user, router } = renderApp({ path: '/login', scenario: 'login-unfinished', server });
    await logIn(user, SEED_PATRON.email, SEED_PATRON.password);
    await user.click(await screen.findByRole('link', { name: welcomeCopy.continueSignup }));
    await user.type(await screen.findByLabelText(personalCopy.preferredName), 'Ada');
    lapseOnNextSave();
    await user.click(screen.getByRole('button', { name: personalCopy.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await logIn(user, SEED_PATRON.username, SEED_PATRON.password);
    await user.click(await screen.findByRole('link', { name: welcomeCopy.continueSignup }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
    const preferred = await screen.findByLabelText(personalCopy.preferredName);
    await waitFor(() => expect(preferred).toHaveValue('Ada'));
  });
});
