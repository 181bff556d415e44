import { afterEach, describe, expect, it, vi } from 'vitest';
import { strictBridge } from '../bridge/strict-bridge.fixture';
import {
  buildAuthorizeUrl,
  type HandOffInput,
  handOff,
  handOffFromPage,
  replacePage,
} from './hand-off';
import {
  forgetSessionMadeHere,
  handOffUpgrades,
  markSessionMadeHere,
  PIN_OWED_KEY,
  pinOwedMark,
  setHandOffUpgrade,
} from './hand-off-mode';
import { LEAVE_WAIT_MS, sendBeforeLeaving } from './page-exit';
import { PARTNER_RETURN_KEY } from './partner-return';

const input: HandOffInput = {
  authorizeUrl: '/oauth/authorize',
  oauth: {
    client_id: 'northstar-sports',
    response_type: 'code',
    redirect_uri: 'https://rp.test/cb',
    code_challenge: 'abc',
    code_challenge_method: 'S256',
  },
  regionCode: 'US-NJ',
  countryCode: 'US',
  allowedParentOrigins: ['https://host.test'],
  embedded: false,
};

describe('hand-off on complete', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the authorize URL with every OAuth parameter plus region_code and country_code', () => {
    const url = new URL(buildAuthorizeUrl(input, 'https://app.test/signup'));
    expect(url.origin + url.pathname).toBe('https://app.test/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'northstar-sports',
      response_type: 'code',
      redirect_uri: 'https://rp.test/cb',
      code_challenge: 'abc',
      code_challenge_method: 'S256',
      region_code: 'US-NJ',
      country_code: 'US',
    });
  });

  it("hands back the entry's state, scope and nonce as they came (RFC 6749 4.1.1)", () => {
    const url = new URL(
      buildAuthorizeUrl(
        {
          ...input,
          oauth: { ...input.oauth, state: 'xyz/1', scope: 'openid profile', nonce: 'n' },
        },
        'https://app.test/signup',
      ),
    );
    expect(url.searchParams.get('state')).toBe('xyz/1');
    expect(url.searchParams.get('scope')).toBe('openid profile');
    expect(url.searchParams.get('nonce')).toBe('n');
  });

  it('carries the default region without a supported one, as every API call did (decision 007)', () => {
    const params = (regionCode: string, countryCode: string) =>
      Object.fromEntries(
        new URL(buildAuthorizeUrl({ ...input, regionCode, countryCode }, 'https://app.test/'))
          .searchParams,
      );
    expect(params('', 'CA')).toMatchObject({ region_code: 'CA-DEFAULT', country_code: 'CA' });
    expect(params('', 'US')).toMatchObject({ region_code: 'US-DEFAULT', country_code: 'US' });
    expect(params('', '')).toMatchObject({ region_code: 'US-DEFAULT', country_code: 'US' });
  });

  it('redirects the top-level window to the authorize URL', () => {
    const navigate = vi.fn();
    const result = handOff(input, 'https://app.test/', navigate);
    expect(result.kind).toBe('redirect');
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/oauth/authorize?client_id='));
  });

  it('posts oauthAuthorize to an allowed parent instead of redirecting inside a frame', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('parent', { postMessage });
    Object.defineProperty(window.location, 'ancestorOrigins', {
      configurable: true,
      value: ['https://host.test'],
    });
    const navigate = vi.fn();
    const result = handOff({ ...input, embedded: true }, 'https://app.test/', navigate);
    expect(result).toEqual({ kind: 'posted', type: 'oauthAuthorize' });
    expect(navigate).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'oauthAuthorize',
        params: expect.objectContaining({ client_id: 'northstar-sports', region_code: 'US-NJ' }),
      },
      'https://host.test',
    );
  });

  it('posts the default region in a frame when no supported region was detected', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('parent', { postMessage });
    Object.defineProperty(window.location, 'ancestorOrigins', {
      configurable: true,
      value: ['https://host.test'],
    });
    handOff(
      { ...input, regionCode: '', countryCode: 'CA', embedded: true },
      'https://app.test/',
      vi.fn(),
    );
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'oauthAuthorize',
        params: expect.objectContaining({ region_code: 'CA-DEFAULT', country_code: 'CA' }),
      },
      'https://host.test',
    );
  });

  it('falls back to the redirect when the frame parent is not on the allow-list', () => {
    vi.stubGlobal('parent', { postMessage: vi.fn() });
    Object.defineProperty(window.location, 'ancestorOrigins', {
      configurable: true,
      value: ['https://evil.test'],
    });
    const navigate = vi.fn();
    expect(handOff({ ...input, embedded: true }, 'https://app.test/', navigate).kind).toBe(
      'redirect',
    );
  });

  it('posts oauthUpgradeToken for an upgrade inside an allowed frame (decision 042)', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('parent', { postMessage });
    Object.defineProperty(window.location, 'ancestorOrigins', {
      configurable: true,
      value: ['https://host.test'],
    });
    const result = handOff(
      { ...input, embedded: true, upgradeToken: true },
      'https://app.test/',
      vi.fn(),
    );
    expect(result).toEqual({ kind: 'posted', type: 'oauthUpgradeToken' });
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'oauthUpgradeToken' }),
      'https://host.test',
    );
  });

  it("calls the native app's closeAndUpgradeToken, without a token, for an upgrade in its webview", () => {
    const upgrade = vi.fn(() => true);
    const navigate = vi.fn();
    const result = handOff(
      { ...input, upgradeToken: true },
      'https://app.test/',
      navigate,
      upgrade,
    );
    expect(result).toEqual({ kind: 'native', type: 'closeAndUpgradeToken' });
    expect(upgrade).toHaveBeenCalledWith();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a new authorization to the redirect even where the app could upgrade', () => {
    const upgrade = vi.fn();
    const result = handOff(input, 'https://app.test/', vi.fn(), upgrade);
    expect(result.kind).toBe('redirect');
    expect(upgrade).not.toHaveBeenCalled();
  });

  // QA 3 H1: an Android JavaScript interface refuses a method called without its object.
  describe('in the webview, on an Android-style bridge that refuses a detached call', () => {
    afterEach(() => {
      delete window.NativeBridge;
    });

    it('calls closeAndUpgradeToken on the bridge object', () => {
      const fake = strictBridge(['closeAndUpgradeToken']);
      window.NativeBridge = fake.bridge;
      const { embedded: _, ...target } = input;
      expect(handOffFromPage({ ...target, upgradeToken: true })).toEqual({
        kind: 'native',
        type: 'closeAndUpgradeToken',
      });
      expect(fake.callsOf('closeAndUpgradeToken')).toEqual([
        { name: 'closeAndUpgradeToken', args: [] },
      ]);
    });

    it('goes on to the authorize redirect when closeAndUpgradeToken throws', () => {
      const upgrade = vi.fn(() => false);
      const navigate = vi.fn();
      const result = handOff(
        { ...input, upgradeToken: true },
        'https://app.test/',
        navigate,
        upgrade,
      );
      expect(result.kind).toBe('redirect');
      expect(navigate).toHaveBeenCalled();
    });
  });
});

describe('whether the hand-off upgrades (decision 042)', () => {
  afterEach(() => {
    forgetSessionMadeHere();
    setHandOffUpgrade(false);
    delete window.NativeBridge;
  });

  it('upgrades a session the start-up check found, unless this tab made it (QA 5)', () => {
    setHandOffUpgrade(true);
    expect(handOffUpgrades()).toBe(true);
    // Made here (a pre-registration, a login), then found again by the check after a reload.
    markSessionMadeHere();
    expect(handOffUpgrades()).toBe(false);
    expect(Object.values({ ...sessionStorage })).toEqual(['1']);
    forgetSessionMadeHere();
    expect(handOffUpgrades()).toBe(true);
  });

  it('forgets the mark once the hand-off has given the host its token', () => {
    const fake = strictBridge(['closeAndUpgradeToken']);
    window.NativeBridge = fake.bridge;
    setHandOffUpgrade(true);
    markSessionMadeHere();
    const { embedded: _, ...target } = input;
    const navigate = vi.fn();
    // Made here: the hand-off is no upgrade, so the webview's upgrade is not called.
    expect(handOffFromPage(target, navigate)).toMatchObject({ kind: 'redirect' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(fake.callsOf('closeAndUpgradeToken')).toEqual([]);
    expect(handOffUpgrades()).toBe(true);
  });
});

describe('a login that owes its SMS code (decision 041, QA 6)', () => {
  afterEach(() => {
    pinOwedMark.forget();
    window.history.replaceState(null, '', '/');
  });

  it('is not handed to the host: the code page of the layout first', () => {
    const { embedded: _, ...target } = input;
    const navigate = vi.fn();
    pinOwedMark.set();
    window.history.replaceState(null, '', '/continue_registration');
    expect(handOffFromPage(target, navigate)).toEqual({
      kind: 'pinOwed',
      url: '/sms/pin_required',
    });
    window.history.replaceState(null, '', '/web/signup/email_verification');
    handOffFromPage(target, navigate);
    expect(navigate.mock.calls).toEqual([['/sms/pin_required'], ['/web/sms/pin_required']]);
    pinOwedMark.forget();
    expect(handOffFromPage(target, navigate)).toMatchObject({ kind: 'redirect' });
  });
});

describe("the mark of a login owing its code is the browser's (QA 17)", () => {
  afterEach(() => {
    pinOwedMark.forget();
    window.history.replaceState(null, '', '/');
  });

  it('is kept in local storage, which every tab shares, and in the tab', () => {
    pinOwedMark.set();
    expect(localStorage.getItem(PIN_OWED_KEY)).toBe('1');
    expect(sessionStorage.getItem(PIN_OWED_KEY)).toBe('1');
    // Another tab: its own session storage, the same local storage.
    sessionStorage.clear();
    expect(pinOwedMark.isSet()).toBe(true);
  });

  it("is still read from the tab alone (set before it was the browser's), and forgotten in both", () => {
    sessionStorage.setItem(PIN_OWED_KEY, '1');
    expect(pinOwedMark.isSet()).toBe(true);
    pinOwedMark.set();
    pinOwedMark.forget();
    expect(localStorage.getItem(PIN_OWED_KEY)).toBeNull();
    expect(sessionStorage.getItem(PIN_OWED_KEY)).toBeNull();
    expect(pinOwedMark.isSet()).toBe(false);
  });

  it("sends the hand-off to the code page of the app's layout, whatever the path (QA 17 C)", () => {
    const { embedded: _, ...target } = input;
    const navigate = vi.fn();
    pinOwedMark.set();
    window.history.replaceState(null, '', '/continue_registration');
    expect(handOffFromPage({ ...target, layout: 'web' }, navigate)).toEqual({
      kind: 'pinOwed',
      url: '/web/sms/pin_required',
    });
    expect(handOffFromPage({ ...target, layout: 'mobileWeb' }, navigate)).toMatchObject({
      url: '/sms/pin_required',
    });
  });
});

describe('what is sent before the page is left (decision 082, operator QA 1)', () => {
  const { embedded: _, ...target } = input;
  let unregister: () => void = () => {};
  afterEach(() => {
    unregister();
    vi.useRealTimers();
  });

  it('navigates to the authorize URL only once the waiting events are sent', async () => {
    let sent!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (sent = resolve)));
    unregister = sendBeforeLeaving(send);
    const navigate = vi.fn();
    expect(handOffFromPage(target, navigate)).toMatchObject({ kind: 'redirect' });
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(navigate).not.toHaveBeenCalled();
    sent();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate.mock.calls[0]?.[0]).toMatch(/\/oauth\/authorize\?client_id=/);
  });

  it('never holds the patron longer than the cap when the tracker does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    unregister = sendBeforeLeaving(() => new Promise(() => {}));
    const navigate = vi.fn();
    handOffFromPage(target, navigate);
    await vi.advanceTimersByTimeAsync(LEAVE_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('goes on when the sending fails, and at once when nothing waits to be sent', async () => {
    unregister = sendBeforeLeaving(() => Promise.reject(new Error('tracker down')));
    const navigate = vi.fn();
    handOffFromPage(target, navigate);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    unregister();
    handOffFromPage(target, navigate);
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

// QA 8: Back from the authorize page may restore the page before it from the back/forward cache,
// frozen with the sign-up handed off; it loads again instead.
describe("the page's redirect to the authorize URL", () => {
  function fakeWindow() {
    const events = new EventTarget();
    return Object.assign(events, {
      location: { replace: vi.fn(), reload: vi.fn() },
    }) as unknown as Window & {
      location: { replace: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn> };
    };
  }
  const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

  it('replaces the page, and reloads it when a Back restores it from the back/forward cache', () => {
    const win = fakeWindow();
    replacePage('https://auth.test/oauth/authorize?client_id=a', win);
    expect(win.location.replace).toHaveBeenCalledWith(
      'https://auth.test/oauth/authorize?client_id=a',
    );
    win.dispatchEvent(pageshow(false));
    expect(win.location.reload).not.toHaveBeenCalled();
    win.dispatchEvent(pageshow(true));
    expect(win.location.reload).toHaveBeenCalledOnce();
  });
});

// QA 14: a capture started in an operator's frame opens the partner's page in a new tab, which
// the partner sends to the return URL; that tab must not hand off a second time, at top level.
describe("the tab our partner returned to from a frame's capture", () => {
  afterEach(() => {
    sessionStorage.removeItem(PARTNER_RETURN_KEY);
    window.history.replaceState(null, '', '/');
  });

  it('never hands off, even after the address dropped its mark', () => {
    const { embedded: _, ...target } = input;
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/web/signup/id_verification?partner_tab=frame');
    expect(handOffFromPage(target, navigate)).toEqual({ kind: 'partnerTab' });
    window.history.replaceState(null, '', '/web/signup/id_verification');
    expect(handOffFromPage(target, navigate)).toEqual({ kind: 'partnerTab' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands off as ever in a tab without the mark', () => {
    const { embedded: _, ...target } = input;
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/web/signup/id_verification');
    expect(handOffFromPage(target, navigate)).toMatchObject({ kind: 'redirect' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
