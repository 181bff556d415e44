import { afterEach, beforeEach } from 'vitest';
import { setErrorReporter } from '../api/errors';

/**
 * The contexts of the errors reported during each case. The reports made before a reporter was
 * installed (an earlier case's 500s, buffered by api/errors.ts) are dropped first: they are not
 * this case's.
 */
export function capturedReports(): Record<string, unknown>[] {
  const reported: Record<string, unknown>[] = [];
  beforeEach(() => {
    reported.length = 0;
    setErrorReporter(() => {});
    setErrorReporter((_, context) => reported.push(context ?? {}));
  });
  afterEach(() => setErrorReporter(() => {}));
  return reported;
}
