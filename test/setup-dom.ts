// Only the jsdom project loads this (vitest.config.ts): matchers, unmounting and fresh storage
// between component tests. Node tests get neither React Testing Library nor a DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no scrollTo; TanStack Router's scroll restoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;
