import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSession } from '../api/jumio';
import { resetNativeCallbacks } from '../bridge/native-callbacks';
import { strictBridge } from '../bridge/strict-bridge.fixture';
import { handOverCapture } from './identity-capture';

const SESSION: ProviderSession = {
  id: '7',
  accountId: 'acct-7',
  sdkToken: 'sdk-7',
  webUrl: 'https://provider.example/capture?a=7',
};

afterEach(() => {
  delete window.NativeBridge;
  delete window.NativeCallbacks;
  globalThis.__ONBOARDING_SANDBOX__ = undefined;
  resetNativeCallbacks();
  vi.restoreAllMocks();
});

const pending = Symbol('pending');
const outcome = (promise: Promise<void>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error: Error) => `rejected: ${error.message}`,
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 10)),
  ]);

function fakeWindow(embedded: boolean) {
  const win = {
    location: { assign: vi.fn() },
    open: vi.fn(),
    NativeBridge: undefined,
  } as unknown as Window & {
    location: { assign: ReturnType<typeof vi.fn> };
    open: ReturnType<typeof vi.fn>;
  };
  (win as unknown as { top: unknown }).top = embedded ? {} : win;
  return win;
}

describe('the hand-over in a native webview', () => {
  it('starts jumioInitiateIDVerification with the session as JSON and resolves on success', async () => {
    const start = vi.fn();
    window.NativeBridge = { jumioInitiateIDVerification: start };
    const handed = handOverCapture('identity', SESSION);
    expect(start).toHaveBeenCalledWith(
      JSON.stringify({
        id: '7',
        account_id: 'acct-7',
        sdk_token: 'sdk-7',
        web_url: SESSION.webUrl,
      }),
    );
    window.NativeCallbacks?.identityVerificationSuccess({});
    expect(await outcome(handed)).toBe('resolved');
  });

  it('uses jumioNetverifyStart where the wrapper says the netverify SDK is supported', async () => {
    const start = vi.fn();
    window.NativeBridge = { getJumioNetverifySupported: () => 'true', jumioNetverifyStart: start };
    void handOverCapture('identity', SESSION);
    expect(start).toHaveBeenCalledWith();
  });

  it('rejects on the failure callback', async () => {
    window.NativeBridge = { jumioInitiateIDVerification: vi.fn() };
    const handed = handOverCapture('identity', SESSION);
    window.NativeCallbacks?.identityVerificationFailure('cancelled');
    expect(await outcome(handed)).toMatch(/^rejected/);
  });

  it('rejects at once when the wrapper has no such function (failure handlers get an empty value)', async () => {
    window.NativeBridge = { getPlatform: () => 'ios' };
    expect(await outcome(handOverCapture('identity', SESSION))).toMatch(/rejected: .*empty/);
  });

  it('starts a document capture with its type: the 3-argument form where supported', async () => {
    const start = vi.fn();
    window.NativeBridge = {
      getJumioDocumentVerificationSupported: () => true,
      jumioDocumentVerificationStart: start,
    };
    const handed = handOverCapture('document', SESSION, { documentType: 'VC' });
    expect(start).toHaveBeenCalledWith('VC', 'acct-7', 'sdk-7');
    window.NativeCallbacks?.documentVerificationSuccess({});
    expect(await outcome(handed)).toBe('resolved');
  });

  it('else jumioInitiateDocumentVerification with JSON', () => {
    const start = vi.fn();
    window.NativeBridge = { jumioInitiateDocumentVerification: start };
    void handOverCapture('document', SESSION, { documentType: 'BS' });
    expect(JSON.parse(start.mock.calls[0]?.[0] as string)).toMatchObject({
      document_type: 'BS',
      account_id: 'acct-7',
    });
  });
});

// QA 3 H1: an Android JavaScript interface refuses a method called without its object.
describe('the hand-over on an Android-style bridge that refuses a detached call', () => {
  const NAMES = [
    'getJumioNetverifySupported',
    'getJumioDocumentVerificationSupported',
    'jumioNetverifyStart',
    'jumioInitiateIDVerification',
    'jumioDocumentVerificationStart',
    'jumioInitiateDocumentVerification',
  ];

  it.each([
    ['identity', 'false', 'jumioInitiateIDVerification'],
    ['identity', 'true', 'jumioNetverifyStart'],
    ['document', 'false', 'jumioInitiateDocumentVerification'],
    ['document', 'true', 'jumioDocumentVerificationStart'],
  ] as const)(
    '%s capture, SDK supported %s: asks and starts %s on the bridge',
    async (kind, supported, started) => {
      const fake = strictBridge(NAMES, {
        answers: {
          getJumioNetverifySupported: supported,
          getJumioDocumentVerificationSupported: supported,
        },
      });
      window.NativeBridge = fake.bridge;
      const handed = handOverCapture(kind, SESSION, { documentType: 'VC' });
      expect(fake.callsOf(started)).toHaveLength(1);
      if (kind === 'identity') window.NativeCallbacks?.identityVerificationSuccess({});
      else window.NativeCallbacks?.documentVerificationSuccess({});
      expect(await outcome(handed)).toBe('resolved');
    },
  );

  it('waits for a promised answer to the SDK question before starting', async () => {
    const fake = strictBridge(NAMES, {
      answers: { getJumioNetverifySupported: Promise.resolve(true) },
    });
    window.NativeBridge = fake.bridge;
    void handOverCapture('identity', SESSION);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsOf('jumioNetverifyStart')).toHaveLength(1);
    expect(fake.callsOf('jumioInitiateIDVerification')).toHaveLength(0);
  });

  it('rejects (no uncaught error) when the start function throws', async () => {
    const fake = strictBridge(NAMES, { throwing: ['jumioInitiateIDVerification'] });
    window.NativeBridge = fake.bridge;
    expect(await outcome(handOverCapture('identity', SESSION))).toMatch(/rejected: .*empty/);
  });
});

describe('the hand-over in a browser', () => {
  it("goes to the provider's page at the top level and waits for the return", async () => {
    const win = fakeWindow(false);
    const handed = handOverCapture('identity', SESSION, { win });
    expect(win.location.assign).toHaveBeenCalledWith(SESSION.webUrl);
    expect(await outcome(handed)).toBe(pending);
  });

  it('opens it in a new tab from a frame, and polling starts at once', async () => {
    const win = fakeWindow(true);
    const handed = handOverCapture('identity', SESSION, { win });
    expect(win.open).toHaveBeenCalledWith(SESSION.webUrl, '_blank', 'noopener');
    expect(await outcome(handed)).toBe('resolved');
  });

  it('never opens a page that is not https', async () => {
    const win = fakeWindow(false);
    const handed = handOverCapture(
      'identity',
      { ...SESSION, webUrl: 'javascript:alert(1)' },
      { win },
    );
    expect(await outcome(handed)).toMatch(/^rejected/);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('with the sandbox on, waits for the simulated provider page', async () => {
    globalThis.__ONBOARDING_SANDBOX__ = {
      chooseScanOutcome: vi.fn(),
      chooseDocumentStatus: vi.fn(),
    };
    const win = fakeWindow(false);
    expect(await outcome(handOverCapture('identity', SESSION, { win }))).toBe(pending);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
