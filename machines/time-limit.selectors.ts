import type { SnapshotFrom } from 'xstate';
import type { timeLimitMachine } from './time-limit.machine';

/** Read-only views of /rg/daily_time_limit for its screen (STYLE.md 3). */
export type TimeLimitSnapshot = SnapshotFrom<typeof timeLimitMachine>;

export const selectTimeLimit = (s: TimeLimitSnapshot) => s.context.timeLimit;
export const selectStatus = (s: TimeLimitSnapshot) => s.context.status;
export const selectChoice = (s: TimeLimitSnapshot) => s.context.choice;
export const selectFieldError = (s: TimeLimitSnapshot) => s.context.fieldError;
export const selectError = (s: TimeLimitSnapshot) => s.context.error;
export const selectNotice = (s: TimeLimitSnapshot) => s.context.notice;
export const selectIsLoading = (s: TimeLimitSnapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: TimeLimitSnapshot) => s.matches('loadFailed');
export const selectIsBusy = (s: TimeLimitSnapshot) => s.hasTag('busy');
/** Whether the pending change may be confirmed now (the machine's own guard decides the event). */
export const selectCanConfirm = (s: TimeLimitSnapshot) => s.can({ type: 'pending.confirm' });
