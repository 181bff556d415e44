import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the
// production build in dist/: port 4311 serves it with the sandbox on, port 4312 with the default
// config (sandbox off). Build first (`npm test` does).
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    baseURL: 'http://127.0.0.1:4311',
  },
  webServer: [
    {
      // The frame test embeds the app in test/e2e/fixtures/index.html, served on port 4313.
      command: `node scripts/serve.mjs --port 4311 --sandbox --config-json '{"allowedParentOrigins":["http://127.0.0.1:4313"]}'`,
      url: 'http://127.0.0.1:4311/config.js',
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve.mjs --port 4312',
      url: 'http://127.0.0.1:4312/config.js',
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve.mjs --port 4313 --root test/e2e/fixtures',
      url: 'http://127.0.0.1:4313/',
      reuseExistingServer: false,
    },
  ],
  projects: [
    {
      // Tests tagged @mobile run only on the phone; the rest only on the desktop.
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: IPHONE_SAFARI,
      },
    },
  ],
});
