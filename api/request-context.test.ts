import { afterEach, describe, expect, it } from 'vitest';
import {
  effectiveRegion,
  getRequestContext,
  namedRegion,
  platformKnown,
  setPlatform,
  setRequestContext,
} from './request-context';

describe('effectiveRegion', () => {
  const before = getRequestContext();
  afterEach(() => setRequestContext(before));

  it('is the detected region and its country when one is known', () => {
    expect(effectiveRegion({ regionCode: 'CA-ON', countryCode: 'CA' })).toEqual({
      regionCode: 'CA-ON',
      countryCode: 'CA',
    });
  });

  it("is the country's default region without a supported region (product.md 3, decision 007)", () => {
    expect(effectiveRegion({ regionCode: '', countryCode: 'CA' })).toEqual({
      regionCode: 'CA-DEFAULT',
      countryCode: 'CA',
    });
    expect(effectiveRegion({ regionCode: '', countryCode: 'US' })).toEqual({
      regionCode: 'US-DEFAULT',
      countryCode: 'US',
    });
  });

  it("is the United States' default region when no country is known either", () => {
    expect(effectiveRegion({ regionCode: '', countryCode: '' })).toEqual({
      regionCode: 'US-DEFAULT',
      countryCode: 'US',
    });
  });

  it('reads the request context when given nothing, as the headers do', () => {
    setRequestContext({ regionCode: '', countryCode: 'CA' });
    expect(effectiveRegion()).toEqual({ regionCode: 'CA-DEFAULT', countryCode: 'CA' });
    setRequestContext({ regionCode: 'US-NJ', countryCode: 'US' });
    expect(effectiveRegion()).toEqual({ regionCode: 'US-NJ', countryCode: 'US' });
  });
});

describe('namedRegion', () => {
  const before = getRequestContext();
  afterEach(() => setRequestContext(before));

  it('is the supported region, else the default region of the country the entry named', () => {
    expect(namedRegion({ regionCode: 'CA-ON', countryCode: 'CA' })).toBe('CA-ON');
    expect(namedRegion({ regionCode: '', countryCode: 'CA' })).toBe('CA-DEFAULT');
    expect(namedRegion({ regionCode: '', countryCode: 'US' })).toBe('US-DEFAULT');
  });

  it('is empty when the entry named no country: no guess of the United States', () => {
    expect(namedRegion({ regionCode: '', countryCode: '' })).toBe('');
  });

  it('reads the request context when given nothing', () => {
    setRequestContext({ regionCode: '', countryCode: 'CA' });
    expect(namedRegion()).toBe('CA-DEFAULT');
  });
});

describe('setPlatform', () => {
  const before = getRequestContext();
  afterEach(() => setRequestContext(before));

  it('takes a platform known at once without anything to wait for', () => {
    setPlatform(new Promise(() => {}));
    expect(platformKnown).toBeInstanceOf(Promise);
    setPlatform('android');
    expect(getRequestContext().platform).toBe('android');
    expect(platformKnown).toBeUndefined();
  });
});
