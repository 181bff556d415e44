import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { SEED_PATRON } from '../api/sandbox/state';
import { login as copy } from '../copy/ours/login';
import { renderApp, setupSandboxServer } from '../test/render-app';

// QA 21: between a login that succeeded and the next page's screen (its chunk, slow on a phone's
// link), the login form came back idle, the password in it, and a second press sent a second
// password grant. The welcome page's chunk is held here until the test lets it through (an
// isolated test file: in a worker shared with other files that chunk may be loaded already), and
// so is the login answer the welcome page reads: once read, it leads on to a page whose chunk is
// not held (/continue_registration), and a busy CI worker saw that page before the held one.
let arrive: () => void = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('../screens/login/welcome', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

const server = setupSandboxServer();

it('stays busy after a login that succeeded until the next page replaces it, and sends no second login', async () => {
  let grants = 0;
  server.use(
    http.post('*/oauth/token', () => {
      grants += 1;
      // Answered by the sandbox's own handler.
    }),
    http.get('*/i/registration_status', async () => {
      if (grants > 0) await arrived;
      // Answered by the sandbox's own handler.
    }),
  );
  const { user } = renderApp({ path: '/login', server });
  await user.type(await screen.findByLabelText(copy.username), SEED_PATRON.username);
  await user.type(screen.getByLabelText(copy.password), SEED_PATRON.password);
  await user.click(screen.getByRole('button', { name: copy.submit }));
  // Signed in, on its way to the welcome page whose screen has not arrived.
  await waitFor(() => expect(screen.queryByRole('button', { name: /Log out/ })).not.toBeNull());
  const button = screen.getByRole('button', { name: copy.submitting });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.click(button);
  expect(grants).toBe(1);
  arrive();
  await waitFor(() => expect(screen.queryByRole('button', { name: copy.submitting })).toBeNull());
  expect(grants).toBe(1);
});
