import type { ReactNode } from 'react';
import { FieldFrame, useFieldWiring } from './field';

export interface AmountFieldProps {
  name: string;
  label: string;
  /** The currency as the page shows it (a symbol or a code), drawn before the input. */
  currency: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  form?: string;
}

/**
 * An amount in whole currency units (contract.md 9: shown in whole units, sent in cents; the
 * machine converts). The numeric keypad is asked for, the currency is read with the field
 * (aria-describedby), and the text typed is passed on untouched so the machine's rule decides
 * what a valid amount is. A limit is no personal data: autocomplete is off.
 */
export function AmountField({
  name,
  label,
  currency,
  value,
  onValueChange,
  error,
  hint,
  readOnly,
  disabled,
  form,
}: AmountFieldProps) {
  const wiring = useFieldWiring({ hint, error, prefix: true });
  return (
    <FieldFrame {...wiring} label={label} hint={hint} error={error}>
      <div className="field-amount">
        <span id={wiring.prefixId} className="field-prefix">
          {currency}
        </span>
        <input
          {...wiring.control}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          disabled={disabled}
          form={form}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </div>
    </FieldFrame>
  );
}
