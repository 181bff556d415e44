import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON, VALID_LINK_TOKEN } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { emailPreferences as copy } from '../../copy/ours/preferences';
import { sessionControls as sessionCopy } from '../../copy/ours/session';
import { network as networkCopy } from '../../copy/spec/network';
import { preferences as preferencesCopy } from '../../copy/spec/preferences';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// /user_preferences/email against the sandbox (issue 13): the link token path and the logged-in
// path, the unsubscribe and its confirmation, each message of contract.md 8 the page shows.
const server = setupSandboxServer();

const LINK = `/user_preferences/email?token=${VALID_LINK_TOKEN}`;
const serverError = () =>
  HttpResponse.json({ error: { code: 'internal_server_error', message: 'boom' } }, { status: 500 });
const box = (name: string) => screen.findByRole('checkbox', { name: new RegExp(`^${name}`) });

describe('the email preferences from an email link', () => {
  it('takes the token out of the address bar and saves the ticks with it', async () => {
    const asked: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') asked.push(await request.clone().json());
    });
    const { router, user } = renderApp({ path: LINK, server });
    const newsletter = await box('Weekly newsletter');
    expect(router.state.location.searchStr).toBe('');
    expect(router.history.location.href).not.toContain(VALID_LINK_TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    expect(screen.getByText(copy.sentTo(SEED_PATRON.email))).toBeVisible();
    expect(newsletter).not.toBeChecked();
    await user.click(newsletter);
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
    expect(newsletter).toBeChecked();
    expect(asked).toEqual([
      expect.objectContaining({
        token: VALID_LINK_TOKEN,
        email_preferences: expect.arrayContaining([{ id: 3, subscribed: true }]),
      }),
    ]);
    server.events.removeAllListeners();
  });

  // QA 25: an answer with no preference the page can show had a "Send me" group of nothing, and
  // its Save said the preferences were saved.
  it('says there is nothing to choose when the answer has no preference, and keeps the unsubscribe', async () => {
    server.use(
      http.get('*/i/email_preferences', () =>
        HttpResponse.json({ email: SEED_PATRON.email, email_preferences: [] }),
      ),
    );
    renderApp({ path: LINK, server });
    expect(await screen.findByText(copy.none)).toBeVisible();
    expect(screen.queryByRole('group', { name: copy.legend })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.save })).toBeNull();
    expect(screen.getByRole('button', { name: copy.unsubscribe })).toBeVisible();
  });

  it('says the link is invalid for a wrong token', async () => {
    renderApp({ path: '/user_preferences/email?token=expired', server });
    expect(await screen.findByRole('alert')).toHaveTextContent(preferencesCopy.emailLinkInvalid);
    expect(screen.getByRole('link', { name: copy.logIn })).toBeVisible();
  });

  it('says it could not fetch the preferences, and tries again', async () => {
    server.use(http.get('*/i/email_preferences', serverError, { once: true }));
    const { user } = renderApp({ path: LINK, server });
    expect(await screen.findByRole('alert')).toHaveTextContent(preferencesCopy.emailFetchFailed);
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await box('Account news')).toBeChecked();
  });

  it('shows "Invalid preferences" for a refused save and keeps the ticks', async () => {
    server.use(
      http.patch('*/i/email_preferences', () =>
        HttpResponse.json({ errors: { email_preferences: ['nope'] } }, { status: 422 }),
      ),
    );
    const { user } = renderApp({ path: LINK, server });
    const news = await box('Account news');
    await user.click(news);
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.invalidPreferences);
    expect(news).not.toBeChecked();
  });

  it('unsubscribes from every email with a confirmation, then shows them all off', async () => {
    const { user } = renderApp({ path: LINK, server });
    await user.click(await screen.findByRole('button', { name: copy.unsubscribe }));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.unsubscribedTitle }),
    ).toBeVisible();
    expect(screen.getByText(copy.unsubscribedBody(SEED_PATRON.email))).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.manage }));
    expect(await box('Account news')).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Promotions and offers/ })).not.toBeChecked();
  });

  it('stays on the form with the message when unsubscribing fails', async () => {
    server.use(http.post('*/optimail/unsubscribe', serverError));
    const { user } = renderApp({ path: LINK, server });
    await user.click(await screen.findByRole('button', { name: copy.unsubscribe }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  });
  it('offers "Log in" and keeps the ticks when a save with the link answers 401 (QA account 8)', async () => {
    const { router, user } = renderApp({ path: LINK, server });
    const newsletter = await box('Weekly newsletter');
    await user.click(newsletter);
    server.use(
      http.patch('*/i/email_preferences', () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'nope' } }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(preferencesCopy.emailLinkInvalid);
    expect(screen.getByRole('link', { name: copy.logIn })).toHaveAttribute('href', '/login');
    expect(await box('Weekly newsletter')).toBeChecked();
    expect(router.state.location.pathname).toBe('/user_preferences/email');
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
  });
});

describe("the ticks not yet saved belong to the link's account (QA 17)", () => {
  const BOB_LINK = '/user_preferences/email?token=bobtoken';
  // A second account's link: the strict server answers bob's address, every email subscribed.
  const bobAnswers = () =>
    server.use(
      http.get('*/i/email_preferences', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'bobtoken'
          ? HttpResponse.json({
              email: 'bob@example.com',
              email_preferences: [1, 2, 3].map((id) => ({
                id,
                name: ['Account news', 'Promotions and offers', 'Weekly newsletter'][id - 1],
                description: null,
                subscribed: true,
              })),
            })
          : undefined,
      ),
    );

  it("keeps them when the same link's page is reloaded", async () => {
    const first = renderApp({ path: LINK, server });
    await first.user.click(await box('Account news'));
    expect(await box('Account news')).not.toBeChecked();
    first.unmount();

    renderApp({ path: LINK, server });
    expect(await box('Account news')).not.toBeChecked();
  });

  it("never lays them over another account's preferences opened by link in the same tab", async () => {
    const first = renderApp({ path: LINK, server });
    await first.user.click(await box('Account news'));
    expect(sessionStorage.getItem('flow:emailPreferences')).not.toBeNull();
    first.unmount();

    bobAnswers();
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    server.use(
      http.patch('*/i/email_preferences', async ({ request }) =>
        HttpResponse.json({
          email: 'bob@example.com',
          email_preferences: ((await request.json()) as { email_preferences: unknown[] })
            .email_preferences,
        }),
      ),
    );
    const { user } = renderApp({ path: BOB_LINK, server });
    expect(await screen.findByText(copy.sentTo('bob@example.com'))).toBeVisible();
    expect(await box('Account news')).toBeChecked();
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      token: 'bobtoken',
      email_preferences: expect.arrayContaining([{ id: 1, subscribed: true }]),
    });
    server.events.removeAllListeners();
  });
});

describe('the email preferences with a session', () => {
  it('reads and saves them as the logged-in patron', async () => {
    const app = await openAsPatron('/user_preferences/email', { server });
    await app.user.click(await box('Promotions and offers'));
    await app.user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
  });

  it('keeps ticks not yet saved across a reload, and forgets them once saved (QA 4)', async () => {
    const first = await openAsPatron('/user_preferences/email', { server });
    const ticked = (await box('Promotions and offers')) as HTMLInputElement;
    const before = ticked.checked;
    await first.user.click(ticked);
    first.unmount();

    const { user } = renderApp({ path: '/user_preferences/email', server });
    expect(((await box('Promotions and offers')) as HTMLInputElement).checked).toBe(!before);
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(copy.saved);
    expect(sessionStorage.getItem('flow:emailPreferences')).toBeNull();
  });

  it('takes a patron whose session lapsed on a save to login, and back to the page after it (QA 13)', async () => {
    const app = await openAsPatron('/user_preferences/email', { server });
    await app.user.click(await box('Promotions and offers'));
    expect(screen.getByRole('button', { name: sessionCopy.logOut })).toBeVisible();
    server.use(
      http.patch('*/i/email_preferences', () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'nope' } }, { status: 401 }),
      ),
    );
    app.handOff.mockClear();
    await app.user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
    expect(screen.queryByText(preferencesCopy.emailLinkInvalid)).toBeNull();
    expect(screen.queryByRole('button', { name: sessionCopy.logOut })).toBeNull();

    // The login comes back to the page (decision 078), not to the hand-off.
    server.resetHandlers();
    await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/user_preferences/email'));
    expect(await screen.findByText(`Emails are sent to ${SEED_PATRON.email}.`)).toBeVisible();
    expect(app.handOff).not.toHaveBeenCalled();
  });

  it('says the link is invalid (or a login is needed) without a session or a token', async () => {
    const { router } = renderApp({ path: '/user_preferences/email', server });
    expect(await screen.findByRole('alert')).toHaveTextContent(preferencesCopy.emailLinkInvalid);
    expect(router.state.location.pathname).toBe('/user_preferences/email');
  });

  it('comes back to the page after the login its "Log in" link leads to (decision 078)', async () => {
    const { router, user, handOff } = renderApp({ path: '/user_preferences/email', server });
    await user.click(await screen.findByRole('link', { name: copy.logIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_preferences/email'));
    expect(await screen.findByText(`Emails are sent to ${SEED_PATRON.email}.`)).toBeVisible();
    expect(handOff).not.toHaveBeenCalled();
  });
});
