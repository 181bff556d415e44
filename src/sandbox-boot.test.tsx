import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { sandboxRefused } from '../copy/ours/sandbox';
import { TEST_CONFIG } from '../test/render-app';
import { createApp } from './create-app';
import { readEntryParams } from './entry';

// QA 10: in a cross-site frame whose storage Chromium blocks, msw's chunk throws as it loads
// (its cookie store reads localStorage) and the sandboxed app stayed blank (decision 051).
const BLOCKED = new DOMException(
  "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
  'SecurityError',
);

const entry = readEntryParams(new URL('/signup', window.location.origin), null);
/** The page's React root, rendered through Testing Library (act, and cleanup after each test). */
const root = { render: vi.fn((node: ReactNode) => void render(node)) };
const pending = Symbol('pending');
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error: unknown) => `rejected: ${String(error)}`,
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 20)),
  ]);

/** The sandbox-boot module, with the sandbox's browser module replaced by `browser`. */
async function bootWith(browser: () => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('../api/sandbox/browser', browser);
  vi.doMock('./qa/panel', () => ({ mountQaPanel: vi.fn() }));
  return import('./sandbox-boot');
}

afterEach(() => {
  vi.doUnmock('../api/sandbox/browser');
  vi.doUnmock('./qa/panel');
  root.render.mockClear();
});

describe('a sandbox that cannot start', () => {
  it('says on the page that it cannot run in this frame, and never resolves', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const { bootSandbox } = await bootWith(() => {
      throw BLOCKED;
    });
    const booted = bootSandbox(entry, null, root, '');
    expect(
      await screen.findByRole('heading', { level: 1, name: sandboxRefused.framed.title }),
    ).toBeVisible();
    expect(screen.getByText(sandboxRefused.framed.body)).toBeVisible();
    // Its heading is the tab's title, as every page's is (QA 21).
    expect(document.title).toBe(sandboxRefused.framed.title);
    expect(screen.getByText(sandboxRefused.framed.whatToDo)).toBeVisible();
    const link = screen.getByRole('link', { name: sandboxRefused.openTopLevel });
    expect(link).toHaveAttribute('href', window.location.href);
    expect(link).toHaveAttribute('target', '_blank');
    // What the browser said (here Vitest's wrapping of the module that threw as it loaded).
    expect(screen.getByText(/^What the browser said: /)).toBeVisible();
    // No error escapes, and the app waiting on it never starts without its server.
    expect(await settled(booted)).toBe(pending);
  });

  it('says the sandbox could not start when the browser refuses it at the top level', async () => {
    const startSandbox = vi.fn(() =>
      Promise.reject(new Error('Failed to register a ServiceWorker')),
    );
    const { bootSandbox } = await bootWith(() => ({ startSandbox }));
    const booted = bootSandbox(entry, null, root, '');
    expect(
      await screen.findByRole('heading', { level: 1, name: sandboxRefused.topLevel.title }),
    ).toBeVisible();
    expect(screen.getByText(sandboxRefused.topLevel.whatToDo)).toBeVisible();
    expect(screen.queryByRole('link', { name: sandboxRefused.openTopLevel })).toBeNull();
    expect(screen.getByText(/Failed to register a ServiceWorker/)).toBeVisible();
    expect(startSandbox).toHaveBeenCalledWith('happy-path');
    expect(await settled(booted)).toBe(pending);
  });

  it('keeps the app from starting: its ready never settles, and the page shows why (src/main.tsx waits for it)', async () => {
    const { bootSandbox } = await bootWith(() => ({
      startSandbox: () => Promise.reject(BLOCKED),
    }));
    const app = createApp({
      url: new URL('/signup', window.location.origin),
      storage: null,
      platform: 'web',
      userAgent: 'test',
      rawConfig: { ...TEST_CONFIG, sandbox: true },
      handOff: () => {},
      bootSandbox: (bootEntry, storage) => bootSandbox(bootEntry, storage, root, ''),
    });
    try {
      if (app.status !== 'ready') throw new Error('the test config was refused');
      expect(
        await screen.findByRole('heading', { level: 1, name: sandboxRefused.topLevel.title }),
      ).toBeVisible();
      expect(await settled(app.ready)).toBe(pending);
    } finally {
      if (app.status === 'ready') app.dispose();
    }
  });
});

describe('a sandbox that starts', () => {
  it('renders nothing of its own and hands back the inspector hook', async () => {
    const startSandbox = vi.fn(() => Promise.resolve());
    const { bootSandbox } = await bootWith(() => ({ startSandbox }));
    const scenarioEntry = readEntryParams(
      new URL('/signup?sandbox_scenario=nj-full', window.location.origin),
      null,
    );
    const booted = await bootSandbox(scenarioEntry, null, root, '');
    expect(startSandbox).toHaveBeenCalledWith('nj-full');
    expect(booted.inspect).toBeTypeOf('function');
    expect(root.render).not.toHaveBeenCalled();
  });
});
