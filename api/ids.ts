import * as v from 'valibot';

/**
 * Wire ids (issue 8 item 1): the spec never says whether an id is a number or a string, so every
 * response schema reads both, and the app holds every id as a string (comparisons, Set membership
 * and React keys then need no care). What goes back to the server must be what it gave: a policy
 * it listed as `101` is accepted as `{policy_id: 101}`, not `"101"`. The ids it sent as numbers are
 * remembered here, by their string form, so the fetchers that send ids back (policy acceptances,
 * onboarding promotion ids) restore them with `wireId`.
 */
const numericIds = new Map<string, number>();

/** A wire id, number or string, read as a string; a number is remembered for `wireId`. */
export const IdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((id) => {
    const text = String(id);
    if (typeof id === 'number') numericIds.set(text, id);
    else numericIds.delete(text);
    return text;
  }),
);

/** An id as the server last gave it: the number for an id it sent as a number, else the string. */
export function wireId(id: string): string | number {
  return numericIds.get(id) ?? id;
}
