/** Our copy for login (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const login = {
  title: 'Log in',
  username: 'Email or username',
  password: 'Password',
  submit: 'Log in',
  submitting: 'Logging in…',
  forgotPassword: 'Forgot your password?',
  noAccount: "Don't have an account?",
  createAccount: 'Create an account',
  haveAccount: 'Already have an account? Log in below.',
  // Each at the field left empty, which takes the focus (decision 079, QA 6).
  usernameRequired: 'Enter your email or username.',
  passwordRequired: 'Enter your password.',
} as const;
