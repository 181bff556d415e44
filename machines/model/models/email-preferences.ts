import type { EmailPreferences } from '../../../api/preferences';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

export { emailPreferencesMachine as machine } from '../../email-preferences.machine';

const LOADED: EmailPreferences = {
  email: 'patron@example.com',
  emailPreferences: [
    { id: 'news', name: 'News', description: null, subscribed: true },
    { id: 'offers', name: 'Offers', description: null, subscribed: false },
  ],
};
/** The 401 of a link that is not valid (or a visitor who is not logged in). */
const linkInvalid = () =>
  httpError(401, {}, { code: 'UNAUTHORIZED_ERROR', message: 'Link is invalid' });

export const model: MachineModel = {
  inputs: [{ token: 'link-token' }],
  events: { 'preference.toggle': [{ id: 'offers', subscribed: true }] },
  outputs: {
    fetchEmailPreferences: [LOADED],
    saveEmailPreferences: [LOADED],
    unsubscribe: [undefined],
  },
  errors: {
    fetchEmailPreferences: [linkInvalid(), httpError(500)],
    saveEmailPreferences: [httpError(422, {}, { message: 'Invalid preferences' }), linkInvalid()],
    unsubscribe: [networkError(), linkInvalid()],
  },
};
