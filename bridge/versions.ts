import type { Platform } from '../api/domain';

/**
 * Version gating of the native bridge (product.md 2.6, contract.md 5 and 9): the external-URL
 * call takes its extra flag only from these app versions on. Versions are dotted strings of
 * three numbers (contract.md 3), compared number by number, never as text ('24.100.0' is newer
 * than '24.24.0').
 */
export const EXTERNAL_URL_FLAG_SINCE: Readonly<Record<Exclude<Platform, 'web'>, string>> = {
  ios: '24.24.0',
  android: '25.1.0',
};

/**
 * `'24.24.0'` -> `[24, 24, 0]`. Surrounding spaces are ignored and a missing minor or patch
 * counts as 0 (`'25.1'` is 25.1.0); anything else (a prefix, a suffix, a fourth part, an empty
 * string, a non-string) is not a version: null.
 */
export function parseVersion(version: unknown): [number, number, number] | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Negative when a < b, 0 when equal, positive when a > b; null when either is not a version. */
export function compareVersions(a: unknown, b: unknown): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < 3; i += 1) {
    const difference = (left[i] as number) - (right[i] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Whether the app on `platform` at `version` takes the external-URL call's extra flag. An app
 * whose version cannot be read gets the one-argument form, which every app understands.
 */
export function externalUrlTakesFlag(platform: Platform, version: unknown): boolean {
  if (platform === 'web') return false;
  const difference = compareVersions(version, EXTERNAL_URL_FLAG_SINCE[platform]);
  return difference !== null && difference >= 0;
}
