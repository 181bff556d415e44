/**
 * Issue 17 item 6: every call of contract.md 7 has a typed fetcher and a sandbox answer, the calls
 * no page makes say why, and docs/api.md carries the generated table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_DOC,
  CALLS_END,
  CALLS_START,
  callRows,
  findFetchers,
  makesCall,
  renderCallsSection,
} from './api-doc';

const ROOT = join(__dirname, '..', '..');
const rows = callRows();

describe('the calls of contract.md 7', () => {
  it('each has a typed fetcher', () => {
    expect(rows.filter((row) => row.fetchers.length === 0).map((row) => row.key)).toEqual([]);
  });

  it('each is answered by the sandbox', () => {
    expect(rows.filter((row) => !row.implemented).map((row) => row.key)).toEqual([]);
  });

  it('each is triggered by a page or flow, or says why not', () => {
    expect(rows.filter((row) => row.exposedOnly === '').map((row) => row.key)).toEqual([]);
  });

  it('each fetcher of api/ makes a call of the list', () => {
    const stray = findFetchers().filter(
      (f) => !rows.some((row) => row.fetchers.some((g) => g.name === f.name && g.file === f.file)),
    );
    expect(stray.map((f) => `${f.name} ${f.method} ${f.path}`)).toEqual([]);
  });

  it('matches templated paths both ways, and never across methods', () => {
    const fetcher = { name: 'f', file: 'api/x.ts', method: 'POST', path: '/i/acks/{}' };
    expect(makesCall(fetcher, { method: 'POST', path: '/i/acks/dge_level_2_ack' })).toBe(true);
    expect(makesCall(fetcher, { method: 'POST', path: '/i/acks/{name}' })).toBe(true);
    expect(makesCall(fetcher, { method: 'GET', path: '/i/acks/{name}' })).toBe(false);
    expect(makesCall(fetcher, { method: 'POST', path: '/i/acks' })).toBe(false);
  });

  it('docs/api.md carries the current table', () => {
    const doc = readFileSync(join(ROOT, API_DOC), 'utf8');
    const section = doc.slice(
      doc.indexOf(CALLS_START) + CALLS_START.length,
      doc.indexOf(CALLS_END),
    );
    expect(
      section.trim(),
      `${API_DOC} is out of date: run \`npm run docs:generate\` and commit the result.`,
    ).toBe(renderCallsSection(rows));
  });
});
