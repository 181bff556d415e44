import {
  type HTMLInputAutoCompleteAttribute,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
} from 'react';

/**
 * The wiring every labelled control of the kit shares (DESIGN.md "Non-negotiables": every input
 * has a visible label and the standard autocomplete token): one id for the control, the ids of
 * its hint and error, and the aria attributes that tie them to it. A `prefix` (an amount's
 * currency, id `prefixId`) and `extra` ids outside the field describe it before the hint and error.
 */
export function useFieldWiring({
  hint,
  error,
  prefix = false,
  extra = [],
}: {
  hint?: ReactNode;
  error?: string | null | undefined;
  prefix?: boolean;
  extra?: readonly string[];
}) {
  const id = useId();
  const prefixId = `${id}-prefix`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [prefix ? prefixId : '', ...extra, hint ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    prefixId,
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

/**
 * The frame of a labelled control: the label above, the hint under it, the control, then the
 * error. The hint sits before the control so a screen reader's virtual cursor meets it first.
 */
export function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string | null | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The standard autocomplete tokens (HTML's list), or `off` where none fits. */
export type AutoComplete = HTMLInputAutoCompleteAttribute;

export interface FieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'onChange' | 'value' | 'name' | 'autoComplete' | 'id'
  > {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Required: the standard token, passed through as is. */
  autoComplete: AutoComplete;
}

/**
 * A labelled input with an optional hint and error, both tied to it by aria-describedby; an error
 * also marks it aria-invalid (what useFocusFirstInvalid looks for). Any other input attribute
 * (type, inputMode, maxLength, form, readOnly, required) passes through.
 */
export function Field({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  autoComplete,
  type = 'text',
  ...rest
}: FieldProps) {
  const wiring = useFieldWiring({ hint, error });
  return (
    <FieldFrame {...wiring} label={label} hint={hint} error={error}>
      <input
        {...rest}
        {...wiring.control}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** The name Create Your Account and the phone step know Field by (same props). */
export const TextField = Field;
export type TextFieldProps = FieldProps;

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string | null | undefined;
  /**
   * Invalid without an error of its own: one message for a group of boxes, outside the field,
   * named by `describedBy`.
   */
  invalid?: boolean;
  /** Ids of elements outside the field that describe it (a group's shared error). */
  describedBy?: string | undefined;
  required?: boolean;
}

/** A labelled checkbox (label after the box, as platforms draw it) with an optional error. */
export function CheckboxField({
  name,
  label,
  checked,
  onCheckedChange,
  error,
  invalid,
  describedBy,
  required,
}: CheckboxFieldProps) {
  const wiring = useFieldWiring({ error, extra: describedBy ? [describedBy] : [] });
  return (
    <div className="field field-checkbox">
      <input
        {...wiring.control}
        aria-invalid={error || invalid ? true : undefined}
        name={name}
        type="checkbox"
        checked={checked}
        required={required}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={wiring.id}>{label}</label>
      {error ? (
        <p id={wiring.errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
