import { coolOffMachine } from '../../cool-off.machine';
import type { MachineModel } from '../coverage';
import { httpError } from '../fixtures';

export { coolOffMachine as machine };
export const model: MachineModel = {
  // '5' is not an offered length: the request is refused.
  events: { 'duration.choose': [{ value: '7' }, { value: '5' }] },
  errors: { createCoolOff: [httpError(422)] },
};
