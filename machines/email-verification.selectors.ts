import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { emailLinkMachine } from './email-link.machine';
import type { emailVerificationMachine } from './email-verification.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of the email verification step and of the email link (STYLE.md 3). */
export type EmailVerificationRef = ActorRefFrom<typeof emailVerificationMachine>;
export type EmailVerificationSnapshot = SnapshotFrom<typeof emailVerificationMachine>;
export type EmailLinkSnapshot = SnapshotFrom<typeof emailLinkMachine>;

/**
 * The onboarding machine's child `step` when it is the email verification step, else null
 * (loading, syncing, or another step's child while the router catches up with a new route).
 */
export const asEmailVerificationRef = (ref: AnyActorRef | null | undefined) =>
  stepRefOf<EmailVerificationRef>(ref, 'emailVerification');

export const selectEmail = (s: EmailVerificationSnapshot) => s.context.email;
export const selectCode = (s: EmailVerificationSnapshot) => s.context.code;
export const selectCodeError = (s: EmailVerificationSnapshot) => s.context.codeError;
export const selectVerifyError = (s: EmailVerificationSnapshot) => s.context.formError;
export const selectResendNotice = (s: EmailVerificationSnapshot) => s.context.resendNotice;
export const selectIsSubmitting = (s: EmailVerificationSnapshot) => s.hasTag('submitting');
export const selectIsResending = (s: EmailVerificationSnapshot) => s.hasTag('resending');

/** True while the email link's token is being checked (its result page comes by navigation). */
export const selectLinkVerifying = (s: EmailLinkSnapshot) => s.hasTag('loading');
/** A reload lost the token of a link whose check had not answered: the page asks for it again. */
export const selectLinkNotKept = (s: EmailLinkSnapshot) => s.matches('linkNotKept');
/** Why the check reached no answer (the network or the server failed), or null. */
export const selectLinkError = (s: EmailLinkSnapshot) =>
  s.matches('unreachable') ? s.context.error : null;
