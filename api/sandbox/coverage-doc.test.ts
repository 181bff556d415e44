import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  extractCoverage,
  renderSandboxCoverage,
  replaceCoverage,
  SANDBOX_DOC,
} from '../../scripts/docs/generate-sandbox-doc';
import { callKeyOf, SANDBOX_CALLS } from './handlers';
import { SCENARIO_NAMES } from './scenarios';

// vitest runs from the project root; jsdom gives import.meta.url an http scheme.
const doc = () => readFileSync(join(process.cwd(), SANDBOX_DOC), 'utf8');

describe('docs/sandbox.md', () => {
  it('carries the coverage table rendered from SANDBOX_CALLS (run `npx tsx scripts/docs/generate-sandbox-doc.ts`)', () => {
    expect(extractCoverage(doc())).toBe(renderSandboxCoverage());
  });

  it('describes every scenario', () => {
    const text = doc();
    for (const name of SCENARIO_NAMES) expect(text).toContain(`\`${name}\``);
  });
});

describe('renderSandboxCoverage', () => {
  it('has one row per call, each call once', () => {
    const rows = renderSandboxCoverage().split('\n').slice(2);
    const keys = SANDBOX_CALLS.map(callKeyOf);

    expect(rows).toHaveLength(SANDBOX_CALLS.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows[0]).toBe('| `POST /i/pre_registrations` | yes | 2 (foundation) |');
  });

  it('replaces only the section between the markers', () => {
    const before = 'intro\n<!-- coverage:start -->\nold\n<!-- coverage:end -->\noutro\n';

    const after = replaceCoverage(before, 'new');

    expect(after).toBe('intro\n<!-- coverage:start -->\n\nnew\n\n<!-- coverage:end -->\noutro\n');
    expect(extractCoverage(after)).toBe('new');
  });
});
