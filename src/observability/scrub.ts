import { redact } from '../redact';

/**
 * What may leave the page for the observability services (issue 16 item 4): URLs without their
 * query and fragment (tokens and OAuth parameters travel there; no route has a secret in its
 * path, machines/paths.ts), and payloads reduced to ids, enums and statuses.
 */
export function scrubUrl(value: string): string {
  try {
    const url = new URL(value, globalThis.location?.href ?? 'http://localhost/');
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.split(/[?#]/)[0] ?? '';
  }
}

/** Replaces every URL inside a text (an error message may quote the one it failed on). */
export const scrubUrlsIn = (text: string): string =>
  text.replace(/\bhttps?:\/\/[^\s"'<>]+/g, (url) => scrubUrl(url));

/** Keys whose value is an id, an enum or a status, kept in the trail when short and plain. */
const PLAIN_KEY =
  /^(id|.*Id|.*_id|type|status|.*Status|.*_status|kind|reason|.*Reason|step|layout|choice|route|region(Code)?|country(Code)?|serverCode|code|limitType|provider|where|action|method|category)$/;
const PLAIN_VALUE = /^[\w.:/-]{0,64}$/;

export type Plain = string | number | boolean | null;

/**
 * The ids, enums and statuses of an event or a context, one level deep: every other field, and
 * every value the inspector's redaction hides (a `code` is the SMS code, not a status), is left
 * out. A string value must look like an identifier, never like free text.
 */
export function plainFields(value: unknown): Record<string, Plain> {
  if (!value || typeof value !== 'object') return {};
  const redacted = redact(value as Record<string, unknown>);
  const kept: Record<string, Plain> = {};
  for (const [key, inner] of Object.entries(redacted)) {
    if (!PLAIN_KEY.test(key)) continue;
    if (typeof inner === 'string' && inner !== '[redacted]' && PLAIN_VALUE.test(inner))
      kept[key] = inner.startsWith('/') ? scrubUrl(inner).replace(/^https?:\/\/[^/]+/, '') : inner;
    else if (typeof inner === 'number' || typeof inner === 'boolean' || inner === null)
      kept[key] = inner;
  }
  return kept;
}

/**
 * A report's context (what `reportError` was given): the inspector's redaction by field name,
 * then every URL in every string without its query.
 */
export function scrubContext(
  context: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return scrubUrlsIn(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(redact(context ?? {})) as Record<string, unknown>;
}

/** The systemId an actor runs under (`session`, `onboarding`, a flow's), when it has one. */
export const systemIdOf = (actorRef: unknown): string | undefined =>
  (actorRef as { systemId?: string }).systemId;
