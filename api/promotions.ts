import * as v from 'valibot';
import { network as networkCopy } from '../copy/spec/network';
import { apiRequest, type CallOptions } from './client';
import { idOf } from './ids';
import { tolerantList } from './tolerant';
import { tolerantPicklist } from './tolerant-picklist';

/** A promotion or referral code check (contract.md 3); `available` false is an invalid code, not an error. */
export const PromotionCodeCheckSchema = v.object({
  available: v.boolean(),
  // Read case-insensitively; any other value reads as a promotion, reported (contract audit #8).
  type: tolerantPicklist(
    ['referral', 'promotion'] as const,
    'promotion_code.type',
    'promotion' as const,
  ),
  message: v.nullish(v.string(), null),
});
export type PromotionCodeCheck = v.InferOutput<typeof PromotionCodeCheckSchema>;

// The code checks run on Create Your Account, before any session exists: a 401 is the check's
// failure, said as any other failure, never a session lost to inactivity (QA 5); a suspension is
// still the session's.

/** Checks a promotion code during sign-up (used when the referral_code flag is off). */
export function checkPromotionCodeAvailability(
  code: string,
  { signal }: CallOptions = {},
): Promise<PromotionCodeCheck> {
  return apiRequest('/i/promotion_code_availability', {
    method: 'POST',
    body: { promotionCode: code },
    schema: PromotionCodeCheckSchema,
    action: 'check your promo code',
    notifyAuthFailure: 'suspension',
    unauthorizedMessage: networkCopy.generic,
    signal,
  });
}

/** Checks a promotion or referral code (used when the referral_code flag is on). */
export function getPromotionCodeStatus(
  code: string,
  { signal }: CallOptions = {},
): Promise<PromotionCodeCheck> {
  return apiRequest(`/i/promotions/codes/${encodeURIComponent(code)}/status`, {
    schema: PromotionCodeCheckSchema,
    action: 'check your promo code',
    notifyAuthFailure: 'suspension',
    unauthorizedMessage: networkCopy.generic,
    signal,
  });
}

/** A Play Your Way promotion card; unknown fields are kept for the card to show. */
export const PlayYourWayPromotionSchema = v.looseObject({
  id: idOf('promotion'),
  title: v.nullish(v.string()),
  // The spec shows no card shape: a server that names its promotions `name` is read too (QA 8).
  name: v.nullish(v.string()),
  description: v.nullish(v.string()),
});
export type PlayYourWayPromotion = v.InferOutput<typeof PlayYourWayPromotionSchema>;

/**
 * The answer of GET /i/promotions/play_your_way. wire-decisions wraps a list in a key named after
 * the resource, which this path leaves open between `promotions` and `play_your_way`: both are
 * read. Read tolerantly (issue 8 item 7): a null or malformed promotion is dropped and reported.
 */
export const PlayYourWayPromotionsSchema = v.pipe(
  v.object({
    promotions: tolerantList(PlayYourWayPromotionSchema, 'promotions.play_your_way'),
    playYourWay: tolerantList(PlayYourWayPromotionSchema, 'promotions.play_your_way'),
  }),
  v.transform(({ promotions, playYourWay }) => ({
    promotions: promotions.length > 0 ? promotions : playYourWay,
  })),
);

/** Fetches the onboarding promotions offered on the Play Your Way step. */
export async function getPlayYourWayPromotions({
  signal,
}: CallOptions = {}): Promise<PlayYourWayPromotion[]> {
  const { promotions } = await apiRequest('/i/promotions/play_your_way', {
    schema: PlayYourWayPromotionsSchema,
    action: 'fetch promotions',
    signal,
  });
  return promotions;
}
