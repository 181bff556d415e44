import { expect, test } from '@playwright/test';
import { DEFAULT_CONFIG_ORIGIN } from './ports';

// The default runtime config (sandbox off, as deployed) must load no sandbox, msw or inspector
// code at all: a second port serves dist/ with its own config.js, untouched.

const FORBIDDEN = ['setupWorker', 'mockServiceWorker', 'createBrowserInspector'];

test.describe('default config', () => {
  test('loads no sandbox, msw or inspector code', async ({ page, context }) => {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    const workerRequests: string[] = [];
    const noteWorker = (url: string) => {
      if (new URL(url).pathname === '/mockServiceWorker.js') workerRequests.push(url);
    };
    context.on('request', (request) => noteWorker(request.url()));
    page.on('request', (request) => noteWorker(request.url()));
    page.on('response', (response) => {
      const url = response.url();
      const type = response.headers()['content-type'] ?? '';
      const isScript =
        response.request().resourceType() === 'script' ||
        type.includes('javascript') ||
        /\.m?js$/.test(new URL(url).pathname);
      if (!isScript || response.status() >= 300) return;
      scripts.push(response.text().then((body) => ({ url, body })));
    });

    await page.goto(`${DEFAULT_CONFIG_ORIGIN}/signup?client_id=x&detected_region_code=US-NJ`, {
      waitUntil: 'networkidle',
    });
    await page.waitForLoadState('networkidle');

    const loaded = await Promise.all(scripts);
    expect(
      loaded.some(({ url }) => new URL(url).pathname.startsWith('/assets/')),
      'the app loaded its bundle',
    ).toBe(true);
    for (const { url, body } of loaded) {
      for (const marker of FORBIDDEN) {
        expect(body.includes(marker), `${url} contains "${marker}"`).toBe(false);
      }
    }
    expect(workerRequests, 'requests for the msw worker').toEqual([]);
    expect(context.serviceWorkers(), 'service workers').toEqual([]);
    const registrations = await page.evaluate(async () =>
      'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
    );
    expect(registrations, 'service worker registrations').toBe(0);
  });
});
