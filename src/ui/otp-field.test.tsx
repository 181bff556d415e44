import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OTP_LENGTH, OtpField, otpDigits } from './otp-field';

function Controlled({ error }: { error?: string }) {
  const [code, setCode] = useState('');
  return (
    <OtpField
      name="code"
      label="Verification code"
      hint="The 6 digits we sent you"
      value={code}
      onValueChange={setCode}
      error={error}
    />
  );
}

describe('OtpField', () => {
  it('asks for a one-time code of six digits on the numeric keypad', () => {
    render(<Controlled />);

    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(OTP_LENGTH).toBe(6);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('pattern', '[0-9]*');
    // No maxlength: a browser would cut a pasted message before the digits are picked out.
    expect(input).not.toHaveAttribute('maxlength');
  });

  it('keeps only digits of what is typed', async () => {
    const user = userEvent.setup();
    render(<Controlled />);

    await user.type(screen.getByRole('textbox'), '12 a-34');

    expect(screen.getByRole('textbox')).toHaveValue('1234');
  });

  it('keeps the six digits of a pasted message, however they are spaced', async () => {
    const user = userEvent.setup();
    render(<Controlled />);

    await user.click(screen.getByRole('textbox'));
    await user.paste('Your code: 123 456');

    expect(screen.getByRole('textbox')).toHaveValue('123456');

    await user.type(screen.getByRole('textbox'), '7');
    expect(screen.getByRole('textbox')).toHaveValue('123456');
  });

  it('is described by its hint and its error, and marked invalid', () => {
    render(<Controlled error="The verification code is not valid." />);

    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'The 6 digits we sent you The verification code is not valid.',
    );
  });
});

describe('otpDigits', () => {
  it('drops every character that is not a digit and stops at six digits', () => {
    expect(otpDigits('')).toBe('');
    expect(otpDigits('(12) 34')).toBe('1234');
    expect(otpDigits('12345678')).toBe('123456');
  });

  it('reads digits typed full-width as the digits they are (QA)', () => {
    expect(otpDigits('１２３ ４５６')).toBe('123456');
  });
});
