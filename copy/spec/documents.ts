/** The spec's copy for documents (contract.md 8, product.md 2.5 and 5), word for word. */
export const documents = {
  submitFailed: 'Something went wrong submitting your document',
  fetchOneFailed: 'Could not fetch Jumio document!',
  fetchAllFailed: 'Could not fetch Jumio documents!',
  notValidated:
    "We could not validate your document. Please ensure you're in a well lit room and try again.",
  idIssue: 'There was an issue validating your ID, please contact support.',
  bankStatementIssue:
    'There was an issue uploading your bank statement/void check. Please try again',
  uploadIssue: 'There was an issue uploading your documents. Please try again',
  troubleVerifying: "We're having trouble verifying your identity. Please try again.",
  uploaded: "You've successfully uploaded your document",
  verified: 'Document verified successfully!',
} as const;
