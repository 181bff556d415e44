// Prints the Content-Security-Policy header for a runtime config (docs/security.md):
//
//   node scripts/print-csp.mjs [path/to/config.js]     (default: dist/config.js)
//
// The style-src hash comes from the csp.json beside that config.js when there is one (a deployed
// copy of dist/), else from this repository's dist/csp.json. Operators serving dist/ from their
// own server send this value with every page.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedParents, contentSecurityPolicy } from './csp.mjs';
import { evaluateConfig } from './serve.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const configPath = process.argv[2] ?? join(dist, 'config.js');
const config = evaluateConfig(readFileSync(configPath, 'utf8'));
// The app refuses to start with these (src/config.ts): no header would make that config work.
const { problems } = allowedParents(config);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
// The hash must be that of the index.html served with this config: a rebuild changes it, so the
// build the config sits in wins over whatever this repository built last.
const besideConfig = join(dirname(resolve(configPath)), 'csp.json');
const cspJson = existsSync(besideConfig) ? besideConfig : join(dist, 'csp.json');
const styles = JSON.parse(readFileSync(cspJson, 'utf8'))['style-src'] ?? [];
console.log(contentSecurityPolicy(config, styles));
