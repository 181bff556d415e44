import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reportError } from '../../api/errors';
import { login as loginCopy } from '../../copy/ours/login';
import { createAccount, fatalPage } from '../../copy/ours/sign-up';
import { page as pageCopy } from '../../copy/spec/page';
import { Banner } from '../ui/banner';
import { Page } from '../ui/page';

/**
 * Page Not Found (product.md 2.1): exact copy, the miss is reported, and, like every page, its
 * title names the tab (a miss must not leave the last page's there). Not a dead end (QA 12): the
 * spec's words, then the ways on, to log in or to sign up (our words, already the login page's).
 */
export function NotFoundPage() {
  useEffect(() => {
    reportError(new Error('Page not found'), { path: window.location.pathname });
  }, []);
  return (
    <Page title={pageCopy.notFoundTitle}>
      <p>{pageCopy.notFoundText}</p>
      <div className="actions">
        <Link to="/login" className="button-primary">
          {createAccount.logIn}
        </Link>
        <Link to="/signup" className="button-secondary">
          {loginCopy.createAccount}
        </Link>
      </div>
    </Page>
  );
}

/**
 * The fatal render error banner (product.md 2.1): exact copy, and the error is reported. The
 * heading above it is ours: every page has a level-1 heading.
 */
export function FatalErrorBanner({ error }: { error: unknown }) {
  useEffect(() => {
    reportError(error instanceof Error ? error : new Error(String(error)), { kind: 'render' });
  }, [error]);
  return (
    <main>
      <Page title={fatalPage.title}>
        <Banner kind="danger">{pageCopy.fatal}</Banner>
      </Page>
    </main>
  );
}
