import { type FetchResponse, ofetch } from 'ofetch';
import * as v from 'valibot';
import { network as networkCopy } from '../copy/spec/network';
import { toCamelKeys, toSnakeKeys } from './case';
import { OAUTH_PARAM_NAMES } from './domain';
import { ApiError, isAuthFailure, reportError } from './errors';
import { effectiveRegion, getRequestContext, platformKnown } from './request-context';

/** contract.md 9: default request timeout. */
export const DEFAULT_TIMEOUT_MS = 5_000;

/** The per-call options every fetcher accepts last; machines pass the invoked actor's signal. */
export interface CallOptions {
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

/** What one request needs; a null schema means no content is expected (204, or a body we ignore). */
export interface ApiRequestOptions<TSchema extends v.GenericSchema | null> extends CallOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  schema: TSchema;
  action: string;
  timeoutMs?: number;
  /**
   * False for calls whose 401 is an answer, not a lost session (the login call itself): the
   * auth-failure listeners are not told, so a wrong password never reads as "logged out".
   * 'suspension' for calls whose 401 is the page's answer while a `user_suspended` 403 is still
   * the session's (the preference pages, decision 035): the listeners hear only the suspension.
   */
  notifyAuthFailure?: boolean | 'suspension';
  /**
   * The catalogue's words for a 401 of this action where contract.md 8 has its own (the cool-off
   * and self-exclusion ones); others get the inactivity message. The session shows it at login.
   */
  unauthorizedMessage?: string;
}

/** The parsed value an apiRequest resolves with: the schema's output, or nothing. */
export type ApiResult<TSchema> = TSchema extends v.GenericSchema
  ? v.InferOutput<TSchema>
  : undefined;

// STYLE.md 5: the one ofetch instance. retry 0: retries and polling live where QA can see them
// (withAttempts in the resource module, `after` delays in machines).
const http = ofetch.create({
  retry: 0,
  credentials: 'include', // the session is an HttpOnly cookie (wire-decisions "General")
  responseType: 'text', // parsed here, so malformed JSON is an error rather than a string
});

type AuthFailureListener = (error: ApiError) => void;
const authFailureListeners = new Set<AuthFailureListener>();

/** Subscribes to 401s and `user_suspended` 403s (src/ redirects); returns the unsubscribe. */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

function headers(): Record<string, string> {
  const { regionCode, countryCode } = effectiveRegion();
  // wire-decisions: on every call, never empty.
  return {
    Accept: 'application/json',
    'X-Region-Code': regionCode,
    'X-Country-Code': countryCode,
    'X-Platform': getRequestContext().platform,
  };
}

/** The spec's OAuth set (contract.md 7), never the authorize-only parameters of api/domain.ts. */
function oauthParams(): Record<string, string> {
  const { oauth } = getRequestContext();
  const present = OAUTH_PARAM_NAMES.filter((name) => oauth[name]);
  return Object.fromEntries(present.map((name) => [name, oauth[name]])) as Record<string, string>;
}

function queryOf(method: Method, query: Record<string, QueryValue> = {}): Record<string, string> {
  const snake = toSnakeKeys(query) as Record<string, QueryValue>;
  // contract.md 7: OAuth parameters ride in the query on GET.
  const all = method === 'GET' ? { ...snake, ...oauthParams() } : snake;
  const present = Object.entries(all).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(present.map(([key, value]) => [key, String(value)]));
}

function bodyOf(
  method: Method,
  body: Record<string, unknown> = {},
): Record<string, unknown> | undefined {
  // contract.md 7: otherwise in an `oauth` object in the body, even when the call sends nothing
  // else, and empty when the entry URL carried none (wire-decisions.md's login has one always).
  return method === 'GET'
    ? undefined
    : { ...(toSnakeKeys(body) as Record<string, unknown>), oauth: oauthParams() };
}

// Our own timer rather than ofetch's `timeout`, which ofetch ignores whenever a signal is passed.
function timeoutSignal(caller: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    ms,
  );
  const forward = () => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  const dispose = () => {
    clearTimeout(timer);
    caller?.removeEventListener('abort', forward);
  };
  return { signal: controller.signal, dispose };
}

/** The 4xx statuses the contract answers (wire-decisions: 401, 403, 404, 422 and coded errors). */
const CONTRACT_4XX = new Set([401, 403, 404, 422]);

function fail(
  error: ApiError,
  context: Record<string, unknown>,
  notifyAuthFailure: boolean | 'suspension' = true,
): ApiError {
  // contract.md 8: "Oops, something went wrong!" errors are reported: an answer that could not be
  // read, a server that failed (5xx), a status outside 2xx to 4xx, and a 4xx the contract never
  // answers (a 400, a 405, a 429...). The 4xx answers it names, which pages handle, are not.
  if (
    error.code === 'UNKNOWN_ERROR' ||
    (error.code === 'HTTP_ERROR' && !CONTRACT_4XX.has(error.status ?? 0))
  )
    reportError(error, context);
  const told =
    notifyAuthFailure === 'suspension' ? error.code !== 'UNAUTHORIZED_ERROR' : notifyAuthFailure;
  if (told && isAuthFailure(error)) {
    for (const listener of authFailureListeners) {
      try {
        listener(error);
      } catch (listenerError) {
        reportError(listenerError as Error, { ...context, during: 'onAuthFailure' });
      }
    }
  }
  return error;
}

function parseResponse<TSchema extends v.GenericSchema>(
  response: FetchResponse<string>,
  schema: TSchema,
  action: string,
  context: Record<string, unknown>,
): v.InferOutput<TSchema> {
  const unknownError = (cause: unknown) =>
    new ApiError({
      code: 'UNKNOWN_ERROR',
      message: networkCopy.generic,
      action,
      status: response.status,
      cause,
    });
  let data: unknown;
  try {
    data = response._data ? JSON.parse(response._data) : undefined;
  } catch (cause) {
    throw fail(unknownError(cause), { ...context, reason: 'malformed JSON' });
  }
  const result = v.safeParse(schema, toCamelKeys(data));
  if (result.success) return result.output;
  // Paths and expectations only: valibot's messages quote the received values, which may be PII.
  const issues = result.issues.map((issue) => ({
    path: v.getDotPath(issue),
    expected: issue.expected,
  }));
  throw fail(unknownError(new v.ValiError(result.issues)), {
    ...context,
    reason: 'schema mismatch',
    issues,
  });
}

/** The error mapping's chunk: one loader, which a page that expects a 401 calls early too. */
export const loadErrorMapping = () => import('./normalise-error');

/**
 * The ApiError of a failed request. The mapping loads on the first failure, in a chunk of its
 * own (decision 012); when even that chunk cannot load, the browser has lost the network, which
 * is what the error then says.
 */
async function normalise(cause: unknown, action: string): Promise<ApiError> {
  try {
    return (await loadErrorMapping()).normaliseError(cause, action);
  } catch {
    return new ApiError({
      code: 'NETWORK_ERROR',
      message: networkCopy.connection(action),
      action,
      cause,
    });
  }
}

/** Sends one request to the product's API with the headers, OAuth parameters, key conversion, timeout and error mapping of contract.md 7; every fetcher in api/ goes through it. */
export async function apiRequest<TSchema extends v.GenericSchema | null>(
  path: string,
  options: ApiRequestOptions<TSchema>,
): Promise<ApiResult<TSchema>> {
  const {
    method = 'GET',
    schema,
    action,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    notifyAuthFailure = true,
    unauthorizedMessage,
  } = options;
  const context = { action, method, path };
  // The webview's wrapper may answer getPlatform later: no request goes out with a wrong
  // X-Platform (decision 064).
  await platformKnown;
  const timeout = timeoutSignal(signal, timeoutMs);
  let response: FetchResponse<string>;
  try {
    response = await http.raw(path, {
      method,
      baseURL: getRequestContext().baseUrl || undefined,
      headers: headers(),
      query: queryOf(method, options.query),
      body: bodyOf(method, options.body),
      signal: timeout.signal,
    });
    // contract.md 9: success is 200 up to but not including 300; ofetch lets a 3xx through.
    if (response.status < 200 || response.status > 299)
      throw new ApiError({
        code: 'HTTP_ERROR',
        message: networkCopy.generic,
        action,
        status: response.status,
      });
  } catch (cause) {
    const error = await normalise(cause, action);
    if (unauthorizedMessage && error.code === 'UNAUTHORIZED_ERROR')
      error.message = unauthorizedMessage;
    throw fail(error, context, notifyAuthFailure);
  } finally {
    timeout.dispose();
  }
  if (schema === null) return undefined as ApiResult<TSchema>;
  return parseResponse(response, schema, action, context) as ApiResult<TSchema>;
}

/** Retries a call until it succeeds, at most `attempts` tries (contract.md 4: lists get 4). */
export async function withAttempts<T>(
  fn: () => Promise<T>,
  attempts = 4,
  delayMs = 300,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= Math.max(1, attempts); attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw lastError;
}

/** A wire id: the server may send a number, the client always holds a string (api/ids.ts). */
export { IdSchema } from './ids';
