import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { onAuthFailure } from '../api/client';
import { reportError } from '../api/errors';
import { setRequestContext } from '../api/request-context';
import { detectPlatform } from '../bridge/native';
import { flashMachine } from '../machines/flash.machine';
import type { Layout } from '../machines/route-derivation';
import { brandForClientId } from './brands';
import { loadConfig } from './config';
import { isMobileUserAgent, readEntryParams } from './entry';
import { createOnboardingActor } from './onboarding-actor';
import { syncRouterWithOnboarding } from './route-sync';
import { createAppRouter } from './router';
import { ActorsProvider } from './shell/actors';
import './theme/theme.css';

/**
 * Start-up: read the runtime config and the entry URL, set what every request carries, switch
 * the sandbox on only when the config says so (a dynamic import: the production path never
 * loads it), create the app's actors and the router, render.
 */
async function main() {
  const { config, missingKeys } = loadConfig();
  const storage = safeSessionStorage();
  const entry = readEntryParams(new URL(window.location.href), storage);
  const platform = detectPlatform();
  const brand = brandForClientId(entry.oauth.client_id);
  setRequestContext({
    baseUrl: config.apiBaseUrl,
    regionCode: entry.regionCode,
    countryCode: entry.countryCode,
    platform,
    oauth: entry.oauth,
  });
  if (missingKeys.length > 0)
    reportError(new Error('Runtime config keys missing or invalid'), { keys: missingKeys });
  if (entry.regionProblem)
    reportError(new Error(`Region code parameter ${entry.regionProblem}`), {
      kind: 'region_code',
    });

  const { inspect } = config.sandbox
    ? await (await import('./sandbox-boot')).bootSandbox(entry, storage)
    : {};

  const layout: Layout =
    platform !== 'web'
      ? 'native'
      : entry.renderMobileLayout || isMobileUserAgent(navigator.userAgent)
        ? 'mobileWeb'
        : 'web';
  document.documentElement.classList.add(brand.themeClass);

  const flash = createActor(flashMachine, { systemId: 'flash', inspect }).start();
  const onboarding = createOnboardingActor({
    input: { layout, brandName: brand.name, regionCode: entry.regionCode },
    flash,
    storage,
    inspect,
    allowedParentOrigins: config.allowedParentOrigins,
    // Loaded when sign-up completes, not with the first screen (decision 005).
    handOff: () => {
      void import('./hand-off').then(({ handOffFromPage }) =>
        handOffFromPage({
          authorizeUrl: config.authorizeUrl,
          oauth: entry.oauth,
          regionCode: entry.regionCode,
          countryCode: entry.countryCode,
          allowedParentOrigins: config.allowedParentOrigins,
        }),
      );
    },
  });
  let onboardingStarted = false;
  const actors = { onboarding, flash, brand };
  const router = createAppRouter({
    actors,
    startOnboarding: () => {
      if (onboardingStarted) return;
      onboardingStarted = true;
      onboarding.start();
    },
  });

  // The rule loads on the first 401 or suspension, not with the first screen.
  onAuthFailure((error) => {
    void import('./auth-failure').then(({ authFailureRedirect }) => {
      const redirect = authFailureRedirect(error, router.state.location.pathname, layout);
      if (!redirect) return;
      if (redirect.flash)
        flash.send({
          type: 'flash.show',
          kind: 'danger',
          text: redirect.flash,
          route: redirect.to,
        });
      void router.navigate({ to: redirect.to });
    });
  });
  syncRouterWithOnboarding(router, onboarding, flash);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <ActorsProvider value={actors}>
        <RouterProvider router={router} />
      </ActorsProvider>
    </StrictMode>,
  );
}

/** Session storage, or null where the browser refuses it (some embedded webviews). */
function safeSessionStorage(): Storage | null {
  try {
    window.sessionStorage.setItem('onboarding:probe', '1');
    window.sessionStorage.removeItem('onboarding:probe');
    return window.sessionStorage;
  } catch {
    return null;
  }
}

void main();
