import { formatPhone, phoneDigits } from '../../machines/account-form';
import { Field, type FieldProps } from '../../src/ui/field';

const digitsOf = (text: string) => text.normalize('NFKC').replace(/\D/g, '');

/**
 * A phone number shown as (XXX) XXX-XXXX while it is typed (machines/account-form.ts), its caret
 * kept among the digits: an edit in the middle would otherwise send it to the end, and a Backspace
 * on a bracket or dash would do nothing (QA 12, decision 079). Deleting a format character deletes
 * the digit beside it. The value given and sent is the digits.
 */
export function PhoneField({
  digits,
  onDigitsChange,
  ...field
}: Omit<FieldProps, 'value' | 'onValueChange' | 'type'> & {
  digits: string;
  onDigitsChange: (digits: string) => void;
}) {
  return (
    <Field
      {...field}
      type="tel"
      inputMode="tel"
      value={formatPhone(digits)}
      onValueChange={() => {}}
      onInput={(event) => {
        const input = event.currentTarget;
        const typed = digitsOf(input.value);
        let next = phoneDigits(input.value);
        // A leading country code 1 is not kept (phoneDigits): nor is it counted before the caret.
        let before =
          digitsOf(input.value.slice(0, input.selectionStart ?? input.value.length)).length -
          (next.length < typed.length && typed.startsWith('1') ? 1 : 0);
        const kind = (event.nativeEvent as InputEvent).inputType ?? '';
        if (next === digits && kind.startsWith('delete')) {
          if (kind.endsWith('Backward')) before -= 1;
          if (before >= 0) next = digits.slice(0, before) + digits.slice(before + 1);
        }
        onDigitsChange(next);
        // After React has rendered the new value (or put the old one back): the same digits
        // before the caret as the patron left there.
        queueMicrotask(() => {
          if (document.activeElement !== input) return;
          let at = 0;
          for (let left = Math.max(before, 0); left > 0 && at < input.value.length; at += 1)
            if (/\d/.test(input.value[at] as string)) left -= 1;
          input.setSelectionRange(at, at);
        });
      }}
    />
  );
}
