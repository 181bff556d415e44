import { describe, expect, it } from 'vitest';
import { detectPlatform, type NativeBridge } from './native';

const windowWith = (bridge?: NativeBridge) => ({ NativeBridge: bridge }) as unknown as Window;

// QA 3 H2: docs/bridge.md lets getPlatform answer with a promise; decision 064.
describe('detectPlatform', () => {
  it('is web without a bridge, or with a bridge that has no getPlatform', () => {
    expect(detectPlatform(windowWith())).toBe('web');
    expect(detectPlatform(windowWith({ closeWebview: () => {} }))).toBe('web');
  });

  it("is the wrapper's synchronous answer at once", () => {
    expect(detectPlatform(windowWith({ getPlatform: () => 'ios' }))).toBe('ios');
    expect(detectPlatform(windowWith({ getPlatform: () => 'android' }))).toBe('android');
  });

  it('is a promise of the platform when the wrapper answers with a promise', async () => {
    const detected = detectPlatform(windowWith({ getPlatform: () => Promise.resolve('android') }));
    expect(detected).toBeInstanceOf(Promise);
    expect(await detected).toBe('android');
  });

  it('reads a rejected promise, a throw or an unknown answer as web, still as a promise (the webview)', async () => {
    const rejected = detectPlatform(
      windowWith({ getPlatform: () => Promise.reject(new Error('no handler')) }),
    );
    const thrown = detectPlatform(
      windowWith({
        getPlatform: () => {
          throw new TypeError('webkit.messageHandlers.bridge is undefined');
        },
      }),
    );
    const unknown = detectPlatform(windowWith({ getPlatform: () => 'windows' }));
    for (const detected of [rejected, thrown, unknown]) {
      expect(detected).toBeInstanceOf(Promise);
      expect(await detected).toBe('web');
    }
  });

  it('asks getPlatform on the bridge object (an Android JavaScript interface refuses otherwise)', () => {
    const bridge: NativeBridge = {
      getPlatform(this: unknown) {
        if (this !== bridge) throw new Error('non-injected object');
        return 'android';
      },
    };
    expect(detectPlatform(windowWith(bridge))).toBe('android');
  });
});
