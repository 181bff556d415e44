import type { MachineModel } from '../coverage';

export { igoPiiMachine as machine } from '../../igo-pii.machine';
export const model: MachineModel = {};
