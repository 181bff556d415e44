import type { SandboxCallKey } from './handlers';
import type { Implementation } from './wire';

/**
 * The sandbox's calls of account pages, suspensions, auth and devices (issue 11): one implementation per row of SANDBOX_CALLS marked
 * `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const ACCOUNT_CALLS = {} satisfies Partial<Record<SandboxCallKey, Implementation>>;
