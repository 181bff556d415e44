import { assign, fromPromise, sendParent, setup } from 'xstate';
import { failureMessage, isApiError } from '../api/errors';
import * as promotionsApi from '../api/promotions';
import * as registrationApi from '../api/registration';
import { playYourWay as playYourWayCopy } from '../copy/ours/play-your-way';
import { network as networkCopy } from '../copy/spec/network';
import { promotions as promotionsCopy } from '../copy/spec/promotions';
import {
  type StepAnalyticsEvent,
  type StepDraftEvent,
  type StepInput,
  withRegistrationId,
} from './step-contract';

/**
 * The Play Your Way step (`/web/signup/play_your_way`, `/signup/play_your_way`): the patron picks
 * one or more of the onboarding promotions on offer, or skips them, and the choice is saved as
 * `onboarding_promotion_ids` with PATCH /i/registration (contract.md 7). Continue and Skip are
 * reported to the onboarding machine as `kyc_promo_action` (product.md 3 "Analytics events").
 * Spawned by the onboarding machine as its child `step`.
 */

type Promotion = promotionsApi.PlayYourWayPromotion;

/** A card's state (product.md 3 "Play-your-way promotions: card state DEFAULT or SELECTED"). */
export type PromotionCardState = 'DEFAULT' | 'SELECTED';

export interface PlayYourWayContext {
  route: string;
  /** The registration form's id, sent back with the update (contract.md 7). */
  registrationId: string | null;
  /** The ids the registration status offers (`pending_fields.onboarding_promotion_ids`). */
  offeredIds: string[];
  /** The promotions shown as cards. */
  promotions: Promotion[];
  /** The chosen promotion ids, in the order they were chosen. */
  selectedIds: string[];
  /** A failure of a call: shown in a banner, the choice kept. */
  error: string | null;
  /** The choice's own error: Continue with nothing chosen, or the server's 422. */
  fieldError: string | null;
}

export type PlayYourWayEvent =
  | { type: 'promotion.toggle'; promotionId: string }
  /** `buttonText` is the pressed button's visible text, reported as `button_text`. */
  | { type: 'promotions.continue'; buttonText: string }
  | { type: 'promotions.skip'; buttonText: string }
  | { type: 'promotions.retry' };

/** The draft mirrored to the onboarding machine: the chosen ids (never a secret). */
export interface PlayYourWayDraft extends Record<string, unknown> {
  selectedPromotionIds: string[];
}

/**
 * The cards to show. The spec does not say what happens when the offered ids and the catalogue
 * disagree: we show the offered promotions, and the whole fetched list when the status offers
 * none of them (the GET, made with the session, is already narrowed by the server, so what it
 * lists is on offer; a wrong pick comes back as a 422 at the cards).
 */
export function promotionsOnOffer(fetched: readonly Promotion[], offeredIds: readonly string[]) {
  const offered = fetched.filter((promotion) => offeredIds.includes(promotion.id));
  return offered.length > 0 ? offered : [...fetched];
}

/** A card's state for an id. */
export const cardStateOf = (context: PlayYourWayContext, id: string): PromotionCardState =>
  context.selectedIds.includes(id) ? 'SELECTED' : 'DEFAULT';

const stringIds = (x: unknown): string[] =>
  Array.isArray(x) ? x.filter((id): id is string => typeof id === 'string') : [];

/** Skip declines every promotion: it needs none loaded, so it stands when the list failed too (QA 23). */
const skipPromotions = {
  target: 'skipping' as const,
  actions: [
    'clearErrors' as const,
    {
      type: 'announcePromoAction' as const,
      params: ({ event }: { event: Extract<PlayYourWayEvent, { type: 'promotions.skip' }> }) => ({
        buttonText: event.buttonText,
      }),
    },
  ],
};

export const playYourWayMachine = setup({
  types: {} as {
    context: PlayYourWayContext;
    events: PlayYourWayEvent;
    input: StepInput;
  },
  actors: {
    getPlayYourWayPromotions: fromPromise<Promotion[]>(({ signal }) =>
      promotionsApi.getPlayYourWayPromotions({ signal }),
    ),
    updateRegistration: fromPromise<void, { onboardingPromotionIds: string[]; id?: string }>(
      ({ input, signal }) => registrationApi.updateRegistration(input, { signal }),
    ),
  },
  actions: {
    assignPromotions: assign(({ context }, params: { fetched: Promotion[] }) => {
      const promotions = promotionsOnOffer(params.fetched, context.offeredIds);
      return {
        promotions,
        selectedIds: context.selectedIds.filter((id) => promotions.some((p) => p.id === id)),
      };
    }),
    assignLoadError: assign({
      error: (_, params: { error: unknown }) =>
        failureMessage(params.error, promotionsCopy.fetchFailed),
    }),
    clearErrors: assign({ error: null, fieldError: null }),
    toggleSelection: assign({
      selectedIds: ({ context }, params: { promotionId: string }) =>
        context.selectedIds.includes(params.promotionId)
          ? context.selectedIds.filter((id) => id !== params.promotionId)
          : [...context.selectedIds, params.promotionId],
      fieldError: null,
    }),
    showChooseError: assign({ fieldError: playYourWayCopy.chooseOne, error: null }),
    // A registration update has no catalogue line of its own: the ApiError's message is shown
    // (the generic "Oops…" for a server error, the network line otherwise); a 422 goes to the cards.
    assignSaveError: assign((_, params: { error: unknown }) => {
      const serverMessage = isApiError(params.error)
        ? params.error.fieldErrors.onboardingPromotionIds
        : undefined;
      if (serverMessage) return { fieldError: serverMessage, error: null };
      return {
        fieldError: null,
        error: params.error instanceof Error ? params.error.message : networkCopy.generic,
      };
    }),
    mirrorDraft: sendParent(
      ({ context }): StepDraftEvent => ({
        type: 'step.draft',
        route: context.route,
        draft: { selectedPromotionIds: context.selectedIds } satisfies PlayYourWayDraft,
      }),
    ),
    announcePromoAction: sendParent(
      (_, params: { buttonText: string }): StepAnalyticsEvent => ({
        type: 'step.analytics',
        name: 'kyc_promo_action',
        properties: { button_text: params.buttonText },
      }),
    ),
  },
  guards: {
    hasSelection: ({ context }) => context.selectedIds.length > 0,
  },
}).createMachine({
  id: 'playYourWay',
  context: ({ input }) => ({
    route: input.route,
    registrationId: input.registration?.id ?? null,
    offeredIds: stringIds(input.status?.pendingFields?.onboardingPromotionIds),
    promotions: [],
    // A reload gives back what was chosen; otherwise what the registration already holds.
    selectedIds: input.savedDraft
      ? stringIds(input.savedDraft.selectedPromotionIds)
      : stringIds(input.registration?.onboardingPromotionIds),
    error: null,
    fieldError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description:
        'GET /i/promotions/play_your_way; the cards are the promotions whose ids the status offers.',
      invoke: {
        src: 'getPlayYourWayPromotions',
        onDone: {
          target: 'choosing',
          actions: { type: 'assignPromotions', params: ({ event }) => ({ fetched: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description:
        "'Unable to fetch promotions' (contract.md 8) with a retry. The step is optional: skipping needs no promotion, so the patron may still decline and go on (QA 23).",
      on: {
        'promotions.retry': { target: 'loading', actions: 'clearErrors' },
        'promotions.skip': skipPromotions,
      },
    },
    choosing: {
      description:
        'Each card is DEFAULT or SELECTED; the patron may choose several (onboarding_promotion_ids is a list). Nothing is chosen for them.',
      on: {
        'promotion.toggle': {
          actions: [
            {
              type: 'toggleSelection',
              params: ({ event }) => ({ promotionId: event.promotionId }),
            },
            'mirrorDraft',
          ],
        },
        'promotions.continue': [
          {
            description: 'A promotion is chosen: save it and go on.',
            guard: 'hasSelection',
            target: 'saving',
            actions: [
              'clearErrors',
              {
                type: 'announcePromoAction',
                params: ({ event }) => ({ buttonText: event.buttonText }),
              },
            ],
          },
          { actions: 'showChooseError' },
        ],
        'promotions.skip': skipPromotions,
      },
    },
    saving: {
      tags: ['submitting'],
      description: 'PATCH /i/registration {onboarding_promotion_ids: [the chosen ids]}.',
      invoke: {
        src: 'updateRegistration',
        input: ({ context }) =>
          withRegistrationId(context.registrationId, {
            onboardingPromotionIds: context.selectedIds,
          }),
        onDone: { target: 'done' },
        onError: {
          target: 'choosing',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    skipping: {
      tags: ['submitting'],
      description:
        'PATCH /i/registration {onboarding_promotion_ids: []}: declining settles the pending field too.',
      invoke: {
        src: 'updateRegistration',
        input: ({ context }) =>
          withRegistrationId(context.registrationId, { onboardingPromotionIds: [] }),
        onDone: { target: 'done' },
        onError: {
          target: 'choosing',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
      description: 'The choice is saved; the onboarding machine syncs and follows the server.',
    },
  },
});
