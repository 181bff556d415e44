import type { RegistrationStatus } from '../api/registration';
import { isOwed, type RegistrationStatusValue } from '../api/statuses';

/**
 * What a waiting page compares (machines/status-watch.machine.ts): the status and failure reason,
 * and what else the status answer routes by (product.md 4.3: the fields and policies owed, a
 * duplicate), as one comparable text. A module of its own, so the route entries can hand a page
 * the status it was derived from without loading the machine.
 */
export type Seen = {
  status: RegistrationStatusValue | 'unknown';
  reason: string | null;
  owes?: string;
};

/** The fields and policies a status answer says are owed, and whether it is a duplicate. */
export const owedOf = (status: RegistrationStatus): string =>
  JSON.stringify([
    Object.keys(status.pendingFields)
      .filter((field) => isOwed(status.pendingFields[field]))
      .sort(),
    status.pendingPolicies.map((policy) => policy.id).sort(),
    status.isDuplicateUser,
  ]);

export const seenOf = (status: RegistrationStatus): Seen => ({
  status: status.status,
  reason: status.kycFailureReason,
  owes: owedOf(status),
});
