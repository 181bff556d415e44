/**
 * Redaction for anything that leaves the page for QA tooling (the Stately inspector): personal
 * data and secrets are replaced, structure is kept so the machine's state stays readable
 * (STYLE.md 7: no email, phone, SSN digits or document data leaves the page).
 */
const SENSITIVE_KEY =
  /pass(word)?|ssn|pin|code|token|secret|email|phone|first_?name|last_?name|preferred_?name|birth|address|line_?[12]|postal|employer|job_?title|username|session/i;

export const REDACTED = '[redacted]';

/** A deep copy of `value` with every sensitive key's value replaced by REDACTED. */
export function redact<T>(value: T): T {
  return walk(value) as T;
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // Change events name the field they carry: `{ field: 'password', value: '…' }`.
    const field = (value as { field?: unknown }).field;
    const sensitiveValue = typeof field === 'string' && SENSITIVE_KEY.test(field);
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        (SENSITIVE_KEY.test(key) || (sensitiveValue && key === 'value')) &&
        inner !== null &&
        typeof inner !== 'boolean'
          ? REDACTED
          : walk(inner),
      ]),
    );
  }
  return value;
}
