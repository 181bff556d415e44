import { render, screen } from '@testing-library/react';
import { BUILD_VERSION } from '../api/domain';
import { startUp as startUpCopy } from '../copy/ours/start-up';
import { TEST_CONFIG } from '../test/render-app';
import { chooseLayout, createApp } from './create-app';
import type { EntryParams } from './entry';

const options = (rawConfig: Record<string, unknown>) => ({
  url: new URL('/web/signup', window.location.origin),
  storage: null,
  platform: 'web' as const,
  userAgent: 'test',
  rawConfig,
  handOff: () => {},
});

describe('createApp with a config it must not run with', () => {
  it('refuses the sandbox in production and says so on the page, with the build version', async () => {
    const app = createApp(options({ ...TEST_CONFIG, sandbox: true, releaseStage: 'production' }));
    expect(app.status).toBe('refused');
    render(app.element);
    // The page is its own chunk: loading it may take a moment on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: startUpCopy.refusedTitle },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText('sandbox cannot be switched on when releaseStage is "production"'),
    ).toBeVisible();
    expect(screen.getByText(startUpCopy.build(BUILD_VERSION))).toBeVisible();
  });

  it('refuses an http authorize URL, naming the key', () => {
    const app = createApp(
      options({ ...TEST_CONFIG, authorizeUrl: 'http://auth.example.test/oauth/authorize' }),
    );
    expect(app.status === 'refused' && app.problems).toEqual([
      'authorizeUrl must be an https URL (http only for localhost): "http://auth.example.test/oauth/authorize"',
    ]);
  });

  it('starts with a config that is safe', () => {
    const app = createApp(options(TEST_CONFIG));
    expect(app.status).toBe('ready');
    if (app.status === 'ready') app.dispose();
  });
});

describe('the layout createApp chooses', () => {
  const entry = (renderMobileLayout: boolean) => ({ renderMobileLayout }) as EntryParams;
  it('is native in the app, mobile web on a phone or when asked, web otherwise', () => {
    expect(chooseLayout('ios', entry(false), 'desktop')).toBe('native');
    expect(chooseLayout('web', entry(true), 'desktop')).toBe('mobileWeb');
    expect(chooseLayout('web', entry(false), 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(
      'mobileWeb',
    );
    expect(chooseLayout('web', entry(false), 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });
});
