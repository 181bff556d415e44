import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderStatusRoutingTable } from './status-routing-doc';

const docPath = fileURLToPath(new URL('../docs/status-routing.md', import.meta.url));

describe('docs/status-routing.md', () => {
  it('matches the table rendered from deriveNext', () => {
    const committed = readFileSync(docPath, 'utf8');
    expect(
      committed === renderStatusRoutingTable(),
      'docs/status-routing.md is stale: run `npx tsx scripts/generate-status-routing.ts`',
    ).toBe(true);
  });

  it('lists every choice the route derivation makes where the spec is silent', () => {
    expect(renderStatusRoutingTable()).toContain('## Choices where the spec is silent');
  });
});
