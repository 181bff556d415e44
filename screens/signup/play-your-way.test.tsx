import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { playYourWay as playYourWayCopy } from '../../copy/ours/play-your-way';
import { boot as bootCopy, progressBar as progressBarCopy } from '../../copy/ours/sign-up';
import { progress as progressCopy } from '../../copy/spec/progress';
import { promotions as promotionsCopy } from '../../copy/spec/promotions';
import { type AnalyticsEvent, setAnalyticsSink } from '../../src/analytics';
import { createAccountOnWeb, type TestAccount } from '../../test/create-account';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { sandboxCall } from '../../test/sandbox-server';

// Play Your Way on the web layout, against the sandbox's `play-your-way` scenario: after Create
// Your Account, promotions promo-1 and promo-2 are on offer; saving a choice (or declining)
// completes the registration, so the next step is the hand-off to the auth flow.

const SCENARIO = 'play-your-way';
const server = setupSandboxServer(SCENARIO);
const copy = playYourWayCopy;
const PATH = '/web/signup/play_your_way';

const BET_OFFER = /^Bet \$5, Get \$200 in Bonus Bets/;
const ANNIE: TestAccount = {
  firstName: 'Annie',
  lastName: 'Easley',
  email: 'annie@example.com',
  username: 'aeasley',
  password: 'Centaur1963',
};
const CASINO_OFFER = /^Casino Lossback up to \$500/;

/** Creates the account on the web layout and waits for the Play Your Way cards. */
async function reachPlayYourWay() {
  const analytics: AnalyticsEvent[] = [];
  setAnalyticsSink((event) => analytics.push(event));
  const app = renderApp({ path: '/web/signup/create_account', scenario: SCENARIO, server });
  await createAccountOnWeb(app.user, ANNIE);
  await screen.findByRole('heading', { level: 1, name: progressCopy.playYourWay });
  await screen.findByRole('button', { name: BET_OFFER });
  await waitFor(() => expect(app.router.state.location.pathname).toBe(PATH));
  return { ...app, analytics };
}

const card = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => setAnalyticsSink(() => {}));

describe('Play Your Way on the web layout', () => {
  it('shows only the promotions on offer, as unpressed toggle cards', async () => {
    await reachPlayYourWay();

    expect(card(BET_OFFER)).toHaveAttribute('aria-pressed', 'false');
    expect(card(CASINO_OFFER)).toHaveAttribute('aria-pressed', 'false');
    expect(card(BET_OFFER)).toHaveAttribute('data-state', 'DEFAULT');
    expect(screen.queryByRole('button', { name: /Parlay Profit Boost/ })).toBeNull();
  });

  it('saves the chosen card on Continue, reports the button, and moves on to the hand-off', async () => {
    const { user, handOff, analytics } = await reachPlayYourWay();

    await user.click(screen.getByRole('button', { name: copy.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.chooseOne);

    await user.click(card(BET_OFFER));
    expect(card(BET_OFFER)).toHaveAttribute('aria-pressed', 'true');
    expect(card(BET_OFFER)).toHaveAttribute('data-state', 'SELECTED');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.continue }));

    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    // The page says it is done rather than loading for ever (an operator's frame may take time):
    // its heading, with no step's progress left (QA 21).
    expect(
      await screen.findByRole('heading', { level: 1, name: bootCopy.handedOff }),
    ).toBeVisible();
    expect(screen.queryByRole('complementary', { name: progressBarCopy.name })).toBeNull();
    expect(document.title).toBe(bootCopy.handedOff);
    const registration = await sandboxCall('GET', '/i/registration');
    expect(registration.body.onboarding_promotion_ids).toEqual(['promo-1']);
    expect(analytics).toContainEqual({
      name: 'kyc_promo_action',
      properties: { button_text: copy.continue },
    });
  });

  it('works with the keyboard, and Skip declines every promotion', async () => {
    const { user, handOff, analytics } = await reachPlayYourWay();

    card(CASINO_OFFER).focus();
    await user.keyboard(' ');
    expect(card(CASINO_OFFER)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(card(CASINO_OFFER)).toHaveAttribute('aria-pressed', 'false');

    screen.getByRole('button', { name: copy.skip }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    const registration = await sandboxCall('GET', '/i/registration');
    expect(registration.body.onboarding_promotion_ids).toEqual([]);
    const status = await sandboxCall('GET', '/i/registration_status');
    expect(status.body.pending_fields).not.toHaveProperty('onboarding_promotion_ids');
    expect(analytics).toContainEqual({
      name: 'kyc_promo_action',
      properties: { button_text: copy.skip },
    });
  });

  it("says 'Unable to fetch promotions' when the list cannot be fetched, and retries", async () => {
    let failures = 1;
    server.use(
      http.get('*/i/promotions/play_your_way', () => {
        if (failures-- <= 0) return undefined;
        return HttpResponse.json(
          { error: { code: 'internal_server_error', message: 'Internal server error' } },
          { status: 500 },
        );
      }),
    );
    const { user } = renderApp({ path: '/web/signup/create_account', scenario: SCENARIO, server });
    await createAccountOnWeb(user, ANNIE);

    expect(await screen.findByRole('alert')).toHaveTextContent(promotionsCopy.fetchFailed);
    await user.click(screen.getByRole('button', { name: copy.retry }));

    expect(await screen.findByRole('button', { name: BET_OFFER })).toBeVisible();
  });

  it('lets the patron skip the optional step when the list cannot be fetched (QA 23)', async () => {
    server.use(
      http.get('*/i/promotions/play_your_way', () =>
        HttpResponse.json(
          { error: { code: 'internal_server_error', message: 'Internal server error' } },
          { status: 500 },
        ),
      ),
    );
    const { user, handOff } = renderApp({
      path: '/web/signup/create_account',
      scenario: SCENARIO,
      server,
    });
    await createAccountOnWeb(user, ANNIE);

    expect(await screen.findByRole('alert')).toHaveTextContent(promotionsCopy.fetchFailed);
    await user.click(screen.getByRole('button', { name: copy.skip }));

    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    const registration = await sandboxCall('GET', '/i/registration');
    expect(registration.body.onboarding_promotion_ids).toEqual([]);
  });

  it('names a card by its name when the server sends no title (QA 8)', async () => {
    server.use(
      http.get('*/i/promotions/play_your_way', () =>
        HttpResponse.json({
          promotions: [
            { id: 'promo-1', name: 'Weekend Parlay Boost', description: null },
            { id: 'promo-2', title: null, name: null, description: null },
          ],
        }),
      ),
    );
    const { user } = renderApp({ path: '/web/signup/create_account', scenario: SCENARIO, server });
    await createAccountOnWeb(user, ANNIE);
    expect(await screen.findByRole('button', { name: /^Weekend Parlay Boost/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^promo-2/ })).toBeVisible();
  });
});
