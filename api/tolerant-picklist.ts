import { reportTolerated, tolerantKey } from './tolerant';

// Apart from api/tolerant.ts, so a module that reads no closed set does not carry it (decision
// 012); the registration answers and the feature flags' statuses read one.

/**
 * One value of a closed set, read case-insensitively (upper or lower case, as the set is
 * spelled); a value outside the set reads as `otherwise` and is reported.
 */
export function tolerantPicklist<const TOptions extends readonly string[], TOtherwise>(
  options: TOptions,
  field: string,
  otherwise: TOtherwise,
) {
  return tolerantKey((value): TOptions[number] | TOtherwise => {
    if (value === null || value === undefined) return otherwise;
    const text = String(value);
    const match = options.find((option) => option.toLowerCase() === text.toLowerCase());
    if (match !== undefined) return match;
    reportTolerated('unknown value', { field, value: text.slice(0, 64) });
    return otherwise;
  });
}
