// Prints the Content-Security-Policy header for a runtime config (docs/security.md):
//
//   node scripts/print-csp.mjs [path/to/config.js]     (default: dist/config.js)
//
// Operators serving dist/ from their own server send this value with every page.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
const styles = JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8'))['style-src'] ?? [];
console.log(contentSecurityPolicy(config, styles));
