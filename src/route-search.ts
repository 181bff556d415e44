import { stringifySearchWith } from '@tanstack/react-router';
import * as v from 'valibot';
import type { RoutePath } from '../machines/paths';

/**
 * The query parameters the spec reads (product.md 2.7, contract.md 7), as valibot schemas the
 * router runs in each route's `validateSearch`. Nothing else in the app parses a query string by
 * hand. Every value stays a string (the router's own parser would turn `token=123` into a number
 * and `signup=true` into a boolean: `parseSearch` below keeps the raw text), and a value of the
 * wrong shape falls back to "absent" instead of failing the page.
 */

/** An optional query value: a string, or absent when missing or not a single string. */
const text = v.fallback(v.optional(v.string()), undefined);
/** An optional switch that is on only for the exact text 'true' (render_mobile_layout, signup). */
const flag = v.fallback(v.optional(v.picklist(['true', 'false'])), undefined);

/**
 * What any entry URL may carry (product.md 2.7): the OAuth set of the authorize hand-off, the
 * detected region, the layout switch and, with the sandbox on, the QA switches. On the root
 * route, so every page accepts them; src/entry.ts reads the first load's values through it.
 */
export const ENTRY_SEARCH = v.object({
  response_type: text,
  client_id: text,
  redirect_uri: text,
  code_challenge: text,
  code_challenge_method: text,
  shared_id: text,
  // Kept for the authorize hand-off only (api/domain.ts AUTHORIZE_PARAM_NAMES).
  state: text,
  scope: text,
  nonce: text,
  detected_region_code: text,
  render_mobile_layout: flag,
  // The sign-up began in an operator's frame whose browser withheld its cookie (decision 051).
  embedded: flag,
  sandbox_scenario: text,
  inspect: flag,
});
export type EntrySearch = v.InferOutput<typeof ENTRY_SEARCH>;

/** The emailed verification link (contract.md 7 GET /i/email_verifications). */
const EMAIL_LINK_SEARCH = v.object({ verification_token: text });
/** The preference pages opened from an email link (product.md 6: "a link token"). */
const PREFERENCES_SEARCH = v.object({ token: text });
/** The password reset pages opened from the reset email (product.md 6). */
const PASSWORD_RESET_SEARCH = v.object({ password_reset_token: text });
/**
 * /login?signup=true: the patron came to create an account (product.md 2.7 reads `signup`
 * without saying what it does; docs/routes.md records our reading: the login page puts its
 * create-account link first).
 */
const LOGIN_SEARCH = v.object({ signup: flag });
/**
 * /rg/loading?outcome=cool_off&length=7 (&label=…): what brought the patron there, named by the flow that
 * logged them out (decision 061). Text here; machines/rg-outcome.ts `rgOutcomeOf` reads the
 * values, off the first screen.
 */
const RG_OUTCOME_SEARCH = v.object({ outcome: text, length: text, label: text });

/**
 * The routes that read a parameter of their own, with its schema. A path absent here takes only
 * the entry parameters of the root route.
 */
export const ROUTE_SEARCH = {
  '/email_verification': EMAIL_LINK_SEARCH,
  '/user_preferences': PREFERENCES_SEARCH,
  '/user_preferences/email': PREFERENCES_SEARCH,
  '/user_preferences/document_upload': PREFERENCES_SEARCH,
  '/user/change_password/password': PASSWORD_RESET_SEARCH,
  '/sms/reset_password': PASSWORD_RESET_SEARCH,
  '/web/sms/reset_password': PASSWORD_RESET_SEARCH,
  '/login': LOGIN_SEARCH,
  '/rg/loading': RG_OUTCOME_SEARCH,
} as const satisfies Partial<Record<RoutePath, v.GenericSchema>>;

/** A path with a search schema of its own. */
export type SearchPath = keyof typeof ROUTE_SEARCH;

/**
 * The router's `parseSearch`: every value as the raw string of the address bar (the last one when
 * a name repeats), never JSON-parsed, so a numeric-looking token stays a string (issue 8 item 9).
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/**
 * The router's `stringifySearch`: the inverse of parseSearch; absent values are left out, strings
 * are written as they are (no JSON quoting, since nothing JSON-parses them back).
 */
export const stringifySearch = stringifySearchWith(JSON.stringify);
