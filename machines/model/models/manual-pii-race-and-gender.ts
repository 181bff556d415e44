import type { RaceAndGenderOptions } from '../../../api/manual-pii';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { raceAndGenderMachine as machine } from '../../manual-pii-race-and-gender.machine';

const OPTIONS: RaceAndGenderOptions = {
  races: [{ value: 'white', label: 'White' }],
  genders: [{ value: 'male', label: 'Male' }],
};

export const model: MachineModel = {
  inputs: [{ done: '/continue_registration' }],
  events: { 'race.choose': [{ value: 'white' }], 'gender.choose': [{ value: 'male' }] },
  outputs: { fetchRaceAndGenderOptions: [OPTIONS] },
  errors: {
    fetchRaceAndGenderOptions: [networkError()],
    submitRaceAndGender: [
      httpError(422, { race: 'Choose one of the race options' }),
      networkError(),
    ],
  },
};
