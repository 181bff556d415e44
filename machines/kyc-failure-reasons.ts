import type { ErrorType } from './derivation';
import { errorTypeFor } from './route-derivation';

/**
 * The failure reasons of product.md 4.2, for the sandbox's simulated provider page (screens reach
 * the api through machines). A module of its own, not machines/identity-pages.ts: that table rides
 * in the route entries' chunk, and the enumerations would come along (decision 055).
 */
export { KYC_FAILURE_REASONS } from '../api/statuses';

/**
 * Reasons a new capture can cure (a photo the provider could not read, a missing upload, a selfie
 * it could not use or match): outside sign-up these keep "...well lit room and try again." and
 * the retry. Every other reason is a verdict on the ID or the patron (QA 14; decision 007).
 */
const CAPTURE_REASONS: ReadonlySet<string> = new Set([
  'id_not_readable',
  'id_not_uploaded',
  'selfie_invalid',
  'id_selfie_mismatch',
]);

/**
 * What a failed scan outside sign-up says (QA 14): `null` when a new capture may cure it (the
 * retry), otherwise the errorType of the sign-up error page (product.md 4.2), whose words the ID
 * page shows with a way to support and no retry. DEFAULT's words speak of signing up, so a reason
 * the spec does not list reads as ID_FAILURE here. A failure without a reason keeps the retry:
 * nothing says it is a verdict. Sent by the KYC machine when a scan fails outside sign-up.
 */
export function verdictOf(reason: string | null): Exclude<ErrorType, 'DEFAULT'> | null {
  if (reason === null || CAPTURE_REASONS.has(reason)) return null;
  const errorType = errorTypeFor(reason);
  return errorType === 'DEFAULT' ? 'ID_FAILURE' : errorType;
}
