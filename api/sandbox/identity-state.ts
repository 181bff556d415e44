/**
 * What the sandbox remembers of a user's identity captures (api/sandbox/identity-calls.ts): the
 * scans and document verifications it created, and what each will answer. Apart from state.ts so
 * that file only names the type.
 */

/** What a scan ends as once its pending polls are used up ('expired' stands for any other value). */
export type ScanOutcome = 'success' | 'failure' | 'expired';

export interface SandboxScan {
  id: number;
  status: 'pending' | ScanOutcome;
  failureReason: string | null;
  insertedAt: string;
  /** Polls still answered 'pending' before the outcome. */
  pendingPolls: number;
  outcome: ScanOutcome;
  outcomeReason: string | null;
}

export interface SandboxDocument {
  id: number;
  status: string;
  documentType: string;
  insertedAt: string;
  scanReference: string;
}

export interface SandboxIdentity {
  nextId: number;
  scans: SandboxScan[];
  documents: SandboxDocument[];
  /** The simulated provider page's choice for the next recorded document. */
  nextDocumentStatus?: string;
}
