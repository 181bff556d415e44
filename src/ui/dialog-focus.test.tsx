import { render, screen } from '@testing-library/react';
import { wrapTabInDialog } from './dialog-focus';

function tab(dialog: HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  const moved = wrapTabInDialog(event, dialog);
  return { moved, cancelled: event.defaultPrevented };
}

// QA 24: in a frame, Tab past a modal dialog's last control left for the host's page.
describe('Tab in a dialog (src/ui/dialog-focus.ts)', () => {
  const setUp = () => {
    render(
      <dialog open aria-label="Set your limits">
        <h2>Set your limits</h2>
        <button type="button">Set limits</button>
        <button type="button" disabled>
          Busy
        </button>
        <button type="button">Not now</button>
      </dialog>,
    );
    return screen.getByRole('dialog');
  };

  it('goes from the last control to the first, and Shift+Tab from the first to the last', () => {
    const dialog = setUp();
    screen.getByRole('button', { name: 'Not now' }).focus();
    expect(tab(dialog)).toEqual({ moved: true, cancelled: true });
    expect(screen.getByRole('button', { name: 'Set limits' })).toHaveFocus();
    expect(tab(dialog, true)).toEqual({ moved: true, cancelled: true });
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
  });

  it("leaves every other move to the browser's own order", () => {
    const dialog = setUp();
    screen.getByRole('button', { name: 'Set limits' }).focus();
    expect(tab(dialog)).toEqual({ moved: false, cancelled: false });
    screen.getByRole('button', { name: 'Not now' }).focus();
    expect(tab(dialog, true)).toEqual({ moved: false, cancelled: false });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    expect(wrapTabInDialog(enter, dialog)).toBe(false);
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
  });
});
