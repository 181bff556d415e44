// Runs before `npm start` and `npm test`: installs the locked dependencies when node_modules is
// missing or older than package-lock.json, and is a fast no-op otherwise. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

const lockTime = mtime(lockfile);
const installedTime = mtime(installed);

if (lockTime === undefined) {
  console.error('package-lock.json is missing: cannot install the locked dependencies.');
  process.exit(1);
}

if (installedTime === undefined || installedTime < lockTime) {
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
}
