import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

describe('SelectField', () => {
  it('is named by its label, starts on the placeholder and passes autocomplete through', () => {
    render(
      <SelectField
        name="residence"
        label="Country of residence"
        placeholder="Choose a country"
        autoComplete="country-name"
        options={COUNTRIES}
        value=""
        onValueChange={() => {}}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Country of residence' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('autocomplete', 'country-name');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a country',
      'United States',
      'Canada',
    ]);
  });

  it('hands the chosen value to its owner', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <SelectField
        name="residence"
        label="Country of residence"
        autoComplete="country-name"
        options={COUNTRIES}
        value=""
        onValueChange={(value) => chosen.push(value)}
      />,
    );

    await user.selectOptions(screen.getByRole('combobox'), 'Canada');

    expect(chosen).toEqual(['CA']);
  });

  it('is described by its hint and its error, and marked invalid', () => {
    render(
      <SelectField
        name="dailyTimeLimit"
        label="Daily time limit"
        hint="The most time you want to play each day."
        error="Choose a time limit from the list."
        autoComplete="off"
        options={[{ value: '1', label: '1 hour' }]}
        value=""
        onValueChange={() => {}}
        disabled
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Daily time limit' });
    expect(select).toBeInvalid();
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(
      'The most time you want to play each day. Choose a time limit from the list.',
    );
  });
});
