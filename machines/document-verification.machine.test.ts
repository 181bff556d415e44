import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { DocumentType, DocumentVerification, ProviderSession } from '../api/jumio';
import type { RegistrationStatusValue } from '../api/statuses';
import { documents as copy } from '../copy/spec/documents';
import { documentVerificationMachine, type ReturnedUpload } from './document-verification.machine';
import { type HandedOver, NO_NEW_TAB } from './hand-over';

const SESSION: ProviderSession = { id: 'a', accountId: 'acct', sdkToken: null, webUrl: null };
const doc = (status: DocumentVerification['status']): DocumentVerification => ({
  id: 'doc-1',
  status,
  insertedAt: null,
  documentType: 'BS',
  jumioIdScanReference: null,
});

type HandOverInput = {
  session: ProviderSession;
  documentType: DocumentType;
  returnUrl: string | null;
};

function start(
  answers: {
    latest?: DocumentVerification | null;
    recorded?: DocumentVerification;
    refreshed?: DocumentVerification;
    /** What the tab's mark says when the page's run starts (src/identity-capture.ts). */
    returned?: ReturnedUpload | null;
    returnUrl?: string | null;
    session?: ProviderSession;
    /** What the hand-over resolves with (a frame: the provider's page opened in a new tab). */
    handedOver?: HandedOver;
    /** The registration status read once a document is uploaded (default: still collecting it). */
    status?: RegistrationStatusValue;
    fail?: Partial<
      Record<'fetchLatest' | 'initiate' | 'record' | 'fetchOne' | 'handOver' | 'readStatus', Error>
    >;
  } = {},
) {
  const calls = {
    initiated: [] as string[],
    recorded: [] as unknown[],
    taken: [] as (string | null)[],
    latest: 0,
    handedOver: [] as unknown[],
    statusReads: 0,
  };
  const failing = (name: keyof NonNullable<typeof answers.fail>) => {
    const error = answers.fail?.[name];
    if (error) throw error;
  };
  const actor = createActor(
    documentVerificationMachine.provide({
      actors: {
        takeReturnedUpload: fromPromise(
          async ({ input }: { input: { returnUrl: string | null } }) => {
            calls.taken.push(input.returnUrl);
            return answers.returned ?? null;
          },
        ),
        fetchLatest: fromPromise(async () => {
          calls.latest += 1;
          failing('fetchLatest');
          return answers.latest ?? null;
        }),
        initiate: fromPromise(
          async ({
            input,
          }: {
            input: { documentType: DocumentType; returnUrl: string | null };
          }) => {
            failing('initiate');
            calls.initiated.push(input.documentType);
            return answers.session ?? SESSION;
          },
        ),
        handOver: fromPromise(async ({ input }: { input: HandOverInput }) => {
          calls.handedOver.push(input);
          failing('handOver');
          return answers.handedOver ?? NO_NEW_TAB;
        }),
        record: fromPromise(
          async ({
            input,
          }: {
            input: { documentType: DocumentType; accountId: string | number | null };
          }) => {
            failing('record');
            calls.recorded.push(input);
            return answers.recorded ?? doc('pending');
          },
        ),
        fetchOne: fromPromise(async () => {
          failing('fetchOne');
          return answers.refreshed ?? doc('verified');
        }),
        readStatus: fromPromise(async () => {
          calls.statusReads += 1;
          failing('readStatus');
          return answers.status ?? 'manual_document_collection_required';
        }),
      },
    }),
    { input: { failureRoute: '/kyc/failure', returnUrl: answers.returnUrl ?? null } },
  ).start();
  return { actor, calls };
}

const upload = async (actor: ReturnType<typeof start>['actor']) => {
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'upload' });
  return waitFor(actor, (s) => s.matches('ready') || s.status === 'done');
};

describe('document verification (product.md 4.4)', () => {
  it('shows the latest document when the page opens', async () => {
    const { actor } = start({ latest: doc('declined') });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.document?.status).toBe('declined');
  });

  it('uploads the chosen type (BS or VC) and records it with the provider account', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'type.change', documentType: 'VC' });
    await upload(actor);
    expect(calls.initiated).toEqual(['VC']);
    expect(calls.recorded).toEqual([{ documentType: 'VC', accountId: 'acct' }]);
  });

  for (const status of ['pending', 'verified', 'declined'] as const)
    it(`${status} needs no message`, async () => {
      const { actor } = start({ recorded: doc(status) });
      const snapshot = await upload(actor);
      expect(snapshot.context.notice).toBeNull();
      expect(snapshot.context.document?.status).toBe(status);
    });

  it('success says the document was uploaded', async () => {
    const { actor } = start({ recorded: doc('success') });
    const snapshot = await upload(actor);
    expect(snapshot.context.notice).toEqual({ kind: 'success', text: copy.uploaded });
  });

  it('error says the upload went wrong', async () => {
    const { actor } = start({ recorded: doc('error') });
    const snapshot = await upload(actor);
    expect(snapshot.context.notice).toEqual({ kind: 'danger', text: copy.bankStatementIssue });
  });

  it('any other value ends on the failure route', async () => {
    const { actor } = start({ recorded: doc('unknown') });
    const snapshot = await upload(actor);
    expect(snapshot.output).toEqual({ route: '/kyc/failure' });
  });

  it('a pending document can be checked again', async () => {
    const { actor } = start({ latest: doc('pending'), refreshed: doc('success') });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(snapshot.context.notice?.text).toBe(copy.uploaded);
  });

  it('a failed list shows its message and retries', async () => {
    const { actor } = start({ fail: { fetchLatest: new Error(copy.fetchAllFailed) } });
    const snapshot = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(snapshot.context.notice).toEqual({ kind: 'danger', text: copy.fetchAllFailed });
  });

  it('a failed submission keeps the chosen type and shows the message', async () => {
    const { actor } = start({ fail: { initiate: new Error(copy.submitFailed) } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'type.change', documentType: 'VC' });
    const snapshot = await upload(actor);
    expect(snapshot.context.notice?.text).toBe(copy.submitFailed);
    expect(snapshot.context.documentType).toBe('VC');
  });

  it("a page the server's answer gives that may not be opened is the call's failure, not the upload's (QA 17)", async () => {
    const generic = 'Oops, something went wrong! Please try again!';
    const refused = new ApiError({ code: 'UNKNOWN_ERROR', message: generic, action: 'open' });
    const { actor } = start({ fail: { handOver: refused } });
    const snapshot = await upload(actor);
    expect(snapshot.context.notice).toEqual({ kind: 'danger', text: generic });
  });

  it('a capture that did not happen says so', async () => {
    const { actor } = start({ fail: { handOver: new Error('cancelled') } });
    const snapshot = await upload(actor);
    expect(snapshot.context.notice?.text).toBe(copy.uploadIssue);
  });

  it('records under the session id when the provider gives no account id', async () => {
    const { actor, calls } = start({ session: { ...SESSION, id: '12', accountId: null } });
    await upload(actor);
    expect(calls.recorded).toEqual([{ documentType: 'BS', accountId: '12' }]);
  });
});

// QA 8: a top-level browser upload leaves the page for the provider's; the provider sends the
// patron back to the return URL, where a new run of the page records what the tab marked.
describe("document verification back from the provider's page", () => {
  const RETURN_URL = 'https://app.example/web/kyc/upload';

  it('hands the return URL to the hand-over, which marks the upload with it', async () => {
    const { actor, calls } = start({ returnUrl: RETURN_URL });
    await upload(actor);
    expect(calls.handedOver).toEqual([
      { session: SESSION, documentType: 'BS', returnUrl: RETURN_URL },
    ]);
  });

  it('records the marked upload first and shows its status, without loading the list', async () => {
    const { actor, calls } = start({
      returnUrl: RETURN_URL,
      returned: { documentType: 'VC', accountId: 77 },
      recorded: { ...doc('success'), documentType: 'VC' },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.taken).toEqual([RETURN_URL]);
    expect(calls.recorded).toEqual([{ documentType: 'VC', accountId: 77 }]);
    expect(calls.latest).toBe(0);
    expect(snapshot.context.notice).toEqual({ kind: 'success', text: copy.uploaded });
    expect(snapshot.context.document?.documentType).toBe('VC');
    expect(snapshot.context.documentType).toBe('VC');
  });

  it('shows a recorded pending document with no message, and it can be checked again', async () => {
    const { actor } = start({
      returnUrl: RETURN_URL,
      returned: { documentType: 'BS', accountId: null },
      recorded: doc('pending'),
      refreshed: doc('verified'),
    });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.notice).toBeNull();
    expect(snapshot.context.document?.status).toBe('pending');
    actor.send({ type: 'refresh' });
    const refreshed = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.document?.status === 'verified',
    );
    expect(refreshed.context.notice).toBeNull();
  });

  it("a failed record shows the catalogue's message and leaves the upload form usable", async () => {
    const { actor, calls } = start({
      returnUrl: RETURN_URL,
      returned: { documentType: 'VC', accountId: 77 },
      fail: { record: new Error(copy.submitFailed) },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.notice).toEqual({ kind: 'danger', text: copy.submitFailed });
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.can({ type: 'upload' })).toBe(true);
    actor.send({ type: 'upload' });
    await waitFor(actor, (s) => s.matches('ready') && calls.initiated.length === 1);
    expect(calls.initiated).toEqual(['VC']);
  });

  it('without a mark loads the latest document as before, recording nothing', async () => {
    const { actor, calls } = start({ returnUrl: RETURN_URL, latest: doc('declined') });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.taken).toEqual([RETURN_URL]);
    expect(calls.latest).toBe(1);
    expect(calls.recorded).toEqual([]);
    expect(snapshot.context.document?.status).toBe('declined');
  });
});

// QA 10: in a frame the provider's page opens in a new tab, which a pop-up blocker may refuse.
describe("document verification with the provider's page in a new tab (a frame)", () => {
  const PROVIDER_PAGE = 'https://provider.example/upload?token=t0k';
  const inNewTab: HandedOver = { newTabUrl: PROVIDER_PAGE };

  it('keeps its address while the recorded document is pending, so the page can open it again', async () => {
    const { actor } = start({ handedOver: inNewTab, recorded: doc('pending') });
    const snapshot = await upload(actor);
    expect(snapshot.context.newTabUrl).toBe(PROVIDER_PAGE);
  });

  it('keeps it while a check finds the document still pending, and forgets it once it is not', async () => {
    const { actor } = start({
      handedOver: inNewTab,
      recorded: doc('pending'),
      refreshed: doc('verified'),
    });
    await upload(actor);
    actor.send({ type: 'refresh' });
    const checked = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.document?.status === 'verified',
    );
    expect(checked.context.newTabUrl).toBeNull();
  });

  it.each([
    ['a recorded status other than pending', { recorded: doc('success') }],
    ['a failed record', { fail: { record: new Error(copy.submitFailed) } }],
  ] as const)('forgets it after %s', async (_, answers) => {
    const { actor } = start({ handedOver: inNewTab, ...answers });
    const snapshot = await upload(actor);
    expect(snapshot.context.newTabUrl).toBeNull();
  });

  it('forgets it when another upload starts', async () => {
    const { actor } = start({ handedOver: inNewTab, recorded: doc('pending') });
    await upload(actor);
    actor.send({ type: 'upload' });
    expect(actor.getSnapshot().matches('initiating')).toBe(true);
    expect(actor.getSnapshot().context.newTabUrl).toBeNull();
  });

  it('has none when the hand-over opened no tab (top level, native, sandbox)', async () => {
    const { actor } = start({ recorded: doc('pending') });
    const snapshot = await upload(actor);
    expect(snapshot.context.newTabUrl).toBeNull();
  });
});

// QA 14: the server moves a registration on (pending_manual_kyc) once its document is uploaded;
// the page used to stay, offering the upload again, even after a reload.
describe('document verification once the document is uploaded', () => {
  it.each(['pending', 'verified'] as const)(
    'a %s upload that moved the registration on leads to /continue_registration',
    async (status) => {
      const { actor, calls } = start({ recorded: doc(status), status: 'pending_manual_kyc' });
      const snapshot = await upload(actor);
      expect(calls.statusReads).toBe(1);
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ route: '/continue_registration' });
    },
  );

  it('a page opened with the latest document already uploaded moves on the same way (a reload)', async () => {
    const { actor } = start({ latest: doc('verified'), status: 'pending_manual_kyc' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ route: '/continue_registration' });
  });

  it('a check that finds the pending document verified reads the status again and moves on', async () => {
    const answers: NonNullable<Parameters<typeof start>[0]> = {
      latest: doc('pending'),
      refreshed: doc('verified'),
    };
    const { actor, calls } = start(answers);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.statusReads).toBe(1);
    // Meanwhile the back office moved the registration on.
    answers.status = 'pending_manual_kyc';
    actor.send({ type: 'refresh' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.statusReads).toBe(2);
    expect(snapshot.output).toEqual({ route: '/continue_registration' });
  });

  it.each([
    [
      'the registration still collects the document',
      { status: 'manual_document_collection_required' },
    ],
    ["a finished account (a patron's upload outside sign-up)", { status: 'complete' }],
    ['the status cannot be read', { fail: { readStatus: new Error('offline') } }],
  ] as const)('stays on the page when %s', async (_, answers) => {
    const { actor } = start({ recorded: doc('verified'), ...answers });
    const snapshot = await upload(actor);
    expect(snapshot.matches('ready')).toBe(true);
    expect(snapshot.context.notice).toBeNull();
    expect(snapshot.context.document?.status).toBe('verified');
  });

  it.each(['declined', 'success', 'error'] as const)(
    'a %s document reads no status',
    async (status) => {
      const { actor, calls } = start({ recorded: doc(status), status: 'pending_manual_kyc' });
      const snapshot = await upload(actor);
      expect(snapshot.matches('ready')).toBe(true);
      expect(calls.statusReads).toBe(0);
    },
  );
});
