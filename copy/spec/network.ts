/** The spec's copy for network (contract.md 8, product.md 2.5 and 5), word for word. */
export const network = {
  generic: 'Oops, something went wrong! Please try again!',
  connection: (action: string) =>
    `Could not ${action}! Please check your network connection and try again!`,
  timeout: (action: string) =>
    `Took too long to ${action}, please check your connection and try again!`,
  loginFailed: 'Login failed. The email or password you entered is incorrect',
  loggedOutInactivity: 'You have been logged out due to inactivity. Please log in to continue.',
  errorOccurred: 'An error occurred',
  errorOccurredTryAgain: 'An error occurred. Please try again.',
  unauthorized: 'Unauthorized',
  invalid: 'Invalid',
  invalidCode: 'Invalid Code',
  invalidPreferences: 'Invalid preferences',
} as const;
