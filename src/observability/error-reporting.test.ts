import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { loadConfig } from '../config';
import { loadObservabilityConfig } from './config';
import { startErrorReporting } from './error-reporting';
import { createTrail } from './trail';

// Local sinks for the SDK's two endpoints, as an operator's proxy would be.
const NOTIFY = 'https://errors.test/notify';
const SESSIONS = 'https://errors.test/sessions';
// biome-ignore lint/suspicious/noExplicitAny: tests read the SDK's wire payload by key.
type Payload = { apiKey: string; events: Array<Record<string, any>> };
let payloads: Payload[] = [];
const server = setupServer(
  http.post(NOTIFY, async ({ request }) => {
    payloads.push((await request.json()) as Payload);
    return HttpResponse.json({});
  }),
  http.post(SESSIONS, () => HttpResponse.json({})),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  payloads = [];
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const API_KEY = '0123456789abcdef0123456789abcdef';
const configFor = (releaseStage: string, sessionsUrl = SESSIONS) => {
  const raw = {
    errorReportingKey: API_KEY,
    releaseStage,
    errorReportingNotifyUrl: NOTIFY,
    errorReportingSessionsUrl: sessionsUrl,
  };
  return loadObservabilityConfig(loadConfig(raw).config, raw).config;
};

const machine = setup({
  types: { events: {} as { type: 'synced'; status: string; email: string } },
}).createMachine({
  id: 'onboarding',
  context: { status: null as { status: string } | null },
  on: {
    synced: { actions: assign({ status: ({ event }) => ({ status: event.status }) }) },
  },
});

describe('error reports on the Bugsnag SDK', () => {
  it('carries the trail and status path, the context redacted, and no URL query', async () => {
    window.history.replaceState(null, '', '/user_preferences?token=secret-token');
    const trail = createTrail();
    const actor = createActor(machine, { systemId: 'onboarding', inspect: trail.inspect }).start();
    actor.send({ type: 'synced', status: 'created', email: 'jo@example.com' });
    const report = startErrorReporting(configFor('uat'), trail);

    report(new Error('Schema mismatch at https://api.test/i/x?token=abc'), {
      where: 'boot',
      password: 'hunter22',
    });
    await expect.poll(() => payloads.length).toBe(1);

    const [event] = payloads[0]?.events ?? [];
    expect(payloads[0]?.apiKey).toBe(API_KEY);
    expect(event?.app.releaseStage).toBe('uat');
    expect(event?.request.url).toMatch(/\/user_preferences$/);
    expect(event?.context).toBe('/user_preferences');
    expect(event?.exceptions[0].message).toBe('Schema mismatch at https://api.test/i/x');
    expect(event?.metaData.context).toEqual({
      where: 'boot',
      password: expect.stringMatching(/^\[redacted\]$/i),
    });
    expect(event?.metaData.trail.statusPath).toEqual(['created']);
    expect(event?.metaData.trail.events.at(-1)).toMatchObject({
      machine: 'onboarding',
      event: 'synced',
      data: { status: 'created' },
    });
    expect(event?.breadcrumbs).toEqual([]);
    const sent = JSON.stringify(payloads);
    for (const secret of ['secret-token', 'hunter22', 'jo@example.com', 'token=abc'])
      expect(sent).not.toContain(secret);
  });

  it('sends nothing for a release stage other than production, staging or uat', async () => {
    const report = startErrorReporting(configFor('development'), createTrail());
    report(new Error('not sent'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payloads).toEqual([]);
  });

  it("sends reports to the operator's notify URL when no sessions URL is set (QA 13)", async () => {
    // Sessions are never tracked, so the notify URL alone is the operator's proxy. Any other host
    // (the vendor's) is an unhandled request here, and the report would never reach the sink.
    const report = startErrorReporting(configFor('production', ''), createTrail());
    report(new Error('to the proxy'));
    await expect.poll(() => payloads.length).toBe(1);
    expect(payloads[0]?.events[0]?.exceptions[0].message).toBe('to the proxy');
  });
});
