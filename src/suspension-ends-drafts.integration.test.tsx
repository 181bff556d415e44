import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { responsibleGaming as rgCopy } from '../copy/ours/responsible-gaming';
import { sessionControls as sessionCopy } from '../copy/ours/session';
import { suspended as suspendedCopy } from '../copy/ours/suspended';
import { setupSandboxServer } from '../test/render-app';
import { openAsPatron } from '../test/rg-patron';

// QA 17 D: a suspension in the middle of a page (a call answers 403 user_suspended) goes to the
// suspended page and forgets what the session kept (decision 076); only a cool-off keeps the
// session, for ending it from its page (decision 077).
const server = setupSandboxServer();

const suspendedSave = (type: string) =>
  server.use(
    http.post('*/i/cashflow_limits/:type/:period', () =>
      HttpResponse.json(
        {
          error: { code: 'user_suspended', message: 'suspended', extra: { suspension: { type } } },
        },
        { status: 403 },
      ),
    ),
  );

/** Deposit limits as the patron, 900 typed, Save answered with the suspension. */
async function suspendedOnSave(type: string) {
  const app = await openAsPatron('/rg/deposit_limits', { server });
  await app.user.type(await screen.findByLabelText(rgCopy.newLimit('monthly', false)), '900');
  await waitFor(() => expect(sessionStorage.getItem('flow:cashflowLimits')).toContain('900'));
  suspendedSave(type);
  await app.user.click(screen.getByRole('button', { name: rgCopy.save }));
  return app;
}

// What QA found left behind (the tab's OAuth entry parameters are no session's and stay).
const SESSION_KEYS = [
  'flow:cashflowLimits',
  'login:username',
  'drafts:owner',
  'onboarding:signup',
  'session:made-here',
];
const kept = () => SESSION_KEYS.filter((key) => sessionStorage.getItem(key) !== null);

describe('a suspension in the middle of a page (QA 17)', () => {
  it('forgets the drafts, and the login page after it offers no Log out', async () => {
    const { router, user } = await suspendedOnSave('self_exclusion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended'));
    await waitFor(() => expect(kept()).toEqual([]));
    await user.click(await screen.findByRole('link', { name: suspendedCopy.backToLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('button', { name: sessionCopy.logOut })).toBeNull();
  });

  it('forgets the drafts of a cool-off too, but keeps its session for ending it (decision 077)', async () => {
    const { router } = await suspendedOnSave('cool_off');
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    await waitFor(() => expect(sessionStorage.getItem('flow:cashflowLimits')).toBeNull());
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('900');
    expect(await screen.findByRole('link', { name: suspendedCopy.coolOffEnd })).toBeVisible();
  });
});
