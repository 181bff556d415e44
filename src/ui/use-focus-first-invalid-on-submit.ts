import { useState } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

// A module of its own: the responsible-gaming pages use it, the first screen does not, and a
// function of a module the first screen imports would travel in the first screen's chunk.

/**
 * useFocusFirstInvalid for a form whose machine keeps one error per field and clears it as the field changes
 * (the responsible-gaming forms): focus moves on each submit that leaves the form invalid (the
 * same message again included) and when errors appear later (a server's 422), never while the
 * patron edits one field and another keeps its error. `invalid` says whether any control is
 * invalid; call `submitted` from the form's submit handler, after sending the event.
 */
export function useFocusFirstInvalidOnSubmit<T extends HTMLElement>(invalid: boolean) {
  const [attempt, setAttempt] = useState(0);
  const container = useFocusFirstInvalid<T>(invalid ? `submit ${attempt}` : null);
  return { container, submitted: () => setAttempt((count) => count + 1) };
}
