/**
 * The pages contract.md 8 sends a failed send or a locked pin to (bare paths, every layout): where
 * the SMS machine's exits lead, and where the session machine sends a login refused with
 * sms_pin_locked. A module of its own, so the session machine, which every patron's page waits
 * for, does not bring the SMS machine with it.
 */
export const SMS_EXIT_ROUTES = {
  unableToSend: '/sms/unable_to_send_code',
  locked: '/sms/pin_locked',
} as const;

export type SmsExitRoute = (typeof SMS_EXIT_ROUTES)[keyof typeof SMS_EXIT_ROUTES];
