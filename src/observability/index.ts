import { BUILD_VERSION } from '../../api/domain';
import { setErrorReporter } from '../../api/errors';
import { setAnalyticsSink } from '../analytics';
import type { ReadyApp } from '../create-app';
import { isSignupFlowPath } from '../signup-paths';
import { loadObservabilityConfig } from './config';
import { createFunnel } from './funnel';
import { isOptedOut } from './opt-out';
import { reportStartUpProblems } from './start-up';
import { createTrail } from './trail';

/**
 * The observability services (issue 16), loaded by src/main.tsx after the first screen has
 * painted, never in its JavaScript. Each SDK is a chunk of its own, loaded only when its key is
 * in the runtime config; without a key its port stays a no-op. Errors and events from before
 * this point were kept by the ports (api/errors.ts, src/analytics.ts) and go out now.
 */
export type ObservedApp = Pick<ReadyApp, 'config' | 'addInspector' | 'actors' | 'layout' | 'entry'>;

export async function startObservability(
  app: ObservedApp,
  { storage = localStorageOrNull(), userAgent = globalThis.navigator?.userAgent ?? '' } = {},
): Promise<void> {
  const native = app.layout === 'native';
  const { config, missingKeys } = loadObservabilityConfig(app.config);
  const trail = createTrail();
  app.addInspector(trail.inspect);
  const loads: Promise<unknown>[] = [];

  if (config.errorReportingKey)
    loads.push(
      import('./error-reporting').then(({ startErrorReporting }) =>
        setErrorReporter(startErrorReporting(config, trail)),
      ),
    );
  else setErrorReporter(() => {});

  if (config.analyticsKey && !isOptedOut(storage))
    loads.push(
      import('./analytics').then(async ({ startAnalytics, operatingSystemOf }) => {
        const os = operatingSystemOf(userAgent);
        const { track } = await startAnalytics({
          config,
          common: {
            app: app.actors.brand.clientId,
            application_reference: BUILD_VERSION,
            operating_system: os.name,
            operating_system_version: os.version,
            user_agent: userAgent,
            ...(native ? {} : { sign_up_source: 'browser' as const }),
          },
        });
        setAnalyticsSink(track);
        // The onboarding actor runs only once a sign-up page has opened (src/router.tsx).
        const started = isSignupFlowPath(globalThis.location?.pathname ?? '');
        app.addInspector(createFunnel(track, started ? app.actors.onboarding.getSnapshot() : null));
      }),
    );
  // Opted out or no key: the waiting events are dropped and nothing more is kept.
  else setAnalyticsSink(() => {});

  if (config.rumApplicationId && config.rumClientToken)
    loads.push(import('./rum').then(({ startRum }) => startRum(config)));

  await Promise.allSettled(loads);
  reportStartUpProblems(app.entry, missingKeys);
}

/** Local storage (the analytics opt-out flag), or null where the browser refuses it. */
function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
