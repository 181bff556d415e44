import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { initialLimits as initialLimitsCopy } from '../../copy/ours/initial-limits';
import { limits as limitsCopy } from '../../copy/spec/limits';
import { progress as progressCopy } from '../../copy/spec/progress';
import { type AnalyticsEvent, setAnalyticsSink } from '../../src/analytics';
import { STORAGE_KEY } from '../../src/onboarding-persistence';
import { createAccountOnWeb } from '../../test/create-account';
import { type DetectedRegion, renderApp, setupSandboxServer } from '../../test/render-app';
import { sandboxCall } from '../../test/sandbox-server';

// Set Your Limits against the sandbox's `limits-only` scenario: the visit_limits_page flag is on,
// the email is verified and nothing else is owed, so the step comes straight after Create Your
// Account; the registration stays email_verified, so afterwards the journey goes on to the
// identity check (/web/signup/user_verification on the web layout).

const SCENARIO = 'limits-only';
const server = setupSandboxServer(SCENARIO);
const copy = initialLimitsCopy;
const WEB_PATH = '/web/signup/initial_set_limits';
const NEXT_WEB_PATH = '/web/signup/user_verification';

const heading = () => screen.findByRole('heading', { level: 1, name: progressCopy.setLimits });
const amount = (label: string) => screen.getByRole('textbox', { name: label });
const timeLimit = () => screen.getByRole('combobox', { name: copy.timeLimit });

/**
 * An account created in an earlier visit: the sandbox holds the user and its session, and the
 * saved sign-up says the pre-registration is done, so the app syncs and lands on the step.
 */
async function returnToLimits({
  path = WEB_PATH,
  layout = 'web' as const as 'web' | 'mobileWeb',
  regionCode = 'US-NJ' as DetectedRegion,
} = {}) {
  const analytics: AnalyticsEvent[] = [];
  setAnalyticsSink((event) => analytics.push(event));
  const answer = await sandboxCall('POST', '/i/pre_registrations', {
    first_name: 'Dorothy',
    last_name: 'Vaughan',
    username: 'dvaughan',
    email: 'dorothy@example.com',
    password: 'Fortran1961',
    phone_number: null,
    policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
  });
  expect(answer.status).toBe(201);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ preRegistrationComplete: true }));
  const app = renderApp({ path, layout, scenario: SCENARIO, server, regionCode });
  await heading();
  await screen.findByRole('textbox', { name: copy.daily });
  return { ...app, analytics };
}

afterEach(() => setAnalyticsSink(() => {}));

describe('Set Your Limits on the web layout', () => {
  it('comes straight after Create Your Account, with labelled, optional fields in USD', async () => {
    const { user, router } = renderApp({
      path: '/web/signup/create_account',
      scenario: SCENARIO,
      server,
    });
    await createAccountOnWeb(user, {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: 'katherine@example.com',
      username: 'kjohnson',
      password: 'Orbit1962x',
    });

    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe(WEB_PATH));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of [copy.daily, copy.weekly, copy.monthly]) {
      const input = amount(label);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input).toHaveValue('');
      expect(input).toHaveAccessibleDescription('USD');
    }
    expect(screen.getByRole('group', { name: copy.depositLegend })).toHaveAccessibleDescription(
      copy.depositHint('USD'),
    );
    expect(timeLimit()).toHaveAttribute('autocomplete', 'off');
    expect(timeLimit()).toHaveValue('');
    expect(screen.getByRole('option', { name: copy.noLimit })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: copy.hours(24) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.save })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: copy.skip })).toBeEnabled();
  });

  it('saves the deposit limits in cents and the time limit in hours, reports each, and moves on', async () => {
    const { user, router, analytics } = await returnToLimits();

    await user.type(amount(copy.daily), '50');
    await user.type(amount(copy.weekly), '1,000');
    await user.selectOptions(timeLimit(), copy.hours(3));
    await user.click(screen.getByRole('button', { name: copy.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe(NEXT_WEB_PATH));
    const deposit = await sandboxCall('GET', '/i/cashflow_limits/deposit');
    expect(deposit.body).toMatchObject({
      daily_limit: 5000,
      weekly_limit: 100000,
      monthly_limit: null,
    });
    const time = await sandboxCall('GET', '/i/time_limits');
    expect(time.body.daily_time_limit).toBe(3);
    expect(analytics.filter((event) => event.name === 'limit_set')).toEqual([
      {
        name: 'limit_set',
        properties: {
          limit_type: 'daily_deposit_limit',
          limit_value: 5000,
          limit_origin: 'sign_up',
        },
      },
      {
        name: 'limit_set',
        properties: {
          limit_type: 'weekly_deposit_limit',
          limit_value: 100000,
          limit_origin: 'sign_up',
        },
      },
      {
        name: 'limit_set',
        properties: { limit_type: 'daily_time_limit', limit_value: 3, limit_origin: 'sign_up' },
      },
    ]);
  });

  it('works with the keyboard: Enter in a field saves', async () => {
    const { user, router } = await returnToLimits();

    amount(copy.monthly).focus();
    await user.keyboard('250{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(NEXT_WEB_PATH));
    const deposit = await sandboxCall('GET', '/i/cashflow_limits/deposit');
    expect(deposit.body.monthly_limit).toBe(25000);
  });

  it('skips without setting a limit and still moves on', async () => {
    const { user, router, analytics } = await returnToLimits();

    await user.type(amount(copy.daily), '50');
    await user.click(screen.getByRole('button', { name: copy.skip }));

    await waitFor(() => expect(router.state.location.pathname).toBe(NEXT_WEB_PATH));
    const deposit = await sandboxCall('GET', '/i/cashflow_limits/deposit');
    expect(deposit.body.daily_limit).toBeNull();
    expect(analytics.filter((event) => event.name === 'limit_set')).toEqual([]);
  });

  it('refuses an amount that is not whole, at the field, without a call', async () => {
    const { user, router } = await returnToLimits();

    await user.type(amount(copy.daily), '12.50');
    await user.click(screen.getByRole('button', { name: copy.save }));

    expect(amount(copy.daily)).toBeInvalid();
    expect(amount(copy.daily)).toHaveAccessibleDescription(`USD ${copy.withoutCents}`);
    expect(router.state.location.pathname).toBe(WEB_PATH);
    const deposit = await sandboxCall('GET', '/i/cashflow_limits/deposit');
    expect(deposit.body.daily_limit).toBeNull();
  });

  it('moves the focus to the first field a refused Save names (decision 079)', async () => {
    const { user } = await returnToLimits();

    await user.type(amount(copy.daily), '20');
    await user.type(amount(copy.weekly), 'abc');
    await user.type(amount(copy.monthly), '12.5');
    await user.click(screen.getByRole('button', { name: copy.save }));

    await waitFor(() => expect(amount(copy.weekly)).toHaveFocus());
    expect(amount(copy.monthly)).toBeInvalid();
  });

  it('moves the focus to the refused field again when the same amount is saved again (QA 10)', async () => {
    const { user } = await returnToLimits();
    await user.type(amount(copy.daily), '50.5');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(amount(copy.daily)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: copy.save }));

    await waitFor(() => expect(amount(copy.daily)).toHaveFocus());
    expect(amount(copy.daily)).toHaveValue('50.5');
  });

  it('refuses an amount of more than nine digits with the maximum, at the field, without a call (QA3 L1)', async () => {
    const { user, router } = await returnToLimits();

    await user.type(amount(copy.daily), '1234567890');
    await user.click(screen.getByRole('button', { name: copy.save }));

    expect(amount(copy.daily)).toBeInvalid();
    expect(amount(copy.daily)).toHaveAccessibleDescription(
      'USD Enter a whole amount of at most 999,999,999.',
    );
    expect(router.state.location.pathname).toBe(WEB_PATH);
    const deposit = await sandboxCall('GET', '/i/cashflow_limits/deposit');
    expect(deposit.body.daily_limit).toBeNull();
  });

  it("shows the server's 422 message at the field it concerns, the input kept", async () => {
    server.use(
      http.post('*/i/cashflow_limits/deposit/weekly', () =>
        HttpResponse.json(
          { errors: { amount: ['Weekly limit must be at least the daily limit'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = await returnToLimits();

    await user.type(amount(copy.daily), '20');
    await user.type(amount(copy.weekly), '50');
    await user.click(screen.getByRole('button', { name: copy.save }));

    await waitFor(() => expect(amount(copy.weekly)).toBeInvalid());
    expect(amount(copy.weekly)).toHaveAccessibleDescription(
      'USD Weekly limit must be at least the daily limit',
    );
    expect(amount(copy.weekly)).toHaveValue('50');
    expect(amount(copy.daily)).toHaveValue('20');
    expect(amount(copy.daily)).toBeValid();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe(WEB_PATH);
  });

  it("says 'Could not update deposit limits!' when the network fails, the input kept", async () => {
    server.use(http.post('*/i/cashflow_limits/:type/:period', () => HttpResponse.error()));
    const { user, router } = await returnToLimits();

    await user.type(amount(copy.daily), '50');
    await user.click(screen.getByRole('button', { name: copy.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(limitsCopy.updateFailed('deposit'));
    expect(amount(copy.daily)).toHaveValue('50');
    expect(router.state.location.pathname).toBe(WEB_PATH);
  });

  it('gives back what was typed after a reload', async () => {
    const first = await returnToLimits();
    await first.user.type(amount(copy.monthly), '300');
    await first.user.selectOptions(timeLimit(), copy.noLimit);
    first.unmount();
    window.dispatchEvent(new Event('pagehide'));

    renderApp({ path: WEB_PATH, scenario: SCENARIO, server });

    await heading();
    expect(await screen.findByRole('textbox', { name: copy.monthly })).toHaveValue('300');
    expect(timeLimit()).toHaveValue('no-limit');
  });
});

describe('Set Your Limits on the mobile layout', () => {
  it('serves /signup/initial_set_limits, in CAD for a Canadian region', async () => {
    const { user, router } = await returnToLimits({
      path: '/signup/initial_set_limits',
      layout: 'mobileWeb',
      regionCode: 'CA-ON',
    });

    expect(router.state.location.pathname).toBe('/signup/initial_set_limits');
    expect(amount(copy.daily)).toHaveAccessibleDescription('CAD');
    await user.selectOptions(timeLimit(), copy.noLimit);
    await user.click(screen.getByRole('button', { name: copy.save }));

    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe('/signup/initial_set_limits'),
    );
    const time = await sandboxCall('GET', '/i/time_limits');
    expect(time.body.daily_time_limit).toBeNull();
  });

  it('is in CAD when the entry named only Canada (CA-DEFAULT, product.md 3)', async () => {
    await returnToLimits({
      path: '/signup/initial_set_limits',
      layout: 'mobileWeb',
      regionCode: 'CA-DEFAULT',
    });

    for (const label of [copy.daily, copy.weekly, copy.monthly])
      expect(amount(label)).toHaveAccessibleDescription('CAD');
    expect(screen.getByText(copy.depositHint('CAD'))).toBeVisible();
  });
});
