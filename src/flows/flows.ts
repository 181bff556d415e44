import { ACCOUNT_FLOWS } from './account';
import { IDENTITY_FLOWS } from './identity';
import { LOGIN_FLOWS } from './login';
import { PREFERENCES_FLOWS } from './preferences';
import { RESPONSIBLE_GAMING_FLOWS } from './responsible-gaming';
import { SIGNUP_FLOWS } from './signup';

/**
 * The app's flows beyond sign-up, by id (decision 008), one table per capability. A lazy chunk:
 * the registry loads it on the first `ensure` (decision 013). Add a flow to its capability's table
 * with its machine's loader and systemId, a route entry that enters it (same file) and a view that
 * calls `useFlow` (docs/architecture.md "Add a flow in 5 steps").
 */
export const FLOWS = {
  ...SIGNUP_FLOWS,
  ...IDENTITY_FLOWS,
  ...LOGIN_FLOWS,
  ...ACCOUNT_FLOWS,
  ...RESPONSIBLE_GAMING_FLOWS,
  ...PREFERENCES_FLOWS,
};

/** The id of one of the app's flows. */
export type FlowId = keyof typeof FLOWS;
