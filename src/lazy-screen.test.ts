import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../api/errors';
import { ChunkLoadError, importWithRetry, runWhenChunkLoaded } from './lazy-screen';

describe('lazy screen loading', () => {
  afterEach(() => setErrorReporter(() => {}));

  it('retries a failed chunk load and succeeds on a later attempt', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('screen');
    await expect(importWithRetry(load, { backoffMs: 0 })).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 retries and reports a chunk load error', async () => {
    const reported: Error[] = [];
    setErrorReporter((error) => reported.push(error));
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    await expect(importWithRetry(load, { backoffMs: 0 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(4);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.name).toBe('ChunkLoadError');
  });

  it('treats an attempt that takes longer than 120 s as failed', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockReturnValueOnce(new Promise(() => {}))
        .mockResolvedValue('screen');
      const result = importWithRetry(load, { backoffMs: 0 });
      await vi.advanceTimersByTimeAsync(119_999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('screen');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries the hand-off chunk like a screen and hands off once it loads', async () => {
    const handOff = vi.fn();
    const fail = vi.fn();
    const load = vi
      .fn<() => Promise<{ handOffFromPage: () => void }>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ handOffFromPage: handOff });
    await runWhenChunkLoaded(load, (chunk) => chunk.handOffFromPage(), fail, { backoffMs: 0 });
    expect(load).toHaveBeenCalledTimes(3);
    expect(handOff).toHaveBeenCalledTimes(1);
    expect(fail).not.toHaveBeenCalled();
  });

  it('shows the error page only after the hand-off chunk failed 1 + 3 times', async () => {
    setErrorReporter(() => {});
    const handOff = vi.fn();
    const fail = vi.fn();
    const load = vi
      .fn<() => Promise<{ handOffFromPage: () => void }>>()
      .mockRejectedValue(new TypeError('offline'));
    await runWhenChunkLoaded(load, (chunk) => chunk.handOffFromPage(), fail, { backoffMs: 0 });
    expect(load).toHaveBeenCalledTimes(4);
    expect(handOff).not.toHaveBeenCalled();
    expect(fail).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});
