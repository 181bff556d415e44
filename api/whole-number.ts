import * as v from 'valibot';

/**
 * A whole number as a server may write it in an answer: a number, or the same digits quoted
 * ("5000"). Reading only the first failed a whole limits page on one quoted figure (QA 6); a
 * fraction, a negative or any other text still fails. Its own module, so the first screen, which
 * reads no such figure, does not carry it.
 */
export const WholeNumberSchema = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
]);
