// `npm test`: every check, in order, stopping at the first failure, with a timing summary.
// The last line is always `Tests: N passed, M failed` (vitest + playwright). CI passes through.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
const VITEST_JSON = join(tmp, 'vitest.json'); // steps run in root, so '.tmp/vitest.json' too
const PLAYWRIGHT_JSON = join(tmp, 'playwright.json');

const bin = (name) =>
  join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  {
    name: 'unit and component tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
  },
  { name: 'production build', command: bin('vite'), args: ['build'] },
  { name: 'bundle budget', command: process.execPath, args: ['scripts/size.mjs'] },
  {
    name: 'end to end',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
    before: () => {
      if (existsSync(CHROMIUM)) return true;
      console.error(
        'Chromium is missing: install it with: apt-get update && apt-get install -y chromium',
      );
      return false;
    },
  },
];

mkdirSync(tmp, { recursive: true });
rmSync(VITEST_JSON, { force: true });
rmSync(PLAYWRIGHT_JSON, { force: true });

const started = performance.now();
const results = [];
let failed = false;
for (const step of steps) {
  if (failed) {
    results.push({ name: step.name, seconds: undefined, status: 'skipped' });
    continue;
  }
  const shown = step.command === process.execPath ? 'node' : step.command.slice(root.length + 1);
  console.log(`\n=== ${step.name}: ${[shown, ...step.args].join(' ')}`);
  const stepStart = performance.now();
  let ok = step.before ? step.before() : true;
  if (ok) {
    const run = spawnSync(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (run.error) console.error(`${step.name} could not start: ${run.error.message}`);
    ok = !run.error && run.status === 0;
  }
  results.push({
    name: step.name,
    seconds: (performance.now() - stepStart) / 1000,
    status: ok ? 'ok' : 'FAILED',
  });
  failed = !ok;
}
const totalSeconds = (performance.now() - started) / 1000;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const counts = { passed: 0, failed: 0 };
const vitest = readJson(VITEST_JSON);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
}
const playwright = readJson(PLAYWRIGHT_JSON);
if (playwright?.stats) {
  // flaky = failed first, passed on retry.
  counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected ?? 0;
}

const nameWidth = Math.max(4, ...results.map((r) => r.name.length));
console.log('\nSummary');
console.log(`${'step'.padEnd(nameWidth)}  seconds  ok`);
console.log(`${'-'.repeat(nameWidth)}  -------  -------`);
for (const r of results) {
  const seconds = r.seconds === undefined ? '-' : r.seconds.toFixed(1);
  console.log(`${r.name.padEnd(nameWidth)}  ${seconds.padStart(7)}  ${r.status}`);
}
console.log(`${'-'.repeat(nameWidth)}  -------  -------`);
console.log(`${'total wall time'.padEnd(nameWidth)}  ${totalSeconds.toFixed(1).padStart(7)}`);
if (playwright?.stats?.flaky)
  console.log(`(${playwright.stats.flaky} flaky end-to-end test(s) passed on retry)`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed`);

process.exit(failed || counts.failed > 0 ? 1 : 0);
