import * as v from 'valibot';
import { account as accountCopy } from '../copy/spec/account';
import { apiRequest, type CallOptions } from './client';
import { ApiError, isApiError } from './errors';

/**
 * The IGO user PII (iGaming Ontario; contract.md 7 GET/PATCH /i/igo_user_pii, payloads "not
 * shown"). We read the personal details the patron is asked to confirm as optional text fields
 * (any other key is ignored) and confirm with `{confirmed: true}` (docs/api.md).
 */
const text = v.optional(v.nullable(v.string()), null);
export const IgoUserPiiSchema = v.object({
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
});
export type IgoUserPii = v.InferOutput<typeof IgoUserPiiSchema>;

const withCopy = (error: unknown, message: string) =>
  isApiError(error) && error.code !== 'UNAUTHORIZED_ERROR'
    ? new ApiError({ ...error, message, cause: error })
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
