import Bugsnag, { type Event } from '@bugsnag/browser';
import { BUILD_VERSION } from '../../api/domain';
import { type ObservabilityConfig, RELEASE_STAGES, releaseStageOf } from './config';
import { scrubContext, scrubUrl, scrubUrlsIn } from './scrub';
import type { Trail } from './trail';

/**
 * Error reporting on Bugsnag's browser SDK (docs/observability.md): the release stage from the
 * runtime config (only production, staging and uat report), the ingestion URLs from it when set
 * (an operator's proxy, a test's sink). No breadcrumbs (their URLs and console lines may carry
 * personal data): the machines' redacted trail is the story of the report instead. No user, no IP,
 * no anonymous id; every URL loses its query.
 */
export type Reporter = (error: Error, context?: Record<string, unknown>) => void;

export function startErrorReporting(config: ObservabilityConfig, trail: Trail): Reporter {
  const endpoints = endpointsOf(config);
  const client = Bugsnag.createClient({
    apiKey: config.errorReportingKey,
    appVersion: BUILD_VERSION,
    releaseStage: releaseStageOf(config.releaseStage),
    enabledReleaseStages: [...RELEASE_STAGES],
    ...(endpoints ? { endpoints } : {}),
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

/**
 * The SDK's ingestion URLs: an operator's notify URL alone is enough (QA 13). The SDK takes
 * `endpoints` only with both keys set, and delivers nothing otherwise (@bugsnag/core 9,
 * config.js `endpoints`); sessions are never tracked here (`autoTrackSessions: false`, no
 * `startSession`), so the sessions key holds the sessions URL when there is one, else the notify
 * URL, which the SDK then never calls. No notify URL: the vendor's own URLs (undefined).
 */
export function endpointsOf(
  config: Pick<ObservabilityConfig, 'errorReportingNotifyUrl' | 'errorReportingSessionsUrl'>,
): { notify: string; sessions: string } | undefined {
  const notify = config.errorReportingNotifyUrl;
  if (!notify) return undefined;
  return { notify, sessions: config.errorReportingSessionsUrl || notify };
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
