import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { lazy, type ReactElement, StrictMode, Suspense } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { onAuthFailure } from '../api/client';
import type { Platform } from '../api/domain';
import { type ApiError, reportError } from '../api/errors';
import { namedRegion, setPlatform, setRequestContext } from '../api/request-context';
import type { createAccountMachine } from '../machines/create-account.machine';
import type { flashMachine } from '../machines/flash.machine';
import { selectCreateAccountRef } from '../machines/onboarding.selectors';
import type { Layout } from '../machines/route-derivation';
import type { SessionEvent } from '../machines/session.machine';
import { track } from './analytics';
import type { AppActorsModule } from './app-actors';
import { brandForClientId } from './brands';
import { loadConfig, type RuntimeConfig } from './config';
import { type Deferred, deferActor } from './deferred-actor';
import { type EntryParams, isMobileUserAgent, readEntryParams } from './entry';
import { createAccountFirstView, flashFirstView, onboardingFirstView } from './first-view';
import { followLocationInFlash } from './flash-location';
import { followFlowOutputs } from './flow-navigation';
import type { FLOWS } from './flows/flows';
import { createFlowRegistry, type FlowRegistry } from './flows/registry';
import type { HandOffInput } from './hand-off';
import { runWhenChunkLoaded } from './lazy-screen';
import type { OnboardingActor } from './onboarding-actor';
import { clearPersistedOnboarding, loadPersistedOnboarding } from './onboarding-persistence';
import { loadSessionChunk } from './patron-page-chunks';
import { createAppRouter } from './router';
import { sessionDraftStore } from './session-draft';
import {
  ActorsProvider,
  type AppActors,
  type SessionActor,
  type SessionHandle,
} from './shell/actors';

/**
 * Builds the whole app once, for the page (src/main.tsx) and for the tests (test/render-app.tsx):
 * runtime config, entry parameters, request context, the long-lived actors (flash, session,
 * onboarding), the router, auth failures through the session machine, route sync and
 * persistence. What differs between the page and a test is injected: the entry URL, the
 * history, the storage, the platform, the hand-off and the sandbox boot.
 */
export interface CreateAppOptions {
  /** The URL the app was opened with (OAuth parameters, region, layout switch, scenario). */
  url: URL;
  storage: Storage | null;
  /** A promise when the webview's wrapper answers getPlatform later (bridge/native.ts). */
  platform: Platform | Promise<Platform>;
  userAgent: string;
  /** The runtime config object; the page's `window.__ONBOARDING_CONFIG__` when absent. */
  rawConfig?: unknown;
  /** What prepareRequests already read (the page starts its first calls in between). */
  prepared?: PreparedRequests;
  /** The router's history; the browser's when absent. */
  history?: RouterHistory;
  /** Leaves sign-up for the authorize URL (the page: a redirect or a parent-frame message). */
  handOff: (target: HandOffTarget) => void;
  /** Switches the embedded sandbox on when the config asks for it (the page only). */
  bootSandbox?: (
    entry: EntryParams,
    storage: Storage | null,
  ) => Promise<{ inspect?: (event: InspectionEvent) => void }>;
  /** Forces a layout (tests); otherwise chosen from the platform, the entry and the user agent. */
  layout?: Layout;
  /**
   * When to load the session machine: the page waits for the first painted page (src/ui/
   * first-paint.ts, issue 9 item 3); tests start it at once.
   */
  whenPainted?: (work: () => void) => void;
  /**
   * The sign-up actors' module (src/app-actors.ts). The page loads it after the first paint, which
   * shows the machines' first view until then (decision 073); tests hand it at once, or a promise
   * to hold it back.
   */
  actorsModule?: AppActorsModule | Promise<AppActorsModule>;
  /** The actors' chunk did not load after its retries (the page shows the error page). */
  actorsFailed?: (error: unknown) => void;
}

// Only a refused start needs it: its own chunk.
const ConfigRefused = lazy(() => import('./config-refused'));

export type HandOffTarget = Omit<HandOffInput, 'embedded'>;

export interface RefusedApp {
  status: 'refused';
  problems: string[];
  /** The page that says why, instead of a blank screen. */
  element: ReactElement;
}

export interface ReadyApp {
  status: 'ready';
  config: RuntimeConfig;
  entry: EntryParams;
  layout: Layout;
  router: ReturnType<typeof createAppRouter>;
  /** The actors screens reach through ActorsProvider; `onboarding` is replaced when a session ends. */
  actors: AppActors;
  /** The flows beyond sign-up (decision 008), in the router context. */
  flows: FlowRegistry<typeof FLOWS>;
  /** Resolves once the sandbox (if switched on) answers; start() must wait for it. */
  ready: Promise<void>;
  /** Starts the actors that talk to the server (the session check first). */
  start: () => void;
  /** Adds a listener to every actor's inspection events (src/observability's trail). */
  addInspector: (inspector: (event: InspectionEvent) => void) => void;
  element: ReactElement;
  /** Stops every actor and listener (tests unmount apps between cases). */
  dispose: () => void;
}

export type App = RefusedApp | ReadyApp;

type FlashActor = ActorRefFrom<typeof flashMachine>;
type CreateAccountActor = ActorRefFrom<typeof createAccountMachine>;

/** The webview (any platform but a plain `web`, a promised one included: decision 064), else by the entry and the device. */
export function chooseLayout(
  platform: Platform | Promise<Platform>,
  entry: EntryParams,
  userAgent: string,
): Layout {
  if (platform !== 'web') return 'native';
  return entry.renderMobileLayout || isMobileUserAgent(userAgent) ? 'mobileWeb' : 'web';
}

/** The config, the entry parameters and the request context: what the first calls need. */
export interface PreparedRequests {
  config: RuntimeConfig;
  problems: string[];
  entry: EntryParams;
}

/**
 * Reads the runtime config and the entry parameters and sets the request context, so the first
 * screen's calls can start before the rest of the app is built (src/main.tsx, decision 054).
 */
export function prepareRequests(
  options: Pick<CreateAppOptions, 'url' | 'storage' | 'platform' | 'rawConfig'> & {
    /** The browser's local storage: the last entry any tab saw (src/entry.ts). */
    shared?: Storage | null;
  },
): PreparedRequests {
  const { config, problems } = loadConfig(
    'rawConfig' in options ? options.rawConfig : globalThis.window?.__ONBOARDING_CONFIG__,
  );
  const entry = readEntryParams(options.url, options.storage, options.shared);
  if (problems.length === 0) {
    setRequestContext({
      baseUrl: config.apiBaseUrl,
      regionCode: entry.regionCode,
      countryCode: entry.countryCode,
      oauth: entry.oauth,
    });
    setPlatform(options.platform);
  }
  return { config, problems, entry };
}

/** A promise that settles in a task of its own, after what is queued now. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export function createApp(options: CreateAppOptions): App {
  const { storage, platform } = options;
  const { config, problems, entry } = options.prepared ?? prepareRequests(options);
  // A refused config, missing keys and a bad region parameter are reported by the observability
  // chunk, after the first paint (src/observability/start-up.ts): no byte of it here.
  if (problems.length > 0)
    return {
      status: 'refused',
      problems,
      element: (
        <Suspense fallback={null}>
          <ConfigRefused problems={problems} />
        </Suspense>
      ),
    };

  const brand = brandForClientId(entry.oauth.client_id);
  const layout = options.layout ?? chooseLayout(platform, entry, options.userAgent);

  // The QA inspector (with the sandbox) and the error reports' trail (src/observability) arrive
  // after the actors exist: every inspection event goes to each of them.
  const inspectors = new Set<(event: InspectionEvent) => void>();
  const inspect = (event: InspectionEvent) => {
    for (const inspector of inspectors) inspector(event);
  };
  const ready =
    config.sandbox && options.bootSandbox
      ? options.bootSandbox(entry, storage).then((booted) => {
          if (booted.inspect) inspectors.add(booted.inspect);
        })
      : Promise.resolve();

  // The sign-up actors arrive after the first paint (decision 073): until then screens read their
  // first view and what they send waits. Work that needs the module runs once it is here.
  let actorsModule: AppActorsModule | null = null;
  const waitingForActors: ((module: AppActorsModule) => void)[] = [];
  const withActors = (work: (module: AppActorsModule) => void) => {
    if (actorsModule) work(actorsModule);
    else waitingForActors.push(work);
  };
  // A module loaded as a chunk (the page) hands the screens over in a task after the machines
  // start (total blocking time); one handed at once (tests), at once.
  const given = options.actorsModule;
  const loadedAtOnce = given !== undefined && !(given instanceof Promise);
  const handOver = (work: () => void) => (loadedAtOnce ? work() : void setTimeout(work, 0));
  const actorsLoaded = (module: AppActorsModule) => {
    if (actorsModule || disposed) return;
    actorsModule = module;
    // Each piece of waiting work (the onboarding actor, the route sync) a task of its own in a
    // page, in the order asked (total blocking time).
    for (const work of waitingForActors.splice(0)) handOver(() => work(module));
  };
  let actorsRequested = false;
  const loadActors = () => {
    if (actorsRequested) return;
    actorsRequested = true;
    if (loadedAtOnce) return actorsLoaded(given);
    void runWhenChunkLoaded(
      () => given ?? import('./app-actors'),
      // The chunk's evaluation is a task, the machines' start another, the render a third.
      (module) => setTimeout(() => actorsLoaded(module), 0),
      options.actorsFailed ?? (() => {}),
    );
  };

  // The flash messages' actor arrives with the session's (decision 090).
  const flashStandIn = deferActor<FlashActor>(flashFirstView());
  const flash = flashStandIn.actor;
  const handOffTarget: HandOffTarget = {
    authorizeUrl: config.authorizeUrl,
    oauth: entry.oauth,
    regionCode: entry.regionCode,
    countryCode: entry.countryCode,
    allowedParentOrigins: config.allowedParentOrigins,
    layout,
  };
  const makeOnboarding = (): OnboardingActor => {
    const input = {
      layout,
      brandName: brand.name,
      // CA-DEFAULT names Canada though it is no region (product.md 3): the steps and info pages
      // take the country from it (province, CAD, the address's country); a missing region stays ''.
      regionCode: namedRegion(entry),
      // Decision 065: a complete sign-up in an operator's frame is handed to it; one that left
      // the frame for this window (decision 051) is handed off as the frame's would have been.
      inFrame: window.parent !== window || entry.embedded,
      restored: loadPersistedOnboarding(storage),
    };
    let createAccountStandIn: Deferred<CreateAccountActor> | null = null;
    const standIn = deferActor<OnboardingActor>(
      onboardingFirstView(input, (context) => {
        createAccountStandIn = deferActor<CreateAccountActor>(createAccountFirstView(context));
        return createAccountStandIn.actor;
      }),
    );
    withActors((module) => {
      if (standIn.stopped) return;
      // In a page each machine's provide() and the actor's creation are tasks of their own, and
      // its start (its first state, its children, the replay of what was sent) another (total
      // blocking time); tests go on at once.
      module.buildOnboardingActor(
        {
          input,
          flash,
          storage,
          inspect,
          allowedParentOrigins: config.allowedParentOrigins,
          session,
          handOff: () => {
            // Nothing personal stays in this tab once sign-up is handed back (issue 8 item 9).
            clearPersistedOnboarding(storage);
            options.handOff(handOffTarget);
          },
        },
        handOver,
        (real) =>
          handOver(() => {
            if (standIn.stopped) return;
            standIn.attach(real, handOver);
            // What was typed into Create Your Account meanwhile goes to the child the machine started.
            const child = selectCreateAccountRef(standIn.actor.getSnapshot());
            if (child)
              (createAccountStandIn as Deferred<CreateAccountActor> | null)?.attach(
                child,
                handOver,
              );
          }),
      );
    });
    return standIn.actor;
  };

  // The onboarding actor starts on the first sign-up route (src/router.tsx), so a visit to any
  // other page never calls the sign-up API. An account the session check found resumes then.
  let onboardingStarted = false;
  let resumeWanted = false;
  const resumeIfWanted = () => {
    if (!onboardingStarted || !resumeWanted) return;
    // A sign-up already handed off in this page resumes on the next visit (startOnboarding).
    const snapshot = actors.onboarding.getSnapshot();
    if (snapshot.status !== 'active') return;
    resumeWanted = false;
    // A sign-up this tab saved syncs on its own as it boots: asking again would read the
    // registration, its status and the step's lists twice (QA 6).
    if (snapshot.matches('preRegistration'))
      actors.onboarding.send({ type: 'registration.resume' });
  };

  let stopRouteSync: () => void = () => {};
  const syncRoutes = () =>
    withActors((module) => {
      stopRouteSync();
      stopRouteSync = module.syncRouterWithOnboarding(router, actors.onboarding);
    });
  const renewOnboarding = () => {
    stopRouteSync();
    stopRouteSync = () => {};
    actors.onboarding.stop();
    actors.onboarding = makeOnboarding();
    onboardingStarted = false;
    syncRoutes();
  };
  // The session machine loads beside the first screen, not in it (decision 005): events sent
  // before it has loaded wait in order, and `session.whenReady` gives the actor once it runs.
  let sessionActor: SessionActor | null = null;
  const queued: SessionEvent[] = [];
  let sessionLoaded: (actor: SessionActor) => void = () => {};
  let sessionStarted = false;
  const startSessionOnce = () => {
    if (sessionStarted) return;
    sessionStarted = true;
    void startSession().catch((error: unknown) =>
      reportError(error as Error, { where: 'session machine chunk' }),
    );
  };
  const session: SessionHandle = {
    send: (event) => {
      if (sessionActor) sessionActor.send(event);
      else queued.push(event);
    },
    whenReady: new Promise((resolve) => {
      sessionLoaded = resolve;
    }),
    startNow: () => startSessionOnce(),
  };
  let disposed = false;
  const startSession = async () => {
    const { createSessionActor, createFlashActor } = await loadSessionChunk();
    // In a page the chunk's evaluation is a task and the actors' creation another, so neither
    // blocks the main thread for long (issue 9 item 3, total blocking time); tests go on at once.
    if (!loadedAtOnce) await nextTask();
    if (disposed) return;
    flashStandIn.attach(createFlashActor(inspect), handOver);
    if (!loadedAtOnce) await nextTask();
    if (disposed) return;
    sessionActor = createSessionActor({
      layout,
      inspect,
      flash,
      // A path, with the query a flow named in it (the logout to /rg/loading?outcome=…).
      navigate: (to, replace) => void router.navigate({ href: to, replace }),
      clearPersistedSignup: (options) => clearPersistedOnboarding(storage, options),
      storage,
      stopFlows: () => {
        // The sign-up in progress ends with the session; a later visit starts a fresh one.
        flows.stopAll();
        renewOnboarding();
        resumeWanted = false;
      },
      resumeRegistration: () => {
        resumeWanted = true;
        resumeIfWanted();
      },
      forwardAuthFailure,
      flows,
    });
    sessionActor.start();
    for (const event of queued.splice(0)) sessionActor.send(event);
    sessionLoaded(sessionActor);
  };

  const actors: AppActors = { onboarding: makeOnboarding(), flash, session, brand };
  const flows = createFlowRegistry(() => import('./flows/flows').then((m) => m.FLOWS), {
    track,
    inspect,
    drafts: sessionDraftStore,
  });
  const router = createAppRouter(
    {
      actors,
      flows,
      startOnboarding: () => {
        // A sign-up that already ended in this page (handed off) runs again for a later visit.
        if (actors.onboarding.getSnapshot().status === 'done') renewOnboarding();
        if (onboardingStarted) return;
        onboardingStarted = true;
        actors.onboarding.start();
        resumeIfWanted();
      },
    },
    options.history,
  );

  const forwardAuthFailure = (error: ApiError) =>
    session.send({
      type: 'auth.failure',
      error: {
        code: error.code,
        status: error.status,
        serverCode: error.serverCode,
        suspensionType: error.suspensionType,
        message: error.message,
      },
      path: router.state.location.pathname,
    });
  let stopAuthFailures: () => void = () => {};
  let stopFlowNavigation: () => void = () => {};
  let stopFlashLocation: () => void = () => {};
  const start = () => {
    flash.start();
    stopFlashLocation = followLocationInFlash(router, flash);
    stopAuthFailures = onAuthFailure(forwardAuthFailure);
    syncRoutes();
    stopFlowNavigation = followFlowOutputs(router, flows);
    const whenPainted = options.whenPainted ?? ((work) => work());
    // The sign-up pages paint from the machines' first view, the login page and the others
    // without them, so every page loads them after its paint (decision 073). A patron's page,
    // which cannot paint before the session check, starts the session's chunk itself
    // (src/flows/require-patron.ts); the sign-up machines are not in it (decision 090), and
    // src/main.tsx asked for its chunk in its first task (src/patron-page-chunks.ts, 092).
    whenPainted(() => {
      loadActors();
      startSessionOnce();
    });
  };

  const dispose = () => {
    stopAuthFailures();
    disposed = true;
    stopRouteSync();
    stopFlashLocation();
    stopFlowNavigation();
    flows.stopAll();
    sessionActor?.stop();
    actors.onboarding.stop();
    flash.stop();
  };

  return {
    status: 'ready',
    config,
    entry,
    layout,
    router,
    actors,
    flows,
    ready,
    start,
    addInspector: (inspector) => inspectors.add(inspector),
    dispose,
    element: (
      <StrictMode>
        <ActorsProvider value={actors}>
          <RouterProvider router={router} />
        </ActorsProvider>
      </StrictMode>
    ),
  };
}
