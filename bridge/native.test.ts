import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detectPlatform, type NativeBridge } from './native';
import { invokeNative } from './native-invoke';

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

describe("docs/bridge.md's shim for a WKWebView with message handlers only", () => {
  const doc = readFileSync(new URL('../docs/bridge.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## A WKWebView with message handlers only'));
  const shim = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

  /** A page whose WKWebView registered these handlers; `replies` answer like reply handlers. */
  const webView = (names: string[], replies: Record<string, unknown> = {}) => {
    const posted: [string, unknown][] = [];
    const messageHandlers = Object.fromEntries(
      names.map((name) => [
        name,
        {
          postMessage: (body: unknown) => {
            posted.push([name, body]);
            return name in replies ? Promise.resolve(replies[name]) : undefined;
          },
        },
      ]),
    );
    const win = { webkit: { messageHandlers } } as unknown as Window;
    runInNewContext(shim, { window: win });
    return { win, posted };
  };

  it('makes the page the iOS webview at once', () => {
    expect(shim).toContain('window.NativeBridge');
    expect(detectPlatform(webView(['closeWebview']).win)).toBe('ios');
  });

  it('turns a call into one message to its handler, the arguments as an array', () => {
    const { win, posted } = webView(['closeWebview', 'goBack']);
    expect(invokeNative('closeWebview', [], win).kind).toBe('answered');
    expect(invokeNative('goBack', ['x'], win).kind).toBe('answered');
    expect(JSON.parse(JSON.stringify(posted))).toEqual([
      ['closeWebview', []],
      ['goBack', ['x']],
    ]);
  });

  it("answers a question with the reply handler's promise", async () => {
    const { win } = webView(['getAppVersion'], { getAppVersion: '25.1.0' });
    const outcome = invokeNative('getAppVersion', [], win);
    expect(outcome.kind === 'answered' && (await outcome.answer)).toBe('25.1.0');
  });

  it('leaves a call without a handler absent, so the client takes its web fallback', () => {
    const { win } = webView(['closeWebview']);
    expect(invokeNative('goBack', [], win).kind).toBe('absent');
  });
});
