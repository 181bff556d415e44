import { useEffect } from 'react';
import { reportError } from '../../api/errors';
import * as COPY from '../copy';
import { Banner } from './banner';

/** Page Not Found (product.md 2.1): exact copy, and the miss is reported. */
export function NotFoundPage() {
  useEffect(() => {
    reportError(new Error('Page not found'), { path: window.location.pathname });
  }, []);
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{COPY.page.notFoundTitle}</h1>
      <p>{COPY.page.notFoundText}</p>
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
      <Banner kind="danger">{COPY.page.fatal}</Banner>
    </main>
  );
}
