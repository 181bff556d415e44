import type { CallTable } from './wire';

/**
 * The sandbox's calls of preferences, balance, wallet and unsubscribe (issue 13): one implementation per row of SANDBOX_CALLS marked
 * `builtBy` (handlers.ts checks that every implemented row has one).
 */
export const PREFERENCES_CALLS = {} satisfies CallTable;
