/** Our copy for top bar (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const topBar = {
  label: 'Top bar',
  back: 'Back',
  close: 'Close',
} as const;
