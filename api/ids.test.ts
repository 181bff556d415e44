import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginSchema } from './auth';
import { wireId } from './ids';
import { PendingPoliciesSchema, PolicySchema } from './policies';
import { EmailPreferenceSchema } from './preferences';
import { PlayYourWayPromotionsSchema } from './promotions';
import {
  PreRegistrationSchema,
  RegistrationFormSchema,
  RegistrationStatusSchema,
} from './registration';

// Issue 8 item 1: the spec never says whether an id is a number or a string. Every id in every
// response schema accepts both and reads as a string inside the app.
const SCHEMAS = [
  { name: 'a policy', schema: PolicySchema, body: (id: number | string) => ({ id }) },
  {
    name: 'the pending policies',
    schema: PendingPoliciesSchema,
    body: (id: number | string) => ({ pendingPolicies: [{ id }] }),
  },
  {
    name: 'the Play Your Way promotions',
    schema: PlayYourWayPromotionsSchema,
    body: (id: number | string) => ({ promotions: [{ id }] }),
  },
  {
    name: 'a pre-registration (user)',
    schema: PreRegistrationSchema,
    body: (id: number | string) => ({ userId: id }),
  },
  { name: 'a login (user)', schema: LoginSchema, body: (id: number | string) => ({ userId: id }) },
  {
    name: 'the registration form',
    schema: RegistrationFormSchema,
    body: (id: number | string) => ({ id, onboardingPromotionIds: [id] }),
  },
  {
    name: 'the registration status',
    schema: RegistrationStatusSchema,
    body: (id: number | string) => ({
      status: 'created',
      pendingFields: { onboardingPromotionIds: [id] },
      pendingPolicies: [{ id }],
      acceptedPolicies: [{ policyId: id }],
    }),
  },
] as const;

describe('ids on the wire', () => {
  it.each(
    SCHEMAS.flatMap((row) => [
      { ...row, given: 101, kind: 'number' },
      { ...row, given: '101', kind: 'string' },
    ]),
  )('reads a $kind id in $name as the string "101"', ({ schema, body, given }) => {
    const result = v.safeParse(schema as v.GenericSchema, body(given));
    expect(result.success).toBe(true);
    const ids = JSON.stringify(result.output).match(/101"?/g) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id === '101"')).toBe(true);
  });

  it('sends an id back as the server gave it: a number stays a number, a string a string', () => {
    v.parse(PolicySchema, { id: 7001 });
    v.parse(PolicySchema, { id: '7002' });
    expect(wireId('policy', '7001')).toBe(7001);
    expect(wireId('policy', '7002')).toBe('7002');
    expect(wireId('policy', 'never-seen')).toBe('never-seen');
  });

  it('keeps each kind apart: a preference named "1" leaves policy 1 a number', () => {
    v.parse(PolicySchema, { id: 1 });
    v.parse(EmailPreferenceSchema, { id: '1', name: 'News', subscribed: true });
    v.parse(PlayYourWayPromotionsSchema, { promotions: [{ id: 1 }] });
    expect(wireId('policy', '1')).toBe(1);
    expect(wireId('emailPreference', '1')).toBe('1');
    expect(wireId('promotion', '1')).toBe(1);
  });

  it('reads the ids a pending field lists as the kind the field names', () => {
    v.parse(RegistrationStatusSchema, {
      status: 'created',
      pendingFields: { policyAcceptances: [31], onboardingPromotionIds: [41] },
    });
    expect(wireId('policy', '31')).toBe(31);
    expect(wireId('promotion', '41')).toBe(41);
    expect(wireId('emailPreference', '31')).toBe('31');
  });
});
