/** The spec's copy for brand (contract.md 8, product.md 2.5 and 5), word for word. */
export const brand = {
  requiresValidAddress: (brand: string) =>
    `${brand} account registration requires a valid address.`,
  requiresValidEmail: (brand: string) => `${brand} account registration requires a valid email.`,
  requiresValidPhone: (brand: string) =>
    `${brand} account registration requires a valid phone number.`,
  usernameRequired: (brand: string) =>
    `Username is required to register for ${/^[aeiou]/i.test(brand) ? 'an' : 'a'} ${brand} account.`,
} as const;
