import type { ReactNode } from 'react';
import { FieldFrame, useFieldWiring } from './field';

/** A one-time code is 6 digits, by SMS and by email alike (contract.md 9, product.md 5). */
export const OTP_LENGTH = 6;

/** What a code field keeps of what was typed or pasted: the digits, at most OTP_LENGTH. */
// NFKC: full-width digits count as digits (decision 079).
export const otpDigits = (typed: string): string =>
  typed.normalize('NFKC').replace(/\D/g, '').slice(0, OTP_LENGTH);

export interface OtpFieldProps {
  name: string;
  label: string;
  /** The code as its machine holds it (see the rule below). */
  value: string;
  /** Receives digits only, at most OTP_LENGTH of them. */
  onValueChange: (code: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
  form?: string;
}

/**
 * The one field for a one-time code (email verification, SMS verification and any later flow).
 *
 * Where a code lives, one rule for every flow: in its machine's context under the key `code`,
 * from the keystroke to the submit that sends it, like the other secrets (DESIGN.md: "Secrets
 * live in context only between the page that collects them and the submit that sends them").
 * The key `code` is redacted for the inspector (src/redact.ts), never in a step's mirrored draft
 * and never persisted. This field is controlled by that value and hands back digits only.
 *
 * The platforms offer the code from the message with autocomplete one-time-code, and the numeric
 * keypad with inputmode numeric. There is no maxlength: a browser cuts a paste to it before the
 * digits are picked out, so "123 456" or "Your code: 123456" would lose digits; otpDigits stops
 * at six instead.
 */
export function OtpField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  readOnly,
  form,
}: OtpFieldProps) {
  const wiring = useFieldWiring({ hint, error });
  return (
    <FieldFrame {...wiring} label={label} hint={hint} error={error}>
      <input
        {...wiring.control}
        className="field-otp"
        name={name}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        value={value}
        readOnly={readOnly}
        form={form}
        onChange={(event) => onValueChange(otpDigits(event.target.value))}
      />
    </FieldFrame>
  );
}
