/**
 * A page that is one choice from a list keeps the choice made and not yet sent over a reload
 * (decision 076): its flow writes `{ choice }` as its draft (src/flows/responsible-gaming.ts), and
 * the next run's input brings it back.
 */
export interface SavedChoiceInput {
  savedDraft?: Record<string, string> | null;
}

/** The choice a reload brought back, or '' when none was kept. */
export function savedChoice(input: SavedChoiceInput | undefined): string {
  const saved = input?.savedDraft?.choice;
  return typeof saved === 'string' ? saved : '';
}

/** The draft of a choice not yet sent: nothing when there is none. */
export const choiceDraft = (choice: string): { choice: string } | null =>
  choice === '' ? null : { choice };
