import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from './phone-field';

const sent: string[] = [];

function Controlled() {
  const [digits, setDigits] = useState('');
  return (
    <PhoneField
      name="phoneNumber"
      label="Mobile phone number"
      autoComplete="tel-national"
      digits={digits}
      onDigitsChange={(next) => {
        sent.push(next);
        setDigits(next);
      }}
    />
  );
}

async function typed(number: string) {
  const user = userEvent.setup();
  render(<Controlled />);
  const input = screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement;
  await user.type(input, number);
  return { user, input };
}

/** Puts the caret at `at` (after a click, as a patron would) and waits for nothing else. */
function caretAt(input: HTMLInputElement, at: number) {
  input.setSelectionRange(at, at);
}

describe('PhoneField (QA 12: the caret stays among the digits)', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('shows (XXX) XXX-XXXX as it is typed and sends the digits', async () => {
    const { input } = await typed('2015550123');
    expect(input).toHaveValue('(201) 555-0123');
    expect(input).toHaveAttribute('type', 'tel');
    expect(sent.at(-1)).toBe('2015550123');
  });

  it('keeps the caret where a digit is typed in the middle', async () => {
    const { user, input } = await typed('2015550123');
    // After "(201) 5": the next digit goes there, and so does the caret.
    caretAt(input, 7);
    await user.keyboard('9');
    // Eleven digits are shown plain (QA 16): the caret stays after the digit typed.
    expect(input).toHaveValue('20159550123');
    expect(input.selectionStart).toBe(5);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(201) 555-0123');
    expect(input.selectionStart).toBe(7);
  });

  it('deletes the digit before a bracket, space or dash on Backspace, the caret staying there', async () => {
    const { user, input } = await typed('2015550123');
    // After "(201) ": the space and bracket are not digits; the 1 before them goes.
    caretAt(input, 6);
    await user.keyboard('{Backspace}');
    expect(sent.at(-1)).toBe('205550123');
    expect(input).toHaveValue('(205) 550-123');
    expect(input.selectionStart).toBe(3);
    // And Delete before the dash takes the digit after it.
    caretAt(input, 9);
    await user.keyboard('{Delete}');
    expect(sent.at(-1)).toBe('20555023');
    expect(input.selectionStart).toBe(9);
  });

  it('does not count a leading country code 1 before the caret', async () => {
    const { input } = await typed('+1 201 555 0123');
    expect(input).toHaveValue('(201) 555-0123');
    expect(input.selectionStart).toBe(input.value.length);
  });
});
