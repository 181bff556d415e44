import { afterEach, describe, expect, it, vi } from 'vitest';
import { strictBridge } from '../bridge/strict-bridge.fixture';
import type { Derivation } from '../machines/route-derivation';

const phoneFinder = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../api/kyc-providers', () => ({ startPhoneFinderVerification: phoneFinder }));

const { runDerivationEffects } = await import('./after-sign-up');

const PROFILING: Derivation = {
  kind: 'route',
  route: '/web/suspended/duplicated',
  step: 'outside',
  effects: [{ type: 'startDeviceProfiling' }],
  rule: 'status:duplicate',
} as Derivation;

afterEach(() => {
  delete window.NativeBridge;
  delete window.__ONBOARDING_CONFIG__;
});

describe('device profiling (issue 10 item 5)', () => {
  it('hands the native profiler the organisation id and fingerprint domain of the runtime config', () => {
    const start = vi.fn();
    window.NativeBridge = { lexisNexisProfilingStart: start };
    window.__ONBOARDING_CONFIG__ = {
      profilingOrgId: 'org-7',
      profilingFingerprintDomain: 'fp.example.test',
    };
    runDerivationEffects(PROFILING, { flash: { send: vi.fn() } as never });
    const payload = JSON.parse(start.mock.calls[0]?.[0] as string);
    expect(payload).toEqual({
      sessionId: expect.any(String),
      orgId: 'org-7',
      fingerprintDomain: 'fp.example.test',
    });
    expect(phoneFinder).toHaveBeenCalledWith(payload.sessionId);
  });

  it('starts the native profiler on the bridge object (QA 3 H1: Android refuses a detached call)', () => {
    const fake = strictBridge(['lexisNexisProfilingStart']);
    window.NativeBridge = fake.bridge;
    runDerivationEffects(PROFILING, { flash: { send: vi.fn() } as never });
    expect(fake.callsOf('lexisNexisProfilingStart')).toHaveLength(1);
  });

  it('in a browser runs only the phone-finder verification', () => {
    runDerivationEffects(PROFILING, { flash: { send: vi.fn() } as never });
    expect(phoneFinder).toHaveBeenCalled();
  });
});
