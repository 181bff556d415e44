import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import { createAccount as createAccountCopy, form as formCopy } from '../../copy/ours/sign-up';
import { brand as brandCopy } from '../../copy/spec/brand';
import { renderApp, setupSandboxServer, TEST_BRAND } from '../../test/render-app';

const server = setupSandboxServer();
const copy = createAccountCopy;
const titles = copy.pageTitles;

type App = ReturnType<typeof renderApp>;
const field = (label: string) => screen.getByLabelText(label);

/** Waits until the page with this title shows at this path. */
async function onPage(app: App, title: string, path: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
}

async function start(scenario?: string) {
  const app = renderApp({ path: '/signup/email', layout: 'mobileWeb', server, scenario });
  await onPage(app, titles.email, '/signup/email');
  // The onboarding machine takes input once the reference data (policies) has loaded.
  await waitFor(() => expect(app.onboarding.getSnapshot().matches('preRegistration')).toBe(true));
  return app;
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.continue }));
const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: copy.back }));

async function fillEmailPage(user: UserEvent) {
  await user.type(field(copy.firstName), 'Mary');
  await user.type(field(copy.lastName), 'Jackson');
  await user.type(field(copy.email), 'mary@example.com');
}

/** Email, username and password pages filled in turn, up to the phone page. */
async function walkToPhonePage(app: App, username = 'mjackson') {
  const { user } = app;
  await fillEmailPage(user);
  await next(user);
  await onPage(app, titles.username, '/signup/username');
  await user.type(field(copy.username), username);
  await next(user);
  await onPage(app, titles.password, '/signup/password');
  await user.type(field(copy.password), 'Wind7unnel');
  await user.type(field(copy.passwordConfirm), 'Wind7unnel');
  await next(user);
  await onPage(app, titles.phone, '/signup/phone_number');
}

describe('Create Your Account on the mobile layout', () => {
  it('walks the pages in order: email, username, password, phone, promo', async () => {
    const app = await start();
    const { user } = app;
    expect(screen.queryByRole('button', { name: copy.back })).not.toBeInTheDocument();

    await fillEmailPage(user);
    await next(user);
    await onPage(app, titles.username, '/signup/username');

    await user.type(field(copy.username), 'mjackson');
    await next(user);
    await onPage(app, titles.password, '/signup/password');
    // Each page's heading takes the focus, not the Continue button that was pressed (QA 5).
    expect(screen.getByRole('heading', { level: 1, name: titles.password })).toHaveFocus();

    await user.type(field(copy.password), 'Wind7unnel');
    await user.type(field(copy.passwordConfirm), 'Wind7unnel');
    await next(user);
    await onPage(app, titles.phone, '/signup/phone_number');

    await next(user);
    await onPage(app, titles.promo, '/signup/promo_code');
    expect(screen.getByRole('button', { name: copy.submit })).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.continue })).not.toBeInTheDocument();
  });

  it('keeps the user on an invalid page and shows its errors on Continue', async () => {
    const app = await start();
    const { user } = app;
    await user.type(field(copy.firstName), 'Mary');
    await user.type(field(copy.lastName), 'Jackson');
    await user.type(field(copy.email), 'not-an-email');

    await next(user);

    expect(field(copy.email)).toHaveAccessibleDescription(
      brandCopy.requiresValidEmail(TEST_BRAND.name),
    );
    expect(field(copy.email)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: titles.email })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/signup/email');

    await user.clear(field(copy.email));
    await user.type(field(copy.email), 'mary@example.com');
    await next(user);
    await onPage(app, titles.username, '/signup/username');

    await next(user);

    expect(field(copy.username)).toHaveAccessibleDescription(
      expect.stringContaining(brandCopy.usernameRequired(TEST_BRAND.name)),
    );
    expect(field(copy.username)).toHaveFocus();
    expect(app.router.state.location.pathname).toBe('/signup/username');
  });

  it('asks for the phone number on its page when login codes are to go to it (QA 10)', async () => {
    const app = await start();
    const { user } = app;
    await walkToPhonePage(app);

    await user.click(screen.getByRole('checkbox', { name: copy.strongAuth }));
    await next(user);

    expect(field(copy.phone)).toHaveAccessibleDescription(
      expect.stringContaining(brandCopy.requiresValidPhone(TEST_BRAND.name)),
    );
    expect(field(copy.phone)).toHaveFocus();
    expect(app.router.state.location.pathname).toBe('/signup/phone_number');

    await user.type(field(copy.phone), '2025550143');
    await next(user);
    await onPage(app, titles.promo, '/signup/promo_code');
  });

  it('goes Back to the previous page with its values', async () => {
    const app = await start();
    const { user } = app;
    await fillEmailPage(user);
    await next(user);
    await onPage(app, titles.username, '/signup/username');
    await user.type(field(copy.username), 'mjackson');
    await next(user);
    await onPage(app, titles.password, '/signup/password');
    // Each page's heading takes the focus, not the Continue button that was pressed (QA 5).
    expect(screen.getByRole('heading', { level: 1, name: titles.password })).toHaveFocus();
    await user.type(field(copy.password), 'Wind7unnel');
    await user.type(field(copy.passwordConfirm), 'Wind7unnel');
    await next(user);
    await onPage(app, titles.phone, '/signup/phone_number');

    await back(user);
    await onPage(app, titles.password, '/signup/password');
    expect(field(copy.password)).toHaveValue('Wind7unnel');
    expect(field(copy.passwordConfirm)).toHaveValue('Wind7unnel');

    await back(user);
    await onPage(app, titles.username, '/signup/username');
    expect(field(copy.username)).toHaveValue('mjackson');

    await back(user);
    await onPage(app, titles.email, '/signup/email');
    expect(field(copy.firstName)).toHaveValue('Mary');
    expect(field(copy.lastName)).toHaveValue('Jackson');
    expect(field(copy.email)).toHaveValue('mary@example.com');
  });

  it('keeps the user on the username page when Continue finds the username taken', async () => {
    const app = await start();
    const { user } = app;
    await fillEmailPage(user);
    await next(user);
    await onPage(app, titles.username, '/signup/username');
    await user.type(field(copy.username), SEED_PATRON.username);
    await next(user);

    await waitFor(() =>
      expect(field(copy.username)).toHaveAccessibleDescription(
        expect.stringContaining(formCopy.usernameTaken),
      ),
    );
    expect(app.router.state.location.pathname).toBe('/signup/username');
    expect(field(copy.username)).toHaveValue(SEED_PATRON.username);
  });

  it("says Checking while a page's Continue asks whether the email is free, not Creating your account (QA 7)", async () => {
    const app = await start();
    let answer: () => void = () => {};
    server.use(
      http.post('*/i/email_availability', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ available: true });
      }),
    );
    await fillEmailPage(app.user);
    await next(app.user);
    // Busy, it keeps the focus: aria-disabled, not disabled (QA 10).
    expect(await screen.findByRole('button', { name: copy.checking })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText(copy.submitting)).toBeNull();
    answer();
    await onPage(app, titles.username, '/signup/username');
  });

  it('sends the user back to the username page with the server message when the submit finds it taken', async () => {
    // The availability check said yes (a race with another sign-up); the server's 422 decides.
    server.use(
      http.post('*/i/username_availability', () => HttpResponse.json({ available: true })),
    );
    const app = await start();
    const { user, handOff } = app;
    await walkToPhonePage(app, SEED_PATRON.username);
    await next(user);
    await onPage(app, titles.promo, '/signup/promo_code');
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ }));

    await user.click(screen.getByRole('button', { name: copy.submit }));

    await onPage(app, titles.username, '/signup/username');
    expect(field(copy.username)).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken'),
    );
    expect(field(copy.username)).toHaveValue(SEED_PATRON.username);
    expect(handOff).not.toHaveBeenCalled();
  });

  it('sends the user back to the phone page with a nested phone error at the phone field', async () => {
    // The scenario's first submit answers {"errors":{"phone_number":{"number":["Phone number is not valid"]}}}.
    const app = await start('pre-registration-nested-errors');
    const { user, handOff } = app;
    await fillEmailPage(user);
    await next(user);
    await onPage(app, titles.username, '/signup/username');
    await user.type(field(copy.username), 'mjackson');
    await next(user);
    await onPage(app, titles.password, '/signup/password');
    // Each page's heading takes the focus, not the Continue button that was pressed (QA 5).
    expect(screen.getByRole('heading', { level: 1, name: titles.password })).toHaveFocus();
    await user.type(field(copy.password), 'Wind7unnel');
    await user.type(field(copy.passwordConfirm), 'Wind7unnel');
    await next(user);
    await onPage(app, titles.phone, '/signup/phone_number');
    await user.type(field(copy.phone), '2025550143');
    await next(user);
    await onPage(app, titles.promo, '/signup/promo_code');
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ }));

    await user.click(screen.getByRole('button', { name: copy.submit }));

    await onPage(app, titles.phone, '/signup/phone_number');
    expect(field(copy.phone)).toHaveAccessibleDescription(
      expect.stringContaining('Phone number is not valid'),
    );
    expect(field(copy.phone)).toBeInvalid();
    expect(field(copy.phone)).toHaveValue('(202) 555-0143');
    expect(handOff).not.toHaveBeenCalled();
  });
});
