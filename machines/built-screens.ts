/**
 * The paths that render a real screen today; every other path of machines/paths.ts shows the
 * "not available yet" page. Read by docs/routes.md (scripts/docs/routes-doc.ts) only: src/router.tsx
 * keeps its own SCREENS map (it needs the components), and built-screens.test.ts fails when the
 * two disagree, so update this list in the same change that adds a screen to the router.
 */
export const BUILT_SCREENS: readonly string[] = [
  '/signup',
  '/web/signup',
  '/web/signup/create_account',
  '/signup/email',
  '/signup/username',
  '/signup/password',
  '/signup/phone_number',
  '/signup/promo_code',
  '/web/signup/fine_details',
  '/signup/policies',
  '/web/signup/play_your_way',
  '/signup/play_your_way',
  '/signup/download',
  '/signup/interstitial',
  '/signup/disabled',
  '/web/signup/disabled',
  '/web/signup/email_verification',
  '/signup/email_verification',
  '/email_verification',
  '/email_verification/success',
  '/email_verification/failed',
  '/continue_registration',
  '/sms/unable_to_send_code',
  '/sms/pin_locked',
  '/signup/preferred_name',
  '/signup/residence_citizenship',
  '/signup/ssn',
  '/signup/employment_details',
  '/web/signup/pii',
  '/web/signup/initial_set_limits',
  '/signup/initial_set_limits',
  // (insert new screen paths above this line, one per line)
];
