import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { getRegistration, getRegistrationStatus } from '../api/registration';
import { login as loginCopy } from '../copy/ours/login';
import { createAccount as createAccountCopy } from '../copy/ours/sign-up';
import { suspended as suspendedCopy } from '../copy/ours/suspended';
import { network as networkCopy } from '../copy/spec/network';
import { progress as progressCopy } from '../copy/spec/progress';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { SAVE_DEBOUNCE_MS, STORAGE_KEY } from './onboarding-persistence';

// 401s and user_suspended 403s through the real API client, the listener createApp installs,
// the session machine (authFailureRedirect) and the router (product.md 2.9, 6; contract.md 6).

const server = setupSandboxServer();

const suspendedCoolOff = () =>
  HttpResponse.json(
    {
      error: {
        code: 'user_suspended',
        message: 'x',
        extra: { suspension: { type: 'cool_off' } },
      },
    },
    { status: 403 },
  );

/** Makes a call that needs a session, as a screen would, and swallows its rejection. */
async function callWithoutSession() {
  await act(async () => {
    await getRegistrationStatus().catch(() => undefined);
  });
}

/** Makes a call of a signed-in page, as a screen would, and swallows its rejection. */
async function callTheRegistration() {
  await act(async () => {
    await getRegistration().catch(() => undefined);
  });
}

/** The page of `path` is shown (its own screen, or the not-available one until it is built). */
async function pageFor(path: string, router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  // The previous page's heading can still be mounted when the path changes; retry until the
  // heading in the document is the new page's and stays there.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeVisible());
}

async function submitAccount(user: UserEvent) {
  await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
  const c = createAccountCopy;
  await user.type(screen.getByLabelText(c.firstName), 'Dorothy');
  await user.type(screen.getByLabelText(c.lastName), 'Vaughan');
  await user.type(screen.getByLabelText(c.email), 'dorothy@example.com');
  await user.type(screen.getByLabelText(c.username), 'dvaughan');
  await user.type(screen.getByLabelText(c.password), 'Fortran77');
  await user.type(screen.getByLabelText(c.passwordConfirm), 'Fortran77');
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ }));
  await user.click(screen.getByRole('button', { name: c.submit }));
}

describe('auth failures from the API', () => {
  it('sends a 401 on a normal page to login with the inactivity message', async () => {
    const { router } = renderApp({ path: '/web/signup/create_account', server });
    await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount });

    await callWithoutSession();

    await pageFor('/login', router);
    expect(await screen.findByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.loggedOutInactivity);
  });

  it('sends a 401 from any call on a page outside sign-up to login too', async () => {
    server.use(
      http.get('*/i/registration', () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
      ),
    );
    const { router } = renderApp({ path: '/rg/deposit_limits', server });
    await pageFor('/rg/deposit_limits', router);

    await act(async () => {
      await getRegistration().catch(() => undefined);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.loggedOutInactivity);
  });

  it('leaves the user on the cool-off page when a 401 arrives there', async () => {
    const { router } = renderApp({ path: '/suspended/cool_off', server });
    await pageFor('/suspended/cool_off', router);

    await callWithoutSession();

    expect(router.state.location.pathname).toBe('/suspended/cool_off');
    expect(
      screen.getByRole('heading', { level: 1, name: suspendedCopy.pages.cool_off.title }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).not.toBeInTheDocument();
  });

  it('routes a cool-off suspension to the web cool-off page on the web layout', async () => {
    server.use(http.get('*/i/registration', suspendedCoolOff));
    const { router } = renderApp({ path: '/web/signup/create_account', server });
    await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount });

    await callTheRegistration();

    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    await pageFor('/web/suspended/cool_off', router);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the suspension page in place of the page it ends, so Back never shows its form again (QA 17)', async () => {
    server.use(http.get('*/i/registration', suspendedCoolOff));
    const { router } = renderApp({ path: '/web/signup/create_account', server });
    await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount });
    const entries = router.history.length;

    await callTheRegistration();

    await pageFor('/web/suspended/cool_off', router);
    expect(router.history.length).toBe(entries);
  });

  it('routes a cool-off suspension to the bare cool-off page on the mobile layout', async () => {
    server.use(http.get('*/i/registration', suspendedCoolOff));
    const { router } = renderApp({ path: '/signup/email', layout: 'mobileWeb', server });
    await screen.findByRole('heading', {
      level: 1,
      name: createAccountCopy.pageTitles.email,
    });

    await callTheRegistration();

    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended/cool_off'));
    await pageFor('/suspended/cool_off', router);
  });

  it('sends a suspended session to its page as soon as the app opens', async () => {
    server.use(http.get('*/i/registration_status', suspendedCoolOff));
    const { router } = renderApp({ path: '/web/signup/create_account', server });

    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    await pageFor('/web/suspended/cool_off', router);
  });

  it('takes a new account the server holds on a cool-off to the cool-off page after sign-up', async () => {
    const { user, router, handOff } = renderApp({
      path: '/web/signup/create_account',
      scenario: 'suspended-cool-off',
      server,
    });

    await submitAccount(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    await pageFor('/web/suspended/cool_off', router);
    expect(handOff).not.toHaveBeenCalled();
  });

  it('clears the saved sign-up on a 401 and starts a fresh one on the next visit', async () => {
    const first = renderApp({ path: '/web/signup/create_account', server });
    await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
    await first.user.type(screen.getByLabelText(createAccountCopy.firstName), 'Dorothy');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toContain('Dorothy'), {
      timeout: SAVE_DEBOUNCE_MS * 5,
    });
    await first.user.type(screen.getByLabelText(createAccountCopy.lastName), 'Vaughan');
    const ended = first.onboarding;

    await callWithoutSession();

    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(ended.getSnapshot().status).toBe('stopped');
    // The save that was still waiting when the session ended never lands.
    await act(() => new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS * 1.5)));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    const signUp: string = '/web/signup/create_account';
    await act(() => first.router.navigate({ to: signUp }));
    expect(await screen.findByLabelText(createAccountCopy.firstName)).toHaveValue('');
    expect(first.onboarding).not.toBe(ended);
  });
});
