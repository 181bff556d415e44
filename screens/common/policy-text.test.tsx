import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyText } from './policy-text';

const TEXT = 'Set limits, take breaks, and never bet more than you can afford to lose.';

/** jsdom lays nothing out: the box's heights are what the test says they are. */
function heights(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(client);
}

describe('a policy text box (QA 12)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is plain text, no tab stop and no named group, when its text fits', () => {
    heights(100, 100);
    render(<PolicyText label="Terms text">{TEXT}</PolicyText>);
    const box = screen.getByText(TEXT);
    expect(box).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("shows an operator's HTML as its text, never its tags (QA 13)", () => {
    heights(100, 100);
    const { container } = render(
      <PolicyText label="Terms text">{'<p>Terms text</p><p>Second <em>part</em></p>'}</PolicyText>,
    );
    expect(container).toHaveTextContent('Terms text Second part');
    expect(container.textContent).not.toContain('<');
    expect(container.querySelector('p, em')).toBeNull();
  });

  it('is a named tab stop a keyboard can scroll when its text overflows', () => {
    heights(400, 160);
    render(<PolicyText label="Terms text">{TEXT}</PolicyText>);
    const box = screen.getByRole('group', { name: 'Terms text' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveTextContent(TEXT);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('becomes a tab stop when a larger text size alone makes its text overflow, and stops being one after', () => {
    // The box's own size is watched: a text size changes it with no window resize.
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly changed: () => void) {}
        observe() {
          observed.push(this.changed);
        }
        disconnect() {}
      },
    );
    try {
      heights(100, 100);
      render(<PolicyText label="Terms text">{TEXT}</PolicyText>);
      expect(observed).toHaveLength(1);
      heights(400, 160);
      act(() => {
        for (const changed of observed) changed();
      });
      expect(screen.getByRole('group', { name: 'Terms text' })).toHaveAttribute('tabindex', '0');
      heights(100, 100);
      act(() => {
        for (const changed of observed) changed();
      });
      expect(screen.getByText(TEXT)).not.toHaveAttribute('tabindex');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('becomes a tab stop when a resize makes its text overflow, and stops being one after', () => {
    heights(100, 100);
    render(<PolicyText label="Terms text">{TEXT}</PolicyText>);
    expect(screen.getByText(TEXT)).not.toHaveAttribute('tabindex');
    heights(400, 160);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('group', { name: 'Terms text' })).toHaveAttribute('tabindex', '0');
    heights(100, 100);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText(TEXT)).not.toHaveAttribute('tabindex');
  });
});
