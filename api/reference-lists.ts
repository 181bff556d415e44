import * as v from 'valibot';
import { apiRequest, type CallOptions, withAttempts } from './client';
import { LIST_ATTEMPTS } from './lists';
import { tolerantList } from './tolerant';

/**
 * The reference lists only sign-up's later steps read (countries for residence and citizenship,
 * occupations for employment), apart from api/lists.ts so the first screen does not carry them.
 */

/** A country offered for residence and citizenship. */
export const CountrySchema = v.object({
  code: v.string(),
  name: v.string(),
  demonym: v.nullish(v.string(), ''),
  icon: v.nullish(v.string(), null),
});
export type Country = v.InferOutput<typeof CountrySchema>;

/** The answer of GET /i/countries; a null or malformed country is dropped and reported. */
export const CountriesSchema = v.object({ countries: tolerantList(CountrySchema, 'countries') });

/** Fetches the countries list for the residence and citizenship step. */
export async function getCountries({ signal }: CallOptions = {}): Promise<Country[]> {
  const { countries } = await withAttempts(
    () =>
      apiRequest('/i/countries', { schema: CountriesSchema, action: 'fetch countries', signal }),
    LIST_ATTEMPTS,
  );
  return countries;
}

/**
 * An occupation: wire-decisions gives strings; an object naming one (`name`, `title` or
 * `job_title`, as a job-title search may answer) reads as that name.
 */
const OccupationSchema = v.union([
  v.string(),
  v.pipe(
    v.looseObject({}),
    v.transform((item) =>
      [item.name, item.title, item.jobTitle].find((n) => typeof n === 'string'),
    ),
    v.string(),
  ),
]);

/**
 * The answer of GET /i/occupations (`?blacklist=true` or `?job_title=`): an item the app cannot
 * read is dropped and reported, never the whole list.
 */
export const OccupationsSchema = v.object({
  occupations: tolerantList(OccupationSchema, 'occupations'),
});

/** Fetches the occupations that may not register, for the employment step. */
export async function getBlacklistedOccupations({ signal }: CallOptions = {}): Promise<string[]> {
  const { occupations } = await withAttempts(
    () =>
      apiRequest('/i/occupations', {
        query: { blacklist: true },
        schema: OccupationsSchema,
        action: 'fetch blacklisted occupations',
        signal,
      }),
    LIST_ATTEMPTS,
  );
  return occupations;
}

/**
 * Looks job titles up for the employment step's suggestions (GET /i/occupations?job_title=…).
 * Tried once: the employment machine debounces it and a failed look-up only hides suggestions.
 */
export async function searchOccupations(
  query: string,
  { signal }: CallOptions = {},
): Promise<string[]> {
  const { occupations } = await apiRequest('/i/occupations', {
    query: { job_title: query },
    schema: OccupationsSchema,
    action: 'fetch occupations',
    signal,
  });
  return occupations;
}
