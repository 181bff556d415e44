import type { ErrorType } from './derivation';
import type { RoutePath } from './paths';

/**
 * What each identity page is (issue 10 items 1, 3, 5, 6): one table read by the route entries
 * (src/flows/identity.routes.ts: which flow the page runs, with which input) and by the screens
 * (screens/identity/: what the page says). docs/identity.md lists it.
 *
 * - capture: the ID capture (the KYC flow); `inSignUp` pages hand the outcome back to the
 *   registration status, the others say it; `failureRoute` is where "anything else" goes.
 * - document: the bank statement / void check upload (the document verification flow).
 * - wait: a page that waits for the server (the status watch flow), with its words.
 * - failure: the error page of a failure reason (`errorType`; 'derived' reads the derivation's).
 */
export type IdentityPage =
  | {
      kind: 'capture';
      variant: 'id' | 'fallback' | 'outside';
      inSignUp: boolean;
      failureRoute: RoutePath;
    }
  | { kind: 'document'; failureRoute: RoutePath }
  | {
      kind: 'wait';
      words: 'checking' | 'processing' | 'pending' | 'pendingRegistration' | 'manualKyc';
      loginRoute: RoutePath;
    }
  | {
      kind: 'failure';
      errorType: ErrorType | 'derived' | 'support';
      supportRoute: RoutePath;
      loginRoute: RoutePath;
    };

const WEB_FAILURE: RoutePath = '/web/signup/user_verification_error';
const APP_FAILURE: RoutePath = '/signup/idv/failure';

const webCapture = (variant: 'id' | 'fallback'): IdentityPage => ({
  kind: 'capture',
  variant,
  inSignUp: true,
  failureRoute: WEB_FAILURE,
});
const appCapture = (variant: 'id' | 'fallback'): IdentityPage => ({
  kind: 'capture',
  variant,
  inSignUp: true,
  failureRoute: APP_FAILURE,
});
const webWait = (words: Extract<IdentityPage, { kind: 'wait' }>['words']): IdentityPage => ({
  kind: 'wait',
  words,
  loginRoute: '/login',
});
const appWait = webWait;
const webFailure = (errorType: Extract<IdentityPage, { kind: 'failure' }>['errorType']) =>
  ({
    kind: 'failure',
    errorType,
    supportRoute: '/web/contact_support',
    loginRoute: '/login',
  }) as const;
const appFailure = (errorType: Extract<IdentityPage, { kind: 'failure' }>['errorType']) =>
  ({ kind: 'failure', errorType, supportRoute: '/contact_support', loginRoute: '/login' }) as const;

/** Every identity page of product.md 2.2/2.3 this table serves (the manual-PII pages are apart). */
export const IDENTITY_PAGES = {
  // The ID page of each layout (route-derivation.ts ID_PAGE, mobile web's web SDK page).
  '/web/signup/id_verification': webCapture('id'),
  '/web/signup/idv_sdk_upload': webCapture('id'),
  '/signup/idv/document_upload': appCapture('id'),
  '/signup/idv/web_sdk_upload': appCapture('id'),
  // document_verification_fallback.
  '/web/signup/idv_fallback': webCapture('fallback'),
  '/signup/idv/fallback': appCapture('fallback'),
  // manual_document_collection_required.
  '/web/kyc/upload': { kind: 'document', failureRoute: WEB_FAILURE },
  // An ID check outside sign-up (a finished account the operator sends to it): the same capture,
  // whose success says "Document verified successfully!" (product.md 4.4) before going on.
  '/web/id_check_required': {
    kind: 'capture',
    variant: 'outside',
    inSignUp: false,
    failureRoute: WEB_FAILURE,
  },
  '/login/id_check_required': {
    kind: 'capture',
    variant: 'outside',
    inSignUp: false,
    failureRoute: '/kyc/failure',
  },
  '/user_preferences/document_upload': { kind: 'document', failureRoute: '/kyc/failure' },
  // Waiting for the server.
  '/web/signup/user_verification': webWait('checking'),
  '/signup/idv/processing': appWait('checking'),
  '/web/signup/user_verification_processing': webWait('processing'),
  '/web/kyc/processing': webWait('processing'),
  '/kyc/processing': appWait('processing'),
  '/web/signup/user_verification_pending': webWait('pendingRegistration'),
  '/signup/idv/pending': appWait('pendingRegistration'),
  '/web/kyc/pending': webWait('pending'),
  '/kyc/pending': appWait('pending'),
  '/web/signup/pending_manual_kyc': webWait('manualKyc'),
  '/signup/pending_manual_kyc': appWait('manualKyc'),
  // Failure reasons (product.md 2.8, 4.2).
  '/web/signup/failed_kyc': webFailure('derived'),
  '/signup/failed_kyc': appFailure('derived'),
  '/kyc/id_denied': appFailure('ID_DENIED'),
  '/signup/idv/id_denied': appFailure('ID_DENIED'),
  '/kyc/id_expired': appFailure('ID_EXPIRED'),
  '/signup/idv/id_expired': appFailure('ID_EXPIRED'),
  '/kyc/id_underage': appFailure('ID_UNDERAGE'),
  '/signup/idv/id_underage': appFailure('ID_UNDERAGE'),
  // The failure routes: ID_FAILURE and DEFAULT on mobile, and "anything else" (product.md 4.4).
  '/kyc/failure': appFailure('support'),
  '/signup/idv/failure': appFailure('support'),
  '/web/signup/user_verification_error': webFailure('support'),
} as const satisfies Partial<Record<RoutePath, IdentityPage>>;

export type IdentityPagePath = keyof typeof IDENTITY_PAGES;

/** The page a path is, typed as the union (the table's literal types are narrower). */
export const identityPageOf = (path: string): IdentityPage | undefined =>
  (IDENTITY_PAGES as Partial<Record<string, IdentityPage>>)[path];

/**
 * The identity failure pages the status derivation leads to outside the sign-up flow (product.md
 * 4.2: the phone's and the webview's pages of a failure reason). Each open of one checks that the
 * registration status still leads there (decision 078, 2026-11-28 QA 16); the sign-up's own
 * failure pages are the sign-up guard's, and the capture's failure routes are no status's page.
 */
export const STATUS_FAILURE_PAGES: ReadonlySet<string> = new Set<RoutePath>([
  '/kyc/id_denied',
  '/kyc/id_expired',
  '/kyc/id_underage',
  '/kyc/failure',
]);
