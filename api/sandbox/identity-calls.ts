import type { CallTable } from './wire';

/**
 * The sandbox's calls of identity (issue 10): one implementation per row of SANDBOX_CALLS marked
 * `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const IDENTITY_CALLS = {} satisfies CallTable;
