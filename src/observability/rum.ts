import { datadogRum, type RumEvent } from '@datadog/browser-rum';
import { BUILD_VERSION } from '../../api/domain';
import { type ObservabilityConfig, releaseStageOf } from './config';
import { scrubUrl, scrubUrlsIn } from './scrub';

/**
 * Real-user monitoring on Datadog's browser RUM SDK (docs/observability.md): page loads, resource
 * timings, long tasks and errors, every session sampled, no session replay, no user interactions
 * (their names are the text of what was clicked), no telemetry to the vendor. Every URL it would
 * send loses its query (tokens and OAuth parameters) before it leaves; the ingestion goes through
 * the operator's proxy when one is configured.
 */
export function startRum(config: ObservabilityConfig): void {
  datadogRum.init({
    applicationId: config.rumApplicationId,
    clientToken: config.rumClientToken,
    ...(config.rumSite ? { site: config.rumSite as 'datadoghq.com' } : {}),
    ...(config.rumProxyUrl ? { proxy: config.rumProxyUrl } : {}),
    service: 'onboarding-engine',
    env: releaseStageOf(config.releaseStage),
    version: BUILD_VERSION,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 0,
    telemetrySampleRate: 0,
    trackUserInteractions: false,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask',
    beforeSend: (event) => {
      scrubRumEvent(event);
      return true;
    },
  });
}

/** The URLs and messages of a RUM event, without any query string. */
export function scrubRumEvent(event: RumEvent): void {
  const e = event as RumEvent & {
    view: { url: string; referrer?: string };
    resource?: { url: string };
    error?: { message: string; stack?: string; resource?: { url: string } };
  };
  e.view.url = scrubUrl(e.view.url);
  if (e.view.referrer) e.view.referrer = scrubUrl(e.view.referrer);
  if (e.resource?.url) e.resource.url = scrubUrl(e.resource.url);
  if (e.error) {
    e.error.message = scrubUrlsIn(e.error.message);
    if (e.error.stack) e.error.stack = scrubUrlsIn(e.error.stack);
    if (e.error.resource?.url) e.error.resource.url = scrubUrl(e.error.resource.url);
  }
}
