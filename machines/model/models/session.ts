import type { FeatureFlag } from '../../../api/lists';
import { network as networkCopy } from '../../../copy/spec/network';
import { type AuthFailure, type SessionInput, sessionMachine } from '../../session.machine';
import type { MachineModel } from '../coverage';
import { httpError, plainError } from '../fixtures';

const unauthorized: AuthFailure = {
  code: 'UNAUTHORIZED_ERROR',
  status: 401,
  serverCode: 'unauthorized',
  suspensionType: null,
};
const suspended: AuthFailure = {
  code: 'HTTP_ERROR',
  status: 403,
  serverCode: 'user_suspended',
  suspensionType: 'cool_off',
};
const FLAGS: FeatureFlag[] = [{ name: 'visit_limits_page', status: 'enabled', groups: [] }];

const unauthorizedError = (message: string) =>
  httpError(401, {}, { code: 'UNAUTHORIZED_ERROR', message, serverCode: 'unauthorized' });

// Inside a frame: a 401 on a sign-up page is a withheld cookie, elsewhere it ends the session.
// After a reload, a login of this tab that still owes its SMS code (decision 041).
const inputs: SessionInput[] = [
  { layout: 'web', framed: true },
  { layout: 'web', pinOwed: true },
];

export { sessionMachine as machine };
export const model: MachineModel = {
  inputs,
  // A second suspension type (QA 17) doubles what the session can remember of one.
  limit: 12_000,
  events: {
    login: [{ username: 'ada', password: 'Analytical1' }],
    // The header's Log out, and the one a cool-off, self-exclusion or closure asks for.
    logout: [{ to: '/login' }, { to: '/rg/loading', suspended: true }],
    // Try again on a patron-only page after a start-up check that failed (QA 14).
    'check.retry': [{}],
    'pin.verified': [{}],
    'signup.sessionCreated': [{}],
    'session.answered': [{}],
    'suspension.lifted': [{}],
    'auth.failure': [
      { error: unauthorized, path: '/web/signup/pii' },
      { error: unauthorized, path: '/user_preferences' },
      { error: unauthorized, path: '/login' },
      { error: suspended, path: '/web/signup/pii' },
      // A cool-off on its own page stays there, and the session remembers it (QA 12).
      { error: suspended, path: '/cool_off_renew' },
      // Any other suspension in the middle of a page ends the session here (QA 17).
      { error: { ...suspended, suspensionType: 'self_exclusion' }, path: '/rg/deposit_limits' },
    ],
    'shared.featureFlags': [{ flags: FLAGS }],
    'shared.criticalServiceError': [{ text: 'Payments are down' }, { text: null }],
  },
  outputs: {
    checkSession: [{ status: 'pending' }],
    login: [{ userId: '42' }],
  },
  errors: {
    checkSession: [
      unauthorizedError('Unauthorized'),
      httpError(403, {}, { serverCode: 'user_suspended', suspensionType: 'cool_off' }),
      plainError(),
    ],
    login: [
      httpError(403, {}, { serverCode: 'sms_pin_required' }),
      unauthorizedError(networkCopy.loginFailed),
      httpError(403, {}, { serverCode: 'user_suspended', suspensionType: 'cool_off' }),
      // A locked SMS code, and a validation answer naming a field of the form (QA 10).
      httpError(403, {}, { serverCode: 'sms_pin_locked', message: 'Too many incorrect codes' }),
      httpError(422, { username: 'Username is invalid' }, { message: 'Username refused' }),
    ],
    logout: [
      httpError(500),
      httpError(403, {}, { serverCode: 'user_suspended', suspensionType: 'cool_off' }),
    ],
  },
  // The shared slice is independent of the login state, and the count of refused logins steers no
  // guard (it grows with every refusal): leave both out of what tells states apart.
  serialize: (s) => [s.value, { ...s.context, shared: null, loginRefusals: null }],
};
