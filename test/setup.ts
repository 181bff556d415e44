import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// STYLE.md 6: console.error and console.warn fail a test unless the test expects them
// (a test that expects one replaces the spy with its own vi.spyOn(...).mockImplementation()).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.warn called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no scrollTo; TanStack Router's scroll restoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;
