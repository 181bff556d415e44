import * as v from 'valibot';
import { documents as copy } from '../copy/spec/documents';
import { apiRequest, type CallOptions } from './client';
import { ApiError, isApiError } from './errors';
import { IdSchema } from './ids';
import { tolerantList } from './tolerant';
import { tolerantPicklist } from './tolerant-picklist';

/**
 * The identity provider's calls (contract.md 7 "Identity (Jumio)", shapes of wire-decisions
 * "Shapes"; the request bodies the spec does not show are ours, docs/identity.md). Statuses are
 * read tolerantly: a value outside the spec's set reads as 'unknown', which the machines answer
 * with the support message and the failure route (product.md 4.4).
 */

/** The provider session a capture runs in: `web_url` is the provider's hosted page. */
export const ProviderSessionSchema = v.object({
  id: IdSchema,
  accountId: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  sdkToken: v.optional(v.nullable(v.string()), null),
  webUrl: v.optional(v.nullable(v.string()), null),
});
export type ProviderSession = v.InferOutput<typeof ProviderSessionSchema>;

/**
 * What POST /i/jumio/initiate_document_verification answers: wire-decisions gives no shape, so
 * it is read as the provider session of `POST /i/jumio/accounts`, with the id optional (empty
 * when absent): the upload needs only the hosted page or the SDK token.
 */
const DocumentSessionSchema = v.object({
  ...ProviderSessionSchema.entries,
  id: v.optional(IdSchema, ''),
});

export const SCAN_STATUSES = ['pending', 'success', 'failure'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number] | 'unknown';

/** An identity scan (contract.md 3 "Jumio scan"). */
export const ScanSchema = v.object({
  id: IdSchema,
  status: tolerantPicklist(SCAN_STATUSES, 'netverify_scan.status', 'unknown' as const),
  failureReason: v.optional(v.nullable(v.string()), null),
  insertedAt: v.optional(v.nullable(v.string()), null),
});
export type Scan = v.InferOutput<typeof ScanSchema>;

export const DOCUMENT_STATUSES = ['pending', 'verified', 'declined', 'success', 'error'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number] | 'unknown';
/** BS bank statement, VC void check (contract.md 9). */
export const DOCUMENT_TYPES = ['BS', 'VC'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document verification (contract.md 3). */
export const DocumentVerificationSchema = v.object({
  id: IdSchema,
  status: tolerantPicklist(DOCUMENT_STATUSES, 'document_verification.status', 'unknown' as const),
  insertedAt: v.optional(v.nullable(v.string()), null),
  documentType: v.optional(v.nullable(v.string()), null),
  jumioIdScanReference: v.optional(v.nullable(v.string()), null),
});
export type DocumentVerification = v.InferOutput<typeof DocumentVerificationSchema>;

const ScanListSchema = v.object({
  kycVerifications: tolerantList(ScanSchema, 'kyc_verifications'),
});
const DocumentListSchema = v.object({
  jumioDocumentVerifications: tolerantList(
    DocumentVerificationSchema,
    'jumio_document_verifications',
  ),
});

/**
 * A list oldest to newest by `inserted_at`, so that its last item is the newest whatever order
 * the server used (neither contract.md nor wire-decisions fixes one; QA 8: a server listing
 * newest first made the ID page start a second scan and the document page show an old document
 * as the latest). Dates are compared as instants (`Date.parse`); equal dates keep the server's
 * order. An item without a readable `inserted_at` stays at its index in the list, and the dated
 * items are sorted into the other places, so a list with no dates comes back as it was sent
 * (docs/identity.md "Which scan and document are the latest").
 */
export function oldestFirst<T extends { insertedAt: string | null }>(list: readonly T[]): T[] {
  const when = (item: T) => (item.insertedAt ? Date.parse(item.insertedAt) : Number.NaN);
  const dated = list.filter((item) => !Number.isNaN(when(item))).sort((a, b) => when(a) - when(b));
  let next = 0;
  return list.map((item) => (Number.isNaN(when(item)) ? item : (dated[next++] as T)));
}

const withCopy = (error: unknown, message: string) =>
  isApiError(error) && error.code !== 'UNAUTHORIZED_ERROR' && !error.suspensionType
    ? new ApiError({ ...error, message, cause: error })
    : error;

/**
 * POST /i/jumio/accounts: a provider session for an identity capture; `returnUrl` is where the
 * provider's page sends the patron back (docs/identity.md).
 */
export function createProviderAccount(
  returnUrl: string | null,
  { signal }: CallOptions = {},
): Promise<ProviderSession> {
  return apiRequest('/i/jumio/accounts', {
    method: 'POST',
    body: { return_url: returnUrl },
    schema: ProviderSessionSchema,
    action: 'start your identity check',
    signal,
  });
}

/** POST /i/jumio/netverify_scans: the scan of a capture, pending until the provider answers. */
export function createScan(
  accountId: string | number | null,
  { signal }: CallOptions = {},
): Promise<Scan> {
  return apiRequest('/i/jumio/netverify_scans', {
    method: 'POST',
    body: { account_id: accountId },
    schema: ScanSchema,
    action: 'start your identity check',
    signal,
  });
}

/** GET /i/jumio/netverify_scans: the patron's scans, oldest first (`oldestFirst`), so newest last. */
export async function listScans({ signal }: CallOptions = {}): Promise<Scan[]> {
  const answer = await apiRequest('/i/jumio/netverify_scans', {
    schema: ScanListSchema,
    action: 'check your identity verification',
    signal,
  });
  return oldestFirst(answer.kycVerifications);
}

/** GET /i/jumio/netverify_scans/{id}: one scan (the poll while it is pending). */
export function getScan(id: string, { signal }: CallOptions = {}): Promise<Scan> {
  return apiRequest(`/i/jumio/netverify_scans/${encodeURIComponent(id)}`, {
    schema: ScanSchema,
    action: 'check your identity verification',
    signal,
  });
}

/** POST /i/jumio/initiate_document_verification: a provider session for a document upload. */
export async function initiateDocumentVerification(
  documentType: DocumentType,
  returnUrl: string | null,
  { signal }: CallOptions = {},
): Promise<ProviderSession> {
  try {
    return await apiRequest('/i/jumio/initiate_document_verification', {
      method: 'POST',
      body: { document_type: documentType, return_url: returnUrl },
      schema: DocumentSessionSchema,
      action: 'submit your document',
      signal,
    });
  } catch (error) {
    throw withCopy(error, copy.submitFailed);
  }
}

/** POST /i/jumio/document_verifications: records the uploaded document ("Something went wrong submitting your document"). */
export async function createDocumentVerification(
  documentType: DocumentType,
  accountId: string | number | null,
  { signal }: CallOptions = {},
): Promise<DocumentVerification> {
  try {
    return await apiRequest('/i/jumio/document_verifications', {
      method: 'POST',
      body: { document_type: documentType, account_id: accountId },
      schema: DocumentVerificationSchema,
      action: 'submit your document',
      signal,
    });
  } catch (error) {
    throw withCopy(error, copy.submitFailed);
  }
}

/**
 * GET /i/jumio/document_verifications ("Could not fetch Jumio documents!"), oldest first
 * (`oldestFirst`), so newest last.
 */
export async function listDocumentVerifications({
  signal,
}: CallOptions = {}): Promise<DocumentVerification[]> {
  try {
    const answer = await apiRequest('/i/jumio/document_verifications', {
      schema: DocumentListSchema,
      action: 'fetch your documents',
      signal,
    });
    return oldestFirst(answer.jumioDocumentVerifications);
  } catch (error) {
    throw withCopy(error, copy.fetchAllFailed);
  }
}

/** GET /i/jumio/document_verifications/{id} ("Could not fetch Jumio document!"). */
export async function getDocumentVerification(
  id: string,
  { signal }: CallOptions = {},
): Promise<DocumentVerification> {
  try {
    return await apiRequest(`/i/jumio/document_verifications/${encodeURIComponent(id)}`, {
      schema: DocumentVerificationSchema,
      action: 'fetch your document',
      signal,
    });
  } catch (error) {
    throw withCopy(error, copy.fetchOneFailed);
  }
}

/**
 * Where the provider's page may be opened from an answer: an https URL (http only on this
 * machine's loopback, for a local provider double), never a script or data URL (no open
 * redirect through a server-given string).
 */
export function providerPageUrl(session: ProviderSession): string | null {
  if (!session.webUrl) return null;
  try {
    const url = new URL(session.webUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : null;
  } catch {
    return null;
  }
}
