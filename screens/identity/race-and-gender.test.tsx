import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { manualPii as copy } from '../../copy/ours/manual-pii';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { sandboxCall } from '../../test/sandbox-server';

// The account pages /race_and_gender and /web/race_and_gender against the sandbox, signed in as
// the seeded patron: the server's answers, one of each, then /continue_registration.
const server = setupSandboxServer();

async function signedIn() {
  const answer = await sandboxCall('POST', '/oauth/token', {
    grant_type: 'password',
    username: 'patron@example.com',
    password: 'Password1',
  });
  expect(answer.status).toBe(200);
}

describe('race and gender on an account page', () => {
  for (const path of ['/race_and_gender', '/web/race_and_gender'] as const) {
    it(`${path}: sends one answer of each and continues the registration`, async () => {
      await signedIn();
      const sent: unknown[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.url.endsWith('/i/registration/race_and_gender_selections'))
          sent.push(await request.clone().json());
      });
      const { user, router } = renderApp({ path });
      await screen.findByRole('heading', { level: 1, name: copy.titles.raceAndGender });
      const race = await screen.findByRole('group', { name: copy.race });
      const gender = screen.getByRole('group', { name: copy.gender });
      await user.click(screen.getByRole('button', { name: copy.submit }));
      expect(await screen.findByText(copy.errors.gender)).toBeVisible();
      // The first invalid answer takes the focus, so the patron hears what to fix.
      expect(within(race).getAllByRole('radio')[0]).toHaveFocus();
      await user.click(within(race).getByRole('radio', { name: 'Prefer not to say' }));
      await user.click(within(gender).getByRole('radio', { name: 'Non-binary' }));
      await user.click(screen.getByRole('button', { name: copy.submit }));
      await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
      expect(sent).toEqual([
        { race: 'prefer_not_to_say', gender: 'non_binary', oauth: expect.anything() },
      ]);
      server.events.removeAllListeners();
    });
  }

  it('says the answers could not be fetched, and fetches them again', async () => {
    await signedIn();
    let failures = 1;
    server.use(
      http.get('*/i/race_and_gender_options', () =>
        failures-- > 0
          ? HttpResponse.json(
              { error: { code: 'internal_server_error', message: 'x' } },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = renderApp({ path: '/race_and_gender' });
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.optionsFailed);
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('group', { name: copy.race })).toBeVisible();
  });
});
