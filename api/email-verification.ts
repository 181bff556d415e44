import { apiRequest, type CallOptions } from './client';

/** Verifies the email with the code the patron typed (200). */
export async function submitVerificationCode(
  code: string,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/email_verifications', {
    method: 'POST',
    body: { verificationCode: code },
    schema: null,
    action: 'verify your email',
    signal,
  });
}

/** Verifies the email with the token from the emailed link (200). */
export async function verifyEmailToken(token: string, { signal }: CallOptions = {}): Promise<void> {
  await apiRequest('/i/email_verifications', {
    query: { verificationToken: token },
    schema: null,
    action: 'verify your email',
    signal,
  });
}

/** Asks for another verification email (201); a 422 (ApiError status 422) means contact support. */
export async function requestVerificationEmail({ signal }: CallOptions = {}): Promise<void> {
  await apiRequest('/i/email_verification_requests', {
    method: 'POST',
    schema: null,
    action: 'send the verification email',
    signal,
  });
}
