import { ApiError } from '../../../api/errors';
import type { DocumentVerification, ProviderSession } from '../../../api/jumio';
import type { DocumentVerificationInput } from '../../document-verification.machine';
import type { MachineModel } from '../coverage';
import { httpError, networkError, plainError } from '../fixtures';

export { documentVerificationMachine as machine } from '../../document-verification.machine';

const SESSION: ProviderSession = { id: 'a', accountId: 'acct', sdkToken: null, webUrl: null };
const doc = (status: DocumentVerification['status']): DocumentVerification => ({
  id: 'doc-1',
  status,
  insertedAt: null,
  documentType: 'BS',
  jumioIdScanReference: null,
});
const INPUT: DocumentVerificationInput = { failureRoute: '/kyc/failure', returnUrl: null };

export const model: MachineModel = {
  inputs: [INPUT],
  events: { 'type.change': [{ documentType: 'VC' }] },
  outputs: {
    // No mark (the list is loaded), or back from the provider's page with an upload to record.
    takeReturnedUpload: [null, { documentType: 'VC', accountId: 'acct' }],
    // None yet, or one already uploaded (a reload after the upload: the status is read, QA 14).
    fetchLatest: [null, doc('verified')],
    initiate: [SESSION],
    // Every branch of `received`: uploaded (the status read), no message, success, error, anything
    // else (the failure route).
    record: [doc('pending'), doc('declined'), doc('success'), doc('error'), doc('unknown')],
    fetchOne: [doc('verified')],
    // No tab (top level, native), or the provider's page opened in a new tab from a frame.
    handOver: [{ newTabUrl: null }, { newTabUrl: 'https://provider.example/upload' }],
    // An uploaded document: the registration still collects it (stay), or moved on (QA 14).
    readStatus: ['manual_document_collection_required', 'pending_manual_kyc'],
  },
  errors: {
    takeReturnedUpload: [new Error('storage refused')],
    fetchLatest: [networkError()],
    initiate: [httpError(500)],
    record: [httpError(422, { documentType: 'is invalid' })],
    fetchOne: [networkError()],
    readStatus: [networkError()],
    // An upload that did not happen, or a page to open that was refused (not https; QA 17).
    handOver: [
      plainError(),
      new ApiError({ code: 'UNKNOWN_ERROR', message: 'Oops', action: 'open the document capture' }),
    ],
  },
};
