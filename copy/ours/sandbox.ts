/**
 * Our copy for a sandbox that could not start (QA 10; decision 051, docs/sandbox.md): a test
 * build's page says why it stays empty. Ours: the spec has no sandbox.
 */
export const sandboxRefused = {
  framed: {
    title: 'The sandbox cannot run in this frame',
    body: 'This is a test build: its server is the sandbox, which runs inside your browser and needs to store data there. This frame is on another site, and your browser blocks storage for it, so the sandbox could not start and nothing else was loaded.',
    whatToDo:
      'Open the app at the top level, in a tab of its own, or embed a build that uses a real API (with the sandbox off).',
  },
  topLevel: {
    title: 'The sandbox could not start',
    body: 'This is a test build: its server is the sandbox, which runs inside your browser as a service worker and needs to store data there. Your browser refused it, so nothing else was loaded.',
    whatToDo:
      'Reload the page. If this happens again, allow this site to store data (a private window may block it), or use a build that uses a real API (with the sandbox off).',
  },
  openTopLevel: 'Open the app in a new tab',
  cause: (message: string) => `What the browser said: ${message}`,
} as const;
