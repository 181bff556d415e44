import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';
import { isApiError } from './errors';
import { wireId } from './ids';

/** Sends a one-time code by text or voice call (200); failures carry the server code (e.g. max_send_attempts). */
export async function sendOneTimeCode(
  input: { channel: 'sms' | 'call'; token?: string },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/sms/send_one_time_code', {
    method: 'POST',
    body: { channel: input.channel, token: input.token },
    schema: null,
    action: 'send your code',
    signal,
  });
}

/** Verifies the 6-digit one-time code (202). */
export async function verifyOneTimeCode(
  input: { pin: string; token?: string },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/sms/verify_one_time_code', {
    method: 'PATCH',
    body: { pin: input.pin, token: input.token },
    schema: null,
    action: 'verify your code',
    signal,
  });
}

/**
 * Saves the number codes are sent to. contract.md 7 lists no phone field for PATCH
 * /i/registration, but the pre-registration carries `phone_number: {number}` and the sandbox (our
 * wire decision) accepts the same object in the PATCH; the number stays pending until a code sent
 * to it is verified (204; a 422 carries `phone_number` errors). Like every sign-up step's update
 * it carries the registration's `id` when the caller has one, as the server gave it, number or
 * string (decision 070; QA 13).
 */
export async function savePhoneNumber(
  input: { number: string; id?: string | null },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/registration', {
    method: 'PATCH',
    body: {
      ...(input.id ? { id: wireId('registration', input.id) } : {}),
      phoneNumber: { number: input.number },
    },
    schema: null,
    action: 'save your phone number',
    signal,
  });
}

/**
 * A phone number as a server may write it: text, or the same digits as a JSON number
 * (2015550123). contract.md 7 gives "phoneNumber" no type, and a strict server may send values
 * as numbers (decision 079): a whole number reads as its digits; a fraction or a negative fails.
 */
const PhoneDigitsSchema = v.union([
  v.string(),
  v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String)),
]);

/**
 * The phone number on file, shown where the code was sent. contract.md 7 gives the answer only as
 * "phoneNumber"; the pre-registration sends a phone number as `{number}`, so either shape reads.
 */
export const PhoneNumberSchema = v.object({
  phoneNumber: v.nullish(
    v.union([
      PhoneDigitsSchema,
      v.pipe(
        v.object({ number: v.nullish(PhoneDigitsSchema, null) }),
        v.transform((phone) => phone.number),
      ),
    ]),
    null,
  ),
});
export type PhoneNumber = v.InferOutput<typeof PhoneNumberSchema>;

/**
 * Reads the phone number on file, with a link token when the patron is not logged in. Signed in,
 * a 404 is "no number yet" (the number is optional at Create Your Account): the step asks for one
 * with no error (QA 22). With a link's token the answer stands as it is: it is about the link.
 */
export async function getPhoneNumber(
  input: { token?: string } = {},
  { signal }: CallOptions = {},
): Promise<PhoneNumber> {
  try {
    return await apiRequest('/i/phone_numbers', {
      query: { token: input.token },
      schema: PhoneNumberSchema,
      // With a reset link's token, a 401 is about the link (its page says so), not a lost session.
      ...(input.token ? { notifyAuthFailure: 'suspension' as const } : {}),
      action: 'get your phone number',
      signal,
    });
  } catch (error) {
    if (!input.token && isApiError(error) && error.status === 404) return { phoneNumber: null };
    throw error;
  }
}
