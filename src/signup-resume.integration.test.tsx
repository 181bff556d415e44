import { screen, waitFor } from '@testing-library/react';
import { createAccount as createAccountCopy } from '../copy/ours/sign-up';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { SAVE_DEBOUNCE_MS, STORAGE_KEY } from './onboarding-persistence';

// product.md 3: the sign-up is saved to session storage 1000 ms after the last change and
// restored on load; passwords never are. A reload is an unmount and a fresh render over the same
// storage.

const server = setupSandboxServer();
const copy = createAccountCopy;
const PASSWORD = 'Sup3rSecret';

const field = (label: string) => screen.getByLabelText(label);

async function formReady() {
  await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
}

/** Every value session storage holds, by key. */
function storedValues(): string[] {
  return Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i))
    .filter((key): key is string => key !== null)
    .map((key) => sessionStorage.getItem(key) ?? '');
}

/** Waits out the save debounce: the draft is in storage only after SAVE_DEBOUNCE_MS. */
async function saved(text: string) {
  await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toContain(text), {
    timeout: SAVE_DEBOUNCE_MS * 5,
  });
}

describe('resuming a sign-up after a reload', () => {
  it('brings the typed fields back but never the password, which is never stored', async () => {
    const first = renderApp({ path: '/web/signup/create_account', server });
    await formReady();
    await first.user.type(field(copy.firstName), 'Grace');
    await first.user.type(field(copy.email), 'grace@example.com');
    await first.user.type(field(copy.password), PASSWORD);
    await first.user.type(field(copy.passwordConfirm), PASSWORD);

    await saved('grace@example.com');
    for (const value of storedValues()) expect(value).not.toContain(PASSWORD);
    first.unmount();

    renderApp({ path: '/web/signup/create_account', server });
    await formReady();
    expect(field(copy.firstName)).toHaveValue('Grace');
    expect(field(copy.email)).toHaveValue('grace@example.com');
    expect(field(copy.password)).toHaveValue('');
    expect(field(copy.passwordConfirm)).toHaveValue('');

    expect(storedValues().length).toBeGreaterThan(0);
    for (const value of storedValues()) expect(value).not.toContain(PASSWORD);
  });

  it('brings a mobile sign-up back to the page the user was on', async () => {
    const first = renderApp({ path: '/signup/email', layout: 'mobileWeb', server });
    await screen.findByRole('heading', { level: 1, name: copy.pageTitles.email });
    await waitFor(() =>
      expect(first.onboarding.getSnapshot().matches('preRegistration')).toBe(true),
    );
    await first.user.type(field(copy.firstName), 'Grace');
    await first.user.type(field(copy.lastName), 'Hopper');
    await first.user.type(field(copy.email), 'grace@example.com');
    await first.user.click(screen.getByRole('button', { name: copy.continue }));
    await screen.findByRole('heading', { level: 1, name: copy.pageTitles.username });
    await first.user.type(field(copy.username), 'ghopper');

    await saved('ghopper');
    first.unmount();

    const second = renderApp({ path: '/signup/email', layout: 'mobileWeb', server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pageTitles.username }),
    ).toBeVisible();
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/signup/username'));
    expect(field(copy.username)).toHaveValue('ghopper');
  });
});
