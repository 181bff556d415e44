import { type FeatureFlag, getFeatureFlags, getRegions, type Region } from '../api/lists';
import { getPendingPolicies, type Policy } from '../api/policies';
import type { getRegistration, getRegistrationStatus } from '../api/registration';
import { getSessionStatus, type SessionStatus } from '../api/session-status';
import { loadPersistedOnboarding } from './onboarding-persistence';
import { isSignupFlowPath, paintsBeforeSessionCheck } from './signup-paths';

/**
 * The first screen's calls, started by src/main.tsx as soon as the request context is set, before
 * React, the router and the onboarding actor exist, so they run in parallel with the chunks and
 * the rendering they do not need (issue 9, decision 012). The onboarding actor still owns the
 * calls: it takes each promise once, handles its errors as it would its own call, and any retry
 * fetches again.
 */
export interface PrefetchedReferenceData {
  flags: Promise<FeatureFlag[]>;
  regions: Promise<Region[]>;
  policies: Promise<Policy[]>;
}

/** GET /i/registration and /i/registration_status of a saved sign-up (api/registration). */
export type PrefetchedSync = Promise<{
  registration: Awaited<ReturnType<typeof getRegistration>>;
  status: Awaited<ReturnType<typeof getRegistrationStatus>>;
}>;

let referenceData: PrefetchedReferenceData | null = null;
let sessionCheck: Promise<SessionStatus> | null = null;
let sync: PrefetchedSync | null = null;

// The consumer attaches its handlers later: until then a failure must not count as unhandled.
const quiet = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => {});
  return promise;
};

/**
 * Starts the entry page's first calls. A sign-up page's: the flags, regions and pending policies,
 * and for a saved sign-up that was already pre-registered the sync's registration and status,
 * once their module (and its schemas) has loaded. A page that waits for the session check: that
 * check. The login page makes none before its paint.
 */
export function prefetchFirstScreen(path: string, storage: Storage | null): void {
  if (!isSignupFlowPath(path)) {
    // A page that paints once the session check has answered (src/flows/require-patron.ts) starts
    // it now rather than after the session machine's chunk (decision 081).
    if (!paintsBeforeSessionCheck(path)) sessionCheck = quiet(getSessionStatus());
    return;
  }
  referenceData = {
    flags: quiet(getFeatureFlags()),
    regions: quiet(getRegions()),
    policies: quiet(getPendingPolicies()),
  };
  if (loadPersistedOnboarding(storage)?.preRegistrationComplete) {
    sync = quiet(
      import('../api/registration').then(async ({ getRegistration, getRegistrationStatus }) => {
        const [registration, status] = await Promise.all([
          getRegistration(),
          getRegistrationStatus(),
        ]);
        return { registration, status };
      }),
    );
    // The session check after the paint asks the same question: the sync's status answers it. A
    // failed sync (a lapsed session) is asked again, so the check keeps its own reading of a 401.
    sessionCheck = quiet(
      sync.then(
        ({ status }) => status,
        () => getSessionStatus(),
      ),
    );
  }
}

/** The prefetched reference data, once: the next caller (a retry) gets null and fetches again. */
export function takePrefetchedReferenceData(): PrefetchedReferenceData | null {
  const taken = referenceData;
  referenceData = null;
  return taken;
}

/** The prefetched resume sync, once; later syncs fetch again. */
export function takePrefetchedSync(): PrefetchedSync | null {
  const taken = sync;
  sync = null;
  return taken;
}

/** The session check started with the entry script, once; later checks ask again. */
export function takePrefetchedSessionCheck(): Promise<SessionStatus> | null {
  const taken = sessionCheck;
  sessionCheck = null;
  return taken;
}
