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
 * promotion checks, the status tables and the step registry of the first sync) loads when the
 * browser is idle. A patron who types is about to submit: what the next page needs (the
 * derivation's effects, the screen table, the email and personal information steps' screens
 * and machines, the identity check's page and flow) loads meanwhile, so the step after the
 * submit waits for the server only (issue 17 item 2). On input, not at idle, so a page load that
 * is only looked at fetches no more than the submit's own code.
 */
function warmSignUp(): void {
  const path = window.location.pathname;
  if (!isSignupFlowPath(path)) return;
  const web = path === '/web' || path.startsWith('/web/');
  const warmSubmit = () => {
    void import('../api/registration');
    void import('./create-account-calls');
    void import('../machines/route-derivation');
    void import('../machines/step-registry');
  };
  if ('requestIdleCallback' in globalThis) requestIdleCallback(warmSubmit);
  else setTimeout(warmSubmit, 1_000);
  const warm = () => {
    void import('./after-sign-up');
    // The identity check ends most sign-ups: the route entries and the flow that start it.
    void import('./flows/route-entries');
    void import('./flows/identity');
    void import('../machines/kyc.machine');
    void import('../machines/step-registry').then((m) => {
      void m.loadStep('emailVerification');
      void m.loadStep('personalInfo');
    });
    void import('../screens/screen-switch').then((m) => {
      void m.preloadStepScreen('emailVerification');
      void m.preloadStepScreen('personalInfo');
      void m.preloadScreen(web ? '/web/signup/user_verification' : '/signup/user_verification');
    });
  };
  document.addEventListener('input', warm, { once: true, capture: true });
}
