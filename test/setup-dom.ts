// Only the jsdom project loads this (vitest.config.ts): matchers, unmounting and fresh storage
// between component tests. Node tests get neither React Testing Library nor a DOM.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default. A screen test waits on lazy chunks, msw and
// React, and on a busy 2-core machine (CI, or engineers sharing it) that can take longer without
// anything being wrong: 3 s before a wait counts as failed.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no scrollTo; TanStack Router's scroll restoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Node's BroadcastChannel joins every worker thread of the run, so one test file's logout would
// end the sessions of the apps other files render (decision 087 joins a browser's tabs, not test
// files): each file's channels get names of their own.
const fileOwn = crypto.randomUUID();
globalThis.BroadcastChannel = class extends BroadcastChannel {
  constructor(name: string) {
    super(`${name}:${fileOwn}`);
  }
};
