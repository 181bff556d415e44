import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import { igoPii as copy } from '../../copy/ours/account';
import { login as loginCopy } from '../../copy/ours/login';
import { account as accountCopy } from '../../copy/spec/account';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// /igo_user_pii_confirmation against the sandbox, as the logged-in seeded patron (issue 11 item 6).
const server = setupSandboxServer();

async function openAsPatron() {
  const app = renderApp({ path: '/login', server });
  await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
  await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.handOff).toHaveBeenCalled());
  app.handOff.mockClear();
  const page: string = '/igo_user_pii_confirmation';
  await act(() => app.router.navigate({ to: page }));
  return app;
}

const serverError = () =>
  HttpResponse.json({ error: { code: 'internal_server_error', message: 'boom' } }, { status: 500 });

describe('the IGO personal details confirmation', () => {
  it('shows the details on record and confirms them (PATCH), then the account continues', async () => {
    const { user, handOff } = await openAsPatron();
    expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    expect(await screen.findByText('Sandy Patron')).toBeVisible();
    // The address as it is written (NJ, the country's name), and no other regulator's name.
    expect(screen.getByText(/Atlantic City, NJ 08401/)).toBeVisible();
    expect(screen.getByText(/United States/)).toBeVisible();
    expect(screen.getByText(copy.intro(false))).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.confirm }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('sends details that are wrong to the contact-support page', async () => {
    const { user, router } = await openAsPatron();
    await user.click(await screen.findByRole('button', { name: copy.wrong }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/igo_user_pii_confirmation/contact_support'),
    );
  });

  it('says it could not get the details, and tries again', async () => {
    server.use(http.get('*/i/igo_user_pii', serverError, { once: true }));
    const { user } = await openAsPatron();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountCopy.piiFetchFailed);
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByText('Sandy Patron')).toBeVisible();
  });

  it('says it could not confirm the details and keeps them on screen', async () => {
    server.use(http.patch('*/i/igo_user_pii', serverError));
    const { user, router } = await openAsPatron();
    await user.click(await screen.findByRole('button', { name: copy.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountCopy.piiConfirmFailed);
    expect(screen.getByText('Sandy Patron')).toBeVisible();
    expect(router.state.location.pathname).toBe('/igo_user_pii_confirmation');
  });
});
