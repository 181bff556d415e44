// `npm start`: builds the production bundle and serves it with the embedded sandbox API on.
//
//   node scripts/start.mjs [--no-build]
//
// Port: $PORT or 4173; when it is busy the next ports are tried. Ctrl-C stops the server.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from './serve.mjs';

/** The client_id of the example URL printed at start-up: the sports-betting brand of src/brands.ts. */
const EXAMPLE_CLIENT_ID = process.env.CLIENT_ID || 'northstar-sports';
const DEFAULT_PORT = 4173;
const PORTS_TO_TRY = 20;
const HOST = '127.0.0.1';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false } },
  strict: true,
});

if (!values['no-build']) {
  const vite = join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'vite.cmd' : 'vite',
  );
  const build = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
  if (build.error) {
    console.error(`vite build could not start: ${build.error.message}`);
    process.exit(1);
  }
  if (build.status !== 0) {
    console.error('vite build failed: nothing to serve.');
    process.exit(build.status || 1);
  }
}

const firstPort = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

let server;
for (let port = firstPort; port < firstPort + PORTS_TO_TRY && port <= 65535; port += 1) {
  try {
    server = await startServer({ port, host: HOST, sandbox: true, root: join(root, 'dist') });
    break;
  } catch (error) {
    if (error?.code === 'EADDRINUSE') {
      console.log(`Port ${port} is busy, trying ${port + 1}`);
      continue;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
if (!server) {
  console.error(`No free port between ${firstPort} and ${firstPort + PORTS_TO_TRY - 1}.`);
  process.exit(1);
}

const query = new URLSearchParams({
  client_id: EXAMPLE_CLIENT_ID,
  response_type: 'code',
  redirect_uri: 'https://example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
  detected_region_code: 'US-NJ',
});

console.log('');
console.log(`Serving ${server.url} (sandbox on)`);
console.log(`Open ${server.url}signup?${query}`);
console.log(
  'Scenarios: add &sandbox_scenario=NAME (see docs/sandbox.md), or use QA tools under any page',
);
console.log(
  '(docs/qa-guide.md: any status path without a rebuild, error-report replay, live machines)',
);
console.log('Press Ctrl-C to stop.');

const stop = () => {
  server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
