/**
 * Our copy for the way to support (the spec names the native contact-support screen, not its
 * words; decision 002): the question line of the pages that send a patron to support, and the
 * button that opens the app's or the host's contact-support screen (docs/bridge.md).
 */
export const support = {
  question: 'If you have questions, contact our support team.',
  action: 'Contact support',
  /** The operator's support page, a link that opens a new tab: said in its name, as the policies' are (QA 21). */
  actionNewTab: 'Contact support (opens in a new tab)',
} as const;
