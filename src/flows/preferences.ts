import { DRAFT_OWNER_KEY } from '../../machines/email-preferences-owner';
import { defineFlow } from './registry';

/** The flows of preferences (issue 13), by id: `defineFlow({ systemId, load, provide })`. */
export const PREFERENCES_FLOWS = {
  /** /user_preferences: the marketing inducements switch and, with a session, the wallet. */
  userPreferences: defineFlow({
    systemId: 'userPreferences',
    load: () =>
      import('../../machines/user-preferences.machine').then((m) => m.userPreferencesMachine),
    // Where the wallet was moved to (the server has no read of it): a reload shows that
    // region's balance, not the detected one's (QA 4; decision 076). And the region chosen in
    // "Move my wallet to" and not yet sent (QA 6).
    draft: ({ context }) =>
      context.walletRegion || context.walletTarget
        ? {
            ...(context.walletRegion ? { walletRegion: context.walletRegion } : {}),
            ...(context.walletTarget ? { walletTarget: context.walletTarget } : {}),
          }
        : null,
  }),
  /** /user_preferences/email: the email preferences and the unsubscribe from every email. */
  emailPreferences: defineFlow({
    systemId: 'emailPreferences',
    load: () =>
      import('../../machines/email-preferences.machine').then((m) => m.emailPreferencesMachine),
    // The ticks changed and not yet saved (ids and on/off, nothing personal): a reload keeps them
    // (QA 4; decision 076). Saved or unsubscribed, they are gone. With them, whose account they
    // were typed for (a digest, never the address or the token): another link's or patron's
    // page never shows them (QA 17).
    draft: ({ context }) =>
      Object.keys(context.edits).length > 0
        ? {
            ...Object.fromEntries(
              Object.entries(context.edits).map(([id, subscribed]) => [id, String(subscribed)]),
            ),
            ...(context.draftOwner ? { [DRAFT_OWNER_KEY]: context.draftOwner } : {}),
          }
        : null,
  }),
};
