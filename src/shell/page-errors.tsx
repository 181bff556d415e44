import { useEffect } from 'react';
import { reportError } from '../../api/errors';
import { page as pageCopy } from '../../copy/spec/page';
import { Banner } from '../ui/banner';

/** Page Not Found (product.md 2.1): exact copy, and the miss is reported. */
export function NotFoundPage() {
  useEffect(() => {
    reportError(new Error('Page not found'), { path: window.location.pathname });
  }, []);
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{pageCopy.notFoundTitle}</h1>
      <p>{pageCopy.notFoundText}</p>
    </section>
  );
}

/** The fatal render error banner (product.md 2.1): exact copy, and the error is reported. */
export function FatalErrorBanner({ error }: { error: unknown }) {
  useEffect(() => {
    reportError(error instanceof Error ? error : new Error(String(error)), { kind: 'render' });
  }, [error]);
  return (
    <main className="page">
      <Banner kind="danger">{pageCopy.fatal}</Banner>
    </main>
  );
}
