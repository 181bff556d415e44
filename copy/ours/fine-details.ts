/** Our copy for fine details (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const fineDetails = {
  intro: 'Please read and accept each policy below to continue.',
  policiesLegend: 'Policies to accept',
  acceptPolicy: (name: string) => `I have read and accept the ${name}`,
  readPolicy: (name: string) => `Read the ${name} (opens in a new tab)`,
  policyText: (name: string) => `${name} text`,
  promotionalConsent: 'Send me promotions and marketing materials (optional)',
  nothingPending: 'There are no policies waiting for your acceptance.',
  loading: 'Loading the policies…',
  submit: 'Accept and continue',
  submitting: 'Saving your acceptances…',
  retry: 'Try again',
} as const;

/** The Play Your Way (onboarding promotions) step. */
