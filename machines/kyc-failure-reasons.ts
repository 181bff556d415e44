/**
 * The failure reasons of product.md 4.2, for the sandbox's simulated provider page (screens reach
 * the api through machines). A module of its own, not machines/identity-pages.ts: that table rides
 * in the route entries' chunk, and the enumerations would come along (decision 055).
 */
export { KYC_FAILURE_REASONS } from '../api/statuses';
