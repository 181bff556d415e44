import type { MachineModel } from '../coverage';

export { accountActionMachine as machine } from '../../account-action.machine';
export const model: MachineModel = {};
