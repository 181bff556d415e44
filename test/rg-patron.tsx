import { act, screen, waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { SEED_PATRON } from '../api/sandbox/state';
import { welcome as welcomeCopy } from '../copy/ours/after-login';
import { login as loginCopy } from '../copy/ours/login';
import type { RoutePath } from '../machines/paths';
import type { Layout } from '../machines/route-derivation';
import { type DetectedRegion, renderApp } from './render-app';

/**
 * Opens a responsible-gaming page as the logged-in seeded patron (issue 12 item 6: only a
 * patron reaches these pages): logs in on /login, waits for the hand-off of the finished account,
 * then goes to the page.
 */
export async function openAsPatron(
  page: RoutePath,
  { server, regionCode = 'US-NJ' }: { server: SetupServer; regionCode?: DetectedRegion | null },
) {
  const app = await logInAsPatron({ server, regionCode });
  await act(() => app.router.navigate({ to: page }));
  return app;
}

/** Logs the seeded patron in on /login and waits for the hand-off; the page stays /login's. */
export async function logInAsPatron({
  server,
  regionCode = 'US-NJ',
}: {
  server: SetupServer;
  regionCode?: DetectedRegion | null;
}) {
  const app = await patronLoginTyped({ server, regionCode });
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.handOff).toHaveBeenCalled());
  app.handOff.mockClear();
  return app;
}

/** /login with the seeded patron's email and password typed, not yet sent. */
export async function patronLoginTyped({
  server,
  regionCode = 'US-NJ',
  scenario,
  layout,
}: {
  server: SetupServer;
  regionCode?: DetectedRegion | null;
  scenario?: string;
  layout?: Layout;
}) {
  const app = renderApp({
    path: '/login',
    server,
    regionCode,
    ...(scenario ? { scenario } : {}),
    ...(layout ? { layout } : {}),
  });
  await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
  await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
  return app;
}

/**
 * The seeded patron logged in with policies owed (scenario login-policies): on the welcome page,
 * its link to the owed policies not yet followed.
 */
export async function patronOwingPolicies({ server }: { server: SetupServer }) {
  const app = await patronLoginTyped({ server, scenario: 'login-policies' });
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await screen.findByRole('link', { name: welcomeCopy.reviewPolicies });
  return app;
}
