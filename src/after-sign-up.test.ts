import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../api/errors';
import { resetNativeCallbacks } from '../bridge/native-callbacks';
import { MEDIA_APP_ANSWER_MS } from '../bridge/native-calls';
import { strictBridge } from '../bridge/strict-bridge.fixture';
import type { Derivation } from '../machines/route-derivation';

const phoneFinder = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../api/kyc-providers', () => ({ startPhoneFinderVerification: phoneFinder }));
const patchMediaApp = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../api/media-app', () => ({ syncMediaAppState: patchMediaApp }));

const { runDerivationEffects, syncMediaApp } = await import('./after-sign-up');

const PROFILING: Derivation = {
  kind: 'route',
  route: '/web/suspended/duplicated',
  step: 'outside',
  effects: [{ type: 'startDeviceProfiling' }],
  rule: 'status:duplicate',
} as Derivation;

const HOST = 'https://host.example.test';

afterEach(() => {
  delete window.NativeBridge;
  delete window.NativeCallbacks;
  delete window.__ONBOARDING_CONFIG__;
  resetNativeCallbacks();
  setErrorReporter(() => {});
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(window.location, 'ancestorOrigins');
  patchMediaApp.mockClear();
});

/** The page in a frame of an allowed host; returns the host's postMessage. */
function framedByAllowedHost() {
  const postMessage = vi.fn();
  vi.stubGlobal('parent', { postMessage });
  Object.defineProperty(window.location, 'ancestorOrigins', { configurable: true, value: [HOST] });
  window.__ONBOARDING_CONFIG__ = { allowedParentOrigins: [HOST] };
  return postMessage;
}

const reports = () => {
  const reported: { error: Error; context?: Record<string, unknown> }[] = [];
  setErrorReporter((error, context) => reported.push({ error, context }));
  return reported;
};

const flash = () => ({ send: vi.fn() });

describe('device profiling (issue 10 item 5)', () => {
  it('hands the native profiler the organisation id and fingerprint domain of the runtime config', () => {
    const start = vi.fn();
    window.NativeBridge = { lexisNexisProfilingStart: start };
    window.__ONBOARDING_CONFIG__ = {
      profilingOrgId: 'org-7',
      profilingFingerprintDomain: 'fp.example.test',
    };
    runDerivationEffects(PROFILING, { flash: { send: vi.fn() } as never });
    const payload = JSON.parse(start.mock.calls[0]?.[0] as string);
    expect(payload).toEqual({
      sessionId: expect.any(String),
      orgId: 'org-7',
      fingerprintDomain: 'fp.example.test',
    });
    expect(phoneFinder).toHaveBeenCalledWith(payload.sessionId);
  });

  it('starts the native profiler on the bridge object (QA 3 H1: Android refuses a detached call)', () => {
    const fake = strictBridge(['lexisNexisProfilingStart']);
    window.NativeBridge = fake.bridge;
    runDerivationEffects(PROFILING, { flash: { send: vi.fn() } as never });
    expect(fake.callsOf('lexisNexisProfilingStart')).toHaveLength(1);
  });

  it('in a browser runs only the phone-finder verification', () => {
    runDerivationEffects(PROFILING, { flash: { send: vi.fn() } as never });
    expect(phoneFinder).toHaveBeenCalled();
  });
});

// QA 10 finding 2: the profiler's answer reaches a handler; a failure is only reported.
describe("device profiling's answer", () => {
  it('reports a profiling failure, with no message to the patron', () => {
    const reported = reports();
    window.NativeBridge = { lexisNexisProfilingStart: vi.fn() };
    const banners = flash();
    runDerivationEffects(PROFILING, { flash: banners as never });
    window.NativeCallbacks?.profilingFailure('device offline');
    expect(reported).toEqual([
      {
        error: new Error('Device profiling failed: device offline'),
        context: { where: 'device profiling' },
      },
    ]);
    expect(banners.send).not.toHaveBeenCalled();
  });

  it('takes a profiling success without a warning, however often profiling started', () => {
    const reported = reports();
    window.NativeBridge = { lexisNexisProfilingStart: vi.fn() };
    runDerivationEffects(PROFILING, { flash: flash() as never });
    runDerivationEffects(PROFILING, { flash: flash() as never });
    window.NativeCallbacks?.profilingSuccess('');
    window.NativeCallbacks?.profilingFailure('once');
    expect(reported).toHaveLength(1);
  });

  it('reports an app without the profiler as a failure (product.md 4.5: an empty value)', () => {
    const reported = reports();
    window.NativeBridge = { getPlatform: () => 'ios' };
    runDerivationEffects(PROFILING, { flash: flash() as never });
    expect(reported).toEqual([
      {
        error: new Error('Device profiling failed: empty'),
        context: { where: 'device profiling' },
      },
    ]);
  });
});

// QA 10 finding 3: contract.md 7, "native function, or a message to the parent window".
describe('in a frame of an allowed host', () => {
  it('posts lexisNexisProfilingStart to the host, reporting nothing', () => {
    const reported = reports();
    const postMessage = framedByAllowedHost();
    runDerivationEffects(PROFILING, { flash: flash() as never });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'lexisNexisProfilingStart', args: [expect.stringContaining('sessionId')] },
      HOST,
    );
    expect(reported).toEqual([]);
  });

  it('posts checkMediaApp to the host and syncs media_app false', async () => {
    const postMessage = framedByAllowedHost();
    await syncMediaApp();
    expect(postMessage).toHaveBeenCalledWith({ type: 'checkMediaApp', args: [] }, HOST);
    expect(patchMediaApp).toHaveBeenCalledWith(
      { bettingApp: true, mediaApp: false },
      { signal: undefined },
    );
  });
});

// QA 10 finding 1: the PATCH /i/media_app_state carries the wrapper's real answer.
describe('the media-app sync', () => {
  it('sends what the wrapper answers later through mediaAppInstalled (iOS)', async () => {
    window.NativeBridge = {
      checkMediaApp: () => {
        setTimeout(() => window.NativeCallbacks?.mediaAppInstalled(true), 50);
      },
    };
    await syncMediaApp();
    expect(patchMediaApp).toHaveBeenCalledWith(
      { bettingApp: true, mediaApp: true },
      { signal: undefined },
    );
  });

  it('sends what a promise answers', async () => {
    window.NativeBridge = { checkMediaApp: () => Promise.resolve('true') };
    await syncMediaApp();
    expect(patchMediaApp).toHaveBeenCalledWith(
      { bettingApp: true, mediaApp: true },
      { signal: undefined },
    );
  });

  it(`sends false once ${MEDIA_APP_ANSWER_MS} ms pass without an answer`, async () => {
    vi.useFakeTimers();
    window.NativeBridge = { checkMediaApp: () => undefined };
    const sync = syncMediaApp();
    await vi.advanceTimersByTimeAsync(MEDIA_APP_ANSWER_MS - 1);
    expect(patchMediaApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await sync;
    expect(patchMediaApp).toHaveBeenCalledWith(
      { bettingApp: true, mediaApp: false },
      { signal: undefined },
    );
  });

  it('sends false at once in a plain browser', async () => {
    await syncMediaApp();
    expect(patchMediaApp).toHaveBeenCalledWith(
      { bettingApp: true, mediaApp: false },
      { signal: undefined },
    );
  });
});
