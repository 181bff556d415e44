/**
 * Renders the sandbox coverage table of docs/sandbox.md from SANDBOX_CALLS, the same table the
 * handlers are built from, so the doc cannot drift from what the sandbox answers.
 * `npx tsx scripts/docs/generate-sandbox-doc.ts` rewrites the section between the coverage markers;
 * api/sandbox/coverage-doc.test.ts fails while the committed doc differs.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { callKeyOf, SANDBOX_CALLS } from '../../api/sandbox/handlers';

/** Where the generated table starts in docs/sandbox.md. */
export const COVERAGE_START = '<!-- coverage:start -->';
/** Where the generated table ends in docs/sandbox.md. */
export const COVERAGE_END = '<!-- coverage:end -->';
/** The doc that carries the table, relative to the project root. */
export const SANDBOX_DOC = 'docs/sandbox.md';

/** The coverage table as Markdown: one row per call, with whether it is implemented and the issue that completes it. */
export function renderSandboxCoverage(): string {
  const rows = SANDBOX_CALLS.map(
    (call) => `| \`${callKeyOf(call)}\` | ${call.implemented ? 'yes' : 'no'} | ${call.issue} |`,
  );
  return ['| call | implemented | issue that completes it |', '|---|---|---|', ...rows].join('\n');
}

/** The text between the coverage markers of a doc, trimmed, or null when a marker is missing. */
export function extractCoverage(doc: string): string | null {
  const start = doc.indexOf(COVERAGE_START);
  const end = doc.indexOf(COVERAGE_END);
  if (start === -1 || end === -1 || end < start) return null;
  return doc.slice(start + COVERAGE_START.length, end).trim();
}

/** The doc with its coverage section replaced by the given table. */
export function replaceCoverage(doc: string, table: string): string {
  const start = doc.indexOf(COVERAGE_START);
  const end = doc.indexOf(COVERAGE_END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`${SANDBOX_DOC} lacks the ${COVERAGE_START} and ${COVERAGE_END} markers`);
  return `${doc.slice(0, start + COVERAGE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const path = join(process.cwd(), SANDBOX_DOC);
  writeFileSync(path, replaceCoverage(readFileSync(path, 'utf8'), renderSandboxCoverage()));
  console.log(`Rewrote the coverage table of ${SANDBOX_DOC} (${SANDBOX_CALLS.length} calls).`);
}
