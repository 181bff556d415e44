import { assign, fromPromise, setup } from 'xstate';
import { isApiError, messageOf } from '../api/errors';
import {
  createDocumentVerification,
  type DocumentType,
  type DocumentVerification,
  getDocumentVerification,
  initiateDocumentVerification,
  listDocumentVerifications,
  type ProviderSession,
} from '../api/jumio';
import { getRegistrationStatus } from '../api/registration';
import type { RegistrationStatusValue } from '../api/statuses';
import { documents as copy } from '../copy/spec/documents';
import { type HandedOver, NO_NEW_TAB } from './hand-over';
import type { RoutePath } from './paths';

/**
 * Document verification (product.md 4.4, issue 10 item 3): a bank statement (BS) or a void check
 * (VC) is uploaded through the provider (the `handOver` actor, as for the identity scan) and
 * recorded; its status decides what the page says. pending, verified and declined need no
 * message (the page shows the status), success says "You've successfully uploaded your
 * document", error says the upload went wrong, and any other value ends on the failure route,
 * whose page gives the support message. The latest document is fetched when the page opens and
 * can be checked again while pending.
 *
 * A page the provider's hosted page sent the patron back to (a top-level browser upload, QA 8)
 * records the upload the tab marked before leaving, instead of fetching the latest: the
 * `takeReturnedUpload` actor the app provides (src/identity-capture.ts) finds it.
 *
 * A hand-over that opened the provider's page in a new tab (a frame) leaves its address in
 * `newTabUrl` while the recorded document is pending, so the page can offer to open it again
 * (QA 10).
 *
 * A document that is uploaded (pending review or verified), found when the page opens or after
 * an upload or a check, may have ended the document collection the registration asked for: the
 * registration status is read again, and when it has moved on to another step of the sign-up
 * (pending_manual_kyc, typically) the page is done and leads to /continue_registration, where
 * the onboarding machine derives the page (QA 14, decision 007). A registration still collecting
 * the document, a finished account (a patron's upload outside sign-up) or a failed read keeps
 * the page as it is.
 */

export interface DocumentVerificationInput {
  failureRoute: RoutePath;
  /** Where the provider's page sends the patron back: this page. */
  returnUrl: string | null;
}

/** An upload handed to the provider's page that this page records on the patron's return. */
export interface ReturnedUpload {
  documentType: DocumentType;
  accountId: string | number | null;
}

interface DocumentContext extends DocumentVerificationInput {
  documentType: DocumentType;
  /** The provider account the upload is recorded under (contract.md 7). */
  accountId: string | number | null;
  document: DocumentVerification | null;
  session: ProviderSession | null;
  /** The provider's page opened in a new tab, while its document is pending (machines/hand-over.ts). */
  newTabUrl: string | null;
  notice: { kind: 'success' | 'danger'; text: string } | null;
  next: RoutePath | null;
}

export type DocumentEvent =
  | { type: 'type.change'; documentType: DocumentType }
  | { type: 'upload' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'capture.failed' }
  | { type: 'capture.done' };

export const documentVerificationMachine = setup({
  types: {} as {
    context: DocumentContext;
    input: DocumentVerificationInput;
    events: DocumentEvent;
    output: { route: RoutePath };
  },
  actors: {
    /** None by default: the app provides the tab's mark (src/flows/identity.ts). */
    takeReturnedUpload: fromPromise<ReturnedUpload | null, { returnUrl: string | null }>(
      async () => null,
    ),
    fetchLatest: fromPromise<DocumentVerification | null>(async ({ signal }) => {
      const documents = await listDocumentVerifications({ signal });
      return documents.at(-1) ?? null;
    }),
    initiate: fromPromise<
      ProviderSession,
      { documentType: DocumentType; returnUrl: string | null }
    >(({ input, signal }) =>
      initiateDocumentVerification(input.documentType, input.returnUrl, { signal }),
    ),
    /** Opens the provider's upload; resolves when the document may be recorded. */
    handOver: fromPromise<
      HandedOver,
      { session: ProviderSession; documentType: DocumentType; returnUrl: string | null }
    >(async () => NO_NEW_TAB),
    record: fromPromise<
      DocumentVerification,
      { documentType: DocumentType; accountId: string | number | null }
    >(({ input, signal }) =>
      createDocumentVerification(input.documentType, input.accountId, { signal }),
    ),
    fetchOne: fromPromise<DocumentVerification, { id: string }>(({ input, signal }) =>
      getDocumentVerification(input.id, { signal }),
    ),
    readStatus: fromPromise<RegistrationStatusValue>(
      async ({ signal }) => (await getRegistrationStatus({ signal })).status,
    ),
  },
  guards: {
    hasReturnedUpload: (_, params: { upload: ReturnedUpload | null }) => params.upload !== null,
    isSuccess: ({ context }) => context.document?.status === 'success',
    isError: ({ context }) => context.document?.status === 'error',
    needsNoMessage: ({ context }) =>
      ['pending', 'verified', 'declined'].includes(context.document?.status ?? ''),
    hasDocument: ({ context }) => context.document !== null,
    // A call's failure (the page to open was refused), not an upload the patron did not finish.
    isCallFailure: (_, params: { error: unknown }) => isApiError(params.error),
    isUploaded: (_, params: { document: DocumentVerification | null }) =>
      params.document?.status === 'pending' || params.document?.status === 'verified',
    hasMovedOn: (_, params: { status: RegistrationStatusValue }) =>
      params.status !== 'manual_document_collection_required' && params.status !== 'complete',
  },
  actions: {
    fail: assign({
      notice: (_, params: { text: string }) => ({ kind: 'danger', text: params.text }),
    }),
    keepNewTab: assign((_, params: { handedOver: HandedOver | undefined }) => ({
      newTabUrl: params.handedOver?.newTabUrl ?? null,
    })),
    forgetNewTab: assign({ newTabUrl: null }),
    // Only a pending document has an upload to finish: the address goes with any other status.
    forgetNewTabUnlessPending: assign({
      newTabUrl: ({ context }) =>
        context.document?.status === 'pending' ? context.newTabUrl : null,
    }),
  },
}).createMachine({
  id: 'documentVerification',
  context: ({ input }) => ({
    ...input,
    documentType: 'BS',
    accountId: null,
    document: null,
    session: null,
    newTabUrl: null,
    notice: null,
    next: null,
  }),
  output: ({ context }) => ({ route: context.next ?? context.failureRoute }),
  initial: 'returning',
  states: {
    returning: {
      tags: ['busy'],
      invoke: {
        src: 'takeReturnedUpload',
        input: ({ context }) => ({ returnUrl: context.returnUrl }),
        onDone: [
          {
            description:
              "Back from the provider's page with an upload this tab handed over: record it.",
            guard: { type: 'hasReturnedUpload', params: ({ event }) => ({ upload: event.output }) },
            target: 'recording',
            actions: assign({
              documentType: ({ event }) => event.output?.documentType ?? 'BS',
              accountId: ({ event }) => event.output?.accountId ?? null,
            }),
          },
          { target: 'loading' },
        ],
        onError: 'loading',
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchLatest',
        onDone: [
          {
            description:
              'The latest document is already uploaded (a reload, a later visit): read the registration status.',
            guard: { type: 'isUploaded', params: ({ event }) => ({ document: event.output }) },
            target: 'checkingStatus',
            actions: assign({ document: ({ event }) => event.output }),
          },
          { target: 'ready', actions: assign({ document: ({ event }) => event.output }) },
        ],
        onError: {
          description: '"Could not fetch Jumio documents!" with a retry.',
          target: 'loadFailed',
          actions: { type: 'fail', params: ({ event }) => ({ text: messageOf(event.error) }) },
        },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ notice: null }) } } },
    ready: {
      on: {
        'type.change': { actions: assign({ documentType: ({ event }) => event.documentType }) },
        upload: { target: 'initiating', actions: [assign({ notice: null }), 'forgetNewTab'] },
        refresh: {
          description: 'A document was uploaded: read its verification status again.',
          guard: 'hasDocument',
          target: 'refreshing',
          actions: assign({ notice: null }),
        },
      },
    },
    initiating: {
      tags: ['busy'],
      invoke: {
        src: 'initiate',
        input: ({ context }) => ({
          documentType: context.documentType,
          returnUrl: context.returnUrl,
        }),
        onDone: {
          target: 'handingOver',
          actions: assign({
            session: ({ event }) => event.output,
            accountId: ({ event }) => event.output.accountId ?? (event.output.id || null),
          }),
        },
        onError: {
          description: '"Something went wrong submitting your document".',
          target: 'ready',
          actions: { type: 'fail', params: ({ event }) => ({ text: messageOf(event.error) }) },
        },
      },
    },
    handingOver: {
      tags: ['busy', 'capturing'],
      invoke: {
        src: 'handOver',
        input: ({ context }) => ({
          session: context.session as ProviderSession,
          documentType: context.documentType,
          returnUrl: context.returnUrl,
        }),
        onDone: {
          description:
            "In a frame the provider's page opened in a new tab: its address is kept so the page can open it again.",
          target: 'recording',
          actions: { type: 'keepNewTab', params: ({ event }) => ({ handedOver: event.output }) },
        },
        onError: [
          {
            description:
              'The server gave no page that may be opened (not https): its call failed, "Oops, something went wrong! Please try again!" (QA 17).',
            guard: { type: 'isCallFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: { type: 'fail', params: ({ event }) => ({ text: messageOf(event.error) }) },
          },
          {
            description:
              'The upload did not happen: "There was an issue uploading your documents..."',
            target: 'ready',
            actions: { type: 'fail', params: { text: copy.uploadIssue } },
          },
        ],
      },
      on: {
        'capture.done': 'recording',
        'capture.failed': {
          target: 'ready',
          actions: { type: 'fail', params: { text: copy.uploadIssue } },
        },
      },
    },
    recording: {
      tags: ['busy'],
      invoke: {
        src: 'record',
        input: ({ context }) => ({
          documentType: context.documentType,
          accountId: context.accountId,
        }),
        onDone: { target: 'received', actions: assign({ document: ({ event }) => event.output }) },
        onError: {
          description: 'Nothing was recorded: the page opened in a new tab is forgotten too.',
          target: 'ready',
          actions: [
            { type: 'fail', params: ({ event }) => ({ text: messageOf(event.error) }) },
            'forgetNewTab',
          ],
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'fetchOne',
        input: ({ context }) => ({ id: context.document?.id ?? '' }),
        onDone: { target: 'received', actions: assign({ document: ({ event }) => event.output }) },
        onError: {
          description: '"Could not fetch Jumio document!".',
          target: 'ready',
          actions: { type: 'fail', params: ({ event }) => ({ text: messageOf(event.error) }) },
        },
      },
    },
    received: {
      entry: 'forgetNewTabUnlessPending',
      always: [
        {
          description:
            'The document is uploaded (pending or verified): no message; the registration status is read again.',
          guard: { type: 'isUploaded', params: ({ context }) => ({ document: context.document }) },
          target: 'checkingStatus',
        },
        {
          description:
            'The status is pending, verified or declined: no message is shown (product.md 4.4).',
          guard: 'needsNoMessage',
          target: 'ready',
        },
        {
          description: 'The verification succeeded: say so.',
          guard: 'isSuccess',
          target: 'ready',
          actions: assign({ notice: { kind: 'success', text: copy.uploaded } }),
        },
        {
          description: 'The verification answered an error or expired: show the error message.',
          guard: 'isError',
          target: 'ready',
          actions: { type: 'fail', params: { text: copy.bankStatementIssue } },
        },
        {
          description: 'Any other value: the failure route, whose page gives the support message.',
          target: 'done',
        },
      ],
    },
    checkingStatus: {
      tags: ['busy'],
      invoke: {
        src: 'readStatus',
        onDone: [
          {
            description:
              'The upload ended the document collection: the registration moved on to another sign-up step (pending_manual_kyc), so /continue_registration derives the page (QA 14).',
            guard: {
              type: 'hasMovedOn',
              params: ({ event }) => ({ status: event.output }),
            },
            target: 'done',
            actions: assign({ next: '/continue_registration' as const }),
          },
          {
            description:
              'Still collecting the document, or a finished account (an upload outside sign-up): the page stays.',
            target: 'ready',
          },
        ],
        onError: {
          description: 'A failed read says nothing: the page stays as it is.',
          target: 'ready',
        },
      },
    },
    done: { type: 'final' },
  },
});
