import type { MachineModel } from '../coverage';
import { httpError } from '../fixtures';

export { closeAccountMachine as machine } from '../../close-account.machine';
export const model: MachineModel = {
  errors: { closeAccount: [httpError(500)] },
};
