import { screen } from '@testing-library/react';
import { topBar as topBarCopy } from '../../copy/ours/top-bar';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// The top bar is a lazy chunk (decision 005); here it arrives only when the test lets it, as on a
// slow link, to see what holds its place meanwhile.
let release: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('./top-bar', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

const server = setupSandboxServer();

beforeEach(() => {
  window.NativeBridge = { getPlatform: () => 'ios' };
});
afterEach(() => {
  delete window.NativeBridge;
});

describe('the webview top bar before its chunk arrives', () => {
  it('holds its place with an empty bar, which the top bar then replaces', async () => {
    renderApp({ path: '/login', layout: 'native', server });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();

    const bars = () => document.body.querySelectorAll('.top-bar');
    expect(bars()).toHaveLength(1);
    expect(bars()[0]).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation', { name: topBarCopy.label })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('navigation', { name: topBarCopy.label })).toHaveClass(
      'top-bar',
    );
    expect(bars()).toHaveLength(1);
  });
});
