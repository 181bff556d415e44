/** The spec's copy for confirm dialog (contract.md 8, product.md 2.5 and 5), word for word. */
export const confirmDialog = {
  title: 'Are you sure?',
  confirm: 'Yes',
  cancel: 'Go Back',
} as const;
