import { describe, expect, it } from 'vitest';
import { BRANDS, brandForClientId, DEFAULT_BRAND } from './brands';

describe('brand choice by client_id', () => {
  it('uses the brand of a known client id', () => {
    expect(brandForClientId('lucky-lantern-casino').kind).toBe('casino');
  });

  it('uses the default brand when the client id is missing or unknown', () => {
    expect(brandForClientId(undefined)).toBe(DEFAULT_BRAND);
    expect(brandForClientId(null)).toBe(DEFAULT_BRAND);
    expect(brandForClientId('someone-else')).toBe(DEFAULT_BRAND);
  });

  it('has four brands with short codes plus a media brand, each with its own theme class', () => {
    expect(BRANDS.filter((b) => b.kind !== 'media' && b.shortCode)).toHaveLength(4);
    expect(BRANDS.filter((b) => b.kind === 'media')).toHaveLength(1);
    expect(new Set(BRANDS.map((b) => b.themeClass)).size).toBe(BRANDS.length);
  });
});
