import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { VALID_LINK_TOKEN } from '../../api/sandbox/state';
import { createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { topBar as topBarCopy } from '../../copy/ours/top-bar';
import { exitDialog as exitDialogCopy } from '../../copy/spec/exit-dialog';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { type AnalyticsEvent, setAnalyticsSink } from '../analytics';

// product.md 2.5: the top bar shows only inside the native app's webview. The shell reads the
// layout from the onboarding actor; `renderApp({ layout: 'native' })` gives it, and the fake
// bridge below is what the iOS wrapper would inject.
const SCENARIO = 'nj-full';
const server = setupSandboxServer(SCENARIO);
const account = createAccountCopy;
const titles = account.pageTitles;

beforeAll(installDialogPolyfill);

let bridge: { getPlatform: () => string; closeWebview: ReturnType<typeof vi.fn<() => void>> };
let recorded: AnalyticsEvent[] = [];
beforeEach(() => {
  bridge = { getPlatform: () => 'ios', closeWebview: vi.fn() };
  window.NativeBridge = bridge;
  recorded = [];
  setAnalyticsSink((event) => recorded.push(event));
});
afterEach(() => {
  delete window.NativeBridge;
  setAnalyticsSink(() => {});
});

type App = ReturnType<typeof renderApp>;
const field = (label: string) => screen.getByLabelText(label);
const topBar = () => screen.findByRole('navigation', { name: topBarCopy.label });
const next = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: account.continue }));

async function onPage(app: App, title: string, path: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
}

/** The first create-account page of the native layout, with the machine taking input. */
async function startInWebview() {
  const app = renderApp({ path: '/signup/email', layout: 'native', scenario: SCENARIO, server });
  await onPage(app, titles.email, '/signup/email');
  await waitFor(() => expect(app.onboarding.getSnapshot().matches('preRegistration')).toBe(true));
  return app;
}

async function toUsernamePage(app: App) {
  await app.user.type(field(account.firstName), 'Katherine');
  await app.user.type(field(account.lastName), 'Johnson');
  await app.user.type(field(account.email), 'katherine@example.com');
  await next(app.user);
  await onPage(app, titles.username, '/signup/username');
}

describe('the webview top bar', () => {
  it('is not shown in the browser layouts', async () => {
    delete window.NativeBridge;
    const web = renderApp({ path: '/web/signup/create_account', scenario: SCENARIO, server });
    await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
    expect(screen.queryByRole('navigation', { name: topBarCopy.label })).toBeNull();
    web.unmount();

    const mobile = renderApp({
      path: '/signup/email',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    await onPage(mobile, titles.email, '/signup/email');
    expect(screen.queryByRole('navigation', { name: topBarCopy.label })).toBeNull();
  });

  it('offers Close but no Back on the first create-account page', async () => {
    await startInWebview();

    const bar = await topBar();
    expect(within(bar).getByRole('button', { name: topBarCopy.close })).toBeVisible();
    expect(within(bar).queryByRole('button', { name: topBarCopy.back })).toBeNull();
  });

  it('draws no Close when the app has no closeWebview (it would do nothing)', async () => {
    window.NativeBridge = { getPlatform: () => 'ios' };
    await toUsernamePage(await startInWebview());

    const bar = await topBar();
    expect(within(bar).getByRole('button', { name: topBarCopy.back })).toBeVisible();
    expect(within(bar).queryByRole('button', { name: topBarCopy.close })).toBeNull();
  });

  it('keeps the bar without a navigation landmark on a page with neither Back nor Close (QA 13)', async () => {
    window.NativeBridge = { getPlatform: () => 'ios' };
    const app = await startInWebview();
    await toUsernamePage(app);
    // Back to the first page: back-exempt, and this app cannot close the webview.
    await app.user.click(within(await topBar()).getByRole('button', { name: topBarCopy.back }));
    await onPage(app, titles.email, '/signup/email');

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: topBarCopy.label })).toBeNull(),
    );
    const bars = document.body.querySelectorAll('.top-bar');
    expect(bars).toHaveLength(1);
    expect(bars[0]).toBeEmptyDOMElement();
    expect(bars[0]?.tagName).toBe('DIV');
  });

  it('closes the webview at once from a sign-up page while no account exists', async () => {
    const { user } = await startInWebview();

    await user.click(within(await topBar()).getByRole('button', { name: topBarCopy.close }));

    expect(bridge.closeWebview).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Back and Close on a later sign-up page, and Back returns to the previous page', async () => {
    const app = await startInWebview();
    await toUsernamePage(app);

    const bar = await topBar();
    expect(within(bar).getByRole('button', { name: topBarCopy.close })).toBeVisible();
    await app.user.click(within(bar).getByRole('button', { name: topBarCopy.back }));

    await onPage(app, titles.email, '/signup/email');
    expect(field(account.email)).toHaveValue('katherine@example.com');
  });

  // QA 26: the app opening a page first in its webview (its responsible-gaming settings) left a
  // Back that did nothing: a history step with no entry before it.
  it('asks the native app to go back from a page the webview opened first', async () => {
    const goBack = vi.fn();
    window.NativeBridge = { ...bridge, goBack };
    const app = renderApp({
      path: `/user_preferences?token=${VALID_LINK_TOKEN}`,
      layout: 'native',
      scenario: SCENARIO,
      server,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await app.user.click(within(await topBar()).getByRole('button', { name: topBarCopy.back }));
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(app.router.state.location.pathname).toBe('/user_preferences');
  });

  it('sends Back on a suspension page to login', async () => {
    const app = renderApp({
      path: '/suspended/cool_off',
      layout: 'native',
      scenario: SCENARIO,
      server,
    });

    await app.user.click(within(await topBar()).getByRole('button', { name: topBarCopy.back }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('asks before leaving a sign-up with an account, and Exit Signup closes the webview', async () => {
    const app = await startInWebview();
    const { user } = app;
    await toUsernamePage(app);
    await user.type(field(account.username), 'kjohnson');
    await next(user);
    await onPage(app, titles.password, '/signup/password');
    await user.type(field(account.password), 'Orbit1962x');
    await user.type(field(account.passwordConfirm), 'Orbit1962x');
    await next(user);
    await onPage(app, titles.phone, '/signup/phone_number');
    await next(user);
    await onPage(app, titles.promo, '/signup/promo_code');
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: account.submit }));
    await waitFor(() =>
      expect(app.onboarding.getSnapshot().context.preRegistrationComplete).toBe(true),
    );
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/signup/promo_code'));
    expect(app.router.state.location.pathname).toMatch(/^\/signup\//);

    await user.click(within(await topBar()).getByRole('button', { name: topBarCopy.close }));

    const dialog = await screen.findByRole('dialog', { name: exitDialogCopy.title });
    expect(dialog).toHaveAccessibleDescription(exitDialogCopy.bodyBetting);
    expect(recorded).toContainEqual({
      name: 'modal',
      properties: { modal_type: 'onboarding', modal_name: 'exit_sign_up', non_dismissible: 'no' },
    });
    expect(bridge.closeWebview).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: exitDialogCopy.exit }));

    expect(bridge.closeWebview).toHaveBeenCalledOnce();
  });
});
