import { assign, emit, fromPromise, setup } from 'xstate';
import { verifyEmailToken } from '../api/email-verification';
import { isApiError, isAuthFailure, isNetworkLevel } from '../api/errors';
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
  /**
   * The run has no token because a reload of its page lost the one a link brought before its
   * check answered (the route entry knows, from a flag for the tab): the link may be good.
   */
  linkNotKept?: boolean;
}

export interface EmailLinkOutput {
  route: (typeof EMAIL_LINK_ROUTES)[keyof typeof EMAIL_LINK_ROUTES];
}

export interface EmailLinkContext {
  /** A secret: sent to the API, never shown, mirrored or persisted; kept in memory for a retry. */
  token: string | null;
  /** See EmailLinkInput: a reload lost the token of a link whose check had not answered. */
  linkNotKept: boolean;
  /** What went wrong when the server could not be reached or failed (the catalogue's words). */
  error: string | null;
}

export type EmailLinkEvent = { type: 'retry' };

/** Product analytics, emitted: the flow registry hands them to the analytics port. */
export type EmailLinkEmitted = {
  type: 'analytics';
  name: 'confirm_email_complete';
  properties: { method: 'link' };
};

export const emailLinkMachine = setup({
  types: {} as {
    context: EmailLinkContext;
    events: EmailLinkEvent;
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
    rememberError: assign({
      error: ({ event }) => (event as { error?: { message?: string } }).error?.message ?? null,
    }),
    forgetError: assign({ error: null }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    isLinkNotKept: ({ context }) => context.linkNotKept,
    // A 401 or a user_suspended 403: the session's answer, not the link's.
    isSessionAnswer: ({ event }) => isAuthFailure((event as { error?: unknown }).error),
    // The link itself may be good: the network failed, or the server did.
    isTransient: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isNetworkLevel(error) || (isApiError(error) && (error.status ?? 0) >= 500);
    },
  },
}).createMachine({
  id: 'emailLink',
  context: ({ input }) => ({
    token: input.token,
    linkNotKept: input.linkNotKept ?? false,
    error: null,
  }),
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
        {
          description:
            'A reload lost the token of a link whose check had not answered (a timeout, a network failure, a 5xx): only the server may call the link invalid, so the page asks for the link again.',
          guard: 'isLinkNotKept',
          target: 'linkNotKept',
        },
        { target: 'failed' },
      ],
    },
    linkNotKept: {
      description:
        'The page asks for the link from the email again (the token is never kept for a reload); nothing is checked and no result page is shown.',
    },
    verifying: {
      tags: ['loading'],
      description:
        'GET /i/email_verifications?verification_token=…: success shows the success page; an invalid or expired token (any other answer) the failure page.',
      invoke: {
        src: 'verifyEmailToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'verified', actions: 'announceVerified' },
        onError: [
          {
            description:
              "A 401 or a user_suspended 403 is the session's to answer (contract.md 8): it takes the patron to login or to the suspension's page, and the link says nothing of its own.",
            guard: 'isSessionAnswer',
            target: 'leftToSession',
          },
          {
            description:
              'The network failed or the server did: the link may be good, so the page says what went wrong and offers to try again.',
            guard: 'isTransient',
            target: 'unreachable',
            actions: 'rememberError',
          },
          { target: 'failed' },
        ],
      },
    },
    unreachable: {
      description:
        "The check did not reach an answer: the catalogue's message and Try again, with the same link (the token stays in memory only).",
      on: { retry: { target: 'verifying', actions: 'forgetError' } },
    },
    leftToSession: {
      description:
        'The session moves the patron on (src/create-app.tsx forwards every 401 and user_suspended 403 to it); the flow outputs no page of its own, so it cannot overtake that move.',
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
