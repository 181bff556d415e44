import { act, screen, waitFor } from '@testing-library/react';
import { accountPages as accountCopy } from '../../copy/ours/account';
import { login as loginCopy } from '../../copy/ours/login';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { coolOff as coolOffCopy } from '../../copy/spec/cool-off';
import { network as networkCopy } from '../../copy/spec/network';
import { setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// QA 3 M3 (decision 068): a patron-only page left behind in the history after the patron's own
// logout sends to login with no error; one reached without a session still says why.
const server = setupSandboxServer();

/** On /login, settled, with no danger banner. */
async function onLoginWithoutError(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(await screen.findByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(coolOffCopy.loggedOut)).toBeNull();
  expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
}

describe('a patron page left behind after the patron logged out', () => {
  it('Back from the loading page after a cool-off lands on login with no error', async () => {
    const { user, router } = await openAsPatron('/rg/cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '3');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/loading'));
    await act(async () => router.history.back());
    await onLoginWithoutError(router);
  });

  it('Back from the closure confirmation lands on login with no error', async () => {
    const { user, router } = await openAsPatron('/close_account', { server });
    await user.click(await screen.findByRole('button', { name: accountCopy.closeAccount.confirm }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/close_account_confirmation'));
    await act(async () => router.history.back());
    await onLoginWithoutError(router);
  });
});
