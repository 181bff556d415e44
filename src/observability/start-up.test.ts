import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRefusedConfig } from './start-up';

afterEach(() => vi.restoreAllMocks());

describe('the refused page report', () => {
  // QA 18: the page says "config.js did not load or has an error"; its report must not add a
  // page error of its own by reading the values again.
  it('reads a config whose values throw when read as none, without an error of its own', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = {
      errorReportingKey: 'k',
      get rumApplicationId(): string {
        throw new Error('boom');
      },
    };
    await expect(
      reportRefusedConfig(['config.js did not load or has an error'], raw),
    ).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
