import { and, assign, fromPromise, type NonReducibleUnknown, sendParent, setup } from 'xstate';
import { FEATURE_FLAGS } from '../api/domain';
import { fieldErrorsOf, messageOf } from '../api/errors';
import { isFlagEnabled } from '../api/lists';
import type { PromotionCodeCheck } from '../api/promotions';
import type { PreRegistration, PreRegistrationPayload } from '../api/registration';
import { unseenAccount as unseenAccountCopy } from '../copy/ours/session';
import { createAccount as createAccountCopy, form as formCopy } from '../copy/ours/sign-up';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import { phoneDigits, validateAccount } from './account-form';
import {
  type AccountDraftEvent,
  type Availability,
  type CreateAccountContext,
  type CreateAccountEvent,
  type CreateAccountInput,
  initialCreateAccountContext,
  promotionalConsentPolicy,
  type ReferenceData,
  type ReferenceLoadedEvent,
  requiredPolicies,
  withDraftChange,
  withSecretChange,
} from './create-account.context';
import {
  PRE_REGISTRATION_FIELDS,
  PRE_REGISTRATION_PAGES,
  type PreRegistrationPage,
  preRegistrationErrors,
  preRegistrationPageForErrors,
} from './pre-registration';

export {
  type AccountDraftEvent,
  type Availability,
  type CreateAccountContext,
  type CreateAccountEvent,
  type CreateAccountInput,
  promotionalConsentPolicy,
  type ReferenceData,
  type ReferenceLoadedEvent,
  requiredPolicies,
};

/**
 * Create Your Account (product.md 3 "Pre-registration form", 5): the first screen. The onboarding
 * machine invokes it as the child `createAccount` (systemId `createAccount`) while the account
 * does not exist; screens read it through create-account.selectors.ts and send the events below.
 * The form is usable at once: the reference data (flags, regions, policies) loads alongside, in
 * the `reference` region, and only the fields that need it wait (issue 9, "shell first").
 * It reaches its final state when the account exists (the policies are known by then); the parent
 * then syncs, and the password goes with this actor.
 */

/** The exact POST /i/pre_registrations payload (contract.md 7) built from the form. */
export function buildPreRegistrationPayload(context: CreateAccountContext): PreRegistrationPayload {
  const { draft, secrets, reference } = context;
  const consent = promotionalConsentPolicy(reference);
  const accepted = requiredPolicies(reference)
    .filter((p) => draft.acceptedPolicyIds.includes(p.id))
    .map((p) => ({ policyId: p.id }));
  if (consent && draft.receivePromotionalEmails) accepted.push({ policyId: consent.id });
  const digits = phoneDigits(draft.phoneNumber);
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    receiveLoginEmails: draft.receiveLoginEmails,
    strongAuthEnabled: draft.strongAuthEnabled,
    username: draft.username.trim(),
    email: draft.email.trim(),
    password: secrets.password,
    policyAcceptances: accepted,
    phoneNumber: digits ? { number: digits } : null,
    // contract.md 7: a referral travels as referral_code with an empty promotion_code.
    ...(context.codeCheck?.type === 'referral'
      ? { promotionCode: '', referralCode: context.codeCheck.code }
      : { promotionCode: draft.promoCode.trim() }),
  };
}

/**
 * The fields of `draft` not yet confirmed free: all of them on submit; on Continue, those of the
 * page and of the pages before it (after a reload none is confirmed, and the browser's Forward
 * needs them all confirmed, QA 20); one page's for the Forward check.
 */
function uncheckedFields(
  context: CreateAccountContext,
  scope: 'page' | 'all' | PreRegistrationPage,
) {
  const asks = (field: 'email' | 'username') =>
    scope === 'all' ||
    scope === field ||
    (scope === 'page' &&
      PRE_REGISTRATION_PAGES.indexOf(field) <= PRE_REGISTRATION_PAGES.indexOf(context.page));
  const wanted: Availability = {};
  const email = context.draft.email.trim();
  const username = context.draft.username.trim();
  if (asks('email') && email && context.available.email !== email) wanted.email = email;
  if (asks('username') && username && context.available.username !== username)
    wanted.username = username;
  return wanted;
}

/**
 * Whether the patron may go straight to a later page (the browser's Forward, QA 3 mobile L7):
 * every page before it is valid as it stands, and the server has confirmed the email and username
 * as they are now, as Continue on each page would have.
 */
function canSkipTo(context: CreateAccountContext, page: PreRegistrationPage): boolean {
  const wanted = PRE_REGISTRATION_PAGES.indexOf(page);
  return PRE_REGISTRATION_PAGES.slice(0, wanted).every(
    (before) =>
      Object.keys(pageErrors(context, before)).length === 0 &&
      Object.keys(uncheckedFields(context, before)).length === 0,
  );
}

function pageErrors(context: CreateAccountContext, page: PreRegistrationPage | 'all') {
  const errors = validateAccount(
    context.draft,
    context.secrets,
    {
      brandName: context.brandName,
      requiredPolicyIds: requiredPolicies(context.reference).map((p) => p.id),
      passwordNotKept: context.passwordNotKept,
    },
    page === 'all' ? undefined : PRE_REGISTRATION_FIELDS[page],
  );
  if (
    !errors.email &&
    (page === 'all' || page === 'email') &&
    context.emailsInUse.includes(emailKey(context.draft.email))
  )
    errors.email = emailVerificationCopy.emailInUse;
  if (
    !errors.username &&
    (page === 'all' || PRE_REGISTRATION_FIELDS[page].includes('username')) &&
    context.usernamesTaken.includes(context.draft.username.trim())
  )
    errors.username = formCopy.usernameTaken;
  return errors;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** The form's message when the email just found in use is the one a timed-out create sent. */
const mayExistError = (context: CreateAccountContext, email: unknown) =>
  typeof email === 'string' && context.timedOutEmail === emailKey(email)
    ? { formError: unseenAccountCopy.mayExist }
    : {};

/** The emails in use, with the one a check or a submit just found taken. */
const withEmailInUse = (context: CreateAccountContext, email: string) => ({
  emailsInUse: [...context.emailsInUse, emailKey(email)],
});

/** The usernames taken, with the one a check or a submit just found taken. */
const withUsernameTaken = (context: CreateAccountContext, username: string) => ({
  usernamesTaken: [...context.usernamesTaken, username.trim()],
});

const nextPage = (page: PreRegistrationPage): PreRegistrationPage =>
  PRE_REGISTRATION_PAGES[PRE_REGISTRATION_PAGES.indexOf(page) + 1] ?? page;

/** An actor whose implementation src/onboarding-actor.ts (or a test) provides by name. */
const provided = <TOutput, TInput = NonReducibleUnknown>() =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error('not provided')));

const availabilityParams =
  (scope: 'page' | 'all') =>
  ({ context, event }: { context: CreateAccountContext; event: { output: Availability } }) => ({
    checked: uncheckedFields(context, scope),
    result: event.output,
  });

/**
 * On the web page, an email or username the patron leaves, well-formed and not yet confirmed, is
 * checked in the background: the submit then needs no round trip for it (issue 17 item 2,
 * decision 007). Only what the server says is kept; an answer shows nothing and moves no focus
 * while the patron types elsewhere, and a taken value is refused, with its message, at the submit.
 */
const leaveCheck = (field: 'email' | 'username') => ({
  initial: 'idle' as const,
  states: {
    idle: {
      on: {
        'field.leave': {
          description: `The patron leaves the ${field}, well-formed and not yet confirmed free, on the web page: ask about it.`,
          guard: {
            type: 'shouldCheckOnLeave' as const,
            params: ({ event }: { event: CreateAccountEvent }) => ({ event, field }),
          },
          target: 'checking',
        },
      },
    },
    checking: {
      description: `The ${field} left is asked about (POST /i/${field}_availability); a change to it drops the question, a failure is ignored (the submit asks again).`,
      on: {
        'draft.change': {
          description: `The patron changes the ${field}: the answer would be about another value.`,
          guard: {
            type: 'isField' as const,
            params: ({ event }: { event: CreateAccountEvent }) => ({ event, field }),
          },
          target: 'idle',
          // Taken here, the event goes no further up: the form's own change runs here too.
          actions: ['updateDraft' as const, 'mirrorDraft' as const],
        },
      },
      invoke: {
        src: 'checkAvailability' as const,
        input: ({ context }: { context: CreateAccountContext }) => ({
          [field]: context.draft[field].trim(),
        }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'keepLeaveCheck' as const,
            params: ({ event }: { event: { output: Availability } }) => ({
              field,
              result: event.output,
            }),
          },
        },
        onError: { target: 'idle' },
      },
    },
  },
});

export const createAccountMachine = setup({
  types: {} as {
    context: CreateAccountContext;
    events: CreateAccountEvent;
    input: CreateAccountInput;
  },
  actors: {
    loadReferenceData: provided<ReferenceData>(),
    submitPreRegistration: provided<PreRegistration, { payload: PreRegistrationPayload }>(),
    checkPromotionCode: provided<PromotionCodeCheck, { code: string; referralFlag: boolean }>(),
    checkAvailability: provided<Availability, Availability>(),
    /** Whether the account now exists (the registration status answers for this session). */
    checkAccountExists: provided<boolean>(),
  },
  actions: {
    assignReference: assign({
      reference: (_, params: { data: ReferenceData }) => params.data,
      referenceError: null,
    }),
    assignReferenceError: assign({
      referenceError: (_, params: { error: unknown }) => messageOf(params.error),
    }),
    shareReference: sendParent(
      ({ context }): ReferenceLoadedEvent => ({
        type: 'reference.loaded',
        reference: context.reference as ReferenceData,
      }),
    ),
    // Provided by src/onboarding-actor.ts: the error reporter.
    reportReferenceError: () => {},
    clearFormError: assign({ formError: null }),
    updateDraft: assign(({ context, event }) =>
      event.type === 'draft.change' ? withDraftChange(context, event) : {},
    ),
    updateSecret: assign(({ context, event }) =>
      event.type === 'secret.change' ? withSecretChange(context, event) : {},
    ),
    // The parent persists the draft and page (src/onboarding-persistence.ts); never the secrets.
    mirrorDraft: sendParent(
      ({ context }): AccountDraftEvent => ({
        type: 'account.draft',
        draft: context.draft,
        page: context.page,
      }),
    ),
    // An email in use is a catalogue message (product.md 5); a taken username is ours.
    assignAvailability: assign(
      ({ context }, params: { checked: Availability; result: Availability }) => {
        const taken: Record<string, string> = {};
        const available = { ...context.available };
        for (const field of ['email', 'username'] as const) {
          const value = params.checked[field];
          if (typeof value !== 'string') continue;
          if (params.result[field] === false)
            taken[field] =
              field === 'email' ? emailVerificationCopy.emailInUse : formCopy.usernameTaken;
          else available[field] = value;
        }
        const anyTaken = Object.keys(taken).length > 0;
        return {
          ...(taken.email
            ? {
                ...withEmailInUse(context, params.checked.email as string),
                ...mayExistError(context, params.checked.email),
              }
            : {}),
          ...(taken.username ? withUsernameTaken(context, params.checked.username as string) : {}),
          fieldErrors: { ...context.fieldErrors, ...taken },
          available,
          page:
            anyTaken && context.layout !== 'web'
              ? preRegistrationPageForErrors(taken)
              : context.page,
        };
      },
    ),
    keepLeaveCheck: assign(
      ({ context }, params: { field: 'email' | 'username'; result: Availability }) => {
        const value = context.draft[params.field].trim();
        if (params.result[params.field] !== false)
          return { available: { ...context.available, [params.field]: value } };
        return params.field === 'email'
          ? withEmailInUse(context, value)
          : withUsernameTaken(context, value);
      },
    ),
    assignCodeCheck: assign({
      codeCheck: ({ context }, params: { check: PromotionCodeCheck }) => ({
        code: context.draft.promoCode.trim(),
        type: params.check.type === 'referral' ? 'referral' : 'promotion',
      }),
    }),
    // product.md 5: available false is an invalid code: the server's message, or 'Invalid Code'.
    rejectCode: assign(({ context }, params: { check: PromotionCodeCheck }) => ({
      fieldErrors: {
        ...context.fieldErrors,
        promotionCode: params.check.message || networkCopy.invalidCode,
      },
      page: 'promo' as const,
    })),
    // Provided by src/onboarding-actor.ts: product analytics (contract.md 7 kyc_promo_error).
    announceInvalidCode: () => {},
    // Provided by src/onboarding-actor.ts: the code's success message, on the next page.
    announceCodeApplied: () => {},
    showPageErrors: assign({ fieldErrors: ({ context }) => pageErrors(context, context.page) }),
    showAllErrors: assign(({ context }) => {
      const fieldErrors = pageErrors(context, 'all');
      return {
        fieldErrors,
        page: context.layout === 'web' ? context.page : preRegistrationPageForErrors(fieldErrors),
      };
    }),
    refuseBeforePolicies: assign({ formError: createAccountCopy.policiesNotLoaded }),
    // A server that made the account but whose answer did not arrive: its session cookie came on
    // that answer, so the check cannot see the account, and the email is in use at the retry.
    noteTimedOutEmail: assign({ timedOutEmail: ({ context }) => emailKey(context.draft.email) }),
    // The page left is valid; a server message for a page still ahead stays until it is fixed.
    goToNextPage: assign(({ context }) => ({
      page: nextPage(context.page),
      fieldErrors: Object.fromEntries(
        Object.entries(context.fieldErrors).filter(
          ([key]) => !PRE_REGISTRATION_FIELDS[context.page].includes(key),
        ),
      ),
    })),
    visitPage: assign({ page: (_, params: { page: PreRegistrationPage }) => params.page }),
    assignSubmitError: assign(({ context }, params: { error: unknown }) => {
      const [fieldErrors, unshown] = preRegistrationErrors(fieldErrorsOf(params.error));
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      const emailInUse = fieldErrors.email === emailVerificationCopy.emailInUse;
      return {
        // product.md 5: this message records the email as in use.
        ...(emailInUse ? withEmailInUse(context, context.draft.email) : {}),
        fieldErrors,
        formError: unshown ?? (hasFieldErrors ? null : messageOf(params.error)),
        ...(emailInUse && !unshown ? mayExistError(context, context.draft.email) : {}),
        page: hasFieldErrors ? preRegistrationPageForErrors(fieldErrors) : context.page,
      };
    }),
  },
  guards: {
    isPageValid: ({ context }) => Object.keys(pageErrors(context, context.page)).length === 0,
    isFormValid: ({ context }) => Object.keys(pageErrors(context, 'all')).length === 0,
    hasPolicies: ({ context }) => context.reference !== null,
    isEarlierPage: ({ context }, params: { page: PreRegistrationPage }) =>
      PRE_REGISTRATION_PAGES.indexOf(params.page) <= PRE_REGISTRATION_PAGES.indexOf(context.page),
    isReachablePage: ({ context }, params: { page: PreRegistrationPage }) =>
      canSkipTo(context, params.page),
    needsPageAvailability: ({ context }) =>
      context.layout !== 'web' && Object.keys(uncheckedFields(context, 'page')).length > 0,
    needsAvailability: ({ context }) => Object.keys(uncheckedFields(context, 'all')).length > 0,
    isAllAvailable: (_, params: { result: Availability }) =>
      params.result.email !== false && params.result.username !== false,
    needsCodeCheck: ({ context }) =>
      context.draft.promoCode.trim() !== '' &&
      context.codeCheck?.code !== context.draft.promoCode.trim(),
    isCodeAvailable: (_, params: { check: PromotionCodeCheck }) => params.check.available,
    isTimeout: (_, params: { error: unknown }) =>
      (params.error as { code?: string } | null)?.code === 'TIMEOUT_ERROR',
    isTrue: (_, params: { value: boolean }) => params.value,
    isField: (_, params: { event: CreateAccountEvent; field: string }) =>
      'field' in params.event && params.event.field === params.field,
    shouldCheckOnLeave: (
      { context },
      params: { event: CreateAccountEvent; field: 'email' | 'username' },
    ) =>
      context.layout === 'web' &&
      'field' in params.event &&
      params.event.field === params.field &&
      !pageErrors(context, 'all')[params.field] &&
      params.field in uncheckedFields(context, 'all'),
  },
}).createMachine({
  id: 'createAccount',
  context: ({ input }) => initialCreateAccountContext(input),
  type: 'parallel',
  states: {
    reference: {
      description:
        'Feature flags, regions and the current policies load while the form is already shown; only the policy checkboxes wait for them. The onboarding machine gets a copy (reference.loaded).',
      initial: 'loading',
      states: {
        loading: {
          tags: ['referenceLoading'],
          invoke: {
            src: 'loadReferenceData',
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignReference', params: ({ event }) => ({ data: event.output }) },
                'shareReference',
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'assignReferenceError', params: ({ event }) => ({ error: event.error }) },
                'reportReferenceError',
              ],
            },
          },
        },
        failed: {
          description: 'The message shows at the policies; a retry keeps everything typed.',
          on: { 'reference.retry': 'loading' },
        },
        ready: { type: 'final' },
      },
    },
    form: {
      description:
        'Nothing typed is lost on a server error; the password lives only in memory until the submit succeeds.',
      initial: 'editing',
      states: {
        editing: {
          // Every way back to the form may have moved the page or changed errors: mirror once.
          entry: 'mirrorDraft',
          type: 'parallel',
          states: { emailCheck: leaveCheck('email'), usernameCheck: leaveCheck('username') },
          on: {
            'draft.change': { actions: ['updateDraft', 'mirrorDraft'] },
            'secret.change': { actions: 'updateSecret' },
            'page.next': [
              {
                description:
                  'The page is valid, and the email or username on it or on a page before it is not yet confirmed free by the server (after a reload none is, QA 20): check them before going on.',
                guard: and(['isPageValid', 'needsPageAvailability']),
                target: 'checkingPage',
                actions: 'clearFormError',
              },
              {
                description: 'The page is valid and needs no server check: go to the next page.',
                guard: 'isPageValid',
                actions: ['clearFormError', 'goToNextPage', 'mirrorDraft'],
              },
              { actions: 'showPageErrors' },
            ],
            'page.visit': [
              {
                description:
                  'The progress bar or the browser asks for a page already passed: go back to it.',
                guard: { type: 'isEarlierPage', params: ({ event }) => ({ page: event.page }) },
                actions: [
                  { type: 'visitPage', params: ({ event }) => ({ page: event.page }) },
                  'mirrorDraft',
                ],
              },
              {
                description:
                  "The browser's Forward asks for a later page: go there when every page before it is done as it stands (never forward past a page not done).",
                guard: { type: 'isReachablePage', params: ({ event }) => ({ page: event.page }) },
                actions: [
                  { type: 'visitPage', params: ({ event }) => ({ page: event.page }) },
                  'mirrorDraft',
                ],
              },
            ],
            'account.submit': [
              {
                description:
                  'An acceptance list is complete only once the policies are known: until then the submit is refused with a message.',
                guard: 'hasPolicies',
                target: 'validating',
              },
              { actions: 'refuseBeforePolicies' },
            ],
          },
        },
        validating: {
          always: [
            {
              description:
                'The whole form is valid and the email or username still needs the server availability check.',
              guard: and(['isFormValid', 'needsAvailability']),
              target: 'checkingAccount',
              actions: 'clearFormError',
            },
            {
              description:
                'The whole form is valid and a promo or referral code was typed: check the code first.',
              guard: and(['isFormValid', 'needsCodeCheck']),
              target: 'checkingCode',
              actions: 'clearFormError',
            },
            {
              description:
                'The whole form is valid and nothing needs checking: create the account.',
              guard: 'isFormValid',
              target: 'submitting',
              actions: 'clearFormError',
            },
            { target: 'editing', actions: 'showAllErrors' },
          ],
        },
        checkingPage: {
          tags: ['submitting'],
          description:
            'Continue first asks whether the email and username typed so far are free (POST /i/email_availability, /i/username_availability), each until the server has said so once; a taken one shows its page; a failed check does not block: the submit re-validates.',
          on: {
            'page.visit': {
              description:
                "The browser's Back while the check runs: the check is dropped and the earlier page shows.",
              guard: { type: 'isEarlierPage', params: ({ event }) => ({ page: event.page }) },
              target: 'editing',
              actions: { type: 'visitPage', params: ({ event }) => ({ page: event.page }) },
            },
          },
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => uncheckedFields(context, 'page'),
            onDone: [
              {
                description:
                  'The server says the email and username are free: go on to the next page.',
                guard: {
                  type: 'isAllAvailable',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'editing',
                actions: [
                  { type: 'assignAvailability', params: availabilityParams('page') },
                  'goToNextPage',
                ],
              },
              {
                target: 'editing',
                actions: { type: 'assignAvailability', params: availabilityParams('page') },
              },
            ],
            onError: { target: 'editing', actions: 'goToNextPage' },
          },
        },
        checkingAccount: {
          tags: ['submitting'],
          description:
            'Before the submit, the email and username not yet confirmed free are checked.',
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => uncheckedFields(context, 'all'),
            onDone: [
              {
                description: 'The server says the email and username are free.',
                guard: {
                  type: 'isAllAvailable',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'checkedAccount',
                actions: { type: 'assignAvailability', params: availabilityParams('all') },
              },
              {
                target: 'editing',
                actions: { type: 'assignAvailability', params: availabilityParams('all') },
              },
            ],
            onError: { target: 'checkedAccount' },
          },
        },
        checkedAccount: {
          always: [
            {
              description:
                'A promo or referral code was typed: check it before creating the account.',
              guard: 'needsCodeCheck',
              target: 'checkingCode',
            },
            { target: 'submitting' },
          ],
        },
        checkingCode: {
          tags: ['submitting'],
          description:
            'Checks the promo or referral code first (the referral_code flag selects the call): available true is valid, false invalid, anything else an error (product.md 5).',
          invoke: {
            src: 'checkPromotionCode',
            input: ({ context }) => ({
              code: context.draft.promoCode.trim(),
              referralFlag: isFlagEnabled(
                context.reference?.flags ?? [],
                FEATURE_FLAGS.referralCode,
              ),
            }),
            onDone: [
              {
                description: 'The code is valid (available true): create the account.',
                guard: {
                  type: 'isCodeAvailable',
                  params: ({ event }) => ({ check: event.output }),
                },
                target: 'submitting',
                actions: {
                  type: 'assignCodeCheck',
                  params: ({ event }) => ({ check: event.output }),
                },
              },
              {
                target: 'editing',
                actions: [
                  { type: 'rejectCode', params: ({ event }) => ({ check: event.output }) },
                  'announceInvalidCode',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'assignSubmitError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        submitting: {
          tags: ['submitting'],
          description:
            'POST /i/pre_registrations. A second submit meanwhile is ignored. A 422 sends the user to the page of the first field in error (product.md 5); a timeout first asks whether the account exists.',
          invoke: {
            src: 'submitPreRegistration',
            input: ({ context }) => ({ payload: buildPreRegistrationPayload(context) }),
            onDone: { target: 'done' },
            onError: [
              {
                description:
                  'Creating the account timed out: ask the server whether the account exists before offering a retry (no double account).',
                guard: { type: 'isTimeout', params: ({ event }) => ({ error: event.error }) },
                target: 'confirming',
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignSubmitError',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
        confirming: {
          tags: ['submitting'],
          description:
            'The create-account request timed out: the server may have created the account anyway. Before anything is sent again, the registration status says whether it exists (no double account on a slow network, issue 8).',
          entry: 'noteTimedOutEmail',
          invoke: {
            src: 'checkAccountExists',
            onDone: [
              {
                description: 'The server confirms the account exists: pre-registration is done.',
                guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                target: 'done',
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignSubmitError',
                  params: () => ({ error: new Error(networkCopy.timeout('create your account')) }),
                },
              },
            ],
            onError: { target: 'unconfirmed' },
          },
        },
        unconfirmed: {
          description:
            'Neither the submit nor the check answered: the form stays, and the next submit asks again before it sends.',
          entry: {
            type: 'assignSubmitError',
            params: () => ({ error: new Error(networkCopy.timeout('create your account')) }),
          },
          on: {
            'draft.change': { actions: ['updateDraft', 'mirrorDraft'] },
            'secret.change': { actions: 'updateSecret' },
            'account.submit': { target: 'confirming', actions: 'clearFormError' },
          },
        },
        done: {
          description:
            'The account exists: the onboarding machine syncs with the server. A promo or referral code the server accepted is announced (contract.md 8 success messages).',
          type: 'final',
          entry: 'announceCodeApplied',
        },
      },
    },
  },
});
