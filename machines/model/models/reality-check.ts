import { realityCheckMachine } from '../../reality-check.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { realityCheckMachine as machine };
export const model: MachineModel = {
  events: { 'interval.choose': [{ seconds: 1800 }, { seconds: 600 }] },
  outputs: { fetchInterval: [900] },
  errors: {
    fetchInterval: [networkError()],
    setInterval: [httpError(422, { realityCheckinIntervalSeconds: 'Not allowed' })],
  },
};
