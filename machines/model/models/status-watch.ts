import type { Seen } from '../../status-watch.machine';
import type { MachineModel } from '../coverage';
import { networkError } from '../fixtures';

export { statusWatchMachine as machine } from '../../status-watch.machine';

const IN_PROGRESS: Seen = { status: 'document_verification_in_progress', reason: null };
const FAILED: Seen = { status: 'document_verification_failed', reason: 'id_expired' };
const COMPLETE: Seen = { status: 'complete', reason: null };

export const model: MachineModel = {
  // A page without a derived status (the first read is compared with), and one derived from
  // the identity check in progress.
  inputs: [{ first: null }, { first: IN_PROGRESS }],
  outputs: { readStatus: [IN_PROGRESS, FAILED, COMPLETE] },
  errors: { readStatus: [networkError()] },
  // The read count grows without end: tell snapshots apart by state, the first status seen and
  // what the patron's own last check found.
  serialize: (s) => [s.value, s.status, s.context.first, s.context.answer],
};
