import type { Capability, RoutePath } from './paths';

/**
 * Reader-facing facts about the routes of machines/paths.ts, for the "not available yet" page
 * and docs/routes.md; apart from paths.ts so the first screen's bundle does not carry them.
 */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  foundation: 'Foundation (issue 2)',
  signup: 'Sign-up journey (issue 3)',
  identity: 'Identity verification (KYC, documents)',
  login: 'Login and session',
  password: 'Password reset',
  sms: 'SMS verification and PIN lock',
  'responsible-gaming': 'Responsible gaming',
  account: 'Account status (suspension, closure, reactivation)',
  preferences: 'Email and marketing preferences',
};

/** Paths whose exact string the spec does not give (product.md 2.1 "not shown"): ours. */
export const CHOSEN_PATHS: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/signup/idv/document_upload',
  '/signup/idv/web_sdk_upload',
  '/signup/idv/fallback',
  '/signup/idv/failure',
  '/signup/idv/id_denied',
  '/signup/idv/id_expired',
  '/signup/idv/id_underage',
  '/signup/idv/pending',
  '/signup/idv/processing',
  '/web/suspended/wallet_scheme',
  '/suspended/wallet_scheme',
  '/suspended',
  '/contact_support',
  '/email_verification',
]);
