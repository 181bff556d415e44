import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { Policy } from '../api/policies';
import type { RegistrationForm } from '../api/registration';
import { form as formCopy } from '../copy/ours/sign-up';
import { network as networkCopy } from '../copy/spec/network';
import { policies as policiesCopy } from '../copy/spec/policies';
import { policiesMachine } from './policies.machine';
import type { StepInput } from './step-contract';
import { registrationStatus } from './step-input.fixture';

const policy = (id: string, type = 'general'): Policy => ({
  id,
  type,
  name: `Policy ${id}`,
  version: '1',
  url: null,
  content: null,
});

const TERMS = policy('terms', 'terms_and_condition');
const RULES = policy('house-rules', 'house_rules');
const CONSENT = policy('promotional-consent', 'promotional_consent');

const ROUTE = '/signup/policies';

function stepInput(pendingPolicies: Policy[], savedDraft: StepInput['savedDraft'] = null) {
  return {
    route: ROUTE,
    layout: 'mobileWeb',
    brandName: 'Northstar Sports',
    regionCode: 'US-NJ',
    status: registrationStatus({ pendingPolicies }),
    registration: {} as RegistrationForm,
    flags: [],
    savedDraft,
  } satisfies StepInput;
}

const serverError = () =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'x',
    status: 500,
  });
const connectionError = () =>
  new ApiError({
    code: 'CONNECTION_ERROR',
    message: networkCopy.connection('submit your policy acceptances'),
    action: 'submit your policy acceptances',
  });

interface Fakes {
  fetched?: () => Promise<Policy[]>;
  accept?: (ids: string[]) => Promise<void>;
}

/**
 * Runs the step as the onboarding machine does: as the child `step` of a parent, which records
 * what the step sends it (sendParent needs a parent).
 */
function runStep(input: StepInput, fakes: Fakes = {}) {
  const posted: string[][] = [];
  const fetches: number[] = [];
  const logic = policiesMachine.provide({
    actors: {
      getPendingPolicies: fromPromise(async () => {
        fetches.push(1);
        return (fakes.fetched ?? (async () => []))();
      }),
      acceptPolicies: fromPromise<void, { policyIds: string[] }>(
        async ({ input: { policyIds } }) => {
          posted.push(policyIds);
          return (fakes.accept ?? (async () => {}))(policyIds);
        },
      ),
    },
  });
  const received: AnyEventObject[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'step', src: logic as AnyStateMachine, input },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    }),
  ).start();
  const step = parent.getSnapshot().children.step as unknown as ReturnType<
    typeof createActor<typeof policiesMachine>
  >;
  return { step, posted, fetches, received };
}

const toggle = (policyId: string, accepted = true) =>
  ({ type: 'policy.toggle', policyId, accepted }) as const;

describe('the policies step', () => {
  it('shows the pending policies of the registration status, none ticked, without fetching', () => {
    const { step, fetches } = runStep(stepInput([TERMS, RULES, CONSENT]));

    expect(step.getSnapshot().value).toBe('editing');
    expect(step.getSnapshot().context.policies).toEqual([TERMS, RULES, CONSENT]);
    expect(step.getSnapshot().context.acceptedIds).toEqual([]);
    expect(fetches).toEqual([]);
  });

  it('refuses a submit while a required policy is unticked, with our message and no call', () => {
    const { step, posted } = runStep(stepInput([TERMS, RULES]));
    step.send(toggle('terms'));

    step.send({ type: 'policies.submit' });

    expect(step.getSnapshot().value).toBe('editing');
    expect(step.getSnapshot().context.fieldError).toBe(formCopy.policiesRequired);
    expect(posted).toEqual([]);
  });

  it('keeps that message until every required policy is ticked', () => {
    const { step } = runStep(stepInput([TERMS, RULES]));
    step.send({ type: 'policies.submit' });

    step.send(toggle('terms'));
    expect(step.getSnapshot().context.fieldError).toBe(formCopy.policiesRequired);
    step.send(toggle('house-rules'));
    expect(step.getSnapshot().context.fieldError).toBeNull();
  });

  it('posts every ticked required policy and finishes when the server records them', async () => {
    const { step, posted } = runStep(stepInput([TERMS, RULES, CONSENT]));
    step.send(toggle('house-rules'));
    step.send(toggle('terms'));

    step.send({ type: 'policies.submit' });

    expect(step.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(step, (s) => s.status === 'done');
    expect(posted).toEqual([['terms', 'house-rules']]);
  });

  it('leaves the promotional consent out unless it is ticked, and never requires it', async () => {
    const { step, posted } = runStep(stepInput([TERMS, CONSENT]));
    step.send(toggle('terms'));
    step.send({ type: 'policies.submit' });
    await waitFor(step, (s) => s.status === 'done');
    expect(posted).toEqual([['terms']]);
  });

  it('sends the promotional consent with the acceptances when it is ticked', async () => {
    const { step, posted } = runStep(stepInput([TERMS, CONSENT]));
    step.send(toggle('promotional-consent'));
    step.send(toggle('terms'));
    step.send(toggle('promotional-consent', false));
    step.send(toggle('promotional-consent'));
    step.send({ type: 'policies.submit' });
    await waitFor(step, (s) => s.status === 'done');
    expect(posted).toEqual([['terms', 'promotional-consent']]);
  });

  it('fetches the pending policies when the status lists none', async () => {
    const { step, fetches } = runStep(stepInput([]), { fetched: async () => [TERMS] });

    expect(step.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(step, (s) => s.matches('editing'));
    expect(fetches).toHaveLength(1);
    expect(step.getSnapshot().context.policies).toEqual([TERMS]);
  });

  it("says 'Could not get pending policies!' when the fetch fails, and retries on request", async () => {
    let attempt = 0;
    const { step } = runStep(stepInput([]), {
      fetched: async () => {
        attempt += 1;
        if (attempt === 1) throw serverError();
        return [TERMS];
      },
    });
    await waitFor(step, (s) => s.matches('loadFailed'));
    expect(step.getSnapshot().context.error).toBe(policiesCopy.pendingFailed);

    step.send({ type: 'policies.retry' });

    expect(step.getSnapshot().context.error).toBeNull();
    await waitFor(step, (s) => s.matches('editing'));
    expect(step.getSnapshot().context.policies).toEqual([TERMS]);
  });

  it('keeps the network message when the fetch fails for want of a connection', async () => {
    const error = connectionError();
    const { step } = runStep(stepInput([]), {
      fetched: async () => {
        throw error;
      },
    });
    await waitFor(step, (s) => s.matches('loadFailed'));
    expect(step.getSnapshot().context.error).toBe(error.message);
  });

  it("says 'Could not submit your policy acceptances!' when the post fails, keeping the ticks", async () => {
    const { step } = runStep(stepInput([TERMS, CONSENT]), {
      accept: async () => {
        throw serverError();
      },
    });
    step.send(toggle('terms'));
    step.send(toggle('promotional-consent'));

    step.send({ type: 'policies.submit' });

    await waitFor(step, (s) => s.matches('editing') && s.context.error !== null);
    expect(step.getSnapshot().context.error).toBe(policiesCopy.submitFailed);
    expect(step.getSnapshot().context.acceptedIds).toEqual(['terms', 'promotional-consent']);
  });

  it('keeps the network message when the post fails for want of a connection', async () => {
    const error = connectionError();
    const { step } = runStep(stepInput([TERMS]), {
      accept: async () => {
        throw error;
      },
    });
    step.send(toggle('terms'));
    step.send({ type: 'policies.submit' });
    await waitFor(step, (s) => s.matches('editing') && s.context.error !== null);
    expect(step.getSnapshot().context.error).toBe(error.message);
  });

  it("shows the server's first validation message at the policies", async () => {
    const { step } = runStep(stepInput([TERMS]), {
      accept: async () => {
        throw new ApiError({
          code: 'HTTP_ERROR',
          message: networkCopy.generic,
          action: 'x',
          status: 422,
          fieldErrors: { policyAcceptances: 'Unknown policy: terms' },
        });
      },
    });
    step.send(toggle('terms'));
    step.send({ type: 'policies.submit' });
    await waitFor(step, (s) => s.matches('editing') && s.context.fieldError !== null);
    expect(step.getSnapshot().context.fieldError).toBe('Unknown policy: terms');
    expect(step.getSnapshot().context.error).toBeNull();
  });

  it('finishes without a call when nothing is pending', async () => {
    const { step, posted } = runStep(stepInput([]), { fetched: async () => [] });
    await waitFor(step, (s) => s.matches('editing'));

    step.send({ type: 'policies.submit' });

    expect(step.getSnapshot().status).toBe('done');
    expect(posted).toEqual([]);
  });

  it('mirrors the ticks to the onboarding machine as the step draft', () => {
    const { step, received } = runStep(stepInput([TERMS, RULES]));

    step.send(toggle('terms'));
    step.send(toggle('house-rules'));

    expect(received.filter((e) => e.type === 'step.draft').at(-1)).toEqual({
      type: 'step.draft',
      route: ROUTE,
      draft: { acceptedPolicyIds: ['terms', 'house-rules'] },
    });
  });

  it('gives the ticks back after a reload, dropping policies no longer pending', async () => {
    const saved = { acceptedPolicyIds: ['terms', 'retired-policy'] };
    const restored = runStep(stepInput([], saved), { fetched: async () => [TERMS, RULES] });
    await waitFor(restored.step, (s) => s.matches('editing'));

    expect(restored.step.getSnapshot().context.acceptedIds).toEqual(['terms']);
    restored.step.send(toggle('house-rules'));
    restored.step.send({ type: 'policies.submit' });
    await waitFor(restored.step, (s) => s.status === 'done');
    expect(restored.posted).toEqual([['terms', 'house-rules']]);
  });
});

describe('policies: messages handed over from another page (product.md 5)', () => {
  it('shows a pendingPolicies message another page got from the server', () => {
    const { step } = runStep({
      ...stepInput([policy('terms', 'terms_and_condition')]),
      fieldErrors: { pendingPolicies: 'Accept the new terms' },
    });

    expect(step.getSnapshot().context.fieldError).toBe('Accept the new terms');
  });
});
