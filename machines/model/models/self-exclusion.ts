import type { SelfExclusionOption } from '../../../api/responsible-gaming';
import { selfExclusion as selfExclusionCopy } from '../../../copy/spec/self-exclusion';
import {
  EMPTY_DATA,
  type SelfExclusionData,
  type SelfExclusionInput,
  type SelfExclusionStep,
  selfExclusionMachine,
} from '../../self-exclusion.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

// The fixtures of machines/self-exclusion.machine.test.ts.
const OPTIONS: SelfExclusionOption[] = [
  { duration: 365, lifetime: false, label: '1 year' },
  { duration: null, lifetime: true, label: 'Lifetime' },
];
const CHOSEN: SelfExclusionData = { ...EMPTY_DATA, options: OPTIONS, period: 0 };
const input = (
  step: SelfExclusionStep,
  regionCode: string,
  data: SelfExclusionData,
): SelfExclusionInput => ({ base: '/rg/self_exclusion', step, regionCode, data });

export { selfExclusionMachine as machine };
export const model: MachineModel = {
  // Each step page a run can start on, in New Jersey (SSN asked) and Ontario (not); the Ontario
  // period page is reopened with the options already read (back from the waivers).
  inputs: [
    input('period', 'US-NJ', EMPTY_DATA),
    input('period', 'CA-ON', CHOSEN),
    input('personal', 'US-NJ', CHOSEN),
    input('waivers', 'US-NJ', { ...CHOSEN, ssn: '1234' }),
    input('waivers', 'CA-ON', CHOSEN),
    // A waivers page reached with a period no request can carry (0 days): nothing is sent.
    input('waivers', 'CA-ON', {
      ...EMPTY_DATA,
      options: [{ duration: 0, lifetime: false, label: '' }],
      period: 0,
    }),
  ],
  events: {
    'period.choose': [{ index: 0 }],
    'ssn.change': [{ value: '12' }, { value: '1234' }],
    'waiver.toggle': [
      { index: 0, accepted: true },
      { index: 1, accepted: true },
      { index: 2, accepted: true },
    ],
  },
  // A region that offers no period: the page says so (QA 4).
  outputs: { fetchOptions: [OPTIONS, []], suspensionNow: ['self_exclusion', null] },
  errors: {
    fetchOptions: [new Error(selfExclusionCopy.optionsFailed)],
    submit: [
      httpError(422, { ssn: 'Does not match' }),
      networkError(),
      httpError(403, {}, { serverCode: 'user_suspended', suspensionType: 'cool_off' }),
    ],
  },
};
