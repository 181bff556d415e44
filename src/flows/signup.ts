import { defineFlow } from './registry';

/** The flows of sign-up beyond the onboarding machine's steps. */
export const SIGNUP_FLOWS = {
  /** The emailed verification link (product.md 2.3 /email_verification). */
  emailLink: defineFlow({
    systemId: 'emailLink',
    load: () => import('../../machines/email-link.machine').then((m) => m.emailLinkMachine),
  }),
};
