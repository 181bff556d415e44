import type { Page } from '@playwright/test';

// The observability services pointed at a sink the test answers (issue 16): every key set in the
// sandbox's config.js, every ingestion request captured (URL and body), the page's clock under the
// test's control so the SDKs' periods can be moved on (test/e2e/observability.spec.ts,
// test/e2e/qa-panel.spec.ts).

export const SINK = 'https://sink.observability.test';
export const OBSERVABILITY_CONFIG = {
  releaseStage: 'uat',
  errorReportingKey: '0123456789abcdef0123456789abcdef',
  errorReportingNotifyUrl: `${SINK}/notify`,
  errorReportingSessionsUrl: `${SINK}/sessions`,
  analyticsKey: 'e2e-analytics-key',
  analyticsTrackerUrl: `${SINK}/2/httpapi`,
  rumApplicationId: 'e2e-rum-application',
  rumClientToken: 'pube2eclienttoken',
  rumProxyUrl: `${SINK}/rum`,
};

export interface Captured {
  url: string;
  body: string;
}

/** Serves the sandbox's config.js with the observability keys, and answers the sink. */
export async function observe(page: Page): Promise<Captured[]> {
  const captured: Captured[] = [];
  const context = page.context();
  await context.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n;Object.assign(window.__ONBOARDING_CONFIG__, ${JSON.stringify(OBSERVABILITY_CONFIG)});\n`;
    await route.fulfill({ response, body });
  });
  // The pages' policy names the origins of the served config: the sink is added, as an operator
  // adds the origins of their own ingestion URLs (scripts/csp.mjs).
  await context.route(
    (url) => url.hostname === '127.0.0.1' && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      const policy = headers['content-security-policy'];
      if (policy)
        headers['content-security-policy'] = policy.replace('connect-src', `connect-src ${SINK}`);
      return route.fulfill({ response, headers });
    },
  );
  await context.route(`${SINK}/**`, async (route) => {
    const request = route.request();
    captured.push({ url: request.url(), body: request.postData() ?? '' });
    const upload = request.url().includes('/2/httpapi');
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(upload ? { code: 200, events_ingested: 1 } : {}),
    });
  });
  // The SDKs send on their own periods (analytics 30 s): the test moves the page's clock on.
  await page.clock.install();
  return captured;
}

/** Lets every SDK send what it holds: past the analytics period and RUM's flush timeout. */
export async function flush(page: Page) {
  await page.clock.fastForward(31_000);
  await page.waitForTimeout(500);
}
