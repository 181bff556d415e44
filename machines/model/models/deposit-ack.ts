import type { MachineModel } from '../coverage';

export { depositAckMachine as machine } from '../../deposit-ack.machine';
export const model: MachineModel = {};
