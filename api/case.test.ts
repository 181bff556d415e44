import { camelKey, snakeKey, toCamelKeys, toSnakeKeys } from './case';

describe('toCamelKeys', () => {
  it.each([
    ['last_4_ssn', 'last4Ssn'],
    ['iso_3166_2_code', 'iso31662Code'],
    ['user_id', 'userId'],
    ['line_1', 'line1'],
    ['phone_numbers', 'phoneNumbers'],
    ['status', 'status'],
    ['_private', '_private'],
  ])('turns %s into %s', (wire, client) => {
    expect(camelKey(wire)).toBe(client);
  });

  it('converts keys deep inside objects and arrays and leaves values alone', () => {
    const wire = {
      pending_fields: { last_4_ssn: true, onboarding_promotion_ids: ['promo_1', 'promo_2'] },
      pending_policies: [{ id: 'p_1', type: 'terms_and_condition' }],
      email_verification_status: 'REQUIRED',
      inserted_at: null,
    };
    expect(toCamelKeys(wire)).toEqual({
      pendingFields: { last4Ssn: true, onboardingPromotionIds: ['promo_1', 'promo_2'] },
      pendingPolicies: [{ id: 'p_1', type: 'terms_and_condition' }],
      emailVerificationStatus: 'REQUIRED',
      insertedAt: null,
    });
  });

  it('passes primitives, dates and nullish values through unchanged', () => {
    const date = new Date(0);
    expect(toCamelKeys('snake_case_value')).toBe('snake_case_value');
    expect(toCamelKeys(null)).toBeNull();
    expect(toCamelKeys(undefined)).toBeUndefined();
    expect(toCamelKeys(date)).toBe(date);
  });
});

describe('toSnakeKeys', () => {
  it.each([
    ['last4Ssn', 'last_4_ssn'],
    ['line1', 'line_1'],
    ['line2', 'line_2'],
    ['policyId', 'policy_id'],
    ['postalCode', 'postal_code'],
    ['employerPhoneNumber', 'employer_phone_number'],
    ['code_challenge', 'code_challenge'],
    ['email', 'email'],
  ])('turns %s into %s', (client, wire) => {
    expect(snakeKey(client)).toBe(wire);
  });

  it('converts keys deep inside objects and arrays and leaves values alone', () => {
    expect(
      toSnakeKeys({
        policyAcceptances: [{ policyId: 'termsV2' }],
        phoneNumber: { number: '5551234567' },
        address: { line1: '1 Main St', postalCode: '07001', countryCode: 'US' },
      }),
    ).toEqual({
      policy_acceptances: [{ policy_id: 'termsV2' }],
      phone_number: { number: '5551234567' },
      address: { line_1: '1 Main St', postal_code: '07001', country_code: 'US' },
    });
  });
});

describe('round trips', () => {
  // Every snake_case key the client sends back out (contract.md 7, wire-decisions).
  const wireKeys = [
    'first_name',
    'last_name',
    'receive_login_emails',
    'strong_auth_enabled',
    'policy_acceptances',
    'policy_id',
    'phone_number',
    'promotion_code',
    'referral_code',
    'preferred_name',
    'last_4_ssn',
    'employment_status',
    'job_title',
    'type_of_business',
    'employer_name',
    'employer_phone_number',
    'employer_address',
    'onboarding_promotion_ids',
    'line_1',
    'line_2',
    'postal_code',
    'country_code',
    'verification_code',
    'verification_token',
    'grant_type',
    'user_id',
  ];

  it.each(wireKeys)('brings %s back unchanged after camelCasing', (key) => {
    expect(snakeKey(camelKey(key))).toBe(key);
  });

  it('brings a whole payload back unchanged', () => {
    const wire = {
      address: { line_1: 'x', line_2: null },
      policy_acceptances: [{ policy_id: '1' }],
    };
    expect(toSnakeKeys(toCamelKeys(wire))).toEqual(wire);
  });
});
