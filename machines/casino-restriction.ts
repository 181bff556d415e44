import type { Restriction } from '../api/responsible-gaming';
import { COOL_OFF_DAYS, parseDuration } from './cool-off.machine';
import { instantOf } from './dates';

/**
 * The casino restriction's choices and the rule that it is never loosened from the page
 * (decision 066; rule casinoRestrictionOnlyLonger): a new restriction replaces the active one, so
 * only a length that ends later than the active restriction is offered or sent, and none at all
 * under a lifetime restriction.
 */

/** The choice meaning a lifetime restriction. */
export const LIFETIME = 'lifetime';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a choice sends: whole days, or a lifetime restriction; null when nothing valid is chosen. */
export function restrictionOf(
  choice: string,
): { duration: number | null; lifetime: boolean } | null {
  if (choice === LIFETIME) return { duration: null, lifetime: true };
  const days = parseDuration(choice);
  return days === null ? null : { duration: days, lifetime: false };
}

/**
 * When the active restriction ends, in ms since the epoch: never (Infinity) for a lifetime one;
 * its end when the server gives one; else now plus its length (the latest it can end, as if it had
 * just started). A restriction whose end cannot be told reads as never ending: nothing is offered
 * rather than something that might shorten it.
 */
export function restrictionEnd(active: Restriction, now: number): number {
  if (active.lifetime) return Number.POSITIVE_INFINITY;
  const end = instantOf(active.expiresAt);
  if (end !== null) return end;
  if (active.duration !== null) return now + active.duration * DAY_MS;
  return Number.POSITIVE_INFINITY;
}

/**
 * The restriction still in force: one whose end the server gives as past is over, whatever its
 * length said (QA 2026-12: "disabled until January 1, 2020"), and reads as none.
 */
export function inForce(active: Restriction | null, now: number): Restriction | null {
  if (active === null || active.lifetime) return active;
  const end = instantOf(active.expiresAt);
  return end !== null && end <= now ? null : active;
}

/**
 * Whether a choice may replace the active restriction: a valid choice that ends later than it
 * (lifetime ends later than any timed restriction); any valid choice when none is active.
 */
export function endsLater(choice: string, active: Restriction | null, now: number): boolean {
  const wanted = restrictionOf(choice);
  if (wanted === null) return false;
  if (active === null) return true;
  const end = restrictionEnd(active, now);
  if (wanted.lifetime) return end !== Number.POSITIVE_INFINITY;
  return now + (wanted.duration as number) * DAY_MS > end;
}

/** Every choice of the page, shortest first: the cool-off lengths in days, then lifetime. */
export const CASINO_CHOICES: readonly string[] = [...COOL_OFF_DAYS.map(String), LIFETIME];

/** The choices offered beside the active restriction: those that end later than it. */
export const offeredChoices = (active: Restriction | null, now: number): string[] =>
  CASINO_CHOICES.filter((choice) => endsLater(choice, active, now));
