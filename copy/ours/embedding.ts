/** Our copy for a session the browser withheld inside a frame (the spec's gaps; decision 002, decision 051). */

export const sessionBlocked = {
  title: 'Continue in a new window',
  body: 'Your account is created, but your browser does not let this page keep you signed in while it is shown inside another website.',
  next: 'Open the sign-up in a new window and log in with the email and password you just chose: you will continue where you left off.',
  openWindow: 'Continue in a new window',
  allowHere: 'Allow and continue here',
  refused: 'Your browser did not allow it. Continue in a new window instead.',
} as const;
