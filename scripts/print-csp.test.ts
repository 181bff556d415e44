import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'print-csp.mjs');

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'print-csp-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the script on a config.js holding `config`. */
const printCsp = (config: unknown) =>
  printCspOf(`window.__ONBOARDING_CONFIG__ = ${JSON.stringify(config)};\n`);

/** Runs the script on a config.js of this source. */
const printCspOf = (source: string) => {
  const path = join(folder, 'config.js');
  writeFileSync(path, source);
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
      'allowedParentOrigins must hold origins, with no wildcard, path, query or hash: "https://host.example.test/signup"',
    );
  });

  it("refuses a config whose values throw when read with the app's message, no stack trace (QA 18)", () => {
    const run = printCspOf(
      "window.__ONBOARDING_CONFIG__ = { get analyticsKey() { throw new Error('boom'); } };\n",
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe('config.js did not load or has an error');
  });

  it('says why, with no stack trace, when the policy would hold a source it cannot (QA 18)', () => {
    writeFileSync(
      join(folder, 'csp.json'),
      JSON.stringify({ 'style-src': ["'sha256-a=';sandbox"] }),
    );
    const run = printCsp({ allowedParentOrigins: ['https://host.example.test'] });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe('not a source a policy can hold: "\'sha256-a=\';sandbox"');
  });

  it('refuses a wildcard or a semicolon in an allowed parent, as the app does (QA 18)', () => {
    for (const entry of ['https://*.operator.example', 'https://partner.example;sandbox']) {
      const run = printCsp({ allowedParentOrigins: [entry] });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(
        `allowedParentOrigins must hold origins, with no wildcard, path, query or hash: "${entry}"`,
      );
    }
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

  it.each<[string, unknown]>([
    ['a number for apiBaseUrl', { apiBaseUrl: 5371 }],
    ['a scheme-relative apiBaseUrl', { apiBaseUrl: '//evil.example' }],
    ['an http authorizeUrl', { authorizeUrl: 'http://auth.example' }],
    ['a list for analyticsTrackerUrl', { analyticsTrackerUrl: ['https://t.example'] }],
    ['the sandbox in production', { sandbox: true, releaseStage: ' Production ' }],
    ['a string for allowedParentOrigins', { allowedParentOrigins: 'https://host.example' }],
    ['a config that is a string', 'https://api.example'],
    ['a config that is a list', []],
  ])("refuses, with the app's own words, %s (QA 17)", (_, config) => {
    writeFileSync(join(folder, 'csp.json'), JSON.stringify({ 'style-src': [] }));
    const { problems } = loadConfig(config);
    expect(problems.length).toBeGreaterThan(0);
    const run = printCsp(config);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(problems.map((problem) => `${problem}\n`).join(''));
  });

  it('refuses a config.js that sets no config, or stops at an error, as the app does (QA 17)', () => {
    writeFileSync(join(folder, 'csp.json'), JSON.stringify({ 'style-src': [] }));
    const unset = printCspOf('window.somethingElse = {};\n');
    expect(unset.status).toBe(1);
    expect(unset.stderr).toBe(`${loadConfig(undefined).problems[0]}\n`);
    const broken = printCspOf("window.__ONBOARDING_CONFIG__ = { apiBaseUrl: '' ,, };\n");
    expect(broken.status).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toContain('config.js did not load or has an error');
  });

  it('prints the policy for a config the app starts with (QA 17)', () => {
    writeFileSync(join(folder, 'csp.json'), JSON.stringify({ 'style-src': [] }));
    const run = printCsp({
      apiBaseUrl: 'https://api.example.test',
      authorizeUrl: '/oauth/authorize',
      sandbox: true,
      releaseStage: 'uat',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("connect-src 'self' https://api.example.test;");
  });
});
