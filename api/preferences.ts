import * as v from 'valibot';
import { network as networkCopy } from '../copy/spec/network';
import { preferences as preferencesCopy } from '../copy/spec/preferences';
import { apiRequest, type CallOptions } from './client';
import { ApiError, failureMessage, isApiError } from './errors';
import { idOf, wireId } from './ids';
import { reportTolerated, tolerantKey, tolerantList } from './tolerant';

/**
 * Email and marketing preferences (contract.md 7 "Preferences", product.md 6): each call works
 * with the patron's session or with the `token` of an emailed link (in the query of a GET, in the
 * body otherwise). The shapes the contract leaves open are ours (docs/api.md "Preferences").
 *
 * A 401 on a read, or on a save made with a link token, means "this link is not valid, or you are
 * not logged in": the catalogue has a message for exactly that, which the page shows, so these
 * calls do not announce it as a lost session (no redirect to login with the inactivity message;
 * decision 035). A 401 on a save made with the session is a session that lapsed on the page: it is
 * announced as on every other page (product.md 2.9), so the patron goes to login and comes back
 * (decision 035, QA 13). A `user_suspended` 403 is always announced: the session takes the patron
 * to the suspension's page.
 */

/**
 * One kind of email the operator sends, and whether the patron receives it (`subscribed`, read by
 * `choice`). `name` is what the page shows: a `label` beside it is the words for people (QA 5:
 * `name` may then be a key such as `sports_news`); with neither it cannot be shown, and is dropped.
 */
const emailPreferenceOf = (choice: v.GenericSchema<unknown, boolean>) =>
  v.pipe(
    v.object({
      id: idOf('emailPreference'),
      name: v.nullish(v.string()),
      label: v.nullish(v.string()),
      description: v.nullish(v.string(), null),
      subscribed: choice,
    }),
    v.check(({ label, name }) => Boolean(label?.trim() || name?.trim()), 'a name or a label'),
    v.transform(({ label, name, ...preference }) => ({
      ...preference,
      name: (label?.trim() ? label : name) ?? '',
    })),
  );

/** An email preference in the answer of a save: its choice as saved. */
export const EmailPreferenceSchema = emailPreferenceOf(v.boolean());
export type EmailPreference = v.InferOutput<typeof EmailPreferenceSchema>;

/** GET and PATCH /i/email_preferences: the address and its preferences. */
export const EmailPreferencesSchema = v.object({
  email: v.string(),
  emailPreferences: v.array(EmailPreferenceSchema),
});
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>;

/**
 * What GET /i/email_preferences is read with: a null or malformed item is dropped and reported; a
 * preference the patron never chose (`subscribed` null or absent) shows unticked, so a save
 * records a first choice rather than the page hiding it (QA 25, decision 035).
 */
const EmailPreferencesAnswerSchema = v.object({
  email: v.string(),
  emailPreferences: tolerantList(
    emailPreferenceOf(v.nullish(v.boolean(), false)),
    'email_preferences',
  ),
});

/** PATCH /i/marketing_inducements_preference's answer: the choice as saved. */
export const MarketingInducementsSchema = v.object({ allowMarketingInducements: v.boolean() });

/**
 * GET /i/marketing_inducements_preference: a choice the server has not recorded (null or absent)
 * reads as no offers, the switch off, never as a failed read that hides the switch for good (QA 25):
 * consent to marketing is given, not assumed (as receivePromotionalEmails defaults to false,
 * product.md 3); the patron's first change saves a choice.
 */
const MarketingInducementsAnswerSchema = v.object({
  allowMarketingInducements: v.nullish(v.boolean(), false),
});

/** The link token, or null when the session speaks for the patron. */
export type LinkToken = string | null;

const withToken = (token: LinkToken) => (token === null ? {} : { token });

/**
 * The answer of a preference update, or the values sent (contract audit #6): the spec gives the
 * PATCH a 200 but no body, so a 200 that is empty or of another shape still saved; what was sent
 * stands for it, and the mismatch is reported.
 */
function savedOrSent<TSchema extends v.GenericSchema>(
  schema: TSchema,
  sent: v.InferOutput<TSchema>,
  call: string,
) {
  return tolerantKey((answer): v.InferOutput<TSchema> => {
    const result = v.safeParse(schema, answer);
    if (result.success) return result.output;
    reportTolerated('update answer not read, the values sent kept', {
      call,
      expected: result.issues.map((issue) => issue.expected),
    });
    return sent;
  });
}

/** The catalogue's message for a failed preference call: the 401 one, or `other`. */
function withCopy(error: unknown, linkInvalid: string, other?: (error: ApiError) => string) {
  if (!isApiError(error)) return error;
  const message =
    error.code === 'UNAUTHORIZED_ERROR' ? linkInvalid : other ? other(error) : error.message;
  return new ApiError({ ...error, message, cause: error });
}

/**
 * A save's copy: with a link token as withCopy; with the session a 401 keeps the client's
 * inactivity message, the session having taken the patron to login with it.
 */
function withSaveCopy(
  error: unknown,
  token: LinkToken,
  linkInvalid: string,
  other?: (error: ApiError) => string,
) {
  if (token === null && isLinkInvalid(error)) return error;
  return withCopy(error, linkInvalid, other);
}

/**
 * Who hears a save's 401: with a link token only the page (the link message); with the session
 * the session too, for a session lapsed on the page goes to login as on every page (QA 13).
 */
const saveAuthFailure = (token: LinkToken) => (token === null ? true : 'suspension');

/** True for the 401 of a link that is not valid (or a visitor who is not logged in). */
export const isLinkInvalid = (error: unknown): boolean =>
  isApiError(error) && error.code === 'UNAUTHORIZED_ERROR';

/**
 * True for a save's 401 that the page answers with the link message: one made with a link token.
 * A save's 401 with the session is a lapsed session, which the session machine handles (QA 13).
 */
export const isLinkRefused = (error: unknown, token: LinkToken): boolean =>
  token !== null && isLinkInvalid(error);

/** GET /i/email_preferences; fails with "Could not fetch user email preferences!", the 401 message, or the network line of a timeout or a lost connection. */
export async function getEmailPreferences(
  token: LinkToken,
  { signal }: CallOptions = {},
): Promise<EmailPreferences> {
  try {
    return await apiRequest('/i/email_preferences', {
      query: withToken(token),
      schema: EmailPreferencesAnswerSchema,
      action: 'fetch your email preferences',
      notifyAuthFailure: 'suspension',
      signal,
    });
  } catch (error) {
    // A timeout or a lost connection says its own line (contract.md 8), as on every page (QA 13).
    throw withCopy(error, preferencesCopy.emailLinkInvalid, (apiError) =>
      failureMessage(apiError, preferencesCopy.emailFetchFailed),
    );
  }
}

/**
 * PATCH /i/email_preferences `{email_preferences: [{id, subscribed}], token?}` with the page's
 * `saved` values; answers the saved preferences, or `saved` itself when the 200 carries none it
 * can read. A 422 fails with "Invalid preferences", a 401 with the link message (with the session:
 * the inactivity one, and the session hears it), anything else with the catalogue's network or
 * generic message.
 */
export async function updateEmailPreferences(
  saved: EmailPreferences,
  token: LinkToken,
  { signal }: CallOptions = {},
): Promise<EmailPreferences> {
  try {
    return await apiRequest('/i/email_preferences', {
      method: 'PATCH',
      body: {
        emailPreferences: saved.emailPreferences.map(({ id, subscribed }) => ({
          id: wireId('emailPreference', id),
          subscribed,
        })),
        ...withToken(token),
      },
      schema: savedOrSent(EmailPreferencesSchema, saved, 'PATCH /i/email_preferences'),
      action: 'save your email preferences',
      notifyAuthFailure: saveAuthFailure(token),
      signal,
    });
  } catch (error) {
    throw withSaveCopy(error, token, preferencesCopy.emailLinkInvalid, (apiError) =>
      apiError.status === 422 ? networkCopy.invalidPreferences : apiError.message,
    );
  }
}

/** GET /i/marketing_inducements_preference; fails with "Could not fetch user marketing inducements!", the 401 message, or the network line of a timeout or a lost connection. */
export async function getMarketingInducements(
  token: LinkToken,
  { signal }: CallOptions = {},
): Promise<boolean> {
  try {
    const { allowMarketingInducements } = await apiRequest('/i/marketing_inducements_preference', {
      query: withToken(token),
      schema: MarketingInducementsAnswerSchema,
      action: 'fetch your marketing preferences',
      notifyAuthFailure: 'suspension',
      signal,
    });
    return allowMarketingInducements;
  } catch (error) {
    throw withCopy(error, preferencesCopy.marketingLinkInvalid, (apiError) =>
      failureMessage(apiError, preferencesCopy.marketingFetchFailed),
    );
  }
}

/**
 * PATCH /i/marketing_inducements_preference `{allow_marketing_inducements, token?}`; answers the
 * saved value (the one sent when the 200 carries none it can read). A 422 fails with "Invalid
 * preferences", a 401 with the link message (with the session: the inactivity one, and the
 * session hears it), anything else with the network or generic message.
 */
export async function updateMarketingInducements(
  allow: boolean,
  token: LinkToken,
  { signal }: CallOptions = {},
): Promise<boolean> {
  try {
    const { allowMarketingInducements } = await apiRequest('/i/marketing_inducements_preference', {
      method: 'PATCH',
      body: { allowMarketingInducements: allow, ...withToken(token) },
      schema: savedOrSent(
        MarketingInducementsSchema,
        { allowMarketingInducements: allow },
        'PATCH /i/marketing_inducements_preference',
      ),
      action: 'update your marketing preferences',
      notifyAuthFailure: saveAuthFailure(token),
      signal,
    });
    return allowMarketingInducements;
  } catch (error) {
    // contract.md 8 gives "Invalid preferences" for a refused update (422), as on the email page.
    throw withSaveCopy(error, token, preferencesCopy.marketingLinkInvalid, (apiError) =>
      apiError.status === 422 ? networkCopy.invalidPreferences : apiError.message,
    );
  }
}

/**
 * POST /optimail/unsubscribe `{email, token?}` (contract.md 7, payload "not shown"): stops every
 * email the operator's mailer sends to the address; any 2xx is success. The session or the link
 * token proves the patron may do it, as for the preferences.
 */
export async function unsubscribeFromEmails(
  email: string,
  token: LinkToken,
  { signal }: CallOptions = {},
): Promise<void> {
  try {
    await apiRequest('/optimail/unsubscribe', {
      method: 'POST',
      body: { email, ...withToken(token) },
      schema: null,
      action: 'unsubscribe you',
      notifyAuthFailure: saveAuthFailure(token),
      signal,
    });
  } catch (error) {
    throw withSaveCopy(error, token, preferencesCopy.emailLinkInvalid);
  }
}
