/**
 * Every message of the copy catalogue (copy/spec and copy/ours) as a pattern, so a test can say
 * that what a patron reads comes from it. A message with parameters matches any value of them.
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../copy/**/*.ts', '!**/*.test.ts'], {
  eager: true,
});

const SLOT = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(value: unknown, out: string[], depth = 0): void {
  if (depth > 6) return;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    try {
      const slots = Array.from({ length: Math.max(1, value.length) }, () => SLOT);
      const text = (value as (...args: unknown[]) => unknown)(...slots);
      if (typeof text === 'string') out.push(text);
    } catch {
      // A message built from structured arguments: not matched by pattern.
    }
  } else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collect(item, out, depth + 1);
}

const messages: string[] = [];
for (const module of Object.values(modules)) collect(module, messages);

const PATTERNS = messages
  .filter((text) => text.replaceAll(SLOT, '').trim().length >= 8)
  .map((text) => new RegExp(escapeRegExp(text).split(SLOT).join('.+?')));

/** True when `text` carries a message of the catalogue. */
export function fromCatalogue(text: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(text));
}
