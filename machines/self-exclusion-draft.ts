import type { SelfExclusionOption } from '../api/responsible-gaming';
import { type SavedChoiceInput, savedChoice } from './saved-choice';

// What a reload keeps of a self-exclusion (decision 076). Apart from the machine, so that the flow
// table, which writes the draft, does not load the machine to do it.

/** How a period is kept over a reload: by what it is, never by its place in a list read again. */
const choiceOf = (option: SelfExclusionOption): string =>
  option.lifetime ? 'lifetime' : String(option.duration);

/**
 * The draft of a period chosen and not yet sent (decision 076): the period and its route set, and
 * nothing else; the SSN is never kept, and the waivers are accepted again.
 */
export function periodDraft(context: {
  base: string;
  data: { options: readonly SelfExclusionOption[] | null; period: number | null };
}): { base: string; choice: string } | null {
  const option = context.data.options?.[context.data.period ?? -1];
  return option ? { base: context.base, choice: choiceOf(option) } : null;
}

/** The index of the period a reload brought back, when the options read again still offer it. */
export function keptPeriod(
  context: { base: string } & SavedChoiceInput,
  options: readonly SelfExclusionOption[],
): number | null {
  const choice = savedChoice(context);
  if (choice === '' || context.savedDraft?.base !== context.base) return null;
  const index = options.findIndex((option) => choiceOf(option) === choice);
  return index === -1 ? null : index;
}
