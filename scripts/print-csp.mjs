// Prints the Content-Security-Policy header for a runtime config (docs/security.md), or, for a
// config the app refuses to start with, the app's reasons on standard error and exit status 1:
//
//   node scripts/print-csp.mjs [path/to/config.js]     (default: dist/config.js)
//
// The style-src hash comes from the csp.json beside that config.js when there is one (a deployed
// copy of dist/), else from this repository's dist/csp.json. Operators serving dist/ from their
// own server send this value with every page.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { readRuntimeConfig } from '../src/config-origins.mjs';
import { contentSecurityPolicy } from './csp.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const configPath = process.argv[2] ?? join(dist, 'config.js');

/**
 * What the config.js sets, as the page sees it: `window.__ONBOARDING_CONFIG__` whatever its type,
 * or nothing when the script stops at an error (the browser's console would name it).
 */
function readConfig(source) {
  const window = {};
  try {
    runInNewContext(source, { window, globalThis: window, self: window }, { timeout: 1000 });
  } catch (error) {
    console.error(`${configPath}: ${error instanceof Error ? error.message : error}`);
  }
  return window.__ONBOARDING_CONFIG__;
}

const config = readConfig(readFileSync(configPath, 'utf8'));
// The app refuses to start with these, with these words (src/config.ts, the one rule of
// src/config-origins.mjs): no header would make that config work (QA 17).
const { problems } = readRuntimeConfig(config);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
// The hash must be that of the index.html served with this config: a rebuild changes it, so the
// build the config sits in wins over whatever this repository built last.
const besideConfig = join(dirname(resolve(configPath)), 'csp.json');
const cspJson = existsSync(besideConfig) ? besideConfig : join(dist, 'csp.json');
const styles = JSON.parse(readFileSync(cspJson, 'utf8'))['style-src'] ?? [];
try {
  console.log(contentSecurityPolicy(config, styles));
} catch (error) {
  // A source the policy cannot hold (scripts/csp.mjs): its reason, not a stack trace (QA 18).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
