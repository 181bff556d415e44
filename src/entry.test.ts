import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { isMobileUserAgent, readEntryParams } from './entry';

// Node has no sessionStorage; these tests need storage, not a DOM.
const sessionStorage = memoryStorage();

const url = (query: string) => new URL(`http://app.test/signup?${query}`);

describe('entry parameters', () => {
  it('reads the OAuth parameters, the region and its country from the entry URL', () => {
    const entry = readEntryParams(
      url(
        'client_id=c&response_type=code&redirect_uri=https%3A%2F%2Fr.test%2Fcb&code_challenge=x&code_challenge_method=S256&shared_id=s&detected_region_code=CA-ON&other=1',
      ),
      sessionStorage,
    );
    expect(entry.oauth).toEqual({
      client_id: 'c',
      response_type: 'code',
      redirect_uri: 'https://r.test/cb',
      code_challenge: 'x',
      code_challenge_method: 'S256',
      shared_id: 's',
    });
    expect(entry.regionCode).toBe('CA-ON');
    expect(entry.countryCode).toBe('CA');
    expect(entry.regionProblem).toBeNull();
  });

  it("keeps an authorization request's state, scope and nonce for the hand-off", () => {
    const entry = readEntryParams(
      url('client_id=c&state=xyz%2F1&scope=openid%20profile&nonce=n-1&detected_region_code=US-NJ'),
      memoryStorage(),
    );
    expect(entry.oauth).toEqual({
      client_id: 'c',
      state: 'xyz/1',
      scope: 'openid profile',
      nonce: 'n-1',
    });
  });

  it('remembers a sign-up that left its frame for this window (embedded, decision 051) for the tab', () => {
    const storage = memoryStorage();
    expect(readEntryParams(url('client_id=c'), memoryStorage()).embedded).toBe(false);
    expect(readEntryParams(url('client_id=c&embedded=true'), storage).embedded).toBe(true);
    expect(readEntryParams(url(''), storage).embedded).toBe(true);
  });

  it('keeps them for the session when a later URL carries none', () => {
    readEntryParams(url('client_id=c&detected_region_code=US-NJ'), sessionStorage);
    const later = readEntryParams(url(''), sessionStorage);
    expect(later.oauth.client_id).toBe('c');
    expect(later.regionCode).toBe('US-NJ');
    expect(later.countryCode).toBe('US');
  });

  it("starts afresh for a URL naming another client, keeping none of the last one's (QA 18)", () => {
    readEntryParams(
      url('client_id=casino&redirect_uri=https%3A%2F%2Fr.test%2Fcb&code_challenge=abc'),
      sessionStorage,
    );
    const same = readEntryParams(url('client_id=casino&shared_id=s'), sessionStorage);
    expect(same.oauth).toMatchObject({ redirect_uri: 'https://r.test/cb', code_challenge: 'abc' });
    const other = readEntryParams(url('client_id=sportsbook'), sessionStorage);
    expect(other.oauth).toEqual({ client_id: 'sportsbook' });
  });

  describe('a tab with no entry of its own (an emailed link, a second tab: QA 13)', () => {
    const OAUTH =
      'client_id=lucky-lantern-casino&redirect_uri=https%3A%2F%2Fr.test%2Fcb&code_challenge=x';

    it("takes the browser's last entry: brand, region and OAuth parameters", () => {
      const shared = memoryStorage();
      readEntryParams(url(`${OAUTH}&detected_region_code=US-NJ`), memoryStorage(), shared);
      const linkTab = memoryStorage();
      const entry = readEntryParams(
        new URL('http://app.test/email_verification?verification_token=t'),
        linkTab,
        shared,
      );
      expect(entry.oauth).toEqual({
        client_id: 'lucky-lantern-casino',
        redirect_uri: 'https://r.test/cb',
        code_challenge: 'x',
      });
      expect(entry.regionCode).toBe('US-NJ');
      expect(entry.regionProblem).toBeNull();
      // Kept by the link's tab from then on, as its own.
      expect(readEntryParams(url(''), linkTab).oauth.client_id).toBe('lucky-lantern-casino');
    });

    it('ignores it when the URL brings OAuth parameters of its own, never mixing the two', () => {
      const shared = memoryStorage();
      readEntryParams(url(`${OAUTH}&shared_id=old&detected_region_code=US-NJ`), null, shared);
      const entry = readEntryParams(url('client_id=northstar-sports'), memoryStorage(), shared);
      expect(entry.oauth).toEqual({ client_id: 'northstar-sports' });
      expect(entry.regionProblem).toBe('missing');
    });

    it("keeps the tab's own entry over the browser's last one", () => {
      const tab = memoryStorage();
      const shared = memoryStorage();
      readEntryParams(url('client_id=mine&detected_region_code=CA-ON'), tab);
      readEntryParams(url(`${OAUTH}&detected_region_code=US-NJ`), memoryStorage(), shared);
      const entry = readEntryParams(url(''), tab, shared);
      expect(entry.oauth).toEqual({ client_id: 'mine' });
      expect(entry.regionCode).toBe('CA-ON');
    });
  });

  it('flags an unsupported or a missing region code so it can be reported', () => {
    expect(readEntryParams(url('detected_region_code=US-XX'), null).regionProblem).toBe('invalid');
    expect(readEntryParams(url(''), null).regionProblem).toBe('missing');
  });

  it('reads a region code written in lower case as the region (QA 5)', () => {
    const ontario = readEntryParams(url('detected_region_code=ca-on'), null);
    expect(ontario).toMatchObject({ regionCode: 'CA-ON', countryCode: 'CA', regionProblem: null });
    expect(readEntryParams(url('detected_region_code=ca-default'), null).countryCode).toBe('CA');
  });

  it('takes the country of US-DEFAULT and CA-DEFAULT, which name no region the patron can have', () => {
    const canada = readEntryParams(url('detected_region_code=CA-DEFAULT'), null);
    expect(canada).toMatchObject({ regionCode: '', countryCode: 'CA' });
    expect(readEntryParams(url('detected_region_code=US-DEFAULT'), null).countryCode).toBe('US');
    expect(readEntryParams(url('detected_region_code=XX-ZZ'), null).countryCode).toBe('');
  });

  it('keeps the country of an unsupported region code, so Quebec is not signed up as the US (QA 7)', () => {
    const quebec = readEntryParams(url('detected_region_code=CA-QC'), null);
    expect(quebec).toMatchObject({ regionCode: '', countryCode: 'CA', regionProblem: 'invalid' });
    expect(readEntryParams(url('detected_region_code=us-ca'), null).countryCode).toBe('US');
  });

  it('lets a newer detection the app does not support replace the remembered region (QA 17)', () => {
    const tab = memoryStorage();
    const shared = memoryStorage();
    readEntryParams(url('client_id=a&detected_region_code=US-NJ'), tab, shared);
    const canada = readEntryParams(url('client_id=a&detected_region_code=CA-DEFAULT'), tab, shared);
    expect(canada).toMatchObject({ regionCode: '', countryCode: 'CA' });
    const quebec = readEntryParams(url('detected_region_code=CA-QC'), memoryStorage(), shared);
    expect(quebec).toMatchObject({ regionCode: '', countryCode: 'CA', regionProblem: 'invalid' });
    const unknown = readEntryParams(url('detected_region_code=XX-ZZ'), tab, shared);
    expect(unknown).toMatchObject({ regionCode: '', countryCode: '', regionProblem: 'invalid' });
    expect(readEntryParams(url(''), tab, shared)).toMatchObject({
      regionCode: '',
      countryCode: '',
    });
  });

  it('switches to the mobile layout when render_mobile_layout is true', () => {
    expect(readEntryParams(url('render_mobile_layout=true'), null).renderMobileLayout).toBe(true);
    expect(readEntryParams(url('render_mobile_layout=false'), null).renderMobileLayout).toBe(false);
  });

  it('treats phones and tablets as mobile but not ChromeOS', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) Chrome/120 Safari')).toBe(
      false,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(
      false,
    );
  });
});
