import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { keepFocus } from './focus-keeper';

/** A page whose Save button the result replaces, or disables while the request runs. */
function SavePage({ mode }: { mode: 'replace' | 'disable' }) {
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const save = () => setState('busy');
  return (
    <section className="page">
      <h1 tabIndex={-1}>Deposit limits</h1>
      <label>
        Note <input />
      </label>
      {mode === 'replace' && state === 'saved' ? null : (
        <button type="button" disabled={state === 'busy'} onClick={save}>
          Save
        </button>
      )}
      <button type="button" onClick={() => setState('saved')}>
        Answer
      </button>
      {state === 'saved' ? <div role="status">Saved</div> : null}
    </section>
  );
}

/** A form whose button stays disabled after a success (its choice emptied), or fails. */
function MovePage({ outcome }: { outcome: 'moved' | 'failed' }) {
  const [state, setState] = useState<'idle' | 'busy' | 'answered'>('idle');
  const done = state === 'answered';
  return (
    <section className="page">
      <h1 tabIndex={-1}>Preferences</h1>
      {done && outcome === 'moved' ? (
        <div className="banner banner-success" role="status">
          <p>Your wallet is now in Ohio.</p>
        </div>
      ) : null}
      {done && outcome === 'failed' ? (
        <div className="banner banner-danger" role="alert">
          <p>Could not transfer user wallet region!</p>
        </div>
      ) : null}
      <button
        type="button"
        disabled={state === 'busy' || (done && outcome === 'moved')}
        onClick={() => setState('busy')}
      >
        Move wallet
      </button>
      <button type="button" onClick={() => setState('answered')}>
        Answer
      </button>
    </section>
  );
}

/**
 * A Save that keeps the focus while its request runs (aria-disabled, not disabled: QA 10), a
 * press meanwhile doing nothing; answered with a banner, with nothing, or by the next page.
 */
function BusySavePage({ answer }: { answer: 'banner' | 'nothing' | 'next page' }) {
  const [state, setState] = useState<'idle' | 'busy' | 'answered'>('idle');
  const busy = state === 'busy';
  if (state === 'answered' && answer === 'next page')
    return (
      <section className="page">
        <h1 tabIndex={-1}>Verify Your Email</h1>
      </section>
    );
  return (
    <section className="page">
      <h1 tabIndex={-1}>Deposit limits</h1>
      {state === 'answered' && answer === 'banner' ? (
        <div className="banner banner-success" role="status">
          <p>You've successfully updated your deposit limit</p>
        </div>
      ) : null}
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) setState('busy');
        }}
      >
        {busy ? 'Saving…' : 'Save'}
      </button>
      <button type="button" onClick={() => setState('answered')}>
        Answer
      </button>
    </section>
  );
}

let stop: () => void = () => {};
afterEach(() => stop());

/** A click that does not move the focus (a script's, or the server's answer arriving). */
const clickWithoutFocus = (element: HTMLElement) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const answer = () => clickWithoutFocus(screen.getByRole('button', { name: 'Answer' }));

/** Waits for the observer's callback (a microtask after the DOM changed). */
const settle = () => act(async () => {});

describe('keepFocus', () => {
  it('moves the focus to the new message when the focused control is removed', async () => {
    render(<SavePage mode="replace" />);
    stop = keepFocus();
    screen.getByRole('button', { name: 'Save' }).focus();
    // The server's answer arrives while Save has the focus: the page replaces Save with a message.
    act(() => answer());
    await settle();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('gives the focus back to a control disabled while it had it, once it is enabled', async () => {
    render(<SavePage mode="disable" />);
    stop = keepFocus();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => save.click());
    await settle();
    // jsdom does not drop the focus of a disabled control as browsers do: do it for it.
    act(() => save.blur());
    await settle();
    act(() => answer());
    await settle();
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
  });

  it('moves the focus to the banner that answers a control it leaves disabled (QA 6)', async () => {
    render(<MovePage outcome="moved" />);
    stop = keepFocus();
    const move = screen.getByRole('button', { name: 'Move wallet' });
    move.focus();
    act(() => move.click());
    await settle();
    act(() => move.blur()); // as Chromium drops the focus of a disabled control
    await settle();
    act(() => answer());
    await settle();
    expect(move).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your wallet is now in Ohio.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('moves the focus to the error that answers a control enabled again (QA 6)', async () => {
    render(<MovePage outcome="failed" />);
    stop = keepFocus();
    const move = screen.getByRole('button', { name: 'Move wallet' });
    move.focus();
    act(() => move.click());
    await settle();
    act(() => answer());
    await settle();
    expect(move).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('leaves a focus the patron moved away from a control still there', async () => {
    render(<SavePage mode="disable" />);
    stop = keepFocus();
    const input = screen.getByLabelText('Note');
    input.focus();
    act(() => input.blur()); // a click on the page's text
    act(() => clickWithoutFocus(screen.getByRole('button', { name: 'Save' })));
    await settle();
    expect(document.body).toHaveFocus();
  });

  it('falls back to the heading when no message shows, passing over an empty status line (QA 19)', async () => {
    render(
      <section className="page">
        <h1 tabIndex={-1}>Cancel</h1>
        <p role="status" />
        <button type="button">Cancel pending limit</button>
      </section>,
    );
    stop = keepFocus();
    const button = screen.getByRole('button');
    button.focus();
    act(() => button.remove());
    await settle();
    expect(screen.getByRole('heading')).toHaveFocus();
  });
  describe('a busy control that keeps the focus (aria-disabled, QA 10)', () => {
    /** Save pressed from the keyboard: it keeps the focus while its request runs. */
    async function pressSave() {
      const save = screen.getByRole('button', { name: 'Save' });
      save.focus();
      act(() => save.click());
      await settle();
      expect(save).toHaveAttribute('aria-disabled', 'true');
      expect(save).toHaveFocus();
      return save;
    }

    it('moves the focus to the banner that answers it', async () => {
      render(<BusySavePage answer="banner" />);
      stop = keepFocus();
      await pressSave();
      act(() => answer());
      await settle();
      expect(screen.getByRole('status')).toHaveFocus();
    });

    it('keeps the focus on it once it is enabled again with no banner', async () => {
      render(<BusySavePage answer="nothing" />);
      stop = keepFocus();
      const save = await pressSave();
      act(() => answer());
      await settle();
      expect(save).not.toHaveAttribute('aria-disabled');
      expect(save).toHaveFocus();
    });

    it("moves the focus to the next page's heading when the answer is a new page", async () => {
      render(<BusySavePage answer="next page" />);
      stop = keepFocus();
      await pressSave();
      act(() => answer());
      await settle();
      expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toHaveFocus();
    });

    it('leaves a focus the patron moved on while it waited', async () => {
      render(<BusySavePage answer="banner" />);
      stop = keepFocus();
      await pressSave();
      const other = screen.getByRole('button', { name: 'Answer' });
      other.focus();
      act(() => clickWithoutFocus(other));
      await settle();
      expect(other).toHaveFocus();
    });
  });
});
