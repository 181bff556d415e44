import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * A labelled text input with its error message (DEVELOPERS.md: every input has a visible label
 * and the standard autocomplete token). The error is tied to the input by aria-describedby.
 */
export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  autoComplete: string;
}

export function TextField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  autoComplete,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** A labelled checkbox with an optional error. */
export function CheckboxField({
  name,
  label,
  checked,
  onCheckedChange,
  error,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
