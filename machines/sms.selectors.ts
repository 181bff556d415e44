import type { SnapshotFrom } from 'xstate';
import type { smsMachine } from './sms.machine';

/** Read-only views of an sms actor for screens/signup/phone-verification.tsx (STYLE.md 3). */
export type SmsSnapshot = SnapshotFrom<typeof smsMachine>;

/** Which part of the flow the screen shows; one view per top-level state. */
export type SmsView = 'loading' | 'number' | 'code' | 'invalidNumber' | 'locked' | 'verified';

export function selectSmsView(s: SmsSnapshot): SmsView {
  if (s.matches('number')) return 'number';
  if (s.matches('code')) return 'code';
  if (s.matches('invalidNumber')) return 'invalidNumber';
  if (s.matches('locked')) return 'locked';
  if (s.matches('verified')) return 'verified';
  return 'loading';
}

export const selectPhoneNumber = (s: SmsSnapshot) => s.context.phoneNumber;
export const selectSmsFieldErrors = (s: SmsSnapshot) => s.context.fieldErrors;
export const selectSmsFormError = (s: SmsSnapshot) => s.context.formError;
export const selectSmsNotice = (s: SmsSnapshot) => s.context.notice;
export const selectSmsSubmitting = (s: SmsSnapshot) => s.hasTag('submitting');
/** The channel of the call in flight or last made (the busy label names it). */
export const selectSmsChannel = (s: SmsSnapshot) => s.context.channel;
export const selectIsVerifying = (s: SmsSnapshot) => s.matches({ code: 'verifying' });
