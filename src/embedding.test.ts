import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NativeCallbacks } from '../bridge/native-callbacks';
import type { FrameEnvironment } from '../bridge/parent-frame';
import { startEmbedding } from './embedding';

const HOST = 'https://operator.example.test';

class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
}

function framedBy(origin: string) {
  const parent = { postMessage: vi.fn() };
  const frame: FrameEnvironment = {
    self: window,
    parent: parent as unknown as Window,
    referrer: `${origin}/casino`,
    ancestorOrigins: [origin],
  };
  const fromParent = (data: unknown, from = origin, source: unknown = parent) => {
    const event = new MessageEvent('message', { data, origin: from });
    Object.defineProperty(event, 'source', { value: source });
    window.dispatchEvent(event);
  };
  return { parent, frame, fromParent };
}

const root = () => document.documentElement.classList;

let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  root().remove('theme-dark', 'theme-light');
  delete window.NativeBridge;
  delete window.NativeCallbacks;
  document.body.innerHTML = '';
});

describe('in a frame whose parent is allowed', () => {
  it('says ready, then reports the size after 500 ms', () => {
    const { parent, frame } = framedBy(HOST);
    stop = startEmbedding({ window, frame, allowedOrigins: [HOST] });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'ready', args: [] }, HOST);
    vi.advanceTimersByTime(500);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'size', width: expect.any(Number), height: expect.any(Number) },
      HOST,
    );
  });

  // QA 3 M1: the report was max(frame height, content), plus the QA panel below #root: a host
  // following embedding.md could never shrink its frame, and with the panel grew it forever.
  // QA 20: without the panel's own height, the frame hid the panel's button in a scrolling box.
  it("reports the content's height (#root) and the QA panel's own, never the document's, going down as well as up", () => {
    document.body.innerHTML =
      '<div id="root"><div class="app"></div></div><div id="qa-tools-root"></div>';
    const contentRoot = document.getElementById('root') as HTMLElement;
    let contentHeight = 900;
    Object.defineProperty(contentRoot, 'scrollHeight', {
      configurable: true,
      get: () => contentHeight,
    });
    Object.defineProperty(document.getElementById('qa-tools-root'), 'offsetHeight', {
      configurable: true,
      get: () => 92,
    });
    // The document: the frame's height (1200) at least, and the QA panel's 92 px below the content.
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => Math.max(1200, contentHeight + 92),
    });
    Object.defineProperty(document.body, 'scrollHeight', {
      configurable: true,
      get: () => Math.max(1200, contentHeight + 92),
    });
    const { parent, frame } = framedBy(HOST);
    stop = startEmbedding({ window, frame, allowedOrigins: [HOST] });
    expect(root().contains('in-frame')).toBe(true);
    const heights = () =>
      parent.postMessage.mock.calls
        .map(([message]) => message as { type: string; height?: number })
        .filter((message) => message.type === 'size')
        .map((message) => message.height);
    vi.advanceTimersByTime(500);
    expect(heights()).toEqual([992]);
    contentHeight = 440;
    for (const observer of FakeResizeObserver.instances) observer.callback();
    vi.advanceTimersByTime(500);
    expect(heights()).toEqual([992, 532]);
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    delete (document.body as { scrollHeight?: number }).scrollHeight;
    stop();
    expect(root().contains('in-frame')).toBe(false);
  });

  it("switches the colour mode on the host's theme message, and back to the system's", () => {
    const { frame, fromParent } = framedBy(HOST);
    stop = startEmbedding({ window, frame, allowedOrigins: [HOST] });
    fromParent({ type: 'theme', mode: 'dark' });
    expect(root().contains('theme-dark')).toBe(true);
    fromParent({ type: 'theme', mode: 'light' });
    expect(root().contains('theme-light')).toBe(true);
    expect(root().contains('theme-dark')).toBe(false);
    fromParent({ type: 'theme', mode: 'system' });
    expect(root().contains('theme-light') || root().contains('theme-dark')).toBe(false);
  });

  it('ignores a theme message from another origin or another window, and an unknown mode', () => {
    const { frame, fromParent } = framedBy(HOST);
    stop = startEmbedding({ window, frame, allowedOrigins: [HOST] });
    fromParent({ type: 'theme', mode: 'dark' }, 'https://evil.example.test');
    fromParent({ type: 'theme', mode: 'dark' }, HOST, window);
    fromParent({ type: 'theme', mode: 'purple' });
    expect(root().contains('theme-dark')).toBe(false);
  });
});

describe('in a frame whose parent is not allowed', () => {
  it('posts nothing at all and does not listen', () => {
    const { parent, frame, fromParent } = framedBy('https://evil.example.test');
    stop = startEmbedding({ window, frame, allowedOrigins: [HOST] });
    vi.advanceTimersByTime(2000);
    fromParent({ type: 'theme', mode: 'dark' });
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(root().contains('theme-dark')).toBe(false);
  });
});

describe("in the app's webview", () => {
  const topLevel: FrameEnvironment = { self: window, parent: window, referrer: '' };

  it('calls the native ready and opens new-tab links through openExternalUrl', async () => {
    const bridge = {
      ready: vi.fn(),
      openExternalUrl: vi.fn(),
      getPlatform: () => 'ios',
      getAppVersion: () => '24.24.0',
    };
    window.NativeBridge = bridge;
    stop = startEmbedding({ window, frame: topLevel, allowedOrigins: [HOST] });
    expect(bridge.ready).toHaveBeenCalledOnce();

    document.body.innerHTML =
      '<a href="https://help.example.test/terms" target="_blank" rel="noopener">Terms</a><a href="/login">Login</a>';
    const external = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[target]')?.dispatchEvent(external);
    expect(external.defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(bridge.openExternalUrl).toHaveBeenCalledWith('https://help.example.test/terms', true),
    );

    const internal = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a:not([target])')?.dispatchEvent(internal);
    expect(bridge.openExternalUrl).toHaveBeenCalledOnce();
  });

  // QA 10 finding 2: a wrapper reporting a result nobody asked for gets a warning, not a TypeError.
  it('installs window.NativeCallbacks before any native function is called', () => {
    window.NativeBridge = { getPlatform: () => 'ios' };
    stop = startEmbedding({ window, frame: topLevel, allowedOrigins: [HOST] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // As the wrapper calls it, with nothing to guard against its absence.
    const callbacks = window.NativeCallbacks as NativeCallbacks;
    expect(() => callbacks.profilingSuccess('')).not.toThrow();
    expect(() => callbacks.mediaAppInstalled(true)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
