import { defineConfig } from '@playwright/test';
import {
  DEFAULT_CONFIG_ORIGIN,
  DEFAULT_CONFIG_PORT,
  FRAME_HOST_ORIGIN,
  FRAME_HOST_PORT,
  SANDBOX_ORIGIN,
  SANDBOX_PORT,
} from './test/e2e/ports';

// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the
// production build in dist/: one port serves it with the sandbox on, the next with the default
// config (sandbox off); test/e2e/ports.ts. Build first (`npm test` does).
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const JOURNEY_TIMING = /journey-timing\.spec\.ts$/;
const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // Two workers on CI too (a 2-core machine): each test has a browser context of its own, and the
  // sandbox keeps its state in that context's storage, so files run side by side; one worker made
  // the end-to-end step about half the test command's wall time.
  workers: 2,
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
    baseURL: SANDBOX_ORIGIN,
  },
  webServer: [
    {
      // The frame test embeds the app in test/e2e/fixtures/index.html, served on its own port.
      command: `node scripts/serve.mjs --port ${SANDBOX_PORT} --sandbox --config-json '{"allowedParentOrigins":["${FRAME_HOST_ORIGIN}"]}'`,
      url: `${SANDBOX_ORIGIN}/config.js`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs --port ${DEFAULT_CONFIG_PORT}`,
      url: `${DEFAULT_CONFIG_ORIGIN}/config.js`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs --port ${FRAME_HOST_PORT} --root test/e2e/fixtures`,
      url: `${FRAME_HOST_ORIGIN}/`,
      reuseExistingServer: false,
    },
  ],
  projects: [
    {
      // Tests tagged @mobile run only on the phone; the rest only on the desktop.
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: JOURNEY_TIMING,
      use: DESKTOP,
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
    {
      // The journey timing (issue 17 item 2) runs once every other test has ended, alone, so
      // the figures it records are the page's and not the other worker's load.
      name: 'timing',
      testMatch: JOURNEY_TIMING,
      dependencies: ['desktop', 'mobile'],
      use: DESKTOP,
    },
  ],
});
