import type { MachineModel } from '../coverage';
import { httpError } from '../fixtures';

export { coolOffLiftMachine as machine } from '../../cool-off-lift.machine';
export const model: MachineModel = {
  // A 404: no cool-off to end (QA 14); a 422: it is still on.
  errors: { liftCoolOff: [httpError(404), httpError(422)] },
};
