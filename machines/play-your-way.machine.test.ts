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
import type { PlayYourWayPromotion } from '../api/promotions';
import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import { playYourWay as playYourWayCopy } from '../copy/ours/play-your-way';
import { network as networkCopy } from '../copy/spec/network';
import { promotions as promotionsCopy } from '../copy/spec/promotions';
import { cardStateOf, playYourWayMachine, promotionsOnOffer } from './play-your-way.machine';
import type { StepInput } from './step-contract';

const promotion = (id: string): PlayYourWayPromotion => ({
  id,
  title: `Offer ${id}`,
  description: `About ${id}`,
});
const CATALOGUE = [promotion('promo-1'), promotion('promo-2'), promotion('promo-3')];
const ROUTE = '/web/signup/play_your_way';

function stepInput({
  offered = ['promo-1', 'promo-2'] as string[] | null,
  savedDraft = null as StepInput['savedDraft'],
  registered = null as string[] | null,
  registrationId = undefined as string | undefined,
} = {}): StepInput {
  const pendingFields: RegistrationStatus['pendingFields'] = offered
    ? { onboardingPromotionIds: offered }
    : {};
  return {
    route: ROUTE,
    layout: 'web',
    brandName: 'Northstar Sports',
    regionCode: 'US-NJ',
    status: {
      status: 'created',
      kycFailureReason: null,
      pendingFields,
      pendingKycProviders: [],
      pendingPolicies: [],
      emailVerificationStatus: 'SKIPPED',
      isDuplicateUser: false,
      acceptedPolicies: [],
      executedKycProviders: [],
    } satisfies RegistrationStatus,
    registration: { id: registrationId, onboardingPromotionIds: registered } as RegistrationForm,
    flags: [],
    savedDraft,
  };
}

interface Fakes {
  fetched?: () => Promise<PlayYourWayPromotion[]>;
  save?: (ids: string[]) => Promise<void>;
}

/** Runs the step as the child `step` of a parent that records what the step sends it. */
function runStep(input: StepInput, fakes: Fakes = {}) {
  const saved: string[][] = [];
  const savedIds: (string | undefined)[] = [];
  const logic = playYourWayMachine.provide({
    actors: {
      getPlayYourWayPromotions: fromPromise(async () =>
        (fakes.fetched ?? (async () => CATALOGUE))(),
      ),
      updateRegistration: fromPromise<void, { onboardingPromotionIds: string[]; id?: string }>(
        async ({ input: { onboardingPromotionIds, id } }) => {
          saved.push(onboardingPromotionIds);
          savedIds.push(id);
          return (fakes.save ?? (async () => {}))(onboardingPromotionIds);
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
    typeof createActor<typeof playYourWayMachine>
  >;
  const analytics = () => received.filter((e) => e.type === 'step.analytics');
  return { step, saved, savedIds, received, analytics };
}

const ready = (step: ReturnType<typeof runStep>['step']) =>
  waitFor(step, (s) => s.matches('choosing'));

const ids = (promotions: readonly PlayYourWayPromotion[]) => promotions.map((p) => p.id);

describe('the play-your-way step', () => {
  it('shows the offered promotions as cards, none selected', async () => {
    const { step } = runStep(stepInput());
    expect(step.getSnapshot().hasTag('loading')).toBe(true);

    await ready(step);

    const { context } = step.getSnapshot();
    expect(ids(context.promotions)).toEqual(['promo-1', 'promo-2']);
    expect(context.promotions.map((p) => cardStateOf(context, p.id))).toEqual([
      'DEFAULT',
      'DEFAULT',
    ]);
  });

  it('shows every fetched promotion when the status offers none of them', () => {
    expect(ids(promotionsOnOffer(CATALOGUE, []))).toEqual(['promo-1', 'promo-2', 'promo-3']);
    expect(ids(promotionsOnOffer(CATALOGUE, ['promo-9']))).toEqual([
      'promo-1',
      'promo-2',
      'promo-3',
    ]);
    expect(ids(promotionsOnOffer(CATALOGUE, ['promo-3', 'promo-9']))).toEqual(['promo-3']);
  });

  it("says 'Unable to fetch promotions' when the fetch fails, and retries on request", async () => {
    let attempt = 0;
    const { step } = runStep(stepInput(), {
      fetched: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new ApiError({ code: 'HTTP_ERROR', message: 'x', action: 'x', status: 500 });
        return CATALOGUE;
      },
    });
    await waitFor(step, (s) => s.matches('loadFailed'));
    expect(step.getSnapshot().context.error).toBe(promotionsCopy.fetchFailed);

    step.send({ type: 'promotions.retry' });

    await ready(step);
    expect(step.getSnapshot().context.error).toBeNull();
  });

  it('keeps the network message when the fetch fails for want of a connection', async () => {
    const error = new ApiError({
      code: 'TIMEOUT_ERROR',
      message: networkCopy.timeout('fetch promotions'),
      action: 'fetch promotions',
    });
    const { step } = runStep(stepInput(), {
      fetched: async () => {
        throw error;
      },
    });
    await waitFor(step, (s) => s.matches('loadFailed'));
    expect(step.getSnapshot().context.error).toBe(error.message);
  });

  it('selects and deselects cards, several at once, mirroring the choice as the step draft', async () => {
    const { step, received } = runStep(stepInput());
    await ready(step);

    step.send({ type: 'promotion.toggle', promotionId: 'promo-2' });
    step.send({ type: 'promotion.toggle', promotionId: 'promo-1' });
    expect(cardStateOf(step.getSnapshot().context, 'promo-1')).toBe('SELECTED');
    expect(cardStateOf(step.getSnapshot().context, 'promo-2')).toBe('SELECTED');
    step.send({ type: 'promotion.toggle', promotionId: 'promo-2' });

    expect(step.getSnapshot().context.selectedIds).toEqual(['promo-1']);
    expect(cardStateOf(step.getSnapshot().context, 'promo-2')).toBe('DEFAULT');
    expect(received.filter((e) => e.type === 'step.draft').at(-1)).toEqual({
      type: 'step.draft',
      route: ROUTE,
      draft: { selectedPromotionIds: ['promo-1'] },
    });
  });

  it('asks for a choice when Continue is pressed with nothing selected, saving and reporting nothing', async () => {
    const { step, saved, analytics } = runStep(stepInput());
    await ready(step);

    step.send({ type: 'promotions.continue', buttonText: 'Continue' });

    expect(step.getSnapshot().value).toBe('choosing');
    expect(step.getSnapshot().context.fieldError).toBe(playYourWayCopy.chooseOne);
    expect(saved).toEqual([]);
    expect(analytics()).toEqual([]);

    step.send({ type: 'promotion.toggle', promotionId: 'promo-1' });
    expect(step.getSnapshot().context.fieldError).toBeNull();
  });

  it('saves the chosen ids on Continue, reports kyc_promo_action with the button text, and finishes', async () => {
    const { step, saved, analytics } = runStep(stepInput());
    await ready(step);
    step.send({ type: 'promotion.toggle', promotionId: 'promo-2' });
    step.send({ type: 'promotion.toggle', promotionId: 'promo-1' });

    step.send({ type: 'promotions.continue', buttonText: 'Continue' });

    expect(step.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(step, (s) => s.status === 'done');
    expect(saved).toEqual([['promo-2', 'promo-1']]);
    expect(analytics()).toEqual([
      {
        type: 'step.analytics',
        name: 'kyc_promo_action',
        properties: { button_text: 'Continue' },
      },
    ]);
  });

  it('sends the registration form id back with the choice (contract.md 7)', async () => {
    const { step, savedIds } = runStep(stepInput({ registrationId: 'reg-9' }));
    await ready(step);
    step.send({ type: 'promotion.toggle', promotionId: 'promo-1' });
    step.send({ type: 'promotions.continue', buttonText: 'Continue' });
    await waitFor(step, (s) => s.status === 'done');
    expect(savedIds).toEqual(['reg-9']);
  });

  it('saves an empty list on Skip, whatever was selected, reports it, and finishes', async () => {
    const { step, saved, analytics } = runStep(stepInput());
    await ready(step);
    step.send({ type: 'promotion.toggle', promotionId: 'promo-1' });

    step.send({ type: 'promotions.skip', buttonText: 'Skip' });

    await waitFor(step, (s) => s.status === 'done');
    expect(saved).toEqual([[]]);
    expect(analytics()).toEqual([
      { type: 'step.analytics', name: 'kyc_promo_action', properties: { button_text: 'Skip' } },
    ]);
  });

  it("shows the error's message when the save fails, keeping the choice", async () => {
    const { step } = runStep(stepInput(), {
      save: async () => {
        throw new ApiError({
          code: 'HTTP_ERROR',
          message: networkCopy.generic,
          action: 'update your registration',
          status: 500,
        });
      },
    });
    await ready(step);
    step.send({ type: 'promotion.toggle', promotionId: 'promo-1' });

    step.send({ type: 'promotions.continue', buttonText: 'Continue' });

    await waitFor(step, (s) => s.matches('choosing') && s.context.error !== null);
    expect(step.getSnapshot().context.error).toBe(networkCopy.generic);
    expect(step.getSnapshot().context.selectedIds).toEqual(['promo-1']);
  });

  it("shows the server's validation message at the cards when a skip is refused", async () => {
    const { step } = runStep(stepInput(), {
      save: async () => {
        throw new ApiError({
          code: 'HTTP_ERROR',
          message: networkCopy.generic,
          action: 'update your registration',
          status: 422,
          fieldErrors: { onboardingPromotionIds: 'Choose from the promotions on offer' },
        });
      },
    });
    await ready(step);

    step.send({ type: 'promotions.skip', buttonText: 'Skip' });

    await waitFor(step, (s) => s.matches('choosing') && s.context.fieldError !== null);
    expect(step.getSnapshot().context.fieldError).toBe('Choose from the promotions on offer');
    expect(step.getSnapshot().context.error).toBeNull();
  });

  it('gives the choice back after a reload, dropping promotions no longer on offer', async () => {
    const { step } = runStep(
      stepInput({ savedDraft: { selectedPromotionIds: ['promo-2', 'promo-3'] } }),
    );
    await ready(step);
    expect(step.getSnapshot().context.selectedIds).toEqual(['promo-2']);
  });

  it('starts from what the registration already holds when there is no saved draft', async () => {
    const { step } = runStep(stepInput({ offered: null, registered: ['promo-3'] }));
    await ready(step);
    expect(ids(step.getSnapshot().context.promotions)).toEqual(['promo-1', 'promo-2', 'promo-3']);
    expect(step.getSnapshot().context.selectedIds).toEqual(['promo-3']);
  });
});
