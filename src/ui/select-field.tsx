import type { ReactNode, SelectHTMLAttributes } from 'react';
import { type AutoComplete, FieldFrame, useFieldWiring } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'onChange' | 'value' | 'name' | 'autoComplete' | 'id' | 'children'
  > {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The first option, with the empty value: what shows while nothing is chosen. */
  placeholder?: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  autoComplete: AutoComplete;
}

/** A labelled select, wired like Field: hint and error by aria-describedby, aria-invalid. */
export function SelectField({
  name,
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  hint,
  autoComplete,
  ...rest
}: SelectFieldProps) {
  const wiring = useFieldWiring({ hint, error });
  return (
    <FieldFrame {...wiring} label={label} hint={hint} error={error}>
      <select
        {...rest}
        {...wiring.control}
        name={name}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
