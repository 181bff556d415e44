import { assign, fromPromise, sendParent, setup } from 'xstate';
import { requestVerificationEmail, submitVerificationCode } from '../api/email-verification';
import { fieldErrorsOf, isApiError } from '../api/errors';
import { getRegistrationStatus } from '../api/registration';
import { emailVerification as emailVerificationOurCopy } from '../copy/ours/email-verification';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import { isEmailDone } from './route-derivation';
import type { StepAnalyticsEvent, StepInput } from './step-contract';

/**
 * Verify Your Email (product.md 2.4, 4.1; contract.md 7 and 8): the user types the 6-digit code
 * from the email, or asks for another email. Spawned by the onboarding machine as the child
 * `step` on /web/signup/email_verification and /signup/email_verification; it reaches its final
 * state once the server accepted the code, and the onboarding machine syncs (the server now says
 * VERIFIED) and routes on. The code is a secret: it is never mirrored to the parent
 * (`step.draft`) nor persisted, so this step has no draft and ignores `savedDraft`.
 */

/** The length of an email verification code (product.md 5: codes are 6 digits). */
export const CODE_LENGTH = 6;

/** The outcome of the last "resend" the user asked for, shown as a banner. */
export interface ResendNotice {
  kind: 'success' | 'danger';
  text: string;
}

export interface EmailVerificationContext {
  /** The route this step serves (step-contract.ts). */
  route: string;
  /** The address being verified, so the user knows which inbox to look in; null when unknown. */
  email: string | null;
  /** What the user typed: digits only, at most 6. Never leaves this machine except to the API. */
  code: string;
  /** The message shown at the code field (our format check, or the server's rejection). */
  codeError: string | null;
  /** A failure of the verify call that is not about the code (network, server): a banner. */
  formError: string | null;
  resendNotice: ResendNotice | null;
}

export type EmailVerificationEvent =
  // The digits travel under `code`, a key src/redact.ts hides from the QA inspector.
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  // The patron came back to this tab (the page became visible again): perhaps from the emailed
  // link, opened in another tab or on another device, which verified the address there.
  | { type: 'page.returned' };

/** Keeps what a code field may hold: digits only, at most CODE_LENGTH of them. */
// NFKC: full-width digits count as digits (decision 079).
export const toCodeDigits = (value: string): string =>
  value.normalize('NFKC').replace(/\D/g, '').slice(0, CODE_LENGTH);

const isStatus = (error: unknown, status: number) => isApiError(error) && error.status === status;

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : networkCopy.generic;

export const emailVerificationMachine = setup({
  types: {} as {
    context: EmailVerificationContext;
    events: EmailVerificationEvent;
    input: StepInput;
    output: { emailVerified: true };
  },
  actors: {
    // POST /i/email_verifications {verification_code} (contract.md 7): 200, or 422 when rejected.
    submitVerificationCode: fromPromise<void, { code: string }>(({ input, signal }) =>
      submitVerificationCode(input.code, { signal }),
    ),
    // POST /i/email_verification_requests (contract.md 7): 201, or 422 meaning contact support.
    requestVerificationEmail: fromPromise<void>(({ signal }) =>
      requestVerificationEmail({ signal }),
    ),
    // GET /i/registration_status: whether the address was verified elsewhere meanwhile.
    readVerifiedElsewhere: fromPromise<boolean>(async ({ signal }) =>
      isEmailDone((await getRegistrationStatus({ signal })).emailVerificationStatus),
    ),
  },
  actions: {
    assignCode: assign({
      code: (_, params: { code: string }) => toCodeDigits(params.code),
      codeError: null,
      formError: null,
    }),
    showCodeFormatError: assign({ codeError: emailVerificationOurCopy.codeFormat }),
    clearErrors: assign({ codeError: null, formError: null }),
    // product.md 5 / contract.md 5: the server's first message for the code (camelCased by the
    // normaliser; a plural key too), else the catalogue's 'The verification code is not valid.'
    // (contract.md 8), as the SMS code step does (decision 041; QA 13).
    showCodeRejected: assign({
      codeError: (_, params: { error: unknown }) => {
        const errors = fieldErrorsOf(params.error);
        return (
          errors.verificationCode ?? errors.verificationCodes ?? emailVerificationCopy.codeInvalid
        );
      },
    }),
    showSubmitError: assign({
      formError: (_, params: { error: unknown }) => errorMessage(params.error),
    }),
    clearResendNotice: assign({ resendNotice: null }),
    showResent: assign({
      resendNotice: { kind: 'success', text: emailVerificationCopy.resent },
    }),
    showContactSupport: assign({
      resendNotice: { kind: 'danger', text: emailVerificationCopy.contactSupport },
    }),
    showResendFailed: assign({
      resendNotice: { kind: 'danger', text: emailVerificationCopy.resendFailed },
    }),
    // contract.md 7 "Analytics": confirm_email_complete (method). A spawned child's emitted
    // events reach no listener, so the onboarding machine re-emits it as its own `analytics`.
    announceVerified: sendParent(
      (): StepAnalyticsEvent => ({
        type: 'step.analytics',
        name: 'confirm_email_complete',
        properties: { method: 'code' },
      }),
    ),
  },
  guards: {
    isTrue: (_, params: { value: unknown }) => params.value === true,
    isCodeComplete: ({ context }) => context.code.length === CODE_LENGTH,
    isCodeRejected: (_, params: { error: unknown }) => isStatus(params.error, 422),
    isContactSupport: (_, params: { error: unknown }) =>
      isStatus(params.error, 422) ||
      (isApiError(params.error) &&
        params.error.serverCode === 'CONTACT_SUPPORT_VERIFICATION_EMAIL'),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    route: input.route,
    email: input.registration?.email ?? null,
    code: '',
    // product.md 5: a code message another page's save got is shown at the code field.
    codeError: input.fieldErrors?.verificationCode ?? null,
    formError: null,
    resendNotice: null,
  }),
  initial: 'editing',
  output: () => ({ emailVerified: true as const }),
  states: {
    editing: {
      description:
        'The user types the 6-digit code from the email. The code is a secret: it is never mirrored to the onboarding machine nor persisted.',
      initial: 'idle',
      on: {
        'code.change': {
          actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) },
        },
        'code.submit': [
          {
            description: 'The code has its six digits: send it (a check under way is dropped).',
            guard: 'isCodeComplete',
            target: 'submitting',
            actions: ['clearErrors', 'clearResendNotice'],
          },
          { actions: 'showCodeFormatError' },
        ],
        'code.resend': { target: 'resending', actions: 'clearResendNotice' },
      },
      states: {
        idle: {
          on: { 'page.returned': { target: 'checkingElsewhere' } },
        },
        checkingElsewhere: {
          description:
            'The patron came back to the tab: GET /i/registration_status says whether the emailed link verified the address meanwhile (in another tab or on another device). The form stays as it is and usable while it asks; a failure or a "not yet" changes nothing (decision 007).',
          invoke: {
            src: 'readVerifiedElsewhere',
            onDone: [
              {
                description:
                  "Verified elsewhere: the step is done, as after an accepted code (its analytics were the other page's).",
                guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                target: '#emailVerification.verified',
              },
              { target: 'idle' },
            ],
            onError: { target: 'idle' },
          },
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      description:
        'POST /i/email_verifications with the typed code. A 422 shows the first message the server gives for the code at the field, else "The verification code is not valid." (product.md 5); the code stays as typed.',
      invoke: {
        src: 'submitVerificationCode',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'verified', actions: 'announceVerified' },
        onError: [
          {
            description:
              'The server rejected the code: show its message and let the patron type again.',
            guard: { type: 'isCodeRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showCodeRejected', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'showSubmitError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    resending: {
      tags: ['resending'],
      description:
        'POST /i/email_verification_requests: 201 says another email was sent; 422 (CONTACT_SUPPORT_VERIFICATION_EMAIL) asks the user to contact support; any other failure says the request failed (contract.md 8).',
      on: {
        'code.change': {
          actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) },
        },
      },
      invoke: {
        src: 'requestVerificationEmail',
        onDone: {
          description:
            "A new email, so a new code: the old code's error no longer applies (QA 3 L6).",
          target: 'editing',
          actions: ['showResent', 'clearErrors'],
        },
        onError: [
          {
            description:
              'Resending was refused with the contact-support answer: show that message (product.md 2).',
            guard: { type: 'isContactSupport', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'showContactSupport',
          },
          { target: 'editing', actions: 'showResendFailed' },
        ],
      },
    },
    verified: {
      description:
        'The server accepted the code (200), or says the address was verified elsewhere: the email is VERIFIED. The output {emailVerified: true} says so to the onboarding machine, which syncs; the server decides the next step (product.md 4.1).',
      type: 'final',
    },
  },
});
