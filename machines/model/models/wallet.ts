import type { Balance } from '../../../api/balance';
import { NJ, ON } from '../../regions.fixture';
import type { WalletInput } from '../../wallet.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { walletMachine as machine } from '../../wallet.machine';

const BALANCE: Balance = { playableBalance: 12_500, restrictedBalance: 2_500 };
/** A 401: the session handles it, the balance is not retried. */
const unauthorized = () =>
  httpError(401, {}, { code: 'UNAUTHORIZED_ERROR', message: 'Unauthorized' });
// No region known yet: the balance waits, and a move gives the wallet one, after which every
// balance state is reached as it is from a known region (a second input would only double the run).
const inputs: WalletInput[] = [{ region: null }];

export const model: MachineModel = {
  inputs,
  events: { 'target.change': [{ region: 'CA-ON' }] },
  outputs: { fetchBalance: [BALANCE], fetchRegions: [[NJ, ON]], transferWalletRegion: [undefined] },
  errors: {
    fetchBalance: [httpError(500), unauthorized()],
    fetchRegions: [networkError()],
    transferWalletRegion: [httpError(500)],
  },
  // The guards and the retry delay read only these: whether a region and a target are known,
  // and the retries made so far.
  serialize: (s) => [
    s.value,
    s.context.region !== null,
    s.context.target !== '',
    s.context.balanceRetries,
  ],
};
