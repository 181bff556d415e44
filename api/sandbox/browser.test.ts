import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleWorkerUpdateFailures } from './browser';

// QA 3 L12: msw asks an existing worker to update and drops the answer; a failed update was an
// uncaught error in the sandbox. While msw starts, a failed update is handled.
class FakeRegistration {
  update(): Promise<void> {
    return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'));
  }
}

describe("the sandbox's service worker start", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('handles a failed update check while msw starts, and puts the update back after', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
    const original = FakeRegistration.prototype.update;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const restore = handleWorkerUpdateFailures();

    // As msw does: the answer is dropped.
    void new FakeRegistration().update();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    // The caller that does wait still hears of the failure.
    await expect(new FakeRegistration().update()).rejects.toThrow('Not found');

    restore();
    process.off('unhandledRejection', unhandled);
    expect(FakeRegistration.prototype.update).toBe(original);
  });

  it('does nothing where there are no service workers', () => {
    vi.stubGlobal('ServiceWorkerRegistration', undefined);
    expect(() => handleWorkerUpdateFailures()()).not.toThrow();
  });
});
