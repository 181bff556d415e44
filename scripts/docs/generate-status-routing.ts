/**
 * Writes docs/status-routing.md from deriveNext (DESIGN.md: the status table is generated, never
 * hand-written). Run with `npx tsx scripts/docs/generate-status-routing.ts` after changing
 * machines/route-derivation.ts; scripts/docs/status-routing-doc.test.ts fails until you do.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStatusRoutingTable } from './status-routing-doc';

const target = fileURLToPath(new URL('../../docs/status-routing.md', import.meta.url));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderStatusRoutingTable());
process.stdout.write(`wrote ${target}\n`);
