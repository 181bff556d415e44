/** Our copy for the session controls (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const sessionControls = {
  logOut: 'Log out',
  loggingOut: 'Logging out…',
} as const;
