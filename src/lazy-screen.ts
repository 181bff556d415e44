import { reportError } from '../api/errors';

/**
 * Lazy screen loading (contract.md 4 and 9): a failed chunk load is retried 3 times, each
 * attempt given up after 120 s, then reported as a chunk load error and thrown to the route's
 * error boundary (the fatal banner).
 */
export const CHUNK_RETRIES = 3;
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Calls `load` up to 1 + `retries` times; the last failure is reported and rethrown. */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { retries = CHUNK_RETRIES, timeoutMs = CHUNK_TIMEOUT_MS, backoffMs = 500 } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      lastError = error;
      if (attempt < retries && backoffMs > 0)
        await new Promise((resolve) => setTimeout(resolve, backoffMs * (attempt + 1)));
    }
  }
  const failure = new ChunkLoadError('Chunk load failed', { cause: lastError });
  reportError(failure, { kind: 'chunk_load_error' });
  throw failure;
}

/**
 * Loads a chunk that is not a screen (the hand-off when sign-up completes) like every other chunk:
 * 3 retries, then `fail` shows the error page instead of leaving the patron on a dead spinner.
 */
export function runWhenChunkLoaded<T>(
  load: () => Promise<T>,
  use: (chunk: T) => void,
  fail: (error: unknown) => void,
  options?: Parameters<typeof importWithRetry>[1],
): Promise<void> {
  return importWithRetry(load, options).then(use, fail);
}
