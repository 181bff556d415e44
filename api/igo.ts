import * as v from 'valibot';
import { account as accountCopy } from '../copy/spec/account';
import { apiRequest, type CallOptions } from './client';
import { ApiError, failureMessage, isApiError } from './errors';

/**
 * The IGO user PII (iGaming Ontario; contract.md 7 GET/PATCH /i/igo_user_pii, payloads "not
 * shown"). We read the personal details the patron is asked to confirm as optional text fields
 * (any other key is ignored) and confirm with `{confirmed: true}` (docs/api.md).
 */
const text = v.optional(v.nullable(v.string()), null);
/** An address nested as the manual-PII update sends it (contract.md 7; QA 5). */
const AddressSchema = v.object({
  line1: text,
  line2: text,
  city: text,
  region: text,
  postalCode: text,
  countryCode: text,
});
export const IgoUserPiiSchema = v.pipe(
  v.object({
    firstName: text,
    middleName: text,
    lastName: text,
    birthdate: text,
    addressLine1: text,
    addressLine2: text,
    city: text,
    region: text,
    postalCode: text,
    country: text,
    address: v.optional(v.nullable(AddressSchema), null),
  }),
  // The flat fields win; a nested address fills those it leaves empty.
  v.transform(({ address, ...pii }) => ({
    ...pii,
    addressLine1: pii.addressLine1 ?? address?.line1 ?? null,
    addressLine2: pii.addressLine2 ?? address?.line2 ?? null,
    city: pii.city ?? address?.city ?? null,
    region: pii.region ?? address?.region ?? null,
    postalCode: pii.postalCode ?? address?.postalCode ?? null,
    country: pii.country ?? address?.countryCode ?? null,
  })),
);
export type IgoUserPii = v.InferOutput<typeof IgoUserPiiSchema>;

// A timeout or a lost connection keeps its own line (contract.md 8), as every account action does.
const withCopy = (error: unknown, message: string) =>
  isApiError(error) && error.code !== 'UNAUTHORIZED_ERROR'
    ? new ApiError({ ...error, message: failureMessage(error, message), cause: error })
    : error;

/** GET /i/igo_user_pii; a failure carries "Could not get user personal identifiable information!". */
export async function getIgoUserPii({ signal }: CallOptions = {}): Promise<IgoUserPii> {
  try {
    return await apiRequest('/i/igo_user_pii', {
      schema: IgoUserPiiSchema,
      action: 'get your personal information',
      signal,
    });
  } catch (error) {
    throw withCopy(error, accountCopy.piiFetchFailed);
  }
}

/** PATCH /i/igo_user_pii; a failure carries "Could not confirm user personal identifiable information!". */
export async function confirmIgoUserPii({ signal }: CallOptions = {}): Promise<void> {
  try {
    await apiRequest('/i/igo_user_pii', {
      method: 'PATCH',
      body: { confirmed: true },
      schema: null,
      action: 'confirm your personal information',
      signal,
    });
  } catch (error) {
    throw withCopy(error, accountCopy.piiConfirmFailed);
  }
}
