import type { MachineModel } from '../coverage';

export { coolOffLiftMachine as machine } from '../../cool-off-lift.machine';
export const model: MachineModel = {};
