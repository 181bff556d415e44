import { act, screen } from '@testing-library/react';
import { responsibleGaming as copy } from '../copy/ours/responsible-gaming';
import { setupSandboxServer } from './render-app';
import { logInAsPatron } from './rg-patron';

// QA 3 L10: /rg/loading reached without an outcome (a typed or bookmarked link) by a patron whose
// session is open claims no logout. Signed out, it still says "You have been logged out"
// (screens/rg/time-and-check-in.test.tsx).
const server = setupSandboxServer();

describe('/rg/loading without an outcome', () => {
  it('tells a signed-in patron they are still logged in and that nothing was started', async () => {
    const { router } = await logInAsPatron({ server });
    await act(() => router.navigate({ to: '/rg/loading' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.loadingPage.noRequestTitle }),
    ).toBeVisible();
    expect(await screen.findByText(copy.loadingPage.noRequestSignedIn)).toBeVisible();
    expect(screen.queryByText(copy.loadingPage.title)).toBeNull();
    expect(screen.queryByText(copy.loadingPage.body)).toBeNull();
  });

  // QA 2026-12: the outcome's words ("… We have logged you out.") are the logout's; a link that
  // names one, opened while signed in, says what the page without one says.
  for (const query of [
    '?outcome=cool_off&length=7',
    '?outcome=self_exclusion&length=lifetime',
  ] as const)
    it(`tells a signed-in patron on /rg/loading${query} that they are still logged in`, async () => {
      const { router } = await logInAsPatron({ server });
      await act(() => router.navigate({ href: `/rg/loading${query}` }));
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.loadingPage.noRequestTitle }),
      ).toBeVisible();
      expect(await screen.findByText(copy.loadingPage.noRequestSignedIn)).toBeVisible();
      expect(screen.queryByText(/We have logged you out/)).toBeNull();
      for (const title of [copy.loadingPage.coolOffTitle, copy.loadingPage.selfExclusionTitle])
        expect(screen.queryByText(title)).toBeNull();
    });
});
