import { checkPromotionCodeAvailability, getPromotionCodeStatus } from '../api/promotions';
import { checkEmailAvailability, checkUsernameAvailability } from '../api/registration';
import { accountExists } from '../api/session-status';
import type { Availability } from '../machines/create-account.machine';

/**
 * What Create Your Account asks the server around the submit, loaded on demand by
 * src/onboarding-actor.ts so the first screen carries only the form (decision 005).
 */

/** Each field asked is checked in parallel (contract.md 7; shapes: wire choice in api/). */
export async function checkAvailability(input: Availability, signal?: AbortSignal) {
  const [email, username] = await Promise.all([
    typeof input.email === 'string'
      ? checkEmailAvailability(input.email, { signal }).then((r) => r.available)
      : undefined,
    typeof input.username === 'string'
      ? checkUsernameAvailability(input.username, { signal }).then((r) => r.available)
      : undefined,
  ]);
  return { email, username };
}

/** The referral_code flag selects the check call (product.md 6). */
export function checkPromotionCode(
  input: { code: string; referralFlag: boolean },
  signal?: AbortSignal,
) {
  return input.referralFlag
    ? getPromotionCodeStatus(input.code, { signal })
    : checkPromotionCodeAvailability(input.code, { signal });
}

/** After a timed-out submit: does the account exist now (issue 8 item 8)? */
export const checkAccountExists = (signal?: AbortSignal) => accountExists({ signal });
