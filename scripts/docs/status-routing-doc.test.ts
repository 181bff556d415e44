import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStatusRoutingTable } from './status-routing-doc';

// A string URL, not `new URL(...)`: under jsdom the global URL is not Node's.
const docPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/status-routing.md');

describe('docs/status-routing.md', () => {
  it('matches the table rendered from deriveNext', () => {
    const committed = readFileSync(docPath, 'utf8');
    expect(
      committed === renderStatusRoutingTable(),
      'docs/status-routing.md is stale: run `npx tsx scripts/docs/generate-status-routing.ts`',
    ).toBe(true);
  });

  it('lists every choice the route derivation makes where the spec is silent', () => {
    expect(renderStatusRoutingTable()).toContain('## Choices where the spec is silent');
  });
});
