/**
 * `npm run docs:generate`: rewrites every generated document from the code it describes, so
 * reviewers never read a page that disagrees with what runs.
 *
 * - docs/statecharts/*  from the machines of CHARTED_MACHINES (scripts/docs/generate-statecharts.ts),
 *   and each diagram's SVG render, redrawn in Chromium only when its Mermaid source changed
 *   (scripts/docs/chart-svgs.ts)
 * - docs/status-routing.md  from deriveNext (scripts/docs/status-routing-doc.ts)
 * - docs/sandbox.md, the coverage section only  from SANDBOX_CALLS (scripts/docs/generate-sandbox-doc.ts)
 * - docs/routes.md  from the route tables (scripts/docs/routes-doc.ts)
 * - docs/responsible-gaming.md  from the rule table (scripts/docs/rg-doc.ts)
 * - docs/api.md, the "Every call" section only  from the call list, api/ and its users (scripts/docs/api-doc.ts)
 * - docs/coverage.md  from the machines' models, walked and replayed (scripts/docs/coverage-doc.ts)
 *
 * Each has a drift test that fails until this is run: scripts/docs/statecharts-drift.test.ts,
 * scripts/docs/status-routing-doc.test.ts, api/sandbox/coverage-doc.test.ts, scripts/docs/routes-doc.test.ts.
 */

import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DOC, renderCallsSection, replaceCallsSection } from './api-doc';
import { renderSvgs } from './chart-svgs';
import { COVERAGE_DOC, measureAll, renderCoverageDoc } from './coverage-doc';
import { renderSandboxCoverage, replaceCoverage, SANDBOX_DOC } from './generate-sandbox-doc';
import { renderAll, STATECHARTS_DIR, writeAll } from './generate-statecharts';
import { RG_DOC, renderRgDoc } from './rg-doc';
import { ROUTES_DOC, renderRoutesDoc } from './routes-doc';
import { renderStatusRoutingTable } from './status-routing-doc';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STATUS_ROUTING_DOC = 'docs/status-routing.md';

/** Writes `content` to `file` (relative to the project root); true when the file changed. */
function writeDoc(file: string, content: string): boolean {
  const target = join(ROOT, file);
  const before = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (before === content) return false;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  return true;
}

/** Regenerates every generated doc; returns one line per file saying whether it changed. */
export async function generateDocs(): Promise<string[]> {
  const report: string[] = [];
  const note = (file: string, changed: boolean) =>
    report.push(`${changed ? 'wrote    ' : 'unchanged'} ${file}`);

  const chartsBefore = new Map<string, string>();
  for (const file of (await renderAll()).keys()) {
    const target = join(STATECHARTS_DIR, file);
    if (existsSync(target)) chartsBefore.set(target, readFileSync(target, 'utf8'));
  }
  for (const target of await writeAll(STATECHARTS_DIR))
    note(relative(ROOT, target), chartsBefore.get(target) !== readFileSync(target, 'utf8'));
  for (const target of await renderSvgs(STATECHARTS_DIR, await renderAll()))
    note(relative(ROOT, target), true);

  note(STATUS_ROUTING_DOC, writeDoc(STATUS_ROUTING_DOC, renderStatusRoutingTable()));

  const sandboxDoc = readFileSync(join(ROOT, SANDBOX_DOC), 'utf8');
  note(SANDBOX_DOC, writeDoc(SANDBOX_DOC, replaceCoverage(sandboxDoc, renderSandboxCoverage())));

  note(ROUTES_DOC, writeDoc(ROUTES_DOC, renderRoutesDoc()));
  note(RG_DOC, writeDoc(RG_DOC, renderRgDoc()));
  const apiDoc = readFileSync(join(ROOT, API_DOC), 'utf8');
  note(API_DOC, writeDoc(API_DOC, replaceCallsSection(apiDoc, renderCallsSection())));
  note(COVERAGE_DOC, writeDoc(COVERAGE_DOC, renderCoverageDoc(await measureAll())));
  return report;
}

/** True when this file is the entry point (`tsx scripts/docs/generate-docs.ts`), not an import. */
function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  const self = real(fileURLToPath(import.meta.url));
  return [entry, `${entry}.ts`].some((candidate) => real(candidate) === self);
}

if (isRunDirectly()) {
  for (const line of await generateDocs()) process.stdout.write(`${line}\n`);
}
