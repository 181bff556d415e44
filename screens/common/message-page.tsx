import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RoutePath } from '../../machines/paths';
import { Page } from '../../src/ui/page';

/**
 * A page that only says something and offers one way on (the suspended, password and account
 * message pages): its h1, its words, and one link styled as a button, after any other action the
 * page offers (`extra`: contact support).
 */
export function MessagePage({
  title,
  children,
  to,
  action,
  primary = true,
  extra,
}: {
  title: string;
  children: ReactNode;
  to: RoutePath;
  action: string;
  primary?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Page title={title}>
      {children}
      <div className="actions">
        {extra}
        <Link to={to} className={primary ? 'button-primary' : 'button-secondary'}>
          {action}
        </Link>
      </div>
    </Page>
  );
}
