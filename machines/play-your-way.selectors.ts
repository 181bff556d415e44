import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import {
  cardStateOf,
  type PromotionCardState,
  type playYourWayMachine,
} from './play-your-way.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of the Play Your Way step for its screen (STYLE.md 3). */
export type PlayYourWaySnapshot = SnapshotFrom<typeof playYourWayMachine>;
export type PlayYourWayRef = ActorRefFrom<typeof playYourWayMachine>;

/** The onboarding machine's child `step` when it runs this machine, else null (another step, or none yet). */
export const asPlayYourWayRef = (ref: AnyActorRef | null | undefined) =>
  stepRefOf<PlayYourWayRef>(ref, 'playYourWay');

/** The cards with their state (DEFAULT or SELECTED). */
export const selectCards = (s: PlayYourWaySnapshot) =>
  s.context.promotions.map((promotion) => ({
    promotion,
    state: cardStateOf(s.context, promotion.id) satisfies PromotionCardState,
  }));
export const selectError = (s: PlayYourWaySnapshot) => s.context.error;
export const selectFieldError = (s: PlayYourWaySnapshot) => s.context.fieldError;
export const selectIsLoading = (s: PlayYourWaySnapshot) => s.hasTag('loading');
export const selectIsSubmitting = (s: PlayYourWaySnapshot) => s.hasTag('submitting');
export const selectLoadFailed = (s: PlayYourWaySnapshot) => s.matches('loadFailed');
