import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'print-csp.mjs');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'print-csp-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the script on a config.js holding `config`. */
const printCsp = (config: Record<string, unknown>) => {
  const path = join(folder, 'config.js');
  writeFileSync(path, `window.__ONBOARDING_CONFIG__ = ${JSON.stringify(config)};\n`);
  return spawnSync(process.execPath, [SCRIPT, path], { encoding: 'utf8' });
};

describe('print-csp', () => {
  it('takes the style hash from the csp.json beside the config it is given', () => {
    writeFileSync(
      join(folder, 'csp.json'),
      JSON.stringify({ 'style-src': ["'sha256-deployed='"] }),
    );
    const run = printCsp({ allowedParentOrigins: ['https://host.example.test'] });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("style-src 'self' 'sha256-deployed=';");
  });

  it('refuses, as the app does, an allowed parent with a path, and says why', () => {
    const run = printCsp({ allowedParentOrigins: ['https://host.example.test/signup'] });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'allowedParentOrigins must hold origins, with no path, query or hash: "https://host.example.test/signup"',
    );
  });

  it('allows no vendor host for a service whose proxy URL is refused, as the app sends nothing (QA 17)', () => {
    writeFileSync(join(folder, 'csp.json'), JSON.stringify({ 'style-src': [] }));
    const run = printCsp({
      errorReportingKey: '0123456789abcdef0123456789abcdef',
      errorReportingNotifyUrl: 'http://n.example',
      rumApplicationId: 'app',
      rumClientToken: 'token',
      rumProxyUrl: 'http://r.example',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("connect-src 'self';");
    expect(run.stdout).not.toMatch(/bugsnag|datadoghq|n\.example|r\.example/);
  });
});
