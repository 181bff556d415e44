import { fromPromise } from 'xstate';
import { defineFlow } from './registry';

const handOver = () => import('../identity-capture');

/** The flows of identity (issue 10), by id. */
export const IDENTITY_FLOWS = {
  /** The ID capture pages: a scan started, handed over to the provider, polled to its outcome. */
  kyc: defineFlow({
    systemId: 'kyc',
    load: async () => {
      const [{ kycMachine }, { handOverCapture }] = await Promise.all([
        import('../../machines/kyc.machine'),
        handOver(),
      ]);
      return kycMachine.provide({
        actors: {
          handOver: fromPromise(({ input, signal }) =>
            handOverCapture('identity', input.session, { signal }),
          ),
        },
      });
    },
  }),
  /** The document pages: a bank statement or void check uploaded through the provider. */
  documentVerification: defineFlow({
    systemId: 'documentVerification',
    load: async () => {
      const [
        { documentVerificationMachine },
        { handOverCapture, partnerReturnBeforeRecording, takeReturnedUpload },
        { createDocumentVerification },
      ] = await Promise.all([
        import('../../machines/document-verification.machine'),
        handOver(),
        import('../../api/jumio'),
      ]);
      return documentVerificationMachine.provide({
        actors: {
          // Read when the page's run starts: the mark of an upload the provider sent back here.
          takeReturnedUpload: fromPromise(async ({ input }) => takeReturnedUpload(input.returnUrl)),
          handOver: fromPromise(({ input, signal }) =>
            handOverCapture('document', input.session, {
              documentType: input.documentType,
              returnUrl: input.returnUrl,
              signal,
            }),
          ),
          // From a frame, only once the partner sent the patron back (QA 14; src/partner-return.ts).
          record: fromPromise(async ({ input, signal }) => {
            await partnerReturnBeforeRecording(signal);
            return createDocumentVerification(input.documentType, input.accountId, { signal });
          }),
        },
      });
    },
  }),
  /** The pages that wait for the server: the registration status read until it moves. */
  statusWatch: defineFlow({
    systemId: 'statusWatch',
    load: () => import('../../machines/status-watch.machine').then((m) => m.statusWatchMachine),
  }),
  /** /race_and_gender, /web/race_and_gender: the server's answers, chosen and sent. */
  raceAndGender: defineFlow({
    systemId: 'raceAndGender',
    load: () =>
      import('../../machines/manual-pii-race-and-gender.machine').then(
        (m) => m.raceAndGenderMachine,
      ),
  }),
};
