/**
 * What the sandbox remembers of a user's preferences and wallet (api/sandbox/preferences-calls.ts).
 * Apart from state.ts so that file only names the type.
 */

/** One kind of email the sandbox operator sends, and whether the user receives it. */
export interface SandboxEmailPreference {
  /** A number on the wire, as a real server may send it (the client reads numbers and strings). */
  id: number;
  name: string;
  description: string;
  subscribed: boolean;
}

export interface SandboxPreferences {
  emailPreferences: SandboxEmailPreference[];
  allowMarketingInducements: boolean;
}

/** The wallet: its region and balances in cents (wire-decisions "Units"). */
export interface SandboxWallet {
  region: string;
  playableBalance: number;
  restrictedBalance: number;
}
