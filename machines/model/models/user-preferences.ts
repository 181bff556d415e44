import type { UserPreferencesInput } from '../../user-preferences.machine';
import type { MachineModel } from '../coverage';
import { httpError } from '../fixtures';

export { userPreferencesMachine as machine } from '../../user-preferences.machine';

/** The 401 of a link that is not valid (or a visitor who is not logged in). */
const linkInvalid = () =>
  httpError(401, {}, { code: 'UNAUTHORIZED_ERROR', message: 'Link is invalid' });

/** An emailed link: the preferences only, no wallet. */
const LINK: UserPreferencesInput = { token: 'link-token', region: null };
/** A logged-in patron: the wallet shows. */
const SESSION: UserPreferencesInput = { token: null, region: 'US-NJ' };

export const model: MachineModel = {
  inputs: [LINK],
  events: { 'wallet.moved': [{ region: 'CA-ON' }], 'wallet.chosen': [{ region: 'CA-ON' }] },
  // A patron's wallet starts on the read's first answer, whichever it is: one answer per run.
  runs: [
    { input: SESSION, errors: { fetchMarketingInducements: [linkInvalid()] } },
    {
      input: SESSION,
      outputs: { fetchMarketingInducements: [] },
      errors: { fetchMarketingInducements: [httpError(500)] },
    },
  ],
  outputs: {
    fetchMarketingInducements: [false],
    // The server answers with the value it saved: either one.
    updateMarketingInducements: [true, false],
  },
  errors: {
    fetchMarketingInducements: [linkInvalid(), httpError(500)],
    updateMarketingInducements: [httpError(500), linkInvalid()],
  },
};
