import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AmountField } from './amount-field';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      name="dailyDepositLimit"
      label="Daily deposit limit"
      currency="$"
      value={value}
      onValueChange={setValue}
      error={error}
    />
  );
}

describe('AmountField', () => {
  it('asks for the numeric keypad, with no autocomplete, and reads the currency with the field', () => {
    render(<Controlled />);

    const input = screen.getByRole('textbox', { name: 'Daily deposit limit' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAccessibleDescription('$');
    expect(screen.getByText('$')).toBeVisible();
  });

  it('passes what was typed on untouched, so the machine decides what a whole amount is', async () => {
    const user = userEvent.setup();
    render(<Controlled />);

    await user.type(screen.getByRole('textbox'), '12.50');

    expect(screen.getByRole('textbox')).toHaveValue('12.50');
  });

  it('is described by the currency and then its error, and marked invalid', () => {
    render(<Controlled error="Enter a whole amount." />);

    const input = screen.getByRole('textbox', { name: 'Daily deposit limit' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('$ Enter a whole amount.');
  });

  it('is marked invalid and described by a message outside it that refuses it (a banner)', () => {
    render(
      <>
        <p id="refusal">Enter at least one new limit.</p>
        <AmountField
          name="dailyLimit"
          label="New daily limit"
          currency="USD"
          value=""
          onValueChange={() => {}}
          refusedBy="refusal"
        />
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'New daily limit' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('USD Enter at least one new limit.');
  });
});
