import { apiRequest, type CallOptions } from './client';

/** Hands the device-profiling session to the phone-finder check (contract.md 7); failures are only reported. */
export async function startPhoneFinderVerification(
  sessionId: string,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/lexis_nexis/phone_finder_verifications', {
    method: 'POST',
    body: { sessionId },
    schema: null,
    action: 'start phone verification',
    signal,
  });
}
