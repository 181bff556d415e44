import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module of first-paint keeps one page-wide state: each test loads fresh copies.
const load = async () => {
  vi.resetModules();
  const paint = await import('./first-paint');
  const { Page } = await import('./page');
  return { paint, Page };
};

describe('Page: the heading takes the focus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('at once when the screen changes after the first paint (the tests and every later page)', async () => {
    const { Page } = await load();
    render(<Page title="Verify Your Email">x</Page>);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toHaveFocus();
  });

  it('on the first screen of the page, only once painted: focus forces a layout (issue 9)', async () => {
    const { paint, Page } = await load();
    paint.focusAfterFirstPaint.held = true;
    render(<Page title="Create Your Account">x</Page>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Create Your Account' });
    expect(heading).not.toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(heading).toHaveFocus();
  });

  it('leaves the focus where the patron put it before the first paint', async () => {
    const { paint, Page } = await load();
    paint.focusAfterFirstPaint.held = true;
    render(
      <Page title="Create Your Account">
        <label>
          Email
          <input type="email" />
        </label>
      </Page>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    email.focus();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(email).toHaveFocus();
  });

  it("takes no focus on the first screen in a host's frame: the host keeps its own (QA 5)", async () => {
    const { paint, Page } = await load();
    paint.focusAfterFirstPaint.held = true;
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    render(<Page title="Create Your Account">x</Page>);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    parent.mockRestore();
  });
});

describe('Page: the browser tab (WCAG 2.4.2)', () => {
  it("is named after the page's heading, and follows it when the heading changes", async () => {
    const { Page } = await load();
    const { rerender } = render(<Page title="Log in">x</Page>);
    expect(document.title).toBe('Log in');
    rerender(<Page title="Verify Your Email">x</Page>);
    expect(document.title).toBe('Verify Your Email');
  });

  it('keeps the title when the heading holds more than it (a step named to a screen reader, QA 12)', async () => {
    const { Page } = await load();
    render(
      <Page title="Self exclusion – Step 2 of 3" heading={<span>Self exclusion</span>}>
        x
      </Page>,
    );
    expect(document.title).toBe('Self exclusion – Step 2 of 3');
    expect(screen.getByRole('heading', { level: 1, name: 'Self exclusion' })).toHaveFocus();
  });
});

describe('Page: a busy page (QA 12)', () => {
  it('keeps its loading status out of any aria-busy region, so it is announced', async () => {
    const { Page } = await load();
    const { container } = render(
      <Page title="Identity Check" busy>
        <div role="status">Loading…</div>
      </Page>,
    );
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('section.page[data-busy]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Identity Check' })).toHaveFocus();
  });
});
