/**
 * Writes docs/status-routing.md from deriveNext (DESIGN.md: the status table is generated, never
 * hand-written). Run with `npx tsx scripts/generate-status-routing.ts` after changing
 * machines/route-derivation.ts; machines/status-routing-doc.test.ts fails until you do.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderStatusRoutingTable } from '../machines/status-routing-doc';

const target = fileURLToPath(new URL('../docs/status-routing.md', import.meta.url));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderStatusRoutingTable());
process.stdout.write(`wrote ${target}\n`);
