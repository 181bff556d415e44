import { useState } from 'react';
import { CheckboxField, Field, type FieldProps } from './field';

export interface SsnFieldProps
  extends Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> {
  /** The label of the checkbox that shows the digits ("Show the digits"). */
  showLabel: string;
}

/**
 * The last four digits of the SSN (contract.md 9), masked until the patron asks to see them: a
 * password input with the numeric keypad, no autofill (no standard autocomplete token names them:
 * `off`), and a checkbox that shows the digits. No `maxLength`: it would cut a pasted
 * "123-45-6789" before its separators go; the flow keeps four digits (machines/ssn-digits.ts). Whether they show
 * is local UI state, not flow state (STYLE.md 3). Sign-up's SSN page and self-exclusion's
 * personal page both use it, so the two read alike.
 */
export function SsnField({ showLabel, ...field }: SsnFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Field
        {...field}
        type={visible ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
      />
      <CheckboxField
        name="showSsn"
        label={showLabel}
        checked={visible}
        onCheckedChange={setVisible}
      />
    </>
  );
}
