import { FetchError } from 'ofetch';
import { network as networkCopy } from '../copy/spec/network';
import { toCamelKeys } from './case';
import { ApiError, type ApiErrorCode, isApiError } from './errors';

/**
 * The mapping of a failed request to an ApiError (contract.md 5 and 8). Only a failed request
 * needs it: api/client.ts loads it then, as a chunk of its own, so the first screen paints
 * without it (issue 9, decision 012).
 */

// contract.md 5: plural keys are flattened to the singular field the form shows.
const PLURAL_FIELDS: Record<string, string> = {
  emails: 'email',
  passwords: 'password',
  phoneNumbers: 'phoneNumber',
};

/** A key's first segment in the singular: `phoneNumbers.number` -> `phoneNumber.number`. */
const singular = (key: string) => {
  const [head = '', ...rest] = key.split('.');
  return [PLURAL_FIELDS[head] ?? head, ...rest].join('.');
};

/**
 * Turns a camelCased `errors` map into field -> first message (contract.md 5); nested maps become
 * dotted paths, and a server that already sends dotted keys gets the same names.
 */
export function flattenFieldErrors(errors: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return out;
  for (const [key, value] of Object.entries(errors)) {
    const field = `${prefix}${singular(key)}`;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[field] ??= first;
    else Object.assign(out, flattenFieldErrors(first, `${field}.`));
  }
  return out;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'EAI_AGAIN']);
// Chrome "Failed to fetch", Firefox "NetworkError when attempting...", Safari "Load failed", Node "fetch failed".
const FETCH_FAILURE = /fetch|network|load failed/i;

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link !== undefined && link !== null && chain.length < 6; ) {
    chain.push(link);
    const next: unknown = (link as { cause?: unknown }).cause;
    // Node wraps a failed dual-stack connect in an AggregateError whose `errors` hold the codes.
    const aggregated = link instanceof AggregateError ? link.errors : [];
    chain.push(...aggregated);
    link = next;
  }
  return chain;
}

// Read by property, not instanceof: an abort reason may be a DOMException from another realm (jsdom).
const prop = (x: unknown, key: 'name' | 'code') =>
  x !== null && typeof x === 'object' && key in x
    ? String((x as Record<string, unknown>)[key])
    : '';

function parseBody(data: unknown): Record<string, unknown> | null {
  let body = data;
  if (typeof data === 'string') {
    try {
      body = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const camel = toCamelKeys(body);
  return camel !== null && typeof camel === 'object' && !Array.isArray(camel)
    ? (camel as Record<string, unknown>)
    : null;
}

const str = (x: unknown) => (typeof x === 'string' ? x : null);

function fromResponse(error: FetchError, status: number, action: string): ApiError {
  const body = parseBody(error.data);
  // Two error shapes exist: `{error:{code,message,extra}}` and OAuth's `{error:"invalid_grant"}`.
  const raw = body?.error;
  const detail = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const extra = detail.extra as { suspension?: { type?: unknown } } | undefined;
  const unauthorized = status === 401;
  return new ApiError({
    code: unauthorized ? 'UNAUTHORIZED_ERROR' : 'HTTP_ERROR',
    message: unauthorized ? networkCopy.loggedOutInactivity : networkCopy.generic,
    action,
    status,
    serverCode: str(raw) ?? str(detail.code),
    serverMessage: str(detail.message) ?? str(body?.errorDescription),
    fieldErrors: flattenFieldErrors(body?.errors),
    suspensionType: str(extra?.suspension?.type),
    cause: error,
  });
}

/** Turns any rejection of a request into an ApiError with the catalogue message of contract.md 8. */
export function normaliseError(cause: unknown, action: string): ApiError {
  if (isApiError(cause)) return cause;
  const status = cause instanceof FetchError ? cause.response?.status : undefined;
  if (cause instanceof FetchError && status !== undefined)
    return fromResponse(cause, status, action);

  const chain = causeChain(cause);
  const make = (code: ApiErrorCode, message: string) =>
    new ApiError({ code, message, action, cause });
  // contract.md 8: TIMEOUT_ERROR is "request aborted", whether by our timer or by the caller.
  if (chain.some((x) => ['TimeoutError', 'AbortError'].includes(prop(x, 'name')))) {
    return make('TIMEOUT_ERROR', networkCopy.timeout(action));
  }
  if (chain.some((x) => CONNECTION_CODES.has(prop(x, 'code')))) {
    return make('CONNECTION_ERROR', networkCopy.connection(action));
  }
  const fetchFailed =
    cause instanceof FetchError ||
    chain.some((x) => x instanceof TypeError && FETCH_FAILURE.test(x.message));
  if (fetchFailed) return make('NETWORK_ERROR', networkCopy.connection(action));
  return make('UNKNOWN_ERROR', networkCopy.generic);
}
