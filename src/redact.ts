/**
 * Redaction for anything that leaves the page for QA tooling (the Stately inspector): personal
 * data and secrets are replaced, structure is kept so the machine's state stays readable
 * (STYLE.md 7: no email, phone, SSN digits or document data leaves the page). Decided by field
 * name, never by value (issue 15 item 1): ids, enums and statuses stay, so the inspector still
 * tells actors apart by their `sessionId` and `systemId`. The provider's page (`webUrl`, and the
 * `newTabUrl` a frame's hand-over opened: machines/hand-over.ts) bears its session like a token.
 */
const SENSITIVE_KEY =
  /^(.*pass(word)?.*|.*ssn.*|pin|.*code|.*token|.*web_?url|.*tab_?url|.*secrets?|.*e_?mail.*|.*phone.*|(first|last|middle|preferred|full)_?name|user_?name|birth_?date|dob|address|line_?[12]|city|postal_?code|zip|employer.*|job_?title|number)$/i;

/** Names that match SENSITIVE_KEY but hold an id, an enum or a status, not a person's data. */
const KEPT_KEY =
  /^(id|.*_id|.*Id|type|status|.*Status|(country|region|server|status|error|currency|language|response|http|iso_?3166_?2)_?code)$/i;

/**
 * Change events whose `value` is not personal (the choices of a list, a limit, a place in the
 * app); every other `*.change` event's value is redacted (email, phone, password, ssn, code...).
 */
const PLAIN_CHANGES = /^(choice|limit|limits|location|target|type)\.change$/;

export const REDACTED = '[redacted]';

/** A deep copy of `value` with every sensitive key's value replaced by REDACTED. */
export function redact<T>(value: T): T {
  return walk(value) as T;
}

const isSensitiveKey = (key: string) => SENSITIVE_KEY.test(key) && !KEPT_KEY.test(key);

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // Change events name the field they carry (`{ field: 'password', value: '…' }`), or are
    // named after it (`{ type: 'phone.change', value: '…' }`).
    const { field, type } = value as { field?: unknown; type?: unknown };
    const sensitiveValue =
      typeof field === 'string'
        ? isSensitiveKey(field)
        : typeof type === 'string' && type.endsWith('.change') && !PLAIN_CHANGES.test(type);
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        (isSensitiveKey(key) || (sensitiveValue && key === 'value')) &&
        inner !== null &&
        typeof inner !== 'boolean'
          ? REDACTED
          : walk(inner),
      ]),
    );
  }
  return value;
}
