import Bugsnag, { type Event } from '@bugsnag/browser';
import { BUILD_VERSION } from '../../api/domain';
import { type ObservabilityConfig, RELEASE_STAGES, releaseStageOf } from './config';
import { errorReportingEndpoints } from './error-reporting-endpoints.mjs';
import { scrubContext, scrubUrl, scrubUrlsIn } from './scrub';
import type { Trail } from './trail';

/**
 * Error reporting on Bugsnag's browser SDK (docs/observability.md): the release stage from the
 * runtime config (only production, staging and uat report), the ingestion URLs from it when set
 * (an operator's proxy, a test's sink), else the vendor's (error-reporting-endpoints.mjs, which
 * the CSP follows too). No breadcrumbs (their URLs and console lines may carry personal data):
 * the machines' redacted trail is the story of the report instead. No user, no IP, no anonymous
 * id; every URL loses its query.
 */
export type Reporter = (error: Error, context?: Record<string, unknown>) => void;

export function startErrorReporting(config: ObservabilityConfig, trail: Trail): Reporter {
  const client = Bugsnag.createClient({
    apiKey: config.errorReportingKey,
    appVersion: BUILD_VERSION,
    releaseStage: releaseStageOf(config.releaseStage),
    enabledReleaseStages: [...RELEASE_STAGES],
    // Always given, the vendor's included, so that the CSP allows exactly these (decision 082).
    endpoints: errorReportingEndpoints(config),
    autoTrackSessions: false,
    collectUserIp: false,
    generateAnonymousId: false,
    enabledBreadcrumbTypes: [],
    trackInlineScripts: false,
    logger: null,
    onError: (event) => scrubEvent(event, trail),
  });
  return (error, context) => {
    client.notify(error, (event) => {
      event.addMetadata('context', scrubContext(context));
    });
  };
}

/** Every report: the trail and status path as metadata, no URL with its query. */
export function scrubEvent(event: Event, trail: Trail): void {
  event.addMetadata('trail', trail.report());
  if (event.request.url) event.request.url = scrubUrl(event.request.url);
  event.context = globalThis.location?.pathname;
  for (const error of event.errors) error.errorMessage = scrubUrlsIn(error.errorMessage);
  event.setUser(undefined, undefined, undefined);
  // The SDK leaves its own 'Bugsnag loaded' crumb even with every type switched off.
  event.breadcrumbs = [];
}
