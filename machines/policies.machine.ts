import { assign, fromPromise, sendParent, setup } from 'xstate';
import { failureMessage, isApiError } from '../api/errors';
import type { Policy } from '../api/policies';
import * as policiesApi from '../api/policies';
import { acceptPolicies } from '../api/policy-acceptances';
import { form as formCopy } from '../copy/ours/sign-up';
import { policies as policiesCopy } from '../copy/spec/policies';
import { PROMOTIONAL_CONSENT_TYPE, requiredPoliciesOf } from './account-form';
import type { StepDraftEvent, StepInput } from './step-contract';

/**
 * The Fine Details step (`/web/signup/fine_details`, `/signup/policies`): the patron accepts every
 * pending policy (product.md 5 "All policies must be accepted"), may opt into the promotional
 * consent, and the acceptances are posted to POST /i/policy_acceptances (contract.md 7). Spawned
 * by the onboarding machine as its child `step`; its final state hands control back for a sync.
 */

export interface PoliciesContext {
  route: string;
  /** The pending policies, the promotional consent among them when the server lists it. */
  policies: Policy[];
  /** Ids of the policies the patron ticked (the consent too, when chosen). */
  acceptedIds: string[];
  /** A failure of a call: shown in a banner, the choices kept. */
  error: string | null;
  /** The policies group's own error: a required policy left unticked, or the server's 422. */
  fieldError: string | null;
}

export type PoliciesEvent =
  | { type: 'policy.toggle'; policyId: string; accepted: boolean }
  | { type: 'policies.submit' }
  | { type: 'policies.retry' };

/** The draft mirrored to the onboarding machine: which boxes were ticked (never a secret). */
export interface PoliciesDraft extends Record<string, unknown> {
  acceptedPolicyIds: string[];
}

/** Whether a policy is the optional promotional consent (product.md 3), not a required acceptance. */
export const isConsentPolicy = (policy: Policy): boolean =>
  policy.type === PROMOTIONAL_CONSENT_TYPE;

/** The policies the patron must accept before moving on (machines/account-form.ts). */
export { requiredPoliciesOf };

/** The promotional-consent option, when the server lists it among the pending policies. */
export const consentPolicyOf = (policies: readonly Policy[]): Policy | undefined =>
  policies.find(isConsentPolicy);

/** What POST /i/policy_acceptances sends: the ticked ids of the policies on screen, in their order. */
export const acceptedPolicyIdsOf = (context: PoliciesContext): string[] =>
  context.policies.map((p) => p.id).filter((id) => context.acceptedIds.includes(id));

const allRequiredAccepted = (context: PoliciesContext): boolean =>
  requiredPoliciesOf(context.policies).every((p) => context.acceptedIds.includes(p.id));

const savedAcceptedIds = (draft: Record<string, unknown> | null): string[] => {
  const ids = draft?.acceptedPolicyIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

export const policiesMachine = setup({
  types: {} as {
    context: PoliciesContext;
    events: PoliciesEvent;
    input: StepInput;
  },
  actors: {
    getPendingPolicies: fromPromise<Policy[]>(({ signal }) =>
      policiesApi.getPendingPolicies({}, { signal }),
    ),
    acceptPolicies: fromPromise<void, { policyIds: string[] }>(({ input, signal }) =>
      acceptPolicies(input.policyIds, { signal }),
    ),
  },
  actions: {
    assignPolicies: assign(({ context }, params: { policies: Policy[] }) => ({
      policies: params.policies,
      acceptedIds: context.acceptedIds.filter((id) => params.policies.some((p) => p.id === id)),
    })),
    assignLoadError: assign({
      error: (_, params: { error: unknown }) =>
        failureMessage(params.error, policiesCopy.pendingFailed),
    }),
    clearErrors: assign({ error: null, fieldError: null }),
    updateAcceptance: assign({
      acceptedIds: ({ context }, params: { policyId: string; accepted: boolean }) => {
        const others = context.acceptedIds.filter((id) => id !== params.policyId);
        return params.accepted ? [...others, params.policyId] : others;
      },
    }),
    // The "accept every policy" error stays until every required box is ticked.
    revalidate: assign({
      fieldError: ({ context }) => (allRequiredAccepted(context) ? null : context.fieldError),
    }),
    showRequiredError: assign({ fieldError: formCopy.policiesRequired, error: null }),
    assignSubmitError: assign((_, params: { error: unknown }) => {
      const serverMessage = isApiError(params.error)
        ? params.error.fieldErrors.policyAcceptances
        : undefined;
      return serverMessage
        ? { fieldError: serverMessage, error: null }
        : { fieldError: null, error: failureMessage(params.error, policiesCopy.submitFailed) };
    }),
    mirrorDraft: sendParent(
      ({ context }): StepDraftEvent => ({
        type: 'step.draft',
        route: context.route,
        draft: { acceptedPolicyIds: context.acceptedIds } satisfies PoliciesDraft,
      }),
    ),
  },
  guards: {
    hasPolicies: ({ context }) => context.policies.length > 0,
    isAllAccepted: ({ context }) => allRequiredAccepted(context),
    // No required policy and the consent declined: there is nothing to post (the API refuses an empty list).
    hasNothingToSend: ({ context }) =>
      allRequiredAccepted(context) && acceptedPolicyIdsOf(context).length === 0,
  },
}).createMachine({
  id: 'policies',
  context: ({ input }) => ({
    route: input.route,
    policies: input.status?.pendingPolicies ?? [],
    acceptedIds: savedAcceptedIds(input.savedDraft),
    error: null,
    // product.md 5: a message another page's save got for the policies is shown here.
    fieldError: input.fieldErrors?.pendingPolicies ?? input.fieldErrors?.policyAcceptances ?? null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description:
        'The pending policies come with the registration status; when it lists none (pending_fields says policies are owed) they are fetched.',
      always: [
        {
          description: 'The owed policies have loaded: show them to accept.',
          guard: 'hasPolicies',
          target: 'editing',
        },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      description: 'GET /i/pending_policies (with the session: only those not yet accepted).',
      invoke: {
        src: 'getPendingPolicies',
        onDone: {
          target: 'editing',
          actions: { type: 'assignPolicies', params: ({ event }) => ({ policies: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: "'Could not get pending policies!' (contract.md 8) with a retry.",
      on: { 'policies.retry': { target: 'loading', actions: 'clearErrors' } },
    },
    editing: {
      description:
        'Each policy needs its own explicit tick; none is pre-ticked. The promotional consent is optional and starts unticked (product.md 3: accepted=false).',
      on: {
        'policy.toggle': {
          actions: [
            {
              type: 'updateAcceptance',
              params: ({ event }) => ({ policyId: event.policyId, accepted: event.accepted }),
            },
            'revalidate',
            'mirrorDraft',
          ],
        },
        'policies.submit': [
          {
            guard: 'hasNothingToSend',
            target: 'done',
            description: 'Nothing is pending and no consent was given: nothing to post.',
          },
          {
            description: 'Every owed policy is accepted: send the acceptances.',
            guard: 'isAllAccepted',
            target: 'submitting',
            actions: 'clearErrors',
          },
          {
            actions: 'showRequiredError',
            description: 'product.md 5: all policies must be accepted.',
          },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      description:
        'POST /i/policy_acceptances with every ticked id. A failure keeps the ticks: "Could not submit your policy acceptances!" (network failures keep their own message).',
      invoke: {
        src: 'acceptPolicies',
        input: ({ context }) => ({ policyIds: acceptedPolicyIdsOf(context) }),
        onDone: { target: 'done' },
        onError: {
          target: 'editing',
          actions: { type: 'assignSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
      description:
        'The acceptances are recorded; the onboarding machine syncs and follows the server.',
    },
  },
});
