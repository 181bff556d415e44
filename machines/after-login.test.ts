import { afterLoginRoute } from './after-login';

const status = (
  value: Parameters<typeof afterLoginRoute>[0]['status'],
  more: Partial<Parameters<typeof afterLoginRoute>[0]> = {},
) => ({
  status: value,
  pendingPolicies: [],
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
    expect(afterLoginRoute(status('complete'), 'web')).toBe('/continue_registration');
    expect(afterLoginRoute(status('complete'), 'native')).toBe('/continue_registration');
  });

  it('sends a finished account that owes policies to the updated-policies welcome of its layout', () => {
    const owing = status('complete', { pendingPolicies: [policy] });
    expect(afterLoginRoute(owing, 'web')).toBe('/web/welcome_policies');
    expect(afterLoginRoute(owing, 'mobileWeb')).toBe('/login/welcome_policies');
  });

  it('asks a finished account to verify its email when the server says REQUIRED', () => {
    const required = status('complete', { emailVerificationStatus: 'REQUIRED' });
    expect(afterLoginRoute(required, 'native')).toBe('/login/email_verification');
    expect(afterLoginRoute(required, 'web')).toBe('/login/email_verification');
  });

  it('shows the ID check page when the identity document expired', () => {
    expect(afterLoginRoute(status('document_verification_expired'), 'web')).toBe(
      '/web/id_check_required',
    );
    expect(afterLoginRoute(status('document_verification_expired'), 'native')).toBe(
      '/login/id_check_required',
    );
  });

  it('welcomes an unfinished sign-up, whose own steps collect policies and email', () => {
    const unfinished = status('created', {
      pendingPolicies: [policy],
      emailVerificationStatus: 'REQUIRED',
    });
    expect(afterLoginRoute(unfinished, 'web')).toBe('/web/welcome');
    expect(afterLoginRoute(unfinished, 'mobileWeb')).toBe('/login/welcome');
  });

  it('lets the continue flow route a contact-support account', () => {
    expect(afterLoginRoute(status('contact_support_required'), 'web')).toBe(
      '/continue_registration',
    );
  });
});
