/**
 * Key conversion between the wire's snake_case and the client's camelCase (wire-decisions
 * "General"). Only keys change: values, including strings that look like keys, pass through.
 */

type Plain = Record<string, unknown>;

// Only plain objects and arrays are walked; a Date, Blob or class instance is a value.
function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = mapKeys(inner, convert);
  return out;
}

/** Converts one snake_case key to camelCase: `last_4_ssn` -> `last4Ssn`. */
export function camelKey(key: string): string {
  // A leading underscore is kept: it is part of the name, not a word break.
  return key.replace(/(?<=[^_])_+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());
}

/** Converts one camelCase key to snake_case: `last4Ssn` -> `last_4_ssn`, `line1` -> `line_1`. */
export function snakeKey(key: string): string {
  // A digit run is its own word on the wire (`last_4_ssn`, `line_1`), so it is split off too.
  return key.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Z])/g, '$1$2_').toLowerCase();
}

/** Deep-converts response keys to camelCase; api/client.ts applies it before schema parsing. */
export function toCamelKeys(value: unknown): unknown {
  return mapKeys(value, camelKey);
}

/** Deep-converts request keys to snake_case; api/client.ts applies it to every JSON body. */
export function toSnakeKeys(value: unknown): unknown {
  return mapKeys(value, snakeKey);
}
