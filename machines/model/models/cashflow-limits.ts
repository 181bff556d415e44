import type { CashflowLimits } from '../../../api/limits';
import type { LimitStatuses } from '../../../api/responsible-gaming';
import { cashflowLimitsMachine } from '../../cashflow-limits.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const LIMITS: CashflowLimits = {
  dailyLimit: 5000,
  weeklyLimit: null,
  monthlyLimit: null,
  dailyTotal: 1200,
  weeklyTotal: 1200,
  monthlyTotal: 1200,
  pendingDailyLimit: 10000,
  pendingWeeklyLimit: null,
  pendingMonthlyLimit: null,
};
const STATUSES: LimitStatuses = {
  dailyTimeLimit: 'none',
  depositLimits: 'pending',
  lossLimits: 'none',
  maxSingleWagerLimit: 'none',
  spendLimits: 'none',
};

const unauthorized = httpError(401, {}, { code: 'UNAUTHORIZED_ERROR', message: 'Unauthorized' });

export { cashflowLimitsMachine as machine };
export const model: MachineModel = {
  inputs: [{ type: 'deposit', regionCode: 'US-NJ' }],
  // The guards read the draft and, confirming a pending limit, the limits in force (period order):
  // messages need not tell snapshots apart.
  serialize: (s) => [
    s.value,
    s.context.draft,
    s.context.limits?.weeklyLimit ?? null,
    s.context.stale,
  ],
  events: {
    'limit.change': [
      { period: 'daily', value: '50' },
      { period: 'weekly', value: '200' },
      { period: 'daily', value: 'abc' },
    ],
    'pending.confirm': [{ period: 'daily' }],
    'pending.cancel': [{ period: 'daily' }],
  },
  outputs: {
    fetchLimits: [
      { limits: LIMITS, statuses: STATUSES },
      // A weekly limit in force below the pending daily one: its confirm is refused.
      { limits: { ...LIMITS, weeklyLimit: 8000 }, statuses: STATUSES },
      // The pending daily value changed elsewhere before a confirm (QA 16): nothing is sent.
      { limits: { ...LIMITS, pendingDailyLimit: 20000 }, statuses: STATUSES },
    ],
  },
  errors: {
    fetchLimits: [networkError()],
    setLimit: [httpError(422, { amount: 'Amount is too large' })],
    // A failure is followed by a fresh read; a 401 (the session answers it) by none.
    confirmPending: [networkError(), httpError(404), unauthorized],
    cancelPending: [httpError(404), networkError(), unauthorized],
  },
};
