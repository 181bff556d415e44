import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../api/errors';
import {
  getOwedPolicies,
  getPendingPolicy,
  getTermsAndConditions,
  type LoginPolicy,
  type PolicyModalType,
  TERMS_TYPE,
} from '../api/login-policies';
import { acceptPolicies } from '../api/policy-acceptances';
import { form as formCopy } from '../copy/ours/sign-up';
import { policies as policiesCopy } from '../copy/spec/policies';
import { PROMOTIONAL_CONSENT_TYPE } from './account-form';
import { CONTINUE_FLOW } from './after-login';
import type { RoutePath } from './paths';

/**
 * The policies a finished account owes at login (/login/policies, /web/login/policies; issue 11
 * item 1, decision 040). It reads the owed list (GET /i/pending_policies), then the terms and
 * conditions by type ("Could not fetch terms and conditions" when that fails) and every other
 * owed policy by id (GET /i/pending_policies/{id}) for its current text; the patron ticks each
 * one (product.md 5: all must be accepted) and the acceptances are posted (POST
 * /i/policy_acceptances). Then, as product.md 4.5 says, either the modal the policy asks for
 * (RG_LIMITS by default, DEPOSITS; product.md 3) or, for `none`, the continue flow.
 */

/** Where the RG_LIMITS modal's main button leads: the first limit page of responsible gaming. */
export const SET_LIMITS_ROUTE: RoutePath = '/rg/deposit_limits';

/** How a run starts: after a reload, with the ticks of the run before it (decision 076). */
export interface LoginPoliciesInput {
  /** The draft kept for a reload: each ticked policy's id, as `'true'`. */
  savedDraft?: Record<string, string> | null;
}

export interface LoginPoliciesContext {
  /** The owed policies in the order shown: the terms and conditions first. */
  policies: LoginPolicy[];
  acceptedIds: string[];
  /** A failed call, in the catalogue's words (a banner; the ticks are kept). */
  error: string | null;
  /** A required policy left unticked (the group's own error). */
  fieldError: string | null;
  /** The modal the accepted policies ask for. */
  modal: PolicyModalType | null;
  route: RoutePath | null;
  /** A reload's ticks, applied to the policies still owed once they are read. */
  keptIds: string[];
}

export type LoginPoliciesEvent =
  | { type: 'policy.toggle'; policyId: string; accepted: boolean }
  | { type: 'policies.submit' }
  | { type: 'policies.retry' }
  /** The modal's main button: set limits, or make a deposit. */
  | { type: 'modal.accept' }
  /** The modal's Not now (or Escape): the continue flow. */
  | { type: 'modal.dismiss' };

/**
 * The modal after acceptance: the first shown policy's `modal_type`, RG_LIMITS when it names none
 * (product.md 4.5 "default type RG limits").
 */
export const modalOf = (policies: readonly LoginPolicy[]): PolicyModalType =>
  policies[0]?.modalType ?? 'RG_LIMITS';

/**
 * Reads what the page shows: the owed list, then the terms by type and the others by id, in
 * parallel. Each failure carries its own catalogue message.
 */
export async function loadOwedPolicies(signal?: AbortSignal): Promise<LoginPolicy[]> {
  const owed = await getOwedPolicies({ signal }).catch((error: unknown) => {
    throw new Error(failureMessage(error, policiesCopy.pendingFailed), { cause: error });
  });
  // The promotional consent is a choice made once at sign-up, never a debt (product.md 3).
  const debts = owed.filter((policy) => policy.type !== PROMOTIONAL_CONSENT_TYPE);
  const termsOwed = debts.some((policy) => policy.type === TERMS_TYPE);
  const others = debts.filter((policy) => policy.type !== TERMS_TYPE);
  const [terms, ...details] = await Promise.all([
    termsOwed
      ? getTermsAndConditions({ signal }).catch((error: unknown) => {
          throw new Error(failureMessage(error, policiesCopy.termsFailed), { cause: error });
        })
      : null,
    ...others.map((policy) =>
      getPendingPolicy(policy.id, { signal }).catch((error: unknown) => {
        throw new Error(failureMessage(error, policiesCopy.pendingFailed), { cause: error });
      }),
    ),
  ]);
  // Owed, the terms are shown whatever their by-type read held: from the owed list when it held
  // none (QA 22), never dropped from what the patron accepts.
  const shownTerms = terms ?? debts.find((policy) => policy.type === TERMS_TYPE);
  return shownTerms ? [shownTerms, ...details] : details;
}

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

export const loginPoliciesMachine = setup({
  types: {} as {
    context: LoginPoliciesContext;
    events: LoginPoliciesEvent;
    input: LoginPoliciesInput;
    output: { route: RoutePath };
  },
  actors: {
    loadPolicies: fromPromise<LoginPolicy[]>(({ signal }) => loadOwedPolicies(signal)),
    acceptPolicies: fromPromise<void, { policyIds: string[] }>(({ input, signal }) =>
      acceptPolicies(input.policyIds, { signal }),
    ),
  },
  actions: {
    /** The policies read; a reload's ticks come back for those still owed, and only them. */
    assignPolicies: assign({
      policies: (_, params: { policies: LoginPolicy[] }) => params.policies,
      acceptedIds: ({ context }, params: { policies: LoginPolicy[] }) =>
        params.policies
          .map((policy) => policy.id)
          .filter((id) => context.acceptedIds.includes(id) || context.keptIds.includes(id)),
      keptIds: [],
    }),
    toggle: assign({
      acceptedIds: ({ context }, params: { policyId: string; accepted: boolean }) => {
        const rest = context.acceptedIds.filter((id) => id !== params.policyId);
        return params.accepted ? [...rest, params.policyId] : rest;
      },
      fieldError: null,
    }),
    assignLoadError: assign({
      error: (_, params: { error: unknown }) => messageOf(params.error, policiesCopy.pendingFailed),
    }),
    assignSubmitError: assign({
      error: (_, params: { error: unknown }) =>
        failureMessage(params.error, policiesCopy.submitFailed),
    }),
    showUnticked: assign({ fieldError: formCopy.policiesRequired }),
    clearErrors: assign({ error: null, fieldError: null }),
    assignModal: assign({ modal: ({ context }) => modalOf(context.policies) }),
    /** DEPOSITS: the native deposit page (contract.md 7 `goBackToDeposit`); a port (src/flows/login.ts). */
    openDeposits: () => {},
    continueFlow: assign({ route: CONTINUE_FLOW }),
    goSetLimits: assign({ route: SET_LIMITS_ROUTE }),
  },
  guards: {
    nothingOwed: (_, params: { policies: LoginPolicy[] }) => params.policies.length === 0,
    allAccepted: ({ context }) =>
      context.policies.every((policy) => context.acceptedIds.includes(policy.id)),
    noModal: ({ context }) => context.modal === 'none',
    isDeposits: ({ context }) => context.modal === 'DEPOSITS',
  },
}).createMachine({
  id: 'loginPolicies',
  context: ({ input }) => ({
    policies: [],
    acceptedIds: [],
    error: null,
    fieldError: null,
    modal: null,
    route: null,
    keptIds: Object.entries(input?.savedDraft ?? {})
      .filter(([, ticked]) => ticked === 'true')
      .map(([id]) => id),
  }),
  output: ({ context }) => ({ route: context.route ?? CONTINUE_FLOW }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description:
        'The owed list, then the terms and conditions by type and each other policy by id (decision 040).',
      invoke: {
        src: 'loadPolicies',
        onDone: [
          {
            description: 'Nothing is owed any more (accepted elsewhere): the continue flow.',
            guard: { type: 'nothingOwed', params: ({ event }) => ({ policies: event.output }) },
            target: 'done',
            actions: 'continueFlow',
          },
          {
            target: 'editing',
            actions: {
              type: 'assignPolicies',
              params: ({ event }) => ({ policies: event.output }),
            },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'policies.retry': { target: 'loading', actions: 'clearErrors' } },
    },
    editing: {
      on: {
        'policy.toggle': {
          actions: {
            type: 'toggle',
            params: ({ event }) => ({ policyId: event.policyId, accepted: event.accepted }),
          },
        },
        'policies.submit': [
          {
            description: 'Every owed policy is accepted: send the acceptances.',
            guard: 'allAccepted',
            target: 'submitting',
            actions: 'clearErrors',
          },
          { actions: 'showUnticked' },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      description:
        'POST /i/policy_acceptances with every shown policy; a failure says "Could not submit your policy acceptances!" and keeps the ticks.',
      invoke: {
        src: 'acceptPolicies',
        input: ({ context }) => ({ policyIds: context.policies.map((policy) => policy.id) }),
        onDone: { target: 'accepted', actions: 'assignModal' },
        onError: {
          target: 'editing',
          actions: { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepted: {
      always: [
        {
          description:
            'product.md 4.5: a policy that asks for no modal goes on with the continue flow.',
          guard: 'noModal',
          target: 'done',
          actions: 'continueFlow',
        },
        { target: 'modal' },
      ],
    },
    modal: {
      description:
        'The modal the policy asks for (RG_LIMITS by default, or DEPOSITS): its main button sets limits or opens the deposit page; Not now goes on with the continue flow.',
      on: {
        'modal.accept': [
          {
            description:
              'The accepted policy asks for the DEPOSITS modal: its accept opens deposits and the login goes on (decision 040).',
            guard: 'isDeposits',
            target: 'done',
            actions: ['openDeposits', 'continueFlow'],
          },
          { target: 'done', actions: 'goSetLimits' },
        ],
        'modal.dismiss': { target: 'done', actions: 'continueFlow' },
      },
    },
    done: { type: 'final' },
  },
});
