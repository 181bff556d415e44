import { ApiError } from '../../../api/errors';
import type { ProviderSession, Scan } from '../../../api/jumio';
import type { KycInput } from '../../kyc.machine';
import type { Seen } from '../../status-seen';
import type { MachineModel } from '../coverage';
import { networkError, plainError } from '../fixtures';

export { kycMachine as machine } from '../../kyc.machine';

const SESSION: ProviderSession = {
  id: 'acct-1',
  accountId: 'acct-1',
  sdkToken: 'sdk',
  webUrl: 'https://provider.example/capture',
};

const scan = (status: Scan['status'], failureReason: string | null = null): Scan => ({
  id: 'scan-9',
  status,
  failureReason,
  insertedAt: '2024-05-01T12:00:00Z',
});

// The registration status the sign-up derived the ID page from (QA 17).
const SHOWN_FOR: Seen = { status: 'document_verification_required', reason: null, owes: '[]' };

const INPUTS: KycInput[] = [
  // The sign-up step of /signup/idv/document_upload, opened fresh (the machine's own tests).
  {
    inSignUp: true,
    failureRoute: '/signup/idv/failure',
    resume: false,
    returnUrl: null,
    shownFor: SHOWN_FOR,
  },
  // /web/id_check_required outside sign-up, as the route opens it: a scan under way is looked for.
  {
    inSignUp: false,
    failureRoute: '/web/signup/user_verification_error',
    resume: true,
    returnUrl: 'https://app.example/web/id_check_required',
  },
];

export const model: MachineModel = {
  inputs: INPUTS,
  outputs: {
    // The last scan: one still pending is taken up again; a finished one, or none, is not.
    findScan: [scan('pending'), scan('failure', 'id_expired'), null],
    // A new scan is pending; the sandbox may answer one already decided.
    startScan: [
      { session: SESSION, scan: scan('pending') },
      { session: SESSION, scan: scan('success') },
    ],
    // A verdict (id_expired: refused outside sign-up) and a capture a retry may cure (QA 14).
    pollScan: [
      scan('pending'),
      scan('success'),
      scan('failure', 'id_expired'),
      scan('failure', 'id_not_readable'),
      scan('unknown'),
    ],
    // No tab (top level, native), or the provider's page opened in a new tab from a frame.
    handOver: [{ newTabUrl: null }, { newTabUrl: SESSION.webUrl }],
    // In sign-up after a curable failure: the status still asks for the capture, or moved on.
    readStatus: [SHOWN_FOR, { ...SHOWN_FOR, reason: 'id_not_readable' }],
  },
  errors: {
    findScan: [networkError()],
    startScan: [networkError()],
    // A capture that did not happen, or a page to open that was refused (not https; QA 17).
    handOver: [
      plainError(),
      new ApiError({ code: 'UNKNOWN_ERROR', message: 'Oops', action: 'open the identity capture' }),
    ],
    pollScan: [networkError()],
    readStatus: [networkError()],
  },
};
