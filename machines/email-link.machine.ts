import { emit, fromPromise, setup } from 'xstate';
import { verifyEmailToken } from '../api/email-verification';
import type { RoutePath } from './paths';

/**
 * The emailed verification link (product.md 2.3 "/email_verification", contract.md 7
 * GET /i/email_verifications?verification_token=…): verifies the token once and outputs which
 * result page to show. A flow of the flow registry (decision 008, src/flows/flows.ts): the
 * route's `beforeLoad` starts it with the token it validated (and removes the token from the
 * address bar), src/flow-navigation.ts turns its output into the navigation, and
 * screens/signup/email-link.tsx only renders it. Not a sign-up step: the link may be opened in
 * another browser, without a sign-up in progress.
 */

export const EMAIL_LINK_ROUTES = {
  success: '/email_verification/success',
  failed: '/email_verification/failed',
} as const satisfies Record<string, RoutePath>;

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

/** Product analytics, emitted: the flow registry hands them to the analytics port. */
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
    verifyEmailToken: fromPromise<void, { token: string }>(({ input, signal }) =>
      verifyEmailToken(input.token, { signal }),
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
      always: [
        {
          description: 'The link carries a verification token: verify it.',
          guard: 'hasToken',
          target: 'verifying',
        },
        { target: 'failed' },
      ],
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
