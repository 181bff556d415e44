import type { ApiError } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import { isSuspendedPath } from '../machines/paths';
import type { Layout } from '../machines/route-derivation';

/**
 * Where a 401 or a `user_suspended` 403 sends the user (product.md 2.9, 4.5, 6; contract.md 6).
 * A 401 goes to login with the inactivity message, except on the suspended pages; a suspension
 * goes to the page of its type. Pure, so the rule is tested without a browser.
 */
export interface AuthRedirect {
  to: string;
  flash: string | null;
}

export function authFailureRedirect(
  error: Pick<ApiError, 'code' | 'status' | 'serverCode' | 'suspensionType'>,
  currentPath: string,
  layout: Layout,
): AuthRedirect | null {
  if (error.code === 'UNAUTHORIZED_ERROR') {
    if (isSuspendedPath(currentPath) || currentPath === '/login') return null;
    return { to: '/login', flash: networkCopy.loggedOutInactivity };
  }
  if (error.status === 403 && error.serverCode === 'user_suspended') {
    const prefix = layout === 'web' ? '/web' : '';
    const page =
      error.suspensionType === 'cool_off'
        ? '/suspended/cool_off'
        : error.suspensionType === 'duplicate_user'
          ? // The one duplicate page, also where a duplicate by status goes (route-derivation.ts).
            '/suspended/duplicated'
          : '/suspended';
    const to = `${prefix}${page}`;
    return to === currentPath ? null : { to, flash: null };
  }
  return null;
}
