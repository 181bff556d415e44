import { describe, expect, it } from 'vitest';
import { network as networkCopy } from '../copy/spec/network';
import { authFailureRedirect } from './auth-failure';

const unauthorized = {
  code: 'UNAUTHORIZED_ERROR',
  status: 401,
  serverCode: 'unauthorized',
  suspensionType: null,
} as const;
const suspended = (type: string | null) =>
  ({
    code: 'HTTP_ERROR',
    status: 403,
    serverCode: 'user_suspended',
    suspensionType: type,
  }) as const;

describe('401 and suspension routing', () => {
  it('sends a 401 on a normal page to login with the inactivity message', () => {
    expect(authFailureRedirect(unauthorized, '/signup/ssn', 'mobileWeb')).toEqual({
      to: '/login',
      flash: networkCopy.loggedOutInactivity,
    });
  });

  it('leaves the user on a suspended page when a 401 arrives there', () => {
    expect(authFailureRedirect(unauthorized, '/suspended/cool_off', 'mobileWeb')).toBeNull();
    expect(authFailureRedirect(unauthorized, '/web/suspended', 'web')).toBeNull();
  });

  it('routes a user_suspended 403 by its suspension type', () => {
    expect(authFailureRedirect(suspended('cool_off'), '/signup/ssn', 'mobileWeb')?.to).toBe(
      '/suspended/cool_off',
    );
    expect(authFailureRedirect(suspended('duplicate_user'), '/signup/ssn', 'mobileWeb')?.to).toBe(
      '/suspended/duplicated',
    );
    expect(authFailureRedirect(suspended('self_exclusion'), '/web/signup/pii', 'web')?.to).toBe(
      '/web/suspended',
    );
  });

  it('ignores other 403s and other errors', () => {
    expect(
      authFailureRedirect(
        { code: 'HTTP_ERROR', status: 403, serverCode: 'forbidden', suspensionType: null },
        '/a',
        'web',
      ),
    ).toBeNull();
    expect(
      authFailureRedirect(
        { code: 'HTTP_ERROR', status: 500, serverCode: null, suspensionType: null },
        '/a',
        'web',
      ),
    ).toBeNull();
  });
});
