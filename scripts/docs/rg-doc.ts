/**
 * docs/responsible-gaming.md, generated from the rule table (machines/rg-rules.ts, issue 12 item
 * 5): every rule with its source, its table entry, what enforces it and the test that proves it.
 * A test declares the rule it proves with `[rule:<id>]` in its name; the files that declare each
 * id are found by reading the test sources, and scripts/docs/rg-doc.test.ts fails on an id that
 * no test declares (and on a doc that differs from this rendering).
 */

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRules } from '../../machines/rg-rules';

export const RG_DOC = 'docs/responsible-gaming.md';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_DIRS = ['api', 'bridge', 'copy', 'machines', 'screens', 'scripts', 'src', 'test'];
const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;
const DECLARATION = /\[rule:([a-z0-9-]+)\]/g;

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...testFiles(path));
    else if (TEST_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

/** Rule id -> the test files (relative, sorted) that declare it. */
export function declaredRuleIds(): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  const files = SOURCE_DIRS.flatMap((dir) => testFiles(join(ROOT, dir)));
  for (const file of files.sort()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(DECLARATION)) {
      const id = match[1] as string;
      const list = declared.get(id) ?? [];
      const name = relative(ROOT, file);
      if (!list.includes(name)) list.push(name);
      declared.set(id, list);
    }
  }
  return declared;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const codeOf = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** The whole document. */
export function renderRgDoc(declared = declaredRuleIds()): string {
  const lines = [
    '# Responsible gaming: rules, where they are enforced, and the tests that prove them',
    '',
    'Generated from `machines/rg-rules.ts` by `npx tsx scripts/docs/generate-docs.ts`; do not edit.',
    'A rule that varies by jurisdiction is an entry of `JURISDICTION_RULES` (a country, or a region',
    'whose rules differ from its country’s); a rule the spec fixes for everyone is an entry of',
    '`GLOBAL_RULES`. Machines read them through guards and context, never through a test of the',
    'country. A test declares the rule it proves with `[rule:<id>]` in its name;',
    '`scripts/docs/rg-doc.test.ts` fails when an id is declared by no test.',
    '',
    '| rule (table entry) | value | source | enforced by | test id | declared in |',
    '|---|---|---|---|---|---|',
  ];
  for (const { name, rule } of allRules()) {
    const files = declared.get(rule.testId) ?? [];
    lines.push(
      `| \`${name}\` | ${cell(codeOf(rule.value))} | ${cell(rule.source)} | ${cell(rule.enforcedBy)} | \`${rule.testId}\` | ${files.length > 0 ? files.map((f) => `\`${f}\``).join(', ') : '**none**'} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
