import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCall } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import {
  decodeReplay,
  encodeReplay,
  type ReplayPath,
  replayFromReport,
  scenarioFromReplay,
  unplayable,
  wireStatus,
} from './replay';
import { resetSandbox, sandboxMemoryStorage } from './state';

const PATH: ReplayPath = {
  steps: [
    {
      status: 'created',
      emailVerificationStatus: 'REQUIRED',
      kycFailureReason: null,
      pendingFields: { last4Ssn: true, onboardingPromotionIds: ['promo-1'] },
      pendingPolicies: ['nj-house-rules'],
      pendingKycProviders: [],
      executedKycProviders: [],
      isDuplicateUser: false,
    },
    {
      status: 'document_verification_failed',
      emailVerificationStatus: 'VERIFIED',
      kycFailureReason: 'id_underage',
      pendingFields: {},
      pendingPolicies: [],
      pendingKycProviders: [],
      executedKycProviders: [],
      isDuplicateUser: false,
    },
  ],
  featureFlags: { visit_limits_page: true },
  suspension: null,
  layout: 'web',
};

describe('a registration-status path replayed without a rebuild', () => {
  it('travels in a URL parameter and back, and refuses anything that is not a path', () => {
    const encoded = encodeReplay(PATH);
    expect(encoded).toMatch(/^[\w-]+$/);
    expect(decodeReplay(encoded)).toEqual(PATH);
    expect(decodeReplay('not-a-path')).toBeNull();
    expect(decodeReplay(encodeReplay({ ...PATH, steps: [] } as ReplayPath))).toBeNull();
    expect(decodeReplay(null)).toBeNull();
  });

  it("puts a step in the sandbox's wire keys, leaving out what the sandbox cannot play", () => {
    const step = { ...(PATH.steps[0] as ReplayPath['steps'][0]) };
    expect(wireStatus(step)).toEqual({
      status: 'created',
      email_verification_status: 'REQUIRED',
      kyc_failure_reason: null,
      pending_fields: { last_4_ssn: true, onboarding_promotion_ids: ['promo-1'] },
      pending_policies: ['nj-house-rules'],
      pending_kyc_providers: [],
      executed_kyc_providers: [],
      is_duplicate_user: false,
    });
    const foreign = { ...step, pendingFields: { shoeSize: true as const }, pendingPolicies: [99] };
    expect(wireStatus(foreign).pending_fields).toEqual({});
    expect(unplayable(foreign)).toEqual(['pending field shoeSize', 'policy 99']);
  });

  it('becomes a scenario whose seeded patron is signed in at the last status', async () => {
    const scenario = scenarioFromReplay(PATH);
    expect(scenario.name).toMatch(/^replay-[0-9a-f]{8}$/);
    expect(scenarioFromReplay(PATH).name).toBe(scenario.name);
    expect(scenarioFromReplay({ ...PATH, suspension: 'cool_off' }).name).not.toBe(scenario.name);

    const server = setupServer(
      ...createSandboxHandlers({ scenario, storage: sandboxMemoryStorage }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const answer = await sandboxCall('GET', '/i/registration_status');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'document_verification_failed',
        kyc_failure_reason: 'id_underage',
      });
    } finally {
      server.close();
    }
  });
});

describe('a path read from an error report', () => {
  const report = {
    apiKey: 'k',
    events: [
      {
        context: '/web/signup/failed_kyc',
        metaData: {
          trail: {
            events: [],
            statusPath: ['created', 'document_verification_failed'],
            statusSteps: PATH.steps,
            layout: 'web',
            featureFlags: { visit_limits_page: true },
          },
        },
      },
    ],
  };

  it('finds the trail anywhere in the report, with the page it was on', () => {
    expect(replayFromReport(JSON.stringify(report))).toEqual({
      path: { ...PATH, suspension: null },
      page: '/web/signup/failed_kyc',
    });
  });

  it('says there is none in a report without a trail or in text that is not JSON', () => {
    expect(replayFromReport('{"events":[{"context":"/x"}]}')).toBeNull();
    expect(replayFromReport('not json')).toBeNull();
  });
});

beforeAll(() => resetSandbox());
afterEach(() => resetSandbox());
afterAll(() => resetSandbox());
