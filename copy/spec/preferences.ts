/** The spec's copy for preferences (contract.md 8, product.md 2.5 and 5), word for word. */
export const preferences = {
  emailLinkInvalid:
    'Link is invalid or you need to be logged in to change your email preference settings.',
  emailFetchFailed: 'Could not fetch user email preferences!',
  marketingLinkInvalid:
    'Link is invalid or you need to be logged in to change your marketing inducements settings.',
  marketingFetchFailed: 'Could not fetch user marketing inducements!',
} as const;
