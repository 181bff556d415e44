import type { Restriction } from '../../../api/responsible-gaming';
import { casinoCoolOffMachine } from '../../casino-cool-off.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const LIFETIME: Restriction = { type: 'casino', duration: null, lifetime: true, expiresAt: null };

export { casinoCoolOffMachine as machine };
export const model: MachineModel = {
  // 'lifetime' is accepted with no restriction active and refused under a lifetime one (decision
  // 066); '' (nothing chosen) is refused.
  events: { 'duration.choose': [{ value: 'lifetime' }, { value: '' }] },
  outputs: { fetchRestriction: [null, LIFETIME] },
  errors: { fetchRestriction: [networkError()], createRestriction: [httpError(422)] },
};
