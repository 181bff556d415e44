import { and, assign, cancel, fromPromise, not, raise, sendParent, setup } from 'xstate';
import { fieldErrorsOf, isApiError } from '../api/errors';
import { getPhoneNumber, savePhoneNumber, sendOneTimeCode, verifyOneTimeCode } from '../api/sms';
import { phoneVerification as phoneVerificationCopy } from '../copy/ours/phone-verification';
import { brand as brandCopy } from '../copy/spec/brand';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import { sms as smsCopy } from '../copy/spec/sms';
import { isPhoneNumber, phoneDigits } from './account-form';
import { SMS_EXIT_ROUTES, type SmsExitRoute } from './sms-exits';
import type { StepInput } from './step-contract';

/**
 * Phone number with SMS code (product.md 2.3 "SMS under /sms", 3 "SMS state", 4.5, 5;
 * contract.md 7 "SMS", 8 "Verification, SMS"). Two callers:
 *
 * - the onboarding machine spawns it as the step of `/signup/phone_number` with a StepInput
 *   (machines/step-registry.ts);
 * - the web personal-information machine invokes it with `{ phoneNumber, route }` (systemId `sms`)
 *   and waits for its final state.
 *
 * It loads the number on file (GET /i/phone_numbers), lets the user change it, saves a changed
 * number (PATCH /i/registration `phone_number: {number}`, see api/sms.ts `savePhoneNumber`),
 * sends a code by text or call, and verifies the 6-digit code. It ends in one of three final
 * states: `verified` (output `{ verified: true }`), or, as contract.md 8 says, `unableToSend` on
 * `invalid_number` and `locked` on `sms_pin_locked`, whose output names the page to leave to
 * (`{ exitRoute: '/sms/unable_to_send_code' }`, `{ exitRoute: '/sms/pin_locked' }`): the parent
 * turns that into its derived route and src/route-sync.ts navigates; this machine never does.
 *
 * The code is a secret held as every flow holds one (src/ui/otp-field.tsx): in context under
 * `code` from the keystroke to the accepted submit, redacted for the inspector, never mirrored
 * to the parent nor persisted. The draft mirrored to
 * the parent (`step.draft`) is the number's digits and the number a code was last sent to
 * (`codeSentTo`), so a reload on the code form returns to it without sending another code.
 */
export interface SmsInput {
  /** A number to start from (the personal-information machine passes what the user gave). */
  phoneNumber?: string | null;
  /** A link token for the calls, when the patron is not logged in (contract.md 7). */
  token?: string;
  /** What the user typed before a reload: `{ phoneNumber, codeSentTo }` (digits), never the code. */
  savedDraft?: Record<string, unknown> | null;
  /** The route the draft is mirrored under (`step.draft` to the parent, which both callers are). */
  route?: string;
  /** Names the brand in the incomplete-number message (product.md 5 "Registration copy"). */
  brandName?: string;
  /**
   * The registration's id, sent with the number's save as every sign-up step's update sends it
   * (decision 070): the personal-information machine passes the one it was given.
   */
  registrationId?: string | null;
  /**
   * Server messages handed over from another page's save (product.md 5: a 422 naming the phone
   * number goes to its page, the first message at the field), as a step's input carries them.
   */
  fieldErrors?: Record<string, string> | undefined;
}

/** Of a page's server messages, the phone number's (product.md 5), as this machine keeps it. */
export const phoneErrorOf = (
  errors: Record<string, string> | undefined,
): { phoneNumber?: string } => (errors?.phoneNumber ? { phoneNumber: errors.phoneNumber } : {});

export type SmsChannel = 'sms' | 'call';

/**
 * What the success banner says. contract.md 8 gives one text for a successful send by text,
 * 'Code resent successfully', and one for a call; the first send shows the same catalogue copy.
 */
export type SmsNotice = 'resent' | 'calling';

export interface SmsContext {
  route: string | null;
  token: string | null;
  brandName: string | null;
  /** The registration's id, sent with the number's save (decision 070); null when unknown. */
  registrationId: string | null;
  /** The number being entered: ten digits at most, shown as (XXX) XXX-XXXX. */
  phoneNumber: string;
  /** The number the server holds (null when none or unknown): a different one is saved first. */
  savedNumber: string | null;
  /** The number the last code was sent to (null before a send or after Change number). */
  codeSentTo: string | null;
  /**
   * The code being typed (src/ui/otp-field.tsx: one rule for every flow). A secret under the key
   * `code`, which the inspector redacts; never mirrored to the parent nor persisted, cleared
   * when the code is accepted and when the number changes.
   */
  code: string;
  /** Set on entry to a final exit state: the page the parent routes to (contract.md 8). */
  exitRoute: SmsExitRoute | null;
  channel: SmsChannel;
  notice: SmsNotice | null;
  fieldErrors: { phoneNumber?: string; pin?: string };
  /** A network or server failure, in the catalogue's words (shown in a banner). */
  formError: string | null;
  /**
   * The server refused another code (max_send_attempts): new codes wait a minute, as its message
   * says ('Please wait a minute and Resend code.'), and Resend and Call me send nothing until then
   * (decision 007).
   */
  sendPaused: boolean;
}

export type SmsEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'phone.edit' }
  /** The number on file could not be read: the patron asks for it again (QA account 8). */
  | { type: 'phone.retry' }
  | { type: 'code.send'; channel: SmsChannel }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  /** The minute after max_send_attempts has passed (a delayed event the machine sends itself). */
  | { type: 'code.sendAllowed' };

/** How long new codes wait after max_send_attempts: the minute its message asks for. */
export const SEND_PAUSE_MS = 60_000;

/** The final output: verified, or the page the parent should send the user to. */
export type SmsOutput = { verified: true } | { exitRoute: SmsExitRoute };

const SIX_DIGITS = /^\d{6}$/;

/** Keeps the digits of a typed code, at most six (the SMS code is 6 digits, product.md 5). */
function codeDigits(typed: string): string {
  // NFKC: full-width digits count as digits (decision 079).
  return typed.normalize('NFKC').replace(/\D/g, '').slice(0, 6);
}

function sentNumber(input: SmsInput): string | null {
  const sent = input.savedDraft?.codeSentTo;
  return typeof sent === 'string' && phoneDigits(sent).length === 10 ? phoneDigits(sent) : null;
}

function initialNumber(input: SmsInput): string {
  const draft = input.savedDraft?.phoneNumber;
  if (typeof draft === 'string' && draft) return phoneDigits(draft);
  return input.phoneNumber ? phoneDigits(input.phoneNumber) : '';
}

const serverCodeOf = (error: unknown) => (isApiError(error) ? error.serverCode : null);
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;
const isValidation = (error: unknown) =>
  isApiError(error) && error.status === 422 && !error.serverCode;

export const smsMachine = setup({
  types: {} as {
    context: SmsContext;
    events: SmsEvent;
    input: SmsInput | StepInput;
    output: SmsOutput;
  },
  actors: {
    fetchPhoneNumber: fromPromise<{ phoneNumber: string | null }, { token: string | null }>(
      ({ input, signal }) => getPhoneNumber(input.token ? { token: input.token } : {}, { signal }),
    ),
    savePhoneNumber: fromPromise<void, { number: string; id: string | null }>(({ input, signal }) =>
      savePhoneNumber(input, { signal }),
    ),
    sendCode: fromPromise<void, { channel: SmsChannel; token: string | null }>(
      ({ input, signal }) =>
        sendOneTimeCode(
          input.token ? { channel: input.channel, token: input.token } : { channel: input.channel },
          { signal },
        ),
    ),
    verifyCode: fromPromise<void, { pin: string; token: string | null }>(({ input, signal }) =>
      verifyOneTimeCode(input.token ? { pin: input.pin, token: input.token } : { pin: input.pin }, {
        signal,
      }),
    ),
  },
  actions: {
    assignLoadedNumber: assign({
      phoneNumber: ({ context }, params: { phoneNumber: string | null }) =>
        context.codeSentTo || context.phoneNumber || phoneDigits(params.phoneNumber ?? ''),
      savedNumber: (_, params: { phoneNumber: string | null }) =>
        params.phoneNumber ? phoneDigits(params.phoneNumber) : null,
    }),
    updatePhoneNumber: assign(({ context }, params: { value: string }) => {
      const { phoneNumber: _cleared, ...fieldErrors } = context.fieldErrors;
      return { phoneNumber: phoneDigits(params.value), fieldErrors };
    }),
    /** Mirrors the digits (never the code) so a reload restores them (machines/step-contract.ts). */
    mirrorDraft: sendParent(({ context }) => ({
      type: 'step.draft' as const,
      route: context.route ?? '',
      draft: { phoneNumber: context.phoneNumber, codeSentTo: context.codeSentTo },
    })),
    markCodeSent: assign({ codeSentTo: ({ context }) => context.phoneNumber }),
    forgetCodeSent: assign({ codeSentTo: null, code: '' }),
    assignCode: assign({
      code: (_, params: { code: string }) => codeDigits(params.code),
      fieldErrors: ({ context }) => {
        const { pin: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    forgetCode: assign({ code: '' }),
    assignExitRoute: assign({ exitRoute: (_, params: { route: SmsExitRoute }) => params.route }),
    showIncompleteNumber: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        phoneNumber: context.brandName
          ? brandCopy.requiresValidPhone(context.brandName)
          : phoneVerificationCopy.phoneIncomplete,
      }),
    }),
    showIncompleteCode: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        pin: phoneVerificationCopy.codeIncomplete,
      }),
    }),
    assignChannel: assign({ channel: (_, params: { channel: SmsChannel }) => params.channel }),
    clearMessages: assign({ fieldErrors: {}, formError: null, notice: null }),
    markNumberSaved: assign({ savedNumber: ({ context }) => context.phoneNumber }),
    // contract.md 8: a send by text says 'Code resent successfully' (the first one too: the
    // catalogue has no other text), a call says it is coming.
    announceSent: assign({
      notice: ({ context }): SmsNotice => (context.channel === 'call' ? 'calling' : 'resent'),
    }),
    assignFormError: assign({
      formError: (_, params: { error: unknown }) => messageOf(params.error),
    }),
    assignTooMany: assign({ formError: smsCopy.tooMany }),
    pauseSending: assign({ sendPaused: true }),
    // A second refusal restarts the minute (a number saved and sent to while paused).
    cancelSendPause: cancel('send-pause'),
    allowSendingAfterAMinute: raise(
      { type: 'code.sendAllowed' },
      { id: 'send-pause', delay: SEND_PAUSE_MS },
    ),
    allowSending: assign({ sendPaused: false }),
    assignPhoneError: assign({
      fieldErrors: ({ context }, params: { error: unknown }) => {
        const errors = fieldErrorsOf(params.error);
        return {
          ...context.fieldErrors,
          phoneNumber:
            errors.phoneNumber ?? Object.values(errors)[0] ?? phoneVerificationCopy.phoneIncomplete,
        };
      },
    }),
    // product.md 5: the first server message for the field, else 'The verification code is not valid.'
    assignPinError: assign({
      fieldErrors: ({ context }, params: { error: unknown }) => {
        const errors = fieldErrorsOf(params.error);
        return {
          ...context.fieldErrors,
          pin: errors.pin ?? Object.values(errors)[0] ?? emailVerificationCopy.codeInvalid,
        };
      },
    }),
    /**
     * contract.md 8: a locked pin "leads to native login (in an app or frame)". A port:
     * src/onboarding-actor.ts (`withStepPorts`) provides it, also inside the personal-information
     * machine's SMS child, with bridge/native-calls.ts `showLoginPage` (the native page when the
     * wrapper lists `native_login`, else the same-named message to an allowed parent frame). The
     * default does nothing: the locked page (/sms/pin_locked) shows in any case.
     */
    openNativeLogin: () => {},
  },
  guards: {
    isCompleteNumber: ({ context }) => isPhoneNumber(context.phoneNumber),
    // A reload on the code form: a code already went to this number, so none is sent again.
    // A message about the number (handed over from another page) shows on the number's form.
    hasCodeSent: ({ context }) => context.codeSentTo !== null && !context.fieldErrors.phoneNumber,
    // The read of the number on file failed (or found none): asking again may find it.
    hasNoNumberOnFile: ({ context }) => context.savedNumber === null,
    // Saving needs a session: with a link token the number on file is the one used.
    needsSaving: ({ context }) => !context.token && context.phoneNumber !== context.savedNumber,
    isCompleteCode: ({ context }) => SIX_DIGITS.test(context.code),
    isInvalidNumber: (_, params: { error: unknown }) =>
      serverCodeOf(params.error) === 'invalid_number',
    isTooManySends: (_, params: { error: unknown }) =>
      serverCodeOf(params.error) === 'max_send_attempts',
    isSendPaused: ({ context }) => context.sendPaused,
    isPinLocked: (_, params: { error: unknown }) => serverCodeOf(params.error) === 'sms_pin_locked',
    isRejected: (_, params: { error: unknown }) => isValidation(params.error),
  },
}).createMachine({
  id: 'sms',
  context: ({ input }) => ({
    route: input.route ?? null,
    token: ('token' in input && input.token) || null,
    brandName: input.brandName ?? null,
    // A step of its own (/signup/phone_number) has the registration; a caller passes its id.
    registrationId:
      ('registration' in input ? input.registration?.id : input.registrationId) ?? null,
    phoneNumber: initialNumber(input),
    savedNumber: null,
    codeSentTo: sentNumber(input),
    code: '',
    exitRoute: null,
    channel: 'sms',
    notice: null,
    fieldErrors: phoneErrorOf(input.fieldErrors),
    formError: null,
    sendPaused: false,
  }),
  on: {
    'code.sendAllowed': { actions: 'allowSending' },
  },
  initial: 'loadingNumber',
  // Three final states: an exit route names the page to leave to, else the code was accepted.
  output: ({ context }): SmsOutput =>
    context.exitRoute ? { exitRoute: context.exitRoute } : { verified: true },
  states: {
    loadingNumber: {
      description: 'Reads the number on file (GET /i/phone_numbers) to prefill the form.',
      tags: ['loading'],
      invoke: {
        src: 'fetchPhoneNumber',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            description:
              'A code was already sent to this number in this sign-up (after a reload): go straight to the code form, sending nothing new.',
            guard: 'hasCodeSent',
            target: 'code',
            actions: {
              type: 'assignLoadedNumber',
              params: ({ event }) => ({ phoneNumber: event.output.phoneNumber }),
            },
          },
          {
            target: 'number',
            actions: {
              type: 'assignLoadedNumber',
              params: ({ event }) => ({ phoneNumber: event.output.phoneNumber }),
            },
          },
        ],
        // Without the number on file the user can still type one (or enter the code already
        // sent, after a reload); the failure is shown.
        onError: [
          {
            description:
              'A code was already sent to this number in this sign-up (after a reload): go straight to the code form, sending nothing new.',
            guard: 'hasCodeSent',
            target: 'code',
            actions: { type: 'assignFormError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'number',
            actions: { type: 'assignFormError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    number: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.retry': {
              description:
                'The number on file could not be read: ask for it again (the code pages of a login or a reset link have no other way on). What was typed stays.',
              guard: 'hasNoNumberOnFile',
              target: '#sms.loadingNumber',
              actions: 'clearMessages',
            },
            'phone.change': {
              actions: [
                { type: 'updatePhoneNumber', params: ({ event }) => ({ value: event.value }) },
                'mirrorDraft',
              ],
            },
            'code.send': [
              {
                description:
                  'The number is not a valid US or Canadian number: show the field error.',
                guard: not('isCompleteNumber'),
                actions: 'showIncompleteNumber',
              },
              {
                description:
                  'Within the minute after max_send_attempts, to the same number: send nothing, and say again to wait.',
                guard: and(['isSendPaused', not('needsSaving')]),
                actions: ['clearMessages', 'assignTooMany'],
              },
              {
                description:
                  'The number differs from the one on the account: save it before sending the code.',
                guard: 'needsSaving',
                target: 'saving',
                actions: [
                  'clearMessages',
                  { type: 'assignChannel', params: ({ event }) => ({ channel: event.channel }) },
                ],
              },
              {
                target: 'sending',
                actions: [
                  'clearMessages',
                  { type: 'assignChannel', params: ({ event }) => ({ channel: event.channel }) },
                ],
              },
            ],
          },
        },
        saving: {
          description:
            'A number that differs from the one on file is saved first (PATCH /i/registration); it stays pending until a code sent to it is verified.',
          tags: ['submitting'],
          invoke: {
            src: 'savePhoneNumber',
            input: ({ context }) => ({ number: context.phoneNumber, id: context.registrationId }),
            onDone: { target: 'sending', actions: 'markNumberSaved' },
            onError: [
              {
                description:
                  'The server rejected the number or the code: show its message and let the patron correct it.',
                guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'assignPhoneError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignFormError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        sending: {
          tags: ['submitting'],
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ channel: context.channel, token: context.token }),
            onDone: {
              target: '#sms.code',
              actions: ['announceSent', 'markCodeSent', 'mirrorDraft'],
            },
            onError: [
              {
                description:
                  'The server cannot send to this number (invalid_number): go to the unable-to-send page (product.md 2).',
                guard: { type: 'isInvalidNumber', params: ({ event }) => ({ error: event.error }) },
                target: '#sms.unableToSend',
              },
              {
                description: 'Too many codes were sent: show the catalogue message and wait.',
                guard: { type: 'isTooManySends', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  'assignTooMany',
                  'pauseSending',
                  'cancelSendPause',
                  'allowSendingAfterAMinute',
                ],
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignFormError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.edit': {
              target: '#sms.number',
              actions: ['clearMessages', 'forgetCodeSent', 'mirrorDraft'],
            },
            'code.send': [
              {
                description:
                  'Within the minute after max_send_attempts: send nothing, and say again to wait.',
                guard: 'isSendPaused',
                actions: ['clearMessages', 'assignTooMany'],
              },
              {
                target: 'resending',
                actions: [
                  'clearMessages',
                  { type: 'assignChannel', params: ({ event }) => ({ channel: event.channel }) },
                ],
              },
            ],
            'code.change': {
              actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) },
            },
            'code.submit': [
              {
                description: 'The code has its six digits: verify it.',
                guard: 'isCompleteCode',
                target: 'verifying',
                actions: 'clearMessages',
              },
              { actions: 'showIncompleteCode' },
            ],
          },
        },
        resending: {
          tags: ['submitting'],
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ channel: context.channel, token: context.token }),
            onDone: {
              target: 'editing',
              actions: ['announceSent', 'markCodeSent', 'mirrorDraft'],
            },
            onError: [
              {
                description:
                  'The server cannot send to this number (invalid_number): go to the unable-to-send page (product.md 2).',
                guard: { type: 'isInvalidNumber', params: ({ event }) => ({ error: event.error }) },
                target: '#sms.unableToSend',
              },
              {
                description: 'Too many codes were sent: show the catalogue message and wait.',
                guard: { type: 'isTooManySends', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  'assignTooMany',
                  'pauseSending',
                  'cancelSendPause',
                  'allowSendingAfterAMinute',
                ],
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignFormError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        verifying: {
          description:
            'PATCH /i/sms/verify_one_time_code with the typed code as pin (202). The code lives in context only until it is accepted; a rejected code stays as typed.',
          tags: ['submitting'],
          invoke: {
            src: 'verifyCode',
            input: ({ context }) => ({ pin: context.code, token: context.token }),
            onDone: { target: '#sms.verified', actions: 'forgetCode' },
            onError: [
              {
                description: 'Too many wrong codes (sms_pin_locked): go to the pin-locked page.',
                guard: { type: 'isPinLocked', params: ({ event }) => ({ error: event.error }) },
                target: '#sms.locked',
              },
              {
                description:
                  'The server rejected the number or the code: show its message and let the patron correct it.',
                guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'assignPinError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignFormError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    unableToSend: {
      description:
        'contract.md 8: invalid_number leads to the invalid-number page. Final: the output names /sms/unable_to_send_code for the parent to route to; the number sent to is forgotten, so sign-up resumes at the number form.',
      type: 'final',
      entry: [
        'forgetCodeSent',
        'mirrorDraft',
        { type: 'assignExitRoute', params: { route: SMS_EXIT_ROUTES.unableToSend } },
      ],
    },
    locked: {
      description:
        'contract.md 8: sms_pin_locked leads to the native login (in an app or frame) or the locked page. Final: the output names /sms/pin_locked for the parent to route to; no more codes can be tried.',
      type: 'final',
      entry: [
        'openNativeLogin',
        { type: 'assignExitRoute', params: { route: SMS_EXIT_ROUTES.locked } },
      ],
    },
    verified: {
      description: 'The code was accepted (202): the server settles the pending phone number.',
      type: 'final',
    },
  },
});
