import { defineFlow } from './registry';

/**
 * The app's flows beyond sign-up, by id (decision 008). Add one here with its machine's loader and
 * systemId; give it a route whose `beforeLoad` calls `enterFlow` (src/router.tsx) and a view that
 * calls `useFlow` (docs/architecture.md "Add a flow in 5 steps").
 */
export const FLOWS = {
  /** The emailed verification link (product.md 2.3 /email_verification). */
  emailLink: defineFlow({
    systemId: 'emailLink',
    load: () => import('../../machines/email-link.machine').then((m) => m.emailLinkMachine),
  }),
};

/** The id of one of the app's flows. */
export type FlowId = keyof typeof FLOWS;
