import { ApiError } from '../../api/errors';

/** Failures the models feed the machines' calls: a 422 with field messages, other statuses, a network failure. */
export const httpError = (status: number, fieldErrors: Record<string, string> = {}, extra = {}) =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: 'Something went wrong',
    action: 'model',
    status,
    fieldErrors,
    ...extra,
  });

export const networkError = () =>
  new ApiError({ code: 'NETWORK_ERROR', message: 'Network problem', action: 'model' });

export const plainError = () => new Error('failed');
