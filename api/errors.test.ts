import { FetchError } from 'ofetch';
import { network as networkCopy } from '../copy/spec/network';
import { ApiError, firstFieldError, isApiError, reportError, setErrorReporter } from './errors';
import { flattenFieldErrors, normaliseError } from './normalise-error';

/** Node's fetch rejects with TypeError('fetch failed') whose cause carries the socket error code. */
function nodeFetchFailure(code: string): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
}

describe('normaliseError', () => {
  it.each(['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'EAI_AGAIN'])(
    'calls a fetch failure with %s a CONNECTION_ERROR',
    (code) => {
      const error = normaliseError(nodeFetchFailure(code), 'get regions');
      expect(error.code).toBe('CONNECTION_ERROR');
      expect(error.message).toBe(networkCopy.connection('get regions'));
    },
  );

  it('finds a connection code inside the AggregateError of a dual-stack connect', () => {
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    const cause = new TypeError('fetch failed', { cause: new AggregateError([refused]) });
    expect(normaliseError(cause, 'log in').code).toBe('CONNECTION_ERROR');
  });

  it("calls the browser's opaque fetch failure a NETWORK_ERROR with the connection copy", () => {
    const error = normaliseError(new TypeError('Failed to fetch'), 'log in');
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(
      'Could not log in! Please check your network connection and try again!',
    );
    expect(error.status).toBeNull();
  });

  it('calls a fetch failure without a known code a NETWORK_ERROR', () => {
    expect(normaliseError(nodeFetchFailure('EPROTO'), 'log in').code).toBe('NETWORK_ERROR');
  });

  it('calls an abort for timeout a TIMEOUT_ERROR with the timeout copy', () => {
    const error = normaliseError(new DOMException('timed out', 'TimeoutError'), 'log in');
    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe(
      'Took too long to log in, please check your connection and try again!',
    );
  });

  it('calls anything else an UNKNOWN_ERROR with the generic copy', () => {
    for (const cause of [
      new SyntaxError('Unexpected token'),
      new Error('bug'),
      'a string',
      undefined,
    ]) {
      const error = normaliseError(cause, 'log in');
      expect(error.code).toBe('UNKNOWN_ERROR');
      expect(error.message).toBe(networkCopy.generic);
    }
  });

  it('returns an ApiError unchanged', () => {
    const original = new ApiError({ code: 'HTTP_ERROR', message: 'x', action: 'a', status: 500 });
    expect(normaliseError(original, 'b')).toBe(original);
  });

  it('reads the OAuth error shape of a failed password grant as the server code', () => {
    const response = new Response(null, { status: 401 });
    const cause = Object.assign(new FetchError('401'), {});
    Object.defineProperty(cause, 'response', { value: response });
    Object.defineProperty(cause, 'data', { value: '{"error":"invalid_grant"}' });
    const error = normaliseError(cause, 'log in');
    expect(error).toMatchObject({
      code: 'UNAUTHORIZED_ERROR',
      status: 401,
      serverCode: 'invalid_grant',
    });
  });

  it('keeps the original failure as the cause', () => {
    const cause = new TypeError('Failed to fetch');
    expect(normaliseError(cause, 'log in').cause).toBe(cause);
  });
});

describe('field errors', () => {
  it('keeps the first message per field and names nested fields with dotted paths', () => {
    expect(
      flattenFieldErrors({
        emails: ['taken', 'invalid'],
        username: 'is required',
        address: { postalCode: ['is invalid'] },
        ignored: [],
      }),
    ).toEqual({ email: 'taken', username: 'is required', 'address.postalCode': 'is invalid' });
  });

  it('names a dotted key with a plural head as its singular field', () => {
    expect(
      flattenFieldErrors({
        'phoneNumbers.number': ['is invalid'],
        phoneNumbers: [{ countryCode: ['is unknown'] }],
        'address.postalCode': 'is invalid',
      }),
    ).toEqual({
      'phoneNumber.number': 'is invalid',
      'phoneNumber.countryCode': 'is unknown',
      'address.postalCode': 'is invalid',
    });
  });

  it('gives the first field message of an ApiError, or null', () => {
    const error = new ApiError({
      code: 'HTTP_ERROR',
      message: networkCopy.generic,
      action: 'reset your password',
      fieldErrors: { email: 'not found' },
    });
    expect(firstFieldError(error)).toBe('not found');
    expect(firstFieldError(new Error('x'))).toBeNull();
  });
});

describe('error reporting', () => {
  it('sends reports to the installed reporter with their context', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const error = new Error('boom');
    reportError(error, { action: 'log in' });
    expect(reporter).toHaveBeenCalledWith(error, { action: 'log in' });
  });

  it('never lets a failing reporter break the caller', () => {
    setErrorReporter(() => {
      throw new Error('reporter down');
    });
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});

describe('isApiError', () => {
  it('tells an ApiError from other errors', () => {
    expect(isApiError(new ApiError({ code: 'UNKNOWN_ERROR', message: 'x', action: 'a' }))).toBe(
      true,
    );
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
