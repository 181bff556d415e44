import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import { password as passwordSpec } from '../copy/spec/password';
import type { smsMachine } from './sms.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of an sms actor for screens/signup/phone-verification.tsx (STYLE.md 3). */
export type SmsSnapshot = SnapshotFrom<typeof smsMachine>;
export type SmsRef = ActorRefFrom<typeof smsMachine>;

/** The onboarding machine's child `step` when it is the phone step (/signup/phone_number), else null. */
export const asSmsRef = (ref: AnyActorRef | null | undefined) => stepRefOf<SmsRef>(ref, 'sms');

/**
 * Which part of the flow the screen shows. The exits (invalid_number, a locked pin) are final
 * states whose pages the parent routes to: the screen shows `leaving` until the navigation.
 */
export type SmsView = 'loading' | 'number' | 'code' | 'verified' | 'leaving';

export function selectSmsView(s: SmsSnapshot): SmsView {
  if (s.matches('number')) return 'number';
  if (s.matches('code')) return 'code';
  if (s.matches('verified')) return 'verified';
  if (s.matches('unableToSend') || s.matches('locked')) return 'leaving';
  return 'loading';
}

export const selectPhoneNumber = (s: SmsSnapshot) => s.context.phoneNumber;
/** The number the last code went to (digits), else the one typed. */
export const selectCodeSentTo = (s: SmsSnapshot) => s.context.codeSentTo || s.context.phoneNumber;
export const selectSmsCode = (s: SmsSnapshot) => s.context.code;
export const selectSmsFieldErrors = (s: SmsSnapshot) => s.context.fieldErrors;
export const selectSmsFormError = (s: SmsSnapshot) => s.context.formError;
/**
 * A reset link the number read refused as expired or unknown (contract.md 8): no number, and the
 * catalogue's dead-link message. The page then says so in its heading too (QA 6).
 */
export const selectResetLinkExpired = (s: SmsSnapshot) =>
  !s.context.phoneNumber && s.context.formError === passwordSpec.linkExpired;
export const selectSmsNotice = (s: SmsSnapshot) => s.context.notice;
export const selectSmsSubmitting = (s: SmsSnapshot) => s.hasTag('submitting');
/** Within the minute after max_send_attempts: the send buttons send nothing (decision 007). */
export const selectSmsSendPaused = (s: SmsSnapshot) => s.context.sendPaused;
/** The channel of the call in flight or last made (the busy label names it). */
export const selectSmsChannel = (s: SmsSnapshot) => s.context.channel;
export const selectIsVerifying = (s: SmsSnapshot) => s.matches({ code: 'verifying' });
