import { describe, expect, it, vi } from 'vitest';
import { allowedParentOrigin, listenToParent, postToParent } from './parent-frame';

function framedEnv(parentOrigin: string) {
  const parent = { postMessage: vi.fn() } as unknown as Window;
  const self = new EventTarget() as unknown as Window;
  return { self, parent, referrer: `${parentOrigin}/host/page`, ancestorOrigins: [parentOrigin] };
}

describe('parent frame messaging', () => {
  it('posts to the parent with its exact origin when that origin is allowed', () => {
    const env = framedEnv('https://host.example.test');
    expect(postToParent({ type: 'oauthAuthorize' }, ['https://host.example.test'], env)).toBe(true);
    expect(env.parent.postMessage).toHaveBeenCalledWith(
      { type: 'oauthAuthorize' },
      'https://host.example.test',
    );
  });

  it('never posts to a parent whose origin is not allowed, and never to *', () => {
    const env = framedEnv('https://evil.example.test');
    expect(postToParent({ type: 'oauthAuthorize' }, ['https://host.example.test'], env)).toBe(
      false,
    );
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });

  it('does not treat a top-level window as embedded', () => {
    const self = {} as Window;
    expect(allowedParentOrigin(['https://a.test'], { self, parent: self, referrer: '' })).toBe(
      null,
    );
  });

  it('accepts inbound messages only from the parent on an allowed origin with a type', () => {
    const env = framedEnv('https://host.example.test');
    const received: unknown[] = [];
    const stop = listenToParent(['https://host.example.test'], (m) => received.push(m), env);
    // MessageEvent.source cannot be set through the constructor for a fake window: define it.
    const dispatch = (data: unknown, origin: string, source: unknown) => {
      const event = new MessageEvent('message', { data, origin });
      Object.defineProperty(event, 'source', { value: source });
      env.self.dispatchEvent(event);
    };
    dispatch({ type: 'theme', mode: 'dark' }, 'https://host.example.test', env.parent);
    dispatch({ type: 'theme' }, 'https://evil.example.test', env.parent);
    dispatch({ type: 'theme' }, 'https://host.example.test', {});
    dispatch('not an object', 'https://host.example.test', env.parent);
    dispatch({ notype: 1 }, 'https://host.example.test', env.parent);
    stop();
    dispatch({ type: 'after-stop' }, 'https://host.example.test', env.parent);
    expect(received).toEqual([{ type: 'theme', mode: 'dark' }]);
  });
});
