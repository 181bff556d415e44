// Runs before `npm start` and `npm test`: installs the locked dependencies when node_modules is
// missing or was installed from another package-lock.json, and is a fast no-op otherwise
// (scripts/install-state.mjs says which). Node built-ins only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installAction } from './install-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = join(root, 'package-lock.json');
const modules = join(root, 'node_modules');
const installed = join(modules, '.package-lock.json');
const stampFile = join(modules, '.lock-sha256');

const attempt = (read) => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

const lock = attempt(() => readFileSync(lockfile));
if (lock === undefined) {
  console.error('package-lock.json is missing: cannot install the locked dependencies.');
  process.exit(1);
}
const lockHash = createHash('sha256').update(lock).digest('hex');
const installedTime = attempt(() => statSync(installed).mtimeMs);
const writeStamp = () => attempt(() => writeFileSync(stampFile, `${lockHash}\n`));

const action = installAction({
  installed: installedTime !== undefined,
  stamp: attempt(() => readFileSync(stampFile, 'utf8').trim()),
  lockHash,
  installedTime,
  lockTime: statSync(lockfile).mtimeMs,
  linked: attempt(() => lstatSync(modules).isSymbolicLink()) ?? false,
});

if (action === 'ok') writeStamp();
if (action === 'linked-missing' || action === 'linked-stale') {
  const message =
    'node_modules is a link to another folder; it is not reinstalled here (that would empty the ' +
    'folder it links to). Run `npm ci` where it points, or remove the link.';
  console.error(
    action === 'linked-missing' ? `Dependencies are not installed. ${message}` : message,
  );
  if (action === 'linked-missing') process.exit(1);
}
if (action === 'install') {
  console.log(
    installedTime === undefined
      ? 'Dependencies are not installed: running npm ci'
      : 'package-lock.json changed since the last install: running npm ci',
  );
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) {
    console.error(`npm ci could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`npm ci failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  writeStamp();
}
