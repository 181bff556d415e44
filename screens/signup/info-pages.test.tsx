import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import {
  interstitial as interstitialCopy,
  signupDisabled as signupDisabledCopy,
} from '../../copy/ours/info-pages';
import { brand as brandCopy } from '../../copy/spec/brand';
import { renderApp, setupSandboxServer, TEST_BRAND } from '../../test/render-app';

// The sign-up pages without a machine: /signup/disabled (and its /web twin) and
// /signup/interstitial. (/signup/download is reached for real in policies.test.tsx.) Nothing
// derives these two routes yet, so the sign-up guard would move the user on as soon as the
// onboarding machine knows where they belong: the reference data is held back to keep them here.

const server = setupSandboxServer();

function holdOnboarding() {
  server.use(http.get('*/i/pending_policies', () => delay('infinite')));
}

describe('sign-up information pages', () => {
  it.each(['/web/signup/disabled', '/signup/disabled'])(
    '%s says sign-up is not available in the region, with the brand copy',
    async (path) => {
      holdOnboarding();
      renderApp({ path, server, layout: path.startsWith('/web') ? 'web' : 'mobileWeb' });

      const copy = signupDisabledCopy;
      expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeVisible();
      expect(screen.getByText(copy.body(TEST_BRAND.name, copy.yourPlace('US')))).toBeVisible();
      expect(screen.getByText(brandCopy.requiresValidAddress(TEST_BRAND.name))).toBeVisible();
    },
  );

  it.each(['/web/signup/disabled', '/signup/disabled'])(
    '%s says "your province" when the entry named only Canada (CA-DEFAULT)',
    async (path) => {
      holdOnboarding();
      renderApp({
        path,
        server,
        layout: path.startsWith('/web') ? 'web' : 'mobileWeb',
        regionCode: 'CA-DEFAULT',
      });

      const copy = signupDisabledCopy;
      expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeVisible();
      expect(screen.getByText(copy.body(TEST_BRAND.name, 'your province'))).toBeVisible();
    },
  );

  it('/signup/interstitial holds the user with a polite status message', async () => {
    holdOnboarding();
    renderApp({ path: '/signup/interstitial', server, layout: 'mobileWeb' });

    const copy = interstitialCopy;
    expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(copy.body);
  });
});
