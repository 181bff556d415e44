import { timeLimitMachine } from '../../time-limit.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const LIMIT = {
  dailyTimeLimit: 4,
  dailyTimeSpent: 30,
  dailyTimeLimitUpdatedAt: null,
  pendingDailyTimeLimit: 6,
  hasPendingDailyTimeLimit: true,
  dailyTimeLimitPendingUpdateTime: null,
  isPendingDailyLimitConfirmationAvailable: true,
};

const unauthorized = httpError(401, {}, { code: 'UNAUTHORIZED_ERROR', message: 'Unauthorized' });

export { timeLimitMachine as machine };
export const model: MachineModel = {
  events: { 'choice.change': [{ value: '' }, { value: '5' }, { value: 'no-limit' }] },
  outputs: {
    // The second has no limit and nothing pending: "No limit" is refused there (QA3 L3).
    fetchTimeLimit: [
      { timeLimit: LIMIT, statuses: { dailyTimeLimit: 'pending' } },
      {
        timeLimit: {
          ...LIMIT,
          dailyTimeLimit: null,
          pendingDailyTimeLimit: null,
          hasPendingDailyTimeLimit: false,
        },
        statuses: { dailyTimeLimit: 'none' },
      },
      // A change that may be confirmed only later: the page reads it again when that time comes.
      {
        timeLimit: {
          ...LIMIT,
          dailyTimeLimitPendingUpdateTime: '2999-01-01T00:00:00Z',
          isPendingDailyLimitConfirmationAvailable: false,
        },
        statuses: { dailyTimeLimit: 'pending' },
      },
    ],
    // Five hours against four in force: a looser limit comes back pending; then one that applied.
    updateTimeLimit: [
      LIMIT,
      { ...LIMIT, dailyTimeLimit: 5, pendingDailyTimeLimit: null, hasPendingDailyTimeLimit: false },
    ],
  },
  errors: {
    updateTimeLimit: [httpError(422, { dailyTimeLimit: 'Too long' }), networkError()],
    // A failure is followed by a fresh read (QA 12); a 401 (the session answers it) by none.
    confirmPending: [networkError(), httpError(404), unauthorized],
    cancelPending: [httpError(404), networkError(), unauthorized],
  },
};
