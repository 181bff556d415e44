/**
 * Issue 15 item 5: the tests @xstate/graph generates from each machine's model reach every state
 * and take every transition, each replay ends where the graph says, and docs/coverage.md shows
 * the figures. Below 100% for any machine, this fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODELS } from '../../machines/model/models';
import { COVERAGE_DOC, type CoverageRow, measureAll, renderCoverageDoc } from './coverage-doc';
import { CHARTED_MACHINES } from './generate-statecharts';

const ROOT = join(__dirname, '..', '..');

describe('model-based coverage', () => {
  let rows: CoverageRow[];
  beforeAll(async () => {
    rows = await measureAll();
  }, 120_000);

  it('has one model per charted machine', async () => {
    const ids = await Promise.all(CHARTED_MACHINES.map(async (chart) => (await chart.load()).id));
    expect(Object.keys(MODELS).sort()).toEqual([...ids].sort());
  });

  it.each(CHARTED_MACHINES.map((chart) => chart.file))(
    '%s: the generated tests reach every state and take every transition',
    (file) => {
      const row = rows.find((r) => r.file === file);
      expect(row?.tests).toBeGreaterThan(0);
      expect(row?.mismatches).toEqual([]);
      expect(row?.states.missing).toEqual([]);
      expect(row?.transitions.missing).toEqual([]);
    },
  );

  it('has a current docs/coverage.md', () => {
    expect(
      readFileSync(join(ROOT, COVERAGE_DOC), 'utf8'),
      `${COVERAGE_DOC} is out of date: run \`npm run docs:generate\` and commit the result.`,
    ).toBe(renderCoverageDoc(rows));
  });
});
