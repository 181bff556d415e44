import { afterLoginRoute } from './after-login';

const status = (
  value: Parameters<typeof afterLoginRoute>[0]['status'],
  more: Partial<Parameters<typeof afterLoginRoute>[0]> = {},
) => ({
  status: value,
  pendingPolicies: [],
  pendingFields: {},
  isDuplicateUser: false,
  emailVerificationStatus: 'VERIFIED' as const,
  ...more,
});
const policy = {
  id: 'terms',
  type: 'terms_and_condition',
  name: 'T',
  version: '1',
  url: null,
  content: null,
};

describe('where a login goes (decision 040)', () => {
  it('sends a finished account that owes nothing to the continue flow, which hands off', () => {
    expect(afterLoginRoute(status('complete'), 'web', true)).toBe('/continue_registration');
    expect(afterLoginRoute(status('complete'), 'native', true)).toBe('/continue_registration');
  });

  it('sends a finished account that owes policies to the updated-policies welcome of its layout', () => {
    const owing = status('complete', { pendingPolicies: [policy] });
    expect(afterLoginRoute(owing, 'web', true)).toBe('/web/welcome_policies');
    expect(afterLoginRoute(owing, 'mobileWeb', true)).toBe('/login/welcome_policies');
  });

  it('never stops a login for a promotional consent the patron left unticked (QA 8)', () => {
    const consent = { ...policy, id: 'marketing', type: 'promotional_consent' };
    expect(afterLoginRoute(status('complete', { pendingPolicies: [consent] }), 'web', true)).toBe(
      '/continue_registration',
    );
    expect(
      afterLoginRoute(status('email_verified', { pendingPolicies: [consent] }), 'web', true),
    ).toBe('/continue_registration');
    expect(
      afterLoginRoute(status('complete', { pendingPolicies: [consent, policy] }), 'web', true),
    ).toBe('/web/welcome_policies');
  });

  it('asks a finished account to verify its email when the server says REQUIRED', () => {
    const required = status('complete', { emailVerificationStatus: 'REQUIRED' });
    expect(afterLoginRoute(required, 'native', true)).toBe('/login/email_verification');
    expect(afterLoginRoute(required, 'web', true)).toBe('/login/email_verification');
  });

  it('asks no email code where the region does not ask for one (product.md 4.3)', () => {
    const required = status('complete', { emailVerificationStatus: 'REQUIRED' });
    expect(afterLoginRoute(required, 'web', false)).toBe('/continue_registration');
    const fields = status('created', { emailVerificationStatus: 'REQUIRED' });
    expect(afterLoginRoute(fields, 'web', false)).toBe('/continue_registration');
  });

  it('leaves the identity statuses to the continue flow, where they route (product.md 4.2)', () => {
    for (const value of [
      'document_verification_required',
      'document_verification_expired',
      'pending_manual_kyc',
    ] as const)
      expect(afterLoginRoute(status(value), 'web', true)).toBe('/continue_registration');
  });

  it('sends an unfinished sign-up that owes nothing but the identity check to the continue flow', () => {
    expect(afterLoginRoute(status('created'), 'web', true)).toBe('/continue_registration');
    expect(afterLoginRoute(status('email_verified'), 'native', true)).toBe(
      '/continue_registration',
    );
  });

  it('sends a duplicate to the continue flow, whose first rule is the duplicate page', () => {
    const duplicate = status('created', {
      isDuplicateUser: true,
      pendingFields: { preferredName: true },
    });
    expect(afterLoginRoute(duplicate, 'web', true)).toBe('/continue_registration');
  });

  it('welcomes an unfinished sign-up, whose own steps collect policies and email', () => {
    const unfinished = status('created', {
      pendingPolicies: [policy],
      emailVerificationStatus: 'REQUIRED',
    });
    expect(afterLoginRoute(unfinished, 'web', true)).toBe('/web/welcome');
    expect(afterLoginRoute(unfinished, 'mobileWeb', true)).toBe('/login/welcome');
    const fields = status('partial_pii', { pendingFields: { preferredName: true } });
    expect(afterLoginRoute(fields, 'native', true)).toBe('/login/welcome');
  });

  it('lets the continue flow route a contact-support account', () => {
    expect(afterLoginRoute(status('contact_support_required'), 'web', true)).toBe(
      '/continue_registration',
    );
  });
});
