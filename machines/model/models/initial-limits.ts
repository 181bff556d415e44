import type { DepositLimitRequest } from '../../initial-limits.machine';
import { registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { initialLimitsMachine as machine } from '../../initial-limits.machine';

const INPUT = stepInput('/web/signup/initial_set_limits', {
  status: registrationStatus({ status: 'email_verified' }),
  flags: [{ name: 'visit_limits_page', status: 'enabled', groups: [] }],
});

// The actors answer with what they sent: the one deposit limit and the one time limit typed here.
const DAILY_50: DepositLimitRequest = { period: 'daily', units: 50 };

export const model: MachineModel = {
  inputs: [INPUT],
  events: {
    'limits.change': [
      { field: 'daily', value: '50' },
      // Not a whole amount: our own check refuses it.
      { field: 'daily', value: '5.5' },
      { field: 'timeLimit', value: '4' },
    ],
  },
  outputs: { setCashflowLimit: [DAILY_50], updateTimeLimit: [{ hours: 4 }] },
  errors: {
    setCashflowLimit: [httpError(422, { amount: 'Amount is too high' })],
    updateTimeLimit: [networkError()],
  },
};
