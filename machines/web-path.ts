/**
 * A page of the web layout: `/web` or under it (product.md 2.1), not `/website`. The one rule for
 * the shell's layout classes, the failed-check view's frame and the hand-off's layout.
 */
export const isWebPath = (path: string): boolean => path === '/web' || path.startsWith('/web/');
