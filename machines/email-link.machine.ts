import { emit, fromPromise, setup } from 'xstate';
import { verifyEmailToken } from '../api/email-verification';

/**
 * The emailed verification link (product.md 2.3 "/email_verification", contract.md 7
 * GET /i/email_verifications?verification_token=…): verifies the token once and outputs which
 * result page to show. Page-local: screens/signup/email-link.tsx runs it with `useMachine` and
 * navigates to the output's route (the token never stays in the address bar). Not a sign-up
 * step: the link may be opened in another browser, without a sign-up in progress.
 */

export const EMAIL_LINK_ROUTES = {
  success: '/email_verification/success',
  failed: '/email_verification/failed',
} as const;

export interface EmailLinkInput {
  /** The `verification_token` of the link, or null when the link carried none. */
  token: string | null;
}

export interface EmailLinkOutput {
  route: (typeof EMAIL_LINK_ROUTES)[keyof typeof EMAIL_LINK_ROUTES];
}

export interface EmailLinkContext {
  /** A secret: sent to the API once, never shown, mirrored or persisted. */
  token: string | null;
}

/** Product analytics announced to the screen, which passes them to src/analytics.ts `track`. */
export type EmailLinkEmitted = {
  type: 'analytics';
  name: 'confirm_email_complete';
  properties: { method: 'link' };
};

export const emailLinkMachine = setup({
  types: {} as {
    context: EmailLinkContext;
    input: EmailLinkInput;
    output: EmailLinkOutput;
    emitted: EmailLinkEmitted;
  },
  actors: {
    // Deliberately not given the actor's abort signal: React's StrictMode (development) stops and
    // restarts a page-local actor at once, and @xstate/react restores the invoked promise, whose
    // first run would then settle as an abort and show the failure page. The call is idempotent
    // and only the first answer is used, so letting it finish is harmless.
    verifyEmailToken: fromPromise<void, { token: string }>(({ input }) =>
      verifyEmailToken(input.token),
    ),
  },
  actions: {
    // contract.md 7 "Analytics": confirm_email_complete (method).
    announceVerified: emit({
      type: 'analytics' as const,
      name: 'confirm_email_complete' as const,
      properties: { method: 'link' as const },
    }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'emailLink',
  context: ({ input }) => ({ token: input.token }),
  // The machine's output is the output of the final state it reached.
  output: ({ event }) => event.output as EmailLinkOutput,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'failed' }],
    },
    verifying: {
      tags: ['loading'],
      description:
        'GET /i/email_verifications?verification_token=…: any answer but success (an invalid or expired token, a network failure) shows the failure page.',
      invoke: {
        src: 'verifyEmailToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'verified', actions: 'announceVerified' },
        onError: { target: 'failed' },
      },
    },
    verified: {
      type: 'final',
      output: { route: EMAIL_LINK_ROUTES.success },
    },
    failed: {
      type: 'final',
      output: { route: EMAIL_LINK_ROUTES.failed },
    },
  },
});
