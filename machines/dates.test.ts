import { describe, expect, it } from 'vitest';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { inForce } from './casino-restriction';
import { formatServerTime, instantOf } from './dates';
import { pendingFromLine } from './time-limit.selectors';

describe('the one date formatter', () => {
  it('writes a time the server gives, by day or by day and time', () => {
    expect(formatServerTime('2026-11-27T10:00:00Z', 'day')).toMatch(/^November 2[67], 2026$/);
    expect(formatServerTime('2026-11-27T10:00:00Z', 'dayAndTime')).toMatch(/^Nov 2[67], 2026, /);
    // With the time zone the time is in (QA 12): an instant, read anywhere.
    expect(formatServerTime('2026-11-27T10:00:00Z', 'dayAndTime')).toMatch(
      / \d{1,2}:\d{2} [AP]M [A-Z][A-Za-z0-9+:-]+$/,
    );
  });

  it('never writes "Invalid Date": a time that does not parse reads as none', () => {
    for (const text of ['soon', 'garbage', '', null, undefined]) {
      expect(instantOf(text)).toBeNull();
      expect(formatServerTime(text, 'day')).toBeNull();
      expect(formatServerTime(text, 'dayAndTime')).toBeNull();
    }
    expect(pendingFromLine('soon')).toBe(ours.timeLimit.pendingLater);
  });

  it('reads a casino restriction whose end is past as none, and one it cannot date as in force', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const timed = { type: 'casino', duration: 7, lifetime: false };
    expect(inForce({ ...timed, expiresAt: '2020-01-01T00:00:00Z' }, now)).toBeNull();
    expect(inForce({ ...timed, expiresAt: '2026-12-01T00:00:00Z' }, now)).toBeNull();
    const later = { ...timed, expiresAt: '2026-12-08T00:00:00Z' };
    expect(inForce(later, now)).toBe(later);
    const undated = { ...timed, expiresAt: 'soon' };
    expect(inForce(undated, now)).toBe(undated);
    const lifetime = { type: 'casino', duration: null, lifetime: true, expiresAt: '2020-01-01' };
    expect(inForce(lifetime, now)).toBe(lifetime);
    expect(inForce(null, now)).toBeNull();
  });
});
