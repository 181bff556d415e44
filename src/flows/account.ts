import { fromPromise } from 'xstate';
import { loadConfig } from '../config';
import { defineFlow } from './registry';

type AccountCalls = typeof import('../../api/account');

/** One account action's flow: the shared machine with this action's call. */
const actionFlow = (
  systemId: string,
  call: (calls: AccountCalls) => AccountCalls['reactivateDormantAccount'],
) =>
  defineFlow({
    systemId,
    load: async () => {
      const [{ accountActionMachine }, calls] = await Promise.all([
        import('../../machines/account-action.machine'),
        import('../../api/account'),
      ]);
      const perform = call(calls);
      return accountActionMachine.provide({
        actors: { perform: fromPromise(({ signal }) => perform({ signal })) },
      });
    },
  });

/** The flows of account pages and suspensions (issue 11), by id. */
export const ACCOUNT_FLOWS = {
  /**
   * /close_account: confirmed, closed, the native app told (deactivateAccount, or the same-named
   * message to an allowed parent frame), then the logout (relayed by the route entry).
   */
  closeAccount: defineFlow({
    systemId: 'closeAccount',
    load: async () => {
      const [{ closeAccountMachine }, calls, { callBridge }, check] = await Promise.all([
        import('../../machines/close-account.machine'),
        import('../../api/account'),
        import('../../bridge/native-calls'),
        import('../../api/suspension-check'),
      ]);
      return closeAccountMachine.provide({
        actors: {
          closeAccount: fromPromise(({ signal }) => calls.closeAccount({ signal })),
          suspensionNow: fromPromise(({ signal }) => check.suspensionNow({ signal })),
        },
        actions: {
          deactivateInApp: () =>
            callBridge(
              { allowedOrigins: loadConfig().config.allowedParentOrigins },
              'deactivateAccount',
            ),
        },
      });
    },
  }),
  reactivateAccount: actionFlow('reactivateAccount', (calls) => calls.reactivateDormantAccount),
  acknowledgeDgeLevel2: actionFlow('acknowledgeDgeLevel2', (calls) => calls.acknowledgeDgeLevel2),
  fitToPlay: actionFlow('fitToPlay', (calls) => calls.confirmFitToPlay),
  /** /igo_user_pii_confirmation: the details on record, confirmed or reported wrong. */
  igoPii: defineFlow({
    systemId: 'igoPii',
    load: () => import('../../machines/igo-pii.machine').then((m) => m.igoPiiMachine),
  }),
};
