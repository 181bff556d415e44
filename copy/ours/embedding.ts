/** Our copy for a session the browser withheld inside a frame (the spec's gaps; decision 002, decision 051). */

export const sessionBlocked = {
  title: 'Continue in a new window',
  body: 'Your account is created, but your browser does not let this page keep you signed in while it is shown inside another website.',
  next: 'Open the sign-up in a new window and log in with the email and password you just chose: you will continue where you left off.',
  openWindow: 'Continue in a new window',
  allowHere: 'Allow and continue here',
  refused: 'Your browser did not allow it. Continue in a new window instead.',
  /** After a login in the frame (no account was just created). */
  loginBody:
    'Your browser does not let this page keep you signed in while it is shown inside another website.',
  loginNext: 'Open it in a new window and log in there: you will continue where you left off.',
  /** Once the new window was opened: this page has nothing more to do (QA 24). */
  opened: 'It is open in a new window: continue there. You can close this page once you are done.',
} as const;
