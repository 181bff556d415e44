import { fromPromise } from 'xstate';
import type { CashflowLimitType, LimitPeriod } from '../../api/limits';
import { choiceDraft } from '../../machines/saved-choice';
import { periodDraft } from '../../machines/self-exclusion-draft';
// Static, not a dynamic import: the runtime config is in the first screen's chunk, and a dynamic
// import of one of its modules adds the module's namespace object to it (commit 27dd4b7).
import { loadConfig } from '../config';
import { defineFlow } from './registry';

/**
 * Tells the native wrapper whether the account is suspended (contract.md 7 setSuspendedState):
 * true when a self-exclusion or a cool-off starts, false when a cool-off is lifted (QA 12).
 */
const reportSuspendedState = (
  callNative: typeof import('../../bridge/native-calls').callNative,
  suspended: boolean,
) => {
  callNative(
    { allowedOrigins: loadConfig().config.allowedParentOrigins },
    'setSuspendedState',
    suspended,
  );
};

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
    // The amounts typed and not yet sent survive a reload, with their category (decision 076).
    draft: ({ context }) => {
      const typed = Object.entries(context.draft).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      );
      return typed.length > 0 ? { type: context.type, ...Object.fromEntries(typed) } : null;
    },
  }),
  /** /rg/daily_time_limit: the daily time limit and its pending change. */
  timeLimit: defineFlow({
    systemId: 'timeLimit',
    load: async () => {
      const [{ timeLimitMachine }, limits, rg, { limits: limitsCopy }] = await Promise.all([
        import('../../machines/time-limit.machine'),
        import('../../api/limits'),
        import('../../api/responsible-gaming'),
        import('../../copy/spec/limits'),
      ]);
      return timeLimitMachine.provide({
        actors: {
          fetchTimeLimit: fromPromise(async ({ signal }) => {
            const statuses = statusOrNull(rg.getLimitStatuses({ signal }));
            try {
              const timeLimit = await limits.getTimeLimit({ signal });
              return { timeLimit, statuses: await statuses };
            } catch (error) {
              throw rg.withCopy(error, limitsCopy.fetchTimeLimitFailed);
            }
          }),
          updateTimeLimit: fromPromise(({ input, signal }) =>
            limits.updateTimeLimit({ dailyTimeLimit: input.hours }, { signal }),
          ),
          confirmPending: fromPromise(({ signal }) => rg.confirmPendingTimeLimit({ signal })),
          cancelPending: fromPromise(({ signal }) => rg.cancelPendingTimeLimit({ signal })),
        },
      });
    },
    // The choice made and not yet saved survives a reload (decision 076), as on the next three.
    draft: ({ context }) => choiceDraft(context.choice),
  }),
  /** /rg/reality_checkin_interval: 15 or 30 minutes. */
  realityCheck: defineFlow({
    systemId: 'realityCheck',
    load: async () => {
      const [{ realityCheckMachine }, rg] = await Promise.all([
        import('../../machines/reality-check.machine'),
        import('../../api/responsible-gaming'),
      ]);
      return realityCheckMachine.provide({
        actors: {
          fetchInterval: fromPromise(({ signal }) => rg.getRealityCheckInterval({ signal })),
          setInterval: fromPromise(({ input, signal }) =>
            rg.setRealityCheckInterval(input.seconds, { signal }),
          ),
        },
      });
    },
    draft: ({ context }) =>
      context.choice === context.current ? null : choiceDraft(String(context.choice ?? '')),
  }),
  /** /rg/deposit_ack: the deposit acknowledgement (decision 031). */
  depositAck: defineFlow({
    systemId: 'depositAck',
    load: async () => {
      const [{ depositAckMachine }, { acknowledge }, { callNative }] = await Promise.all([
        import('../../machines/deposit-ack.machine'),
        import('../../api/acks'),
        import('../../bridge/native-calls'),
      ]);
      return depositAckMachine.provide({
        actors: {
          acknowledge: fromPromise(({ signal }) => acknowledge('deposit_ack', { signal })),
        },
        actions: {
          goBackToDeposit: () => {
            callNative(
              { allowedOrigins: loadConfig().config.allowedParentOrigins },
              'goBackToDeposit',
            );
          },
        },
      });
    },
  }),
  /** /rg/cool_off_period: a cool-off, then the logout (relayed by the route entry). */
  coolOff: defineFlow({
    systemId: 'coolOff',
    load: async () => {
      const [{ coolOffMachine }, rg, { callNative }, check] = await Promise.all([
        import('../../machines/cool-off.machine'),
        import('../../api/responsible-gaming'),
        import('../../bridge/native-calls'),
        import('../../api/suspension-check'),
      ]);
      return coolOffMachine.provide({
        actors: {
          createCoolOff: fromPromise(({ input, signal }) =>
            rg.createCoolOff(input.duration, { signal }),
          ),
          suspensionNow: fromPromise(({ signal }) => check.suspensionNow({ signal })),
        },
        actions: { reportSuspended: () => reportSuspendedState(callNative, true) },
      });
    },
    draft: ({ context }) => choiceDraft(context.choice),
  }),
  /** /cool_off_renew: ends the current cool-off early. */
  coolOffLift: defineFlow({
    systemId: 'coolOffLift',
    load: async () => {
      const [{ coolOffLiftMachine }, rg, { callNative }] = await Promise.all([
        import('../../machines/cool-off-lift.machine'),
        import('../../api/responsible-gaming'),
        import('../../bridge/native-calls'),
      ]);
      return coolOffLiftMachine.provide({
        actors: { liftCoolOff: fromPromise(({ signal }) => rg.liftCoolOff({ signal })) },
        actions: { reportLifted: () => reportSuspendedState(callNative, false) },
      });
    },
  }),
  /** /rg/casino_cool_off_period: the casino restriction. */
  casinoCoolOff: defineFlow({
    systemId: 'casinoCoolOff',
    load: async () => {
      const [{ casinoCoolOffMachine }, rg] = await Promise.all([
        import('../../machines/casino-cool-off.machine'),
        import('../../api/responsible-gaming'),
      ]);
      return casinoCoolOffMachine.provide({
        actors: {
          fetchRestriction: fromPromise(({ signal }) => rg.getActiveCasinoRestriction({ signal })),
          createRestriction: fromPromise(({ input, signal }) =>
            rg.createCasinoRestriction(input, { signal }),
          ),
        },
      });
    },
    draft: ({ context }) => choiceDraft(context.choice),
  }),
  /** /rg/self_exclusion/* and /cool_off_self_exclusion/*: one run per step page. */
  selfExclusion: defineFlow({
    systemId: 'selfExclusion',
    load: async () => {
      const [{ selfExclusionMachine }, rg, { callNative }, check] = await Promise.all([
        import('../../machines/self-exclusion.machine'),
        import('../../api/responsible-gaming'),
        import('../../bridge/native-calls'),
        import('../../api/suspension-check'),
      ]);
      return selfExclusionMachine.provide({
        actors: {
          fetchOptions: fromPromise(({ input, signal }) =>
            rg.getSelfExclusionOptions(input.regionCode, { signal }),
          ),
          submit: fromPromise(({ input, signal }) => rg.createSelfExclusion(input, { signal })),
          suspensionNow: fromPromise(({ signal }) => check.suspensionNow({ signal })),
        },
        actions: { reportSuspended: () => reportSuspendedState(callNative, true) },
      });
    },
    // The period chosen survives a reload; the SSN and the waivers do not (decision 076).
    draft: ({ context }) => periodDraft(context),
  }),
};
