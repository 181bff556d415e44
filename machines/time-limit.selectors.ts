import type { SnapshotFrom } from 'xstate';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { success as successCopy } from '../copy/spec/success';
import { formatServerTime } from './dates';
import type { timeLimitMachine } from './time-limit.machine';

/** Read-only views of /rg/daily_time_limit for its screen (STYLE.md 3). */
export type TimeLimitSnapshot = SnapshotFrom<typeof timeLimitMachine>;

/**
 * A time the server gives (ISO 8601) as the page writes it: "Nov 27, 2026, 10:00 AM"; null when
 * it does not parse (machines/dates.ts).
 */
export const formatWhen = (iso: string | null) => formatServerTime(iso, 'dayAndTime');

/** When a pending change may be confirmed, said with its time, or without one the app cannot read. */
export const pendingFromLine = (iso: string | null): string => {
  const when = formatWhen(iso);
  return when === null ? ours.timeLimit.pendingLater : ours.timeLimit.pendingFrom(when);
};

export const selectTimeLimit = (s: TimeLimitSnapshot) => s.context.timeLimit;
export const selectStatus = (s: TimeLimitSnapshot) => s.context.status;
export const selectChoice = (s: TimeLimitSnapshot) => s.context.choice;
export const selectFieldError = (s: TimeLimitSnapshot) => s.context.fieldError;
export const selectError = (s: TimeLimitSnapshot) => s.context.error;
export const selectIsLoading = (s: TimeLimitSnapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: TimeLimitSnapshot) => s.matches('loadFailed');
export const selectIsBusy = (s: TimeLimitSnapshot) => s.hasTag('busy');
/** The "Are you sure?" before the pending change is shown, and stays while its Yes runs. */
export const selectAskingToConfirm = (s: TimeLimitSnapshot) =>
  s.matches('askingToConfirm') || s.matches('checkingPending') || s.matches('confirming');
/** Whether the pending change may be confirmed now (the machine's own guard decides the event). */
export const selectCanConfirm = (s: TimeLimitSnapshot) => s.can({ type: 'pending.confirm' });

/**
 * The banner of the last change: the catalogue's success line when it applied (contract.md 8,
 * word for word), our words when it waits as pending (wire-decisions "Limit semantics").
 */
export function selectNotice(s: TimeLimitSnapshot): string | null {
  const notice = s.context.notice;
  if (notice === null) return null;
  if (notice.kind === 'updated') return successCopy.timeLimitUpdated;
  if (notice.kind === 'cancelled') return ours.timeLimit.pendingCancelled;
  if (notice.kind === 'gone') return ours.timeLimit.pendingGone;
  if (notice.kind === 'changed') return ours.timeLimit.pendingChanged;
  return ours.timeLimit.pendingNotice(notice.removal, formatWhen(notice.confirmFrom));
}
