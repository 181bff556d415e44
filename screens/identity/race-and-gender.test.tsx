import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { manualPii as copy } from '../../copy/ours/manual-pii';
import { network as networkCopy } from '../../copy/spec/network';
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

  it("each radio of a group left empty is described by the group's error, where the focus lands (QA 12)", async () => {
    await signedIn();
    const { user } = renderApp({ path: '/race_and_gender' });
    const race = await screen.findByRole('group', { name: copy.race });
    const gender = screen.getByRole('group', { name: copy.gender });
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.errors.race)).toBeVisible();
    const first = within(race).getAllByRole('radio')[0];
    expect(first).toHaveFocus();
    for (const radio of within(race).getAllByRole('radio'))
      expect(radio).toHaveAccessibleDescription(copy.errors.race);
    for (const radio of within(gender).getAllByRole('radio'))
      expect(radio).toHaveAccessibleDescription(copy.errors.gender);
    await user.click(within(race).getByRole('radio', { name: 'Prefer not to say' }));
    await user.click(within(gender).getByRole('radio', { name: 'Non-binary' }));
    await waitFor(() => expect(first).not.toHaveAttribute('aria-describedby'));
  });

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

// QA 9: a link reaches these pages, never a status (sign-up asks on /signup/race_and_gender), so a
// visitor may come signed out: login first, then back on the page, as on every patron page.
describe('a signed-out visit to race and gender', () => {
  it.each(['/race_and_gender', '/web/race_and_gender'] as const)(
    '%s goes to login first and comes back to the answers once logged in',
    async (path) => {
      const { user, router, handOff } = renderApp({ path, server });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
      expect(screen.queryByRole('group', { name: copy.race })).toBeNull();
      await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
      await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
      await user.click(screen.getByRole('button', { name: loginCopy.submit }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('group', { name: copy.race })).toBeVisible();
      expect(handOff).not.toHaveBeenCalled();
    },
  );
});
