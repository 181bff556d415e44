import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRequestContext } from '../../api/request-context';
import { sessionBlocked as copy } from '../../copy/ours/embedding';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { readEntryParams } from '../entry';
import { LOGIN_DRAFT_KEY, STORAGE_KEY } from '../onboarding-persistence';
import { continueUrlFor, showSessionBlocked } from './session-blocked';

beforeAll(installDialogPolyfill);
beforeEach(() => {
  setRequestContext({
    oauth: { client_id: 'lucky-lantern-casino', redirect_uri: 'https://rp.example.test/cb' },
    regionCode: 'US-NJ',
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  setRequestContext({ oauth: {}, regionCode: '', countryCode: '' });
  Reflect.deleteProperty(document, 'requestStorageAccess');
  vi.restoreAllMocks();
});

const LOGIN_URL = `${window.location.origin}/login?client_id=lucky-lantern-casino&redirect_uri=https%3A%2F%2Frp.example.test%2Fcb&detected_region_code=US-NJ&embedded=true`;

describe('a session withheld in a frame', () => {
  it('continues at /login with the entry OAuth parameters and region, marked as embedded (QA 24)', () => {
    expect(
      continueUrlFor(
        'https://signup.example.test',
        { client_id: 'x', response_type: 'code', shared_id: '' },
        'CA-ON',
      ),
    ).toBe(
      'https://signup.example.test/login?client_id=x&response_type=code&detected_region_code=CA-ON&embedded=true',
    );
  });

  it('tells the parent where to continue and offers a new window', async () => {
    const post = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    act(() => showSessionBlocked({ navigate: vi.fn(), post }));
    expect(post).toHaveBeenCalledWith({ type: 'sessionBlocked', continueUrl: LOGIN_URL });

    const dialog = await screen.findByRole('dialog', { name: copy.title });
    expect(dialog).toHaveAccessibleDescription(`${copy.body} ${copy.next}`);
    // No Storage Access API here: one way on.
    expect(screen.queryByRole('button', { name: copy.allowHere })).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: copy.openWindow }));
    expect(open).toHaveBeenCalledWith(LOGIN_URL, '_blank', 'noopener');
    // The page left behind says where things go on (QA 24).
    expect(screen.getByRole('status')).toHaveTextContent(copy.opened);
  });

  it("after a login in the frame, says so, and keeps the phone layout's switch (QA 24)", async () => {
    const post = vi.fn();
    act(() => showSessionBlocked({ navigate: vi.fn(), post, signUp: false, mobile: true }));
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    expect(dialog).toHaveAccessibleDescription(`${copy.loginBody} ${copy.loginNext}`);
    const [{ continueUrl }] = post.mock.calls[0] as [{ continueUrl: string }];
    expect(new URL(continueUrl).searchParams.get('render_mobile_layout')).toBe('true');
  });

  it('carries the region the entry named, CA-DEFAULT too, which the entry reads back the same', () => {
    const urls: Record<string, string> = {};
    for (const detected of ['US-NJ', 'CA-DEFAULT', 'US-DEFAULT', null]) {
      const entryUrl = new URL('/signup', window.location.origin);
      if (detected) entryUrl.searchParams.set('detected_region_code', detected);
      const entry = readEntryParams(entryUrl, null);
      setRequestContext({ regionCode: entry.regionCode, countryCode: entry.countryCode });
      const post = vi.fn();
      act(() => showSessionBlocked({ navigate: vi.fn(), post }));
      const [{ continueUrl }] = post.mock.calls[0] as [{ continueUrl: string }];
      urls[String(detected)] = new URL(continueUrl).searchParams.get('detected_region_code') ?? '';
      const { regionCode, countryCode, regionProblem } = readEntryParams(
        new URL(continueUrl),
        null,
      );
      expect({ regionCode, countryCode, regionProblem }).toEqual({
        regionCode: entry.regionCode,
        countryCode: entry.countryCode,
        regionProblem: entry.regionProblem,
      });
      document.getElementById('session-blocked')?.remove();
    }
    expect(urls).toEqual({
      'US-NJ': 'US-NJ',
      'CA-DEFAULT': 'CA-DEFAULT',
      'US-DEFAULT': 'US-DEFAULT',
      null: '',
    });
  });

  it('is shown once, however many 401s follow', async () => {
    act(() => showSessionBlocked({ navigate: vi.fn(), post: vi.fn() }));
    act(() => showSessionBlocked({ navigate: vi.fn(), post: vi.fn() }));
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('with storage access granted, logs in here', async () => {
    Object.defineProperty(document, 'requestStorageAccess', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    const navigate = vi.fn();
    act(() => showSessionBlocked({ navigate, post: vi.fn() }));
    await userEvent.click(await screen.findByRole('button', { name: copy.allowHere }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // QA 24: the dialog asks the patron to log in with the email just chosen; the form had none.
  it("with storage access granted after a sign-up, the login form gets the account's email, never more", async () => {
    Object.defineProperty(document, 'requestStorageAccess', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        draft: { email: 'ada@example.com', username: 'ada' },
        preRegistrationComplete: true,
      }),
    );
    try {
      const navigate = vi.fn();
      act(() => showSessionBlocked({ navigate, post: vi.fn(), storage: sessionStorage }));
      await userEvent.click(await screen.findByRole('button', { name: copy.allowHere }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
      expect(sessionStorage.getItem(LOGIN_DRAFT_KEY)).toBe('ada@example.com');
      // A username the tab already kept from /login stays; after a login in the frame, nothing
      // is offered (the form keeps what was typed there).
      sessionStorage.setItem(LOGIN_DRAFT_KEY, 'ada_typed');
      document.getElementById('session-blocked')?.remove();
      act(() => showSessionBlocked({ navigate, post: vi.fn(), storage: sessionStorage }));
      await userEvent.click(await screen.findByRole('button', { name: copy.allowHere }));
      expect(sessionStorage.getItem(LOGIN_DRAFT_KEY)).toBe('ada_typed');
      sessionStorage.removeItem(LOGIN_DRAFT_KEY);
      document.getElementById('session-blocked')?.remove();
      act(() =>
        showSessionBlocked({ navigate, signUp: false, post: vi.fn(), storage: sessionStorage }),
      );
      await userEvent.click(await screen.findByRole('button', { name: copy.allowHere }));
      await waitFor(() => expect(navigate).toHaveBeenCalledTimes(3));
      expect(sessionStorage.getItem(LOGIN_DRAFT_KEY)).toBeNull();
    } finally {
      sessionStorage.clear();
    }
  });

  it('with storage access refused, says so and leaves the new window', async () => {
    Object.defineProperty(document, 'requestStorageAccess', {
      configurable: true,
      value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    const navigate = vi.fn();
    act(() => showSessionBlocked({ navigate, post: vi.fn() }));
    await userEvent.click(await screen.findByRole('button', { name: copy.allowHere }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.refused);
    expect(screen.queryByRole('button', { name: copy.allowHere })).toBeNull();
    expect(screen.getByRole('button', { name: copy.openWindow })).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
  });

  // QA 18: the focused button goes; the dialog cannot be dismissed, so the focus must stay in it.
  it('with storage access refused, moves the focus to the way left', async () => {
    Object.defineProperty(document, 'requestStorageAccess', {
      configurable: true,
      value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    act(() => showSessionBlocked({ navigate: vi.fn(), post: vi.fn() }));
    const allow = await screen.findByRole('button', { name: copy.allowHere });
    allow.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: copy.openWindow })).toHaveFocus(),
    );
  });
});
