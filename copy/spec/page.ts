/** The spec's copy for page (contract.md 8, product.md 2.5 and 5), word for word. */
export const page = {
  fatal: 'Something went wrong while loading the page',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'Oops, looks like something went wrong',
} as const;
