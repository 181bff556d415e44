import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderSession } from '../api/jumio';
import { resetNativeCallbacks } from '../bridge/native-callbacks';
import { strictBridge } from '../bridge/strict-bridge.fixture';
import { memoryStorage } from '../test/memory-storage';
import { FLOW_DRAFT_PREFIX } from './flows/registry';
import {
  DOCUMENT_RETURN_KEY,
  DOCUMENT_RETURN_MAX_AGE_MS,
  handOverCapture,
  partnerReturnBeforeRecording,
  takeReturnedUpload,
} from './identity-capture';
import { clearPersistedOnboarding } from './onboarding-persistence';
import { announcePartnerReturn } from './partner-return';

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
const outcome = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error: Error) => `rejected: ${error.message}`,
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 10)),
  ]);

const tabStorage = memoryStorage();

type NavigationType = 'navigate' | 'reload' | 'back_forward';

function fakeWindow(embedded: boolean, loadedBy: NavigationType = 'navigate') {
  const events = new EventTarget();
  const win = {
    location: { assign: vi.fn(), reload: vi.fn() },
    open: vi.fn(),
    NativeBridge: undefined,
    sessionStorage: tabStorage,
    performance: { getEntriesByType: () => [{ type: loadedBy }] },
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as Window & {
    location: { assign: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };
    open: ReturnType<typeof vi.fn>;
  };
  (win as unknown as { top: unknown }).top = embedded ? {} : win;
  return win;
}

/** The pageshow of a page shown again: restored from the back/forward cache or not. */
const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

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

  // QA 10: a pop-up blocker may refuse the tab (it opens after awaited calls), and with noopener
  // the app cannot tell: the page links to it again.
  it.each(['identity', 'document'] as const)(
    'from a frame, hands back the %s page it opened in a new tab, and stores nothing',
    async (kind) => {
      const win = fakeWindow(true);
      tabStorage.clear();
      const handed = await handOverCapture(kind, SESSION, {
        win,
        documentType: 'BS',
        returnUrl: 'https://app.example/web/kyc/upload',
      });
      expect(handed).toEqual({ newTabUrl: SESSION.webUrl });
      expect(tabStorage.length).toBe(0);
    },
  );

  it('never opens a page that is not https', async () => {
    const win = fakeWindow(false);
    const handed = handOverCapture(
      'identity',
      { ...SESSION, webUrl: 'javascript:alert(1)' },
      { win },
    );
    expect(await outcome(handed)).toMatch(/^rejected/);
    expect(win.location.assign).not.toHaveBeenCalled();
    // The call's failure with the generic words, not a capture the patron did not finish (QA 17).
    await expect(handed).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Oops, something went wrong! Please try again!',
    });
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

// QA 8: a top-level upload leaves the page, so the tab marks what to record on the return.
describe("a document upload handed to the provider's page at the top level", () => {
  const RETURN_URL = 'https://app.example/web/kyc/upload';
  const handOverDocument = (win: Window, session = SESSION) =>
    handOverCapture('document', session, { documentType: 'VC', returnUrl: RETURN_URL, win });

  it('marks the type, the provider account and the return page, never the token or the page', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const win = fakeWindow(false);
    const handed = handOverDocument(win);
    expect(win.location.assign).toHaveBeenCalledWith(SESSION.webUrl);
    const saved = tabStorage.getItem(DOCUMENT_RETURN_KEY) ?? '';
    expect(JSON.parse(saved)).toEqual({
      returnUrl: RETURN_URL,
      documentType: 'VC',
      accountId: 'acct-7',
      at: 1_000,
    });
    expect(saved).not.toContain('sdk-7');
    expect(saved).not.toContain('provider.example');
    expect(await outcome(handed)).toBe(pending);
  });

  it('marks the session id when the provider gives no account id', () => {
    handOverDocument(fakeWindow(false), { ...SESSION, accountId: null });
    expect(JSON.parse(tabStorage.getItem(DOCUMENT_RETURN_KEY) ?? '')).toMatchObject({
      accountId: '7',
    });
  });

  it('marks nothing for an identity capture, from a frame, or in the sandbox', () => {
    handOverCapture('identity', SESSION, { returnUrl: RETURN_URL, win: fakeWindow(false) });
    handOverDocument(fakeWindow(true));
    globalThis.__ONBOARDING_SANDBOX__ = {
      chooseScanOutcome: vi.fn(),
      chooseDocumentStatus: vi.fn(),
    };
    handOverDocument(fakeWindow(false));
    expect(tabStorage.length).toBe(0);
  });

  it('gives the mark back once, to the page it names', () => {
    const win = fakeWindow(false);
    handOverDocument(win);
    expect(takeReturnedUpload(RETURN_URL, { win })).toEqual({
      documentType: 'VC',
      accountId: 'acct-7',
    });
    expect(takeReturnedUpload(RETURN_URL, { win })).toBeNull();
  });

  it('drops a mark another page finds, so the page it named does not record it later', () => {
    const win = fakeWindow(false);
    handOverDocument(win);
    expect(
      takeReturnedUpload('https://app.example/user_preferences/document_upload', { win }),
    ).toBeNull();
    expect(takeReturnedUpload(RETURN_URL, { win })).toBeNull();
  });

  it('drops a mark older than the time a return can take', () => {
    const win = fakeWindow(false);
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    handOverDocument(win);
    expect(
      takeReturnedUpload(RETURN_URL, { win, now: 1_000 + DOCUMENT_RETURN_MAX_AGE_MS + 1 }),
    ).toBeNull();
    expect(tabStorage.length).toBe(0);
  });

  it('reads an unreadable mark, or none, as no return', () => {
    const win = fakeWindow(false);
    expect(takeReturnedUpload(RETURN_URL, { win })).toBeNull();
    tabStorage.setItem(DOCUMENT_RETURN_KEY, '{not json');
    expect(takeReturnedUpload(RETURN_URL, { win })).toBeNull();
    expect(tabStorage.length).toBe(0);
    tabStorage.setItem(
      DOCUMENT_RETURN_KEY,
      JSON.stringify({ returnUrl: RETURN_URL, documentType: 'XX', accountId: 1, at: Date.now() }),
    );
    expect(takeReturnedUpload(RETURN_URL, { win })).toBeNull();
  });

  // QA 8: the provider's redirect to the return URL is a navigation; a Back is an abandoned upload.
  it.each([
    ['a Back or Forward', 'back_forward'],
    ['a reload', 'reload'],
  ] as const)('drops the mark on a page %s loaded, and records nothing', (_, loadedBy) => {
    handOverDocument(fakeWindow(false));
    expect(takeReturnedUpload(RETURN_URL, { win: fakeWindow(false, loadedBy) })).toBeNull();
    expect(tabStorage.length).toBe(0);
  });

  it("gives the mark to the page the provider's redirect loaded", () => {
    handOverDocument(fakeWindow(false));
    expect(takeReturnedUpload(RETURN_URL, { win: fakeWindow(false, 'navigate') })).toEqual({
      documentType: 'VC',
      accountId: 'acct-7',
    });
  });

  it('goes with the session: a session that ends removes the mark', () => {
    expect(DOCUMENT_RETURN_KEY.startsWith(FLOW_DRAFT_PREFIX)).toBe(true);
    handOverDocument(fakeWindow(false));
    clearPersistedOnboarding(tabStorage);
    expect(tabStorage.getItem(DOCUMENT_RETURN_KEY)).toBeNull();
  });
});

// QA 8: a Back from the provider's page may restore the page from the back/forward cache, frozen
// with the capture still handing over; it loads again instead, and the reload records nothing.
describe("a Back from the provider's page at the top level", () => {
  const RETURN_URL = 'https://app.example/web/kyc/upload';

  it('reloads a page the back/forward cache restores, dropping the mark of the upload first', () => {
    const win = fakeWindow(false);
    const markAtReload: (string | null)[] = [];
    win.location.reload.mockImplementation(() =>
      markAtReload.push(tabStorage.getItem(DOCUMENT_RETURN_KEY)),
    );
    void handOverCapture('document', SESSION, { documentType: 'BS', returnUrl: RETURN_URL, win });
    expect(tabStorage.getItem(DOCUMENT_RETURN_KEY)).not.toBeNull();
    win.dispatchEvent(pageshow(true));
    expect(markAtReload).toEqual([null]);
  });

  it('reloads a restored page after an ID capture too', () => {
    const win = fakeWindow(false);
    void handOverCapture('identity', SESSION, { win });
    win.dispatchEvent(pageshow(true));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a page shown without the cache alone, and one that never left', () => {
    const left = fakeWindow(false);
    void handOverCapture('identity', SESSION, { win: left });
    left.dispatchEvent(pageshow(false));
    const framed = fakeWindow(true);
    void handOverCapture('identity', SESSION, { win: framed });
    framed.dispatchEvent(pageshow(true));
    expect(left.location.reload).not.toHaveBeenCalled();
    expect(framed.location.reload).not.toHaveBeenCalled();
  });
});

// QA 14: in a frame, "Upload document" recorded the document as the partner's tab opened, even
// when the patron closed it without uploading. Now the record waits for the partner's redirect,
// which the tab it lands on announces (src/partner-return.ts), as the top level does.
describe("a document upload handed to the partner's tab from a frame", () => {
  function framedOnOurSite(topOrigin = 'https://www.operator.example') {
    const win = fakeWindow(true);
    Object.assign(win.location, {
      hostname: 'signup.operator.example',
      ancestorOrigins: [topOrigin],
    });
    (win as unknown as { BroadcastChannel: unknown }).BroadcastChannel = BroadcastChannel;
    return win;
  }
  const returnedTab = () => ({ BroadcastChannel }) as unknown as Window;

  it('is recorded only once the partner sends the patron back', async () => {
    const win = framedOnOurSite();
    const handed = await handOverCapture('document', SESSION, { win, documentType: 'BS' });
    expect(handed).toEqual({ newTabUrl: SESSION.webUrl });
    const recording = partnerReturnBeforeRecording();
    // The patron closed the partner's tab without uploading: nothing is recorded.
    expect(await outcome(recording)).toBe(pending);
    announcePartnerReturn(returnedTab());
    expect(await outcome(recording)).toBe('resolved');
  });

  it('stops waiting when the page leaves', async () => {
    const win = framedOnOurSite();
    await handOverCapture('document', SESSION, { win, documentType: 'BS' });
    const controller = new AbortController();
    const recording = partnerReturnBeforeRecording(controller.signal);
    controller.abort(new Error('left'));
    expect(await outcome(recording)).toMatch(/^rejected/);
  });

  it('is recorded at once where the tab cannot reach the frame (another site), or for an ID', async () => {
    await handOverCapture('document', SESSION, {
      win: framedOnOurSite('https://casino.example'),
      documentType: 'BS',
    });
    expect(await outcome(partnerReturnBeforeRecording())).toBe('resolved');
    await handOverCapture('identity', SESSION, { win: framedOnOurSite() });
    expect(await outcome(partnerReturnBeforeRecording())).toBe('resolved');
  });
});
