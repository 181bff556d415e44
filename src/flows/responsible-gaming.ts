import { fromPromise } from 'xstate';
import type { CashflowLimitType, LimitPeriod } from '../../api/limits';
import { defineFlow } from './registry';

/** The statuses call's failure only hides the status: the limits themselves still show. */
const statusOrNull = <T>(call: Promise<T>) => call.catch(() => null);

/** The flows of responsible gaming (issue 12), by id: `defineFlow({ systemId, load, provide })`. */
export const RESPONSIBLE_GAMING_FLOWS = {
  /** /rg/deposit_limits, /rg/loss_limits, /rg/spend_limits, /rg/max_single_wager_limit. */
  cashflowLimits: defineFlow({
    systemId: 'cashflowLimits',
    load: async () => {
      const [{ cashflowLimitsMachine, FETCH_FAILED }, limits, rg] = await Promise.all([
        import('../../machines/cashflow-limits.machine'),
        import('../../api/limits'),
        import('../../api/responsible-gaming'),
      ]);
      type Pending = { type: CashflowLimitType; period: LimitPeriod };
      return cashflowLimitsMachine.provide({
        actors: {
          fetchLimits: fromPromise(async ({ input, signal }) => {
            const statuses = statusOrNull(rg.getLimitStatuses({ signal }));
            try {
              const current = await limits.getCashflowLimits(input.type, { signal });
              return { limits: current, statuses: await statuses };
            } catch (error) {
              throw rg.withCopy(error, FETCH_FAILED[input.type]);
            }
          }),
          setLimit: fromPromise(({ input, signal }) =>
            limits.setCashflowLimit(
              { type: input.type, period: input.period, amountCents: input.cents },
              { signal },
            ),
          ),
          confirmPending: fromPromise<void, Pending>(({ input, signal }) =>
            rg.confirmPendingCashflowLimit(input, { signal }),
          ),
          cancelPending: fromPromise<void, Pending>(({ input, signal }) =>
            rg.cancelPendingCashflowLimit(input, { signal }),
          ),
        },
      });
    },
  }),
};
