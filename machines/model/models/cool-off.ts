import { coolOffMachine } from '../../cool-off.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { coolOffMachine as machine };
export const model: MachineModel = {
  // '5' is not an offered length: the request is refused.
  events: { 'duration.choose': [{ value: '7' }, { value: '5' }] },
  errors: {
    // A timeout's check (decision 088), and a running cool-off after it.
    createCoolOff: [
      httpError(422),
      networkError(),
      httpError(403, {}, { serverCode: 'user_suspended', suspensionType: 'cool_off' }),
    ],
  },
  outputs: { suspensionNow: ['cool_off', null] },
};
