import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { closeAccountMachine as machine } from '../../close-account.machine';
export const model: MachineModel = {
  errors: { closeAccount: [httpError(500), networkError()] },
  // The check after a timeout (decision 088).
  outputs: { suspensionNow: ['closed', null] },
};
