import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../api/errors';
import { requestPasswordReset } from '../api/password';
import { network as networkCopy } from '../copy/spec/network';
import type { RoutePath } from './paths';

/**
 * The password reset request (product.md 2.3 /password_reset_request, 4.6; contract.md 7
 * POST /i/password_reset_requests): the email typed, sent once; success goes to the sent page,
 * a failure shows the first server message and keeps what was typed. A flow of the registry
 * (src/flows/login.ts), started afresh on each visit to the page.
 */

export interface PasswordResetRequestContext {
  email: string;
  /**
   * The email field's message: the local check's or the server's first. A new object on each
   * refusal, so the screen moves focus to the field each time (QA 3 M1).
   */
  errors: { email?: string };
  /**
   * A failure that says nothing about the email (a timeout, no connection, a server error): the
   * catalogue's message above the form, the email left as valid (QA 5).
   */
  formError: string | null;
  /** Shown when the email field is empty (our copy, passed in so the machine holds no words). */
  emailRequired: string;
}

export type PasswordResetRequestEvent =
  | { type: 'email.change'; value: string }
  | { type: 'submit' };

export interface PasswordResetRequestOutput {
  route: RoutePath;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const passwordResetRequestMachine = setup({
  types: {} as {
    context: PasswordResetRequestContext;
    events: PasswordResetRequestEvent;
    input: { emailRequired: string; savedDraft?: { email?: string } | null };
    output: PasswordResetRequestOutput;
  },
  actors: {
    requestPasswordReset: fromPromise<void, { email: string }>(({ input, signal }) =>
      requestPasswordReset(input.email, { signal }),
    ),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    isRefusal: (_, params: { error: unknown }) =>
      isApiError(params.error) &&
      params.error.code === 'HTTP_ERROR' &&
      (params.error.status ?? 0) >= 400 &&
      (params.error.status ?? 0) < 500,
  },
}).createMachine({
  id: 'passwordResetRequest',
  // The email typed before a reload comes back (src/flows/login.ts keeps it).
  context: ({ input }) => ({
    email: input.savedDraft?.email ?? '',
    errors: {},
    formError: null,
    emailRequired: input.emailRequired,
  }),
  output: () => ({ route: '/password_reset_request/sent' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        submit: [
          {
            description: 'An email address was typed: send the reset request.',
            guard: 'hasEmail',
            target: 'submitting',
            actions: assign({ errors: {}, formError: null }),
          },
          {
            description: 'Nothing is sent without an email address.',
            actions: assign({ errors: ({ context }) => ({ email: context.emailRequired }) }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          description: 'The email is on its way: the sent page says so (contract.md 8).',
          target: 'sent',
        },
        onError: [
          {
            description:
              'The server refused the request (4xx): its first message is shown at the email (product.md 5); the email stays.',
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              errors: ({ event }) => ({ email: messageOf(event.error) }),
            }),
          },
          {
            description:
              'No answer about the email (timeout, connection, server error): the catalogue message above the form; the email stays.',
            target: 'editing',
            actions: assign({ formError: ({ event }) => messageOf(event.error) }),
          },
        ],
      },
    },
    sent: { type: 'final' },
  },
});
