import type { CallTable } from './wire';

/**
 * The sandbox's calls of responsible gaming (issue 12): one implementation per row of SANDBOX_CALLS marked
 * `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const RESPONSIBLE_GAMING_CALLS = {} satisfies CallTable;
