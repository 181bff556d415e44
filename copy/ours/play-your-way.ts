/** Our copy for play your way (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const playYourWay = {
  intro: 'Choose the welcome offers you would like. You can choose more than one, or skip.',
  cardsLabel: 'Promotions on offer',
  selected: 'Selected',
  none: 'There are no promotions on offer right now.',
  chooseOne: 'Choose at least one promotion, or skip.',
  loading: 'Loading the promotions…',
  continue: 'Continue',
  skip: 'Skip',
  saving: 'Saving your choice…',
  retry: 'Try again',
} as const;

/** /signup/download: the mobile web sign-up ends here; the brand's app takes over. */
