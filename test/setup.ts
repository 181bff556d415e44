// Every test, Node or DOM: STYLE.md 6, console.error and console.warn fail a test unless the test
// expects them (a test that expects one replaces the spy with its own
// vi.spyOn(...).mockImplementation()). The DOM part is test/setup-dom.ts.
import { beforeEach, vi } from 'vitest';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.warn called: ${args.map(String).join(' ')}`);
  });
});
