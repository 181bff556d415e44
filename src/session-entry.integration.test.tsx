import { screen, waitFor } from '@testing-library/react';
import { personalInfo as personalInfoCopy } from '../copy/ours/personal-info';
import { network as networkCopy } from '../copy/spec/network';
import { progress as progressCopy } from '../copy/spec/progress';
import { accountCreatedElsewhere } from '../test/account-elsewhere';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { STORAGE_KEY } from './onboarding-persistence';

// Issue 7 item 4: a session that already exists is recognised on entry. The account is created
// in "another tab" (a direct call to the sandbox, which then holds the session), and this tab
// opens a sign-up page with nothing saved in its own session storage.

const server = setupSandboxServer('personal-pending');

const accountCreatedIn = (scenario = 'personal-pending') =>
  accountCreatedElsewhere(server, scenario === 'personal-pending' ? undefined : scenario);

describe('a session that already exists, on entry', () => {
  it('resumes an unfinished registration at the page its status derives, from /signup', async () => {
    await accountCreatedIn();
    const { router } = renderApp({
      path: '/signup',
      layout: 'mobileWeb',
      scenario: 'personal-pending',
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/preferred_name'));
    expect(
      await screen.findByRole('heading', { level: 1, name: personalInfoCopy.titles.preferredName }),
    ).toBeVisible();
  });

  it('resumes from a later sign-up page opened directly, on the web layout', async () => {
    await accountCreatedIn();
    const { router, onboarding } = renderApp({
      path: '/web/signup/create_account',
      scenario: 'personal-pending',
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
    expect(onboarding.getSnapshot().context.preRegistrationComplete).toBe(true);
  });

  it('hands a finished registration to the authorize URL and keeps nothing of it', async () => {
    await accountCreatedIn('happy-path');
    // What an earlier, unfinished visit of this tab saved.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ draft: { firstName: 'Mary' } }));
    const { handOff, session } = renderApp({
      path: '/web/signup',
      scenario: 'happy-path',
      server,
    });
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect((await session.whenReady).getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(handOff.mock.calls[0]?.[0]).toMatchObject({
      authorizeUrl: '/oauth/authorize',
      regionCode: 'US-NJ',
      countryCode: 'US',
    });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('starts a new sign-up without any message when there is no session (the 401 is expected)', async () => {
    const { router, session } = renderApp({
      path: '/web/signup',
      scenario: 'personal-pending',
      server,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount }),
    ).toBeVisible();
    const sessionActor = await session.whenReady;
    await waitFor(() => expect(sessionActor.getSnapshot().matches('signedOut')).toBe(true));
    expect(router.state.location.pathname).toBe('/web/signup/create_account');
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
  });

  it('opens a page outside sign-up without starting the sign-up flow, even with a session', async () => {
    await accountCreatedIn();
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => {
      paths.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    const { router, session } = renderApp({
      path: '/rg/deposit_limits',
      scenario: 'personal-pending',
      server,
    });
    await screen.findByRole('heading', { level: 1 });
    const sessionActor = await session.whenReady;
    await waitFor(() => expect(sessionActor.getSnapshot().value).toEqual({ signedIn: 'verified' }));
    server.events.removeListener('request:start', record);
    expect(router.state.location.pathname).toBe('/rg/deposit_limits');
    expect(paths).toContain('/i/registration_status');
    // The sign-up sync reads the registration form; nothing here asked for it.
    expect(paths).not.toContain('/i/registration');
  });

  it('asks for the reference data once when a session resumes at /continue_registration (contract.md 4)', async () => {
    await accountCreatedIn();
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    });
    const { router } = renderApp({
      path: '/continue_registration',
      layout: 'mobileWeb',
      scenario: 'personal-pending',
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/preferred_name'));
    for (const call of ['/i/feature_flags', '/i/regions', '/i/pending_policies'])
      expect(paths.filter((path) => path === call)).toHaveLength(1);
  });
});
