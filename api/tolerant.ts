import * as v from 'valibot';
import { reportError } from './errors';

/**
 * Tolerant reading of what the server sends once the account exists (issue 8 item 7): a value
 * the app does not fully understand is dropped or replaced and reported through the one
 * reporter, instead of failing the whole answer with "Oops". Only for responses: what the app
 * sends keeps strict types. Reports name the list or field and what was expected, never the
 * received value, which may be personal (the unknown enumeration values are the exception:
 * they are the server's words, not the patron's).
 */

/** A key that may be missing: its transform then sees null (valibot parses the default too). */
export const tolerantKey = <TOutput>(read: (value: unknown) => TOutput) =>
  v.optional(v.pipe(v.unknown(), v.transform(read)), null);

/** Reports one part of an answer the app read around (dropped or replaced). */
export function reportTolerated(reason: string, context: Record<string, unknown>): void {
  reportError(new Error(`Tolerated in a server answer: ${reason}`), { reason, ...context });
}

/**
 * A list whose null or malformed items are dropped (and reported) one by one; a missing or null
 * list reads as empty, anything else that is not a list as empty too (reported).
 */
export function tolerantList<TItem extends v.GenericSchema>(item: TItem, list: string) {
  return tolerantKey((value): v.InferOutput<TItem>[] => {
    if (value === null || value === undefined) return [];
    if (!Array.isArray(value)) {
      reportTolerated('not a list', { list });
      return [];
    }
    return value.flatMap((candidate, index) => {
      const result = v.safeParse(item, candidate);
      if (result.success) return [result.output as v.InferOutput<TItem>];
      reportTolerated('malformed list item dropped', {
        list,
        index,
        expected: result.issues.map((issue) => issue.expected),
      });
      return [];
    });
  });
}
