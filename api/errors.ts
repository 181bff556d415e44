/** The network-level codes of contract.md 8, plus HTTP_ERROR for any other non-2xx answer. */
export type ApiErrorCode =
  | 'TIMEOUT_ERROR'
  | 'CONNECTION_ERROR'
  | 'NETWORK_ERROR'
  | 'UNKNOWN_ERROR'
  | 'UNAUTHORIZED_ERROR'
  | 'HTTP_ERROR';

/** What an ApiError is built from; normaliseError fills it, resource modules may refine it. */
export interface ApiErrorInit {
  code: ApiErrorCode;
  message: string;
  action: string;
  status?: number | null;
  serverCode?: string | null;
  serverMessage?: string | null;
  fieldErrors?: Record<string, string>;
  suspensionType?: string | null;
  cause?: unknown;
}

/** The one error every api/ call rejects with; machines branch on `code`, `status` and `serverCode`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number | null;
  readonly action: string;
  readonly serverCode: string | null;
  readonly serverMessage: string | null;
  readonly fieldErrors: Record<string, string>;
  readonly suspensionType: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? null;
    this.action = init.action;
    this.serverCode = init.serverCode ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.suspensionType = init.suspensionType ?? null;
  }
}

/**
 * A 401, or a 403 `user_suspended`: the session, not the page, answers it (it takes the patron to
 * login or to the suspension's page, product.md 2.9).
 */
export function isAuthFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'UNAUTHORIZED_ERROR' ||
      (error.status === 403 && error.serverCode === 'user_suspended'))
  );
}

/** A failure of the network itself (a timeout, a refused connection, no network), not an answer. */
export const isNetworkLevel = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'TIMEOUT_ERROR' ||
    error.code === 'CONNECTION_ERROR' ||
    error.code === 'NETWORK_ERROR');

/** contract.md 8: a network-level failure keeps its own message; any other gets the call's line. */
export const failureMessage = (error: unknown, catalogue: string): string =>
  isNetworkLevel(error) ? error.message : catalogue;

/** Narrows an unknown rejection to an ApiError (machine guards use it). */
export function isApiError(x: unknown): x is ApiError {
  return x instanceof ApiError;
}

type Reporter = (error: Error, context?: Record<string, unknown>) => unknown;
// The reporting service loads after the first paint (src/observability): what goes wrong before
// it does (Page Not Found, a failed boot) waits here, a few at most.
const early: Parameters<Reporter>[] = [];
let reporter: Reporter = (...report) => early.length < 20 && early.push(report);

/** Installs the error-reporting service (src/observability), which gets the early reports first. */
export function setErrorReporter(fn: Reporter): void {
  reporter = fn;
  for (const report of early.splice(0)) reportError(...report);
}

/** Sends an error to the installed reporter; a failing reporter never breaks the caller. */
export function reportError(error: Error, context?: Record<string, unknown>): void {
  try {
    reporter(error, context);
  } catch {
    // Reporting is best effort: the user's flow matters more than the report.
  }
}

/**
 * The first server message per field of whatever a call or an actor rejected with (an ApiError's
 * errors map, contract.md 5, flattened by the one normaliser), or none.
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};

/** The first server validation message of an error, or null (e.g. password reset shows only that). */
export function firstFieldError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return Object.values(error.fieldErrors)[0] ?? null;
}

/** The words of whatever a call or an actor rejected with (an ApiError's is the catalogue's). */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
