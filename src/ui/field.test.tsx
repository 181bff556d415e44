import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField, Field, type FieldProps } from './field';

function Controlled(props: Omit<FieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <Field {...props} value={value} onValueChange={setValue} />;
}

describe('Field', () => {
  it('is named by its visible label and passes the autocomplete token through', () => {
    render(<Controlled name="email" label="Email" autoComplete="email" type="email" />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Email', { selector: 'label' })).toBeVisible();
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('is described by its hint, and is neither invalid nor described by an error without one', () => {
    render(
      <Controlled
        name="nickname"
        label="Preferred name"
        hint="What we call you"
        autoComplete="nickname"
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Preferred name' });
    expect(input).toHaveAccessibleDescription('What we call you');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks itself invalid and is described by its hint, then its error', () => {
    render(
      <Field
        name="username"
        label="Username"
        hint="Letters and digits"
        error="This username is taken."
        autoComplete="username"
        value="taken"
        onValueChange={() => {}}
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Letters and digits This username is taken.');
    expect(screen.getByText('This username is taken.')).toHaveClass('field-error');
  });

  it('hands each change to its owner and shows the value it is given', async () => {
    const user = userEvent.setup();
    render(<Controlled name="given" label="First name" autoComplete="given-name" />);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('gives two fields on one page distinct ids, so each label names its own input', () => {
    render(
      <>
        <Controlled name="a" label="First" autoComplete="off" hint="one" />
        <Controlled name="b" label="Second" autoComplete="off" hint="two" />
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('one');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('two');
  });
});

describe('CheckboxField', () => {
  it('is named by its label and reports the new checked state', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(
      <CheckboxField
        name="terms"
        label="I accept the terms"
        checked={false}
        onCheckedChange={(checked) => changes.push(checked)}
      />,
    );

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));

    expect(changes).toEqual([true]);
  });

  it('is invalid and described by its own error', () => {
    render(
      <CheckboxField
        name="terms"
        label="I accept the terms"
        checked={false}
        onCheckedChange={() => {}}
        error="Accept the terms to go on."
      />,
    );

    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Accept the terms to go on.');
  });

  it("can be invalid by a group's shared message outside the field", () => {
    render(
      <>
        <p id="group-error">Accept every policy.</p>
        <CheckboxField
          name="policy"
          label="I accept the privacy policy"
          checked={false}
          onCheckedChange={() => {}}
          invalid
          describedBy="group-error"
          required
        />
      </>,
    );

    const box = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    expect(box).toBeInvalid();
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Accept every policy.');
  });
});
