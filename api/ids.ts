import * as v from 'valibot';

/**
 * Wire ids (issue 8 item 1): the spec never says whether an id is a number or a string, so every
 * response schema reads both, and the app holds every id as a string (comparisons, Set membership
 * and React keys then need no care). What goes back to the server must be what it gave: a policy
 * it listed as `101` is accepted as `{policy_id: 101}`, not `"101"`. The ids it sent as numbers are
 * remembered here, by kind and string form, so the fetchers that send ids back (policy
 * acceptances, onboarding promotion ids, email preferences...) restore them with `wireId`.
 *
 * Kinds keep resources apart: a server may number its policies and name its email preferences,
 * and a preference `"1"` must not turn policy `1` into a string.
 */
export type IdKind =
  | 'user'
  | 'registration'
  | 'policy'
  | 'promotion'
  | 'raceOrGender'
  | 'emailPreference'
  | 'other';

const numericIds = new Map<IdKind, Map<string, number>>();

/** A wire id of one kind, number or string, read as a string; a number is remembered. */
export const idOf = (kind: IdKind) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => {
      const text = String(id);
      const known = numericIds.get(kind) ?? new Map<string, number>();
      numericIds.set(kind, known);
      if (typeof id === 'number') known.set(text, id);
      else known.delete(text);
      return text;
    }),
  );

/** A wire id the app never sends back (a device, a scan): read as a string. */
export const IdSchema = idOf('other');

/** An id as the server last gave it for that kind: a number stays a number, else the string. */
export function wireId(kind: IdKind, id: string): string | number {
  return numericIds.get(kind)?.get(id) ?? id;
}
