import { isSignupFlowPath, paintsBeforeSessionCheck } from './signup-paths';

describe('which paths belong to the sign-up flow', () => {
  it('counts the sign-up entries and every path under them, on both route sets', () => {
    for (const path of [
      '/signup',
      '/signup/',
      '/signup/email_verification',
      '/web/signup',
      '/web/signup/create_account',
    ])
      expect(isSignupFlowPath(path)).toBe(true);
  });

  it('counts /continue_registration, which resumes sign-up after email verification', () => {
    expect(isSignupFlowPath('/continue_registration')).toBe(true);
  });

  it('leaves the stand-alone sign-up pages alone (disabled, interstitial)', () => {
    for (const path of ['/signup/disabled', '/web/signup/disabled', '/signup/interstitial'])
      expect(isSignupFlowPath(path)).toBe(false);
  });

  it('leaves every other page alone', () => {
    for (const path of [
      '/login',
      '/signups',
      '/web/login/policies',
      '/email_verification',
      '/email_verification/success',
      '/continue_registration/extra',
    ])
      expect(isSignupFlowPath(path)).toBe(false);
  });
});

describe('which pages paint before the session check (decisions 073, 080)', () => {
  it('are the sign-up flow and the login page; every other page waits for the check', () => {
    for (const path of ['/signup', '/web/signup/create_account', '/login'])
      expect(paintsBeforeSessionCheck(path)).toBe(true);
    for (const path of ['/rg/deposit_limits', '/login/welcome', '/password_reset_request'])
      expect(paintsBeforeSessionCheck(path)).toBe(false);
  });
});
