// Every test, Node or DOM: STYLE.md 6, console.error and console.warn fail a test unless the test
// expects them (a test that expects one replaces the spy with its own
// vi.spyOn(...).mockImplementation()). The DOM part is test/setup-dom.ts.
import { beforeEach, vi } from 'vitest';
import { setErrorReporter } from '../api/errors';

beforeEach(() => {
  // Reports made before any reporter was installed wait in api/errors.ts's early queue and go to
  // the first one installed. The Node tests share one module graph per worker, so another file's
  // leftovers would reach the next test that installs its own (a run of 2026-11-29 found a sign-up
  // file's reports in a responsible-gaming test's). Each test starts with the queue emptied.
  setErrorReporter(() => {});
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.warn called: ${args.map(String).join(' ')}`);
  });
});
