import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RoutePath } from '../../machines/paths';
import { rememberReturn } from './return-after-login';

/**
 * A "Log in" link of a page that shows its own message instead of redirecting to login (the
 * preference pages, decision 035): following it remembers the page, as a patron page's redirect
 * to login does (decision 078), so the login comes back to it. Only the bare path is remembered,
 * never a query or a link token.
 */
export function LoginLink({ back, children }: { back: RoutePath; children: ReactNode }) {
  const flows = useRouter().options.context.flows;
  return (
    <Link to="/login" className="button-primary" onClick={() => rememberReturn(flows, back)}>
      {children}
    </Link>
  );
}
