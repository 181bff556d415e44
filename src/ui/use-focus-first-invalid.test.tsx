import { render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { Field } from './field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

function Form({ errors }: { errors: { first?: string; second?: string } }) {
  const form = useFocusFirstInvalid<HTMLFormElement>(errors);
  return (
    <form ref={form}>
      <Field name="ok" label="Fine" autoComplete="off" value="" onValueChange={() => {}} />
      <Field
        name="first"
        label="First"
        autoComplete="off"
        value=""
        onValueChange={() => {}}
        error={errors.first}
      />
      <Field
        name="second"
        label="Second"
        autoComplete="off"
        value=""
        onValueChange={() => {}}
        error={errors.second}
      />
    </form>
  );
}

function Radios({ error, checked }: { error?: string; checked: string | null }) {
  const form = useFocusFirstInvalid<HTMLFormElement>(error);
  return (
    <form ref={form}>
      {['15', '30'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="interval"
            value={value}
            checked={checked === value}
            aria-invalid={error ? true : undefined}
            onChange={() => {}}
          />
          {value}
        </label>
      ))}
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves focus nowhere while there is no error', () => {
    render(<Form errors={{}} />);

    expect(document.body).toHaveFocus();
  });

  it('focuses the checked radio of an invalid group, never another one Space would choose (QA 12)', () => {
    const view = render(<Radios checked="30" />);

    view.rerender(<Radios checked="30" error="Not allowed" />);

    expect(screen.getByRole('radio', { name: '30' })).toHaveFocus();
  });

  it('focuses the first radio of an invalid group with none checked', () => {
    const view = render(<Radios checked={null} />);

    view.rerender(<Radios checked={null} error="Choose one" />);

    expect(screen.getByRole('radio', { name: '15' })).toHaveFocus();
  });

  it('focuses the first invalid field after a refused submit', () => {
    const view = render(<Form errors={{}} />);

    view.rerender(<Form errors={{ first: 'Required', second: 'Required' }} />);

    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  });

  it('focuses afresh a field that already had the focus, so its new error is read out (QA 5)', () => {
    const view = render(<Form errors={{}} />);
    const first = screen.getByRole('textbox', { name: 'First' });
    first.focus();
    const focused = vi.fn();
    first.addEventListener('focus', focused);

    // Enter pressed in First: the submit is refused with an error at First itself.
    view.rerender(<Form errors={{ first: 'Required' }} />);

    expect(focused).toHaveBeenCalledTimes(1);
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Required');
  });

  it('leaves the focus where it is when an error goes away as the patron types (QA 5)', () => {
    const view = render(<Form errors={{}} />);
    view.rerender(<Form errors={{ first: 'Required', second: 'Required' }} />);
    const first = screen.getByRole('textbox', { name: 'First' });
    expect(first).toHaveFocus();

    // Typing in First clears its error; Second keeps its own. The next keys belong to First.
    view.rerender(<Form errors={{ second: 'Required' }} />);
    expect(first).toHaveFocus();
  });

  it('moves the focus again when a later submit brings an error back', () => {
    const view = render(<Form errors={{}} />);
    view.rerender(<Form errors={{ first: 'Required', second: 'Required' }} />);
    view.rerender(<Form errors={{ second: 'Required' }} />);
    screen.getByRole('textbox', { name: 'Fine' }).focus();

    view.rerender(<Form errors={{ first: 'Taken', second: 'Required' }} />);
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  });

  describe('with the page scrolled and reduced motion asked for', () => {
    // jsdom lays nothing out and has no matchMedia: the test gives the page an offset, the
    // field a place and the user a reduced-motion preference, so the helper jumps in one step.
    beforeEach(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 });
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: query.includes('reduce') }),
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });

    it("scrolls with the spec's helper to the field's frame, 15 px above its label", async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo');
      const view = render(<Form errors={{}} />);
      const field = screen.getByRole('textbox', { name: 'Second' }).closest('.field');
      if (!field) throw new Error('the field frame is missing');
      vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);

      view.rerender(<Form errors={{ second: 'Required' }} />);

      // The helper arrives in its own chunk, so the scroll follows the focus by a tick.
      await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 100 + 300 - 15));
      expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
    });
  });
});
