import type { ReadyApp } from './create-app';
import { runWhenChunkLoaded } from './lazy-screen';
import { isSignupFlowPath } from './signup-paths';
import { declareWebFont } from './theme/web-font';
import { keepFocus } from './ui/focus-keeper';

/**
 * What the page starts once the first screen has painted (src/main.tsx), from one chunk so the
 * first screen carries one dynamic import for all of it (issue 9): the web font's faces (never
 * before the first paint: src/theme/web-font.ts), the focus kept on the page when the control that
 * had it goes away (src/ui/focus-keeper.ts), the host's extras when framed or in the app's
 * webview (size reports, the host's theme, ready: src/embedding.ts), and error reports, analytics
 * and RUM, each only when its key is configured (src/observability).
 */
export function startAfterPaint(app: ReadyApp): void {
  declareWebFont();
  keepFocus();
  warmSignUp();
  if (window.parent !== window || window.NativeBridge)
    runWhenChunkLoaded(
      () => import('./embedding'),
      (m) => m.startEmbedding(),
      () => {}, // reported by the retry; the page works without its host's extras
    );
  void import('./observability').then(
    (m) => m.startObservability(app),
    () => {}, // best effort: the page works without its reports
  );
}

/**
 * On a sign-up page, what the submit needs (the registration calls, the availability and
 * promotion checks, the status tables, the step registry and the step ports of the first sync)
 * loads when the browser is idle. A patron who types is about to submit: what the next pages need
 * (the derivation's effects, the screen table, the screens and machines of the email, personal
 * information and Fine Details steps, the identity check's page, flow registry, hand-over and the
 * manual-PII page table the sync consults there) loads meanwhile, so each step after a submit
 * waits for the server only (issue 17 item 2). On input, not at idle, so a page load that is only
 * looked at fetches no more than the submit's own code.
 */
// The steps of a sign-up after Create Your Account, in their usual order.
const WARM_STEPS = ['emailVerification', 'personalInfo', 'policies'] as const;

// A load ahead of its turn that fails (the patron went offline) only loses the head start: the
// page that needs the module loads it again, with its retries, when it comes. Never an uncaught
// rejection in the console (QA 7).
const headStart = (load: Promise<unknown>): void => {
  load.catch(() => {});
};

function warmSignUp(): void {
  const path = window.location.pathname;
  if (!isSignupFlowPath(path)) return;
  const warmSubmit = () => {
    headStart(import('../api/registration'));
    headStart(import('./create-account-calls'));
    headStart(import('../machines/route-derivation'));
    headStart(import('../machines/step-registry'));
    headStart(import('./step-ports'));
  };
  if ('requestIdleCallback' in globalThis) requestIdleCallback(warmSubmit);
  else setTimeout(warmSubmit, 1_000);
  const warm = () => {
    headStart(import('./after-sign-up'));
    // Once the account exists the header offers Log out: its chunk is here before the submit.
    headStart(import('./shell/logout-button'));
    // The identity check ends most sign-ups: the route entries, the flow registry and the flow
    // that start it, its hand-over to the provider, and the page table its sync reads.
    headStart(import('./flows/route-entries'));
    headStart(import('./flows/flows'));
    headStart(import('./flows/identity'));
    headStart(import('./identity-capture'));
    headStart(import('../machines/kyc.machine'));
    headStart(import('../machines/manual-pii-form'));
    headStart(
      import('../machines/step-registry').then((m) => {
        for (const step of WARM_STEPS) headStart(m.loadStep(step));
      }),
    );
    headStart(
      import('../screens/screen-switch').then((m) => {
        for (const step of WARM_STEPS) headStart(m.preloadStepScreen(step));
        // The identity check's pages: it waits for the server, then captures the ID. One screen
        // chunk per kind of page, whatever the layout (screens/identity/screens.ts).
        headStart(m.preloadScreen('/web/signup/user_verification'));
        headStart(m.preloadScreen('/web/signup/id_verification'));
      }),
    );
  };
  document.addEventListener('input', warm, { once: true, capture: true });
}
