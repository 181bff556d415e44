/**
 * The one way the app writes a time the server gives (ISO 8601): a time that does not parse is
 * never written ("Invalid Date"); the caller gets null and says its sentence without it.
 */

/** The instant a server's time names, in ms since the epoch; null when it does not parse. */
export function instantOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

const STYLES = {
  /** "November 27, 2026". */
  day: { dateStyle: 'long' },
  /**
   * "Nov 27, 2026, 10:00 AM EST": with the patron's time zone, since a limit's wait ends at an
   * instant, and a patron may read it away from home (QA 12).
   */
  dayAndTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A server's time as the pages write it (US English), or null when it does not parse. */
export function formatServerTime(
  iso: string | null | undefined,
  style: keyof typeof STYLES,
): string | null {
  const time = instantOf(iso);
  return time === null ? null : new Date(time).toLocaleString('en-US', STYLES[style]);
}
