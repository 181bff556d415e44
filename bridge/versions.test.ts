import { describe, expect, it } from 'vitest';
import { compareVersions, externalUrlTakesFlag, parseVersion } from './versions';

describe('dotted versions', () => {
  it('reads three numbers, and a missing minor or patch as 0', () => {
    expect(parseVersion('24.24.0')).toEqual([24, 24, 0]);
    expect(parseVersion(' 25.1 ')).toEqual([25, 1, 0]);
    expect(parseVersion('26')).toEqual([26, 0, 0]);
  });

  it('refuses what is not a dotted version', () => {
    for (const bad of ['', 'v24.24.0', '24.24.0-beta', '24.24.0.1', '24..0', 'abc', '24.x.0'])
      expect(parseVersion(bad)).toBeNull();
    expect(parseVersion(undefined)).toBeNull();
    expect(parseVersion(24)).toBeNull();
  });

  it('compares number by number, not as text', () => {
    expect(compareVersions('24.100.0', '24.24.0')).toBeGreaterThan(0);
    expect(compareVersions('9.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('24.24.0', '24.24')).toBe(0);
    expect(compareVersions('24.24.0', 'nonsense')).toBeNull();
  });
});

describe('the external-URL flag (iOS 24.24.0, Android 25.1.0)', () => {
  it.each([
    ['ios', '24.23.99', false],
    ['ios', '24.24.0', true],
    ['ios', '24.24.1', true],
    ['ios', '24.25.0', true],
    ['ios', '23.99.99', false],
    ['ios', '25.0.0', true],
    ['android', '25.0.99', false],
    ['android', '25.1.0', true],
    ['android', '25.1.1', true],
    ['android', '24.24.0', false],
    ['android', '26.0.0', true],
  ] as const)('%s %s takes the flag: %s', (platform, version, expected) => {
    expect(externalUrlTakesFlag(platform, version)).toBe(expected);
  });

  it('is never passed on the web or with an unreadable version', () => {
    expect(externalUrlTakesFlag('web', '99.0.0')).toBe(false);
    expect(externalUrlTakesFlag('ios', undefined)).toBe(false);
    expect(externalUrlTakesFlag('android', 'latest')).toBe(false);
  });
});
