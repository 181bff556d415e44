import type { SandboxDocument, SandboxIdentity, SandboxScan, ScanOutcome } from './identity-state';
import type { SandboxState, SandboxUser, StorageLike } from './state';
import { loadState, saveState, sessionUser } from './state';
import { actor, type CallContext, type CallTable, json, randomToken, text } from './wire';

/**
 * The sandbox's identity provider (issue 10 item 8; contract.md 7 "Identity (Jumio)", shapes of
 * wire-decisions). A capture creates a provider account and a pending scan; each poll of the scan
 * answers pending until the scenario's `kycScan.pendingPolls` are used up (default 1), then its
 * outcome: success completes the registration, failure sets document_verification_failed with
 * the failure reason, 'expired' stands for a value outside the spec's set. The simulated
 * provider page (screens/identity/simulated-provider.tsx) picks the outcome of one scan with
 * `chooseScanOutcome`. Document verifications answer the scenario's `documentStatus` (default
 * pending, then verified when fetched again).
 */

const SANDBOX_PROVIDER_PAGE = 'https://provider.sandbox.invalid/capture';

function identityOf(user: SandboxUser): SandboxIdentity {
  user.identity ??= { nextId: 1, scans: [], documents: [] };
  return user.identity;
}

const wireScan = (scan: SandboxScan) => ({
  id: scan.id,
  status: scan.status,
  failure_reason: scan.failureReason,
  inserted_at: scan.insertedAt,
});

const wireDocument = (document: SandboxDocument) => ({
  id: document.id,
  status: document.status,
  inserted_at: document.insertedAt,
  document_type: document.documentType,
  jumio_id_scan_reference: document.scanReference,
});

function providerSession(ctx: CallContext): Response {
  const identity = identityOf(actor(ctx));
  const id = identity.nextId++;
  return json(
    {
      id,
      account_id: `sandbox-account-${id}`,
      sdk_token: randomToken(),
      web_url: `${SANDBOX_PROVIDER_PAGE}?account=${id}`,
    },
    201,
  );
}

function createScan(ctx: CallContext): Response {
  const identity = identityOf(actor(ctx));
  const script = ctx.scenario.kycScan;
  const scan: SandboxScan = {
    id: identity.nextId++,
    status: 'pending',
    failureReason: null,
    insertedAt: new Date(ctx.now).toISOString(),
    pendingPolls: script?.pendingPolls ?? 1,
    outcome: script?.outcome ?? 'success',
    outcomeReason: script?.failureReason ?? (script?.outcome === 'failure' ? 'failure' : null),
  };
  identity.scans.push(scan);
  return json(wireScan(scan), 201);
}

/** A scan's outcome reaches the registration status, as the provider's webhook would. */
function settle(user: SandboxUser, scan: SandboxScan): void {
  scan.status = scan.outcome;
  if (scan.outcome === 'success') {
    scan.failureReason = null;
    user.status = 'complete';
    user.kycFailureReason = null;
  } else if (scan.outcome === 'failure') {
    scan.failureReason = scan.outcomeReason ?? 'failure';
    user.status = 'document_verification_failed';
    user.kycFailureReason = scan.failureReason as SandboxUser['kycFailureReason'];
  }
}

function pollScan(ctx: CallContext): Response {
  const user = actor(ctx);
  const scan = identityOf(user).scans.find((candidate) => String(candidate.id) === ctx.params.id);
  if (!scan) return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  if (scan.status === 'pending') {
    if (scan.pendingPolls > 0) scan.pendingPolls -= 1;
    else settle(user, scan);
  }
  return json(wireScan(scan));
}

/**
 * A document that is uploaded (pending review or verified) ends the document collection a
 * registration asked for: the registration waits for the manual review (pending_manual_kyc), as
 * the real server does (QA 14).
 */
const ENDS_COLLECTION = new Set(['pending', 'verified']);

function recordDocument(ctx: CallContext): Response {
  const user = actor(ctx);
  const identity = identityOf(user);
  const documentType = text(ctx.body.document_type) ?? '';
  if (documentType !== 'BS' && documentType !== 'VC')
    return json({ errors: { document_type: ['is invalid'] } }, 422);
  const id = identity.nextId++;
  const chosen = identity.nextDocumentStatus;
  delete identity.nextDocumentStatus;
  const document: SandboxDocument = {
    id,
    status: chosen ?? ctx.scenario.documentStatus ?? 'pending',
    documentType,
    insertedAt: new Date(ctx.now).toISOString(),
    scanReference: `sandbox-scan-${id}`,
  };
  identity.documents.push(document);
  if (user.status === 'manual_document_collection_required' && ENDS_COLLECTION.has(document.status))
    user.status = 'pending_manual_kyc';
  return json(wireDocument(document), 201);
}

function getDocument(ctx: CallContext): Response {
  const document = identityOf(actor(ctx)).documents.find(
    (candidate) => String(candidate.id) === ctx.params.id,
  );
  if (!document) return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  // A pending document is reviewed by the next look (the sandbox's stand-in for a back office).
  if (document.status === 'pending' && !ctx.scenario.documentStatus) document.status = 'verified';
  return json(wireDocument(document));
}

/**
 * The simulated provider page's choice for the session user's pending scan (sandbox only): the
 * next poll answers it. Works on the stored state directly, as the provider's back end would.
 */
export function chooseScanOutcome(
  storage: StorageLike,
  scenario: string,
  choice: { outcome: ScanOutcome; failureReason?: string | null },
): void {
  const state: SandboxState = loadState(storage, scenario);
  const user = sessionUser(state);
  const scan = user?.identity?.scans.findLast((candidate) => candidate.status === 'pending');
  if (!scan) return;
  scan.outcome = choice.outcome;
  scan.outcomeReason = choice.failureReason ?? (choice.outcome === 'failure' ? 'failure' : null);
  scan.pendingPolls = 0;
  saveState(storage, state);
}

/** The simulated provider page's choice for the session user's next recorded document (sandbox only). */
export function chooseDocumentStatus(storage: StorageLike, scenario: string, status: string): void {
  const state: SandboxState = loadState(storage, scenario);
  const user = sessionUser(state);
  if (!user) return;
  identityOf(user).nextDocumentStatus = status;
  saveState(storage, state);
}

/**
 * The sandbox's calls of identity (issue 10): one implementation per row of SANDBOX_CALLS marked
 * `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const IDENTITY_CALLS = {
  'POST /i/jumio/accounts': providerSession,
  'POST /i/jumio/netverify_scans': createScan,
  'GET /i/jumio/netverify_scans': (ctx) =>
    json({ kyc_verifications: identityOf(actor(ctx)).scans.map(wireScan) }),
  'GET /i/jumio/netverify_scans/{id}': pollScan,
  'POST /i/jumio/initiate_document_verification': providerSession,
  'POST /i/jumio/document_verifications': recordDocument,
  'GET /i/jumio/document_verifications': (ctx) =>
    json({ jumio_document_verifications: identityOf(actor(ctx)).documents.map(wireDocument) }),
  'GET /i/jumio/document_verifications/{id}': getDocument,
} satisfies CallTable;
