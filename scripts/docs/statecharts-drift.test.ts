/**
 * docs/statecharts/ is generated from the machines (scripts/docs/generate-statecharts.ts). This test
 * fails when a machine changed and its chart was not regenerated, so reviewers never read a chart
 * that disagrees with the code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHARTED_MACHINES, INDEX_FILE, renderAll, STATECHARTS_DIR } from './generate-statecharts';

const files = [...CHARTED_MACHINES.map((entry) => entry.file), INDEX_FILE];

function staleMessage(file: string): string {
  return (
    `docs/statecharts/${file} is missing or out of date: run \`npm run docs:generate\` ` +
    '(or `npx tsx scripts/docs/generate-statecharts.ts`) and commit the result.'
  );
}

describe('docs/statecharts', () => {
  let rendered: Map<string, string>;

  beforeAll(async () => {
    rendered = await renderAll();
  });

  it('renders exactly the charts listed in CHARTED_MACHINES plus the index', () => {
    expect([...rendered.keys()]).toEqual(files);
  });

  it.each(files)('has an up-to-date committed docs/statecharts/%s', (file) => {
    const path = join(STATECHARTS_DIR, file);
    expect(existsSync(path), staleMessage(file)).toBe(true);
    expect(readFileSync(path, 'utf8'), staleMessage(file)).toBe(rendered.get(file));
  });
});
