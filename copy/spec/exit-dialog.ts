/** The spec's copy for exit dialog (contract.md 8, product.md 2.5 and 5), word for word. */
export const exitDialog = {
  title: 'Exit Signup?',
  continue: 'Continue with Sign Up',
  exit: 'Exit Signup',
  bodyCasino: 'If you exit, you must log in and finish signing up to begin playing games.',
  bodyBetting: 'If you exit, you must log in and finish signing up to begin betting.',
} as const;
