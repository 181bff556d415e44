import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DocumentType, DocumentVerification, ProviderSession } from '../api/jumio';
import { documents as copy } from '../copy/spec/documents';
import { documentVerificationMachine } from './document-verification.machine';

const SESSION: ProviderSession = { id: 'a', accountId: 'acct', sdkToken: null, webUrl: null };
const doc = (status: DocumentVerification['status']): DocumentVerification => ({
  id: 'doc-1',
  status,
  insertedAt: null,
  documentType: 'BS',
  jumioIdScanReference: null,
});

function start(
  answers: {
    latest?: DocumentVerification | null;
    recorded?: DocumentVerification;
    refreshed?: DocumentVerification;
    fail?: Partial<Record<'fetchLatest' | 'initiate' | 'record' | 'fetchOne' | 'handOver', Error>>;
  } = {},
) {
  const calls = { initiated: [] as string[], recorded: [] as unknown[] };
  const failing = (name: keyof NonNullable<typeof answers.fail>) => {
    const error = answers.fail?.[name];
    if (error) throw error;
  };
  const actor = createActor(
    documentVerificationMachine.provide({
      actors: {
        fetchLatest: fromPromise(async () => {
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
            return SESSION;
          },
        ),
        handOver: fromPromise(async () => failing('handOver')),
        record: fromPromise(
          async ({
            input,
          }: {
            input: { documentType: DocumentType; session: ProviderSession };
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
      },
    }),
    { input: { failureRoute: '/kyc/failure', returnUrl: null } },
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
    expect(calls.recorded).toEqual([{ documentType: 'VC', session: SESSION }]);
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

  it('a capture that did not happen says so', async () => {
    const { actor } = start({ fail: { handOver: new Error('cancelled') } });
    const snapshot = await upload(actor);
    expect(snapshot.context.notice?.text).toBe(copy.uploadIssue);
  });
});
