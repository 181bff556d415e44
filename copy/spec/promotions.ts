/** The spec's copy for promotions (contract.md 8, product.md 2.5 and 5), word for word. */
export const promotions = {
  fetchFailed: 'Unable to fetch promotions',
  promoApplied: 'Promo code applied successfully.',
  referralApplied: 'Referral code applied successfully.',
} as const;
