import { useId } from 'react';

/**
 * An on/off switch: a native checkbox with `role="switch"` (its checked state is announced as on
 * or off), a visible label and an optional hint tied by aria-describedby. Space toggles it.
 */
export function Switch({
  name,
  label,
  hint,
  checked,
  busy,
  onToggle,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  busy?: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <>
      <div className="field field-checkbox">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-busy={busy || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={onToggle}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}
