import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ENTRY_SEARCH, parseSearch, ROUTE_SEARCH, stringifySearch } from './route-search';

describe('query strings (src/route-search.ts)', () => {
  it('keeps every value as the text of the address bar: numbers, booleans and JSON stay strings', () => {
    expect(parseSearch('?token=12345&signup=true&x=null&y=%7B%22a%22%3A1%7D&z=007')).toEqual({
      token: '12345',
      signup: 'true',
      x: 'null',
      y: '{"a":1}',
      z: '007',
    });
  });

  it('writes values back as they are, leaving absent ones out', () => {
    expect(stringifySearch({ token: '12345', signup: undefined, a: 'b c' })).toBe(
      '?token=12345&a=b+c',
    );
    expect(stringifySearch({})).toBe('');
    expect(parseSearch(stringifySearch({ token: '0012' }))).toEqual({ token: '0012' });
  });

  it('reads a malformed or missing value as absent instead of failing the page', () => {
    expect(v.parse(ROUTE_SEARCH['/login'], { signup: 'maybe' })).toEqual({ signup: undefined });
    expect(v.parse(ROUTE_SEARCH['/login'], { signup: 'true' })).toEqual({ signup: 'true' });
    expect(v.parse(ROUTE_SEARCH['/email_verification'], {})).toEqual({});
    expect(v.parse(ROUTE_SEARCH['/email_verification'], { verification_token: 42 })).toEqual({
      verification_token: undefined,
    });
    expect(
      v.parse(ENTRY_SEARCH, { render_mobile_layout: 'yes', client_id: ['a', 'b'] }),
    ).toMatchObject({ render_mobile_layout: undefined, client_id: undefined });
  });

  it('keeps a numeric-looking token a string through the schema', () => {
    const search = v.parse(ROUTE_SEARCH['/user_preferences'], parseSearch('?token=000123'));
    expect(search.token).toBe('000123');
  });
});
