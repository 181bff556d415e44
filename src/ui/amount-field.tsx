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
  /**
   * The id of a message outside the field (a form's banner) that refuses it: the field is then
   * marked invalid and described by it, so a refused submit can focus it and it reads the message.
   */
  refusedBy?: string | undefined;
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
  refusedBy,
}: AmountFieldProps) {
  const wiring = useFieldWiring({
    hint,
    error,
    prefix: true,
    extra: refusedBy ? [refusedBy] : [],
  });
  return (
    <FieldFrame {...wiring} label={label} hint={hint} error={error}>
      <div className="field-amount">
        <span id={wiring.prefixId} className="field-prefix">
          {currency}
        </span>
        <input
          {...wiring.control}
          aria-invalid={wiring.control['aria-invalid'] ?? (refusedBy ? true : undefined)}
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
