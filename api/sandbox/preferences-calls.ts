import { isSupportedRegion, type RegionCode } from '../domain';
import type {
  SandboxEmailPreference,
  SandboxPreferences,
  SandboxWallet,
} from './preferences-state';
import { REGIONS, type SandboxUser } from './state';
import { actor, type Body, type CallTable, errorCollector, fieldErrors, json, text } from './wire';

/**
 * The sandbox's calls of preferences, balance, wallet and unsubscribe (issue 13): one
 * implementation per row of SANDBOX_CALLS marked `builtBy` (handlers.ts checks that every
 * implemented row has one). The shapes are ours where contract.md 7 shows none (docs/api.md
 * "Preferences"); the pipeline has already checked the session or the link `token`.
 */

/** Server-side messages of these calls (ours; the client shows the catalogue's words). */
export const PREFERENCES_MESSAGES = {
  preferenceList: 'email_preferences must be a list of {id, subscribed}',
  unknownPreference: (id: unknown) => `Unknown email preference ${String(id)}`,
  boolean: 'Must be true or false',
  region: 'Choose a supported betting region',
  currency: (expected: string) => `Currency must be ${expected} in this region`,
  notRegistered: 'Register in this region before moving your wallet there',
  email: 'This address is not the one the link was sent to',
} as const;

/** The emails the sandbox operator sends (numeric ids, as a real server may send them). */
const EMAIL_KINDS = [
  { id: 1, name: 'Account news', description: 'Changes to your account and to our terms.' },
  { id: 2, name: 'Promotions and offers', description: 'Bonuses, free bets and odds boosts.' },
  { id: 3, name: 'Weekly newsletter', description: 'Big games of the week and casino releases.' },
] as const;

/** A user's preferences, created on first use from what they chose at sign-up. */
function preferencesOf(user: SandboxUser): SandboxPreferences {
  user.preferences ??= {
    emailPreferences: EMAIL_KINDS.map(
      (kind): SandboxEmailPreference => ({
        ...kind,
        subscribed: kind.id === 1 || (kind.id === 2 && user.receivePromotionalEmails),
      }),
    ),
    allowMarketingInducements: user.receivePromotionalEmails,
  };
  return user.preferences;
}

/** A user's wallet, created on first use in their region with a demo balance. */
function walletOf(user: SandboxUser): SandboxWallet {
  user.wallet ??= {
    region: user.regionCode ?? 'US-NJ',
    playableBalance: 12_500,
    restrictedBalance: 2_500,
  };
  return user.wallet;
}

const wireEmailPreferences = (user: SandboxUser) =>
  json({ email: user.email, email_preferences: preferencesOf(user).emailPreferences });

const wireMarketing = (user: SandboxUser) =>
  json({ allow_marketing_inducements: preferencesOf(user).allowMarketingInducements });

const isBettingRegion = (code: string): code is RegionCode =>
  isSupportedRegion(code) &&
  REGIONS.some((region) => region.iso_3166_2_code === code && region.is_betting_region);

const currencyOf = (region: string) => (region.startsWith('CA-') ? 'CURRENCY_CAD' : 'CURRENCY_USD');

/** `[{id, subscribed}]` applied to the preferences, or the field errors that stop it. */
function applyEmailPreferences(prefs: SandboxPreferences, value: unknown) {
  const errors = errorCollector();
  if (!Array.isArray(value)) {
    errors.add('email_preferences', PREFERENCES_MESSAGES.preferenceList);
    return errors;
  }
  const changes = new Map<number, boolean>();
  for (const item of value as Body[]) {
    const id = Number(item?.id);
    if (typeof item !== 'object' || item === null || typeof item.subscribed !== 'boolean')
      errors.add('email_preferences', PREFERENCES_MESSAGES.preferenceList);
    else if (!prefs.emailPreferences.some((pref) => pref.id === id))
      errors.add('email_preferences', PREFERENCES_MESSAGES.unknownPreference(item.id));
    else changes.set(id, item.subscribed);
  }
  if (!errors.has())
    for (const pref of prefs.emailPreferences)
      pref.subscribed = changes.get(pref.id) ?? pref.subscribed;
  return errors;
}

export const PREFERENCES_CALLS = {
  'GET /i/email_preferences': (ctx) => wireEmailPreferences(actor(ctx)),
  'PATCH /i/email_preferences': (ctx) => {
    const user = actor(ctx);
    const errors = applyEmailPreferences(preferencesOf(user), ctx.body.email_preferences);
    return errors.has() ? fieldErrors(errors.errors) : wireEmailPreferences(user);
  },
  'GET /i/marketing_inducements_preference': (ctx) => wireMarketing(actor(ctx)),
  'PATCH /i/marketing_inducements_preference': (ctx) => {
    const user = actor(ctx);
    const allow = ctx.body.allow_marketing_inducements;
    if (typeof allow !== 'boolean')
      return fieldErrors({ allow_marketing_inducements: [PREFERENCES_MESSAGES.boolean] });
    preferencesOf(user).allowMarketingInducements = allow;
    return wireMarketing(user);
  },
  // The balance of the wallet's region; another region's balance is nothing (the money is where
  // the wallet is). The currency must be the region's own.
  'GET /i/user_available_balance': (ctx) => {
    const { url } = ctx;
    const wallet = walletOf(actor(ctx));
    const region = url.searchParams.get('region_code') ?? '';
    if (!isBettingRegion(region))
      return fieldErrors({ region_code: [PREFERENCES_MESSAGES.region] });
    const currency = url.searchParams.get('currency') ?? 'CURRENCY_USD';
    if (currency !== currencyOf(region))
      return fieldErrors({ currency: [PREFERENCES_MESSAGES.currency(currencyOf(region))] });
    const here = wallet.region === region;
    return json({
      playable_balance: here ? wallet.playableBalance : 0,
      restricted_balance: here ? wallet.restrictedBalance : 0,
    });
  },
  // The wallet moves only to a betting region the user is registered in (PATCH
  // /i/user_registered_regions first); the balance moves with it.
  'POST /i/betting_region': (ctx) => {
    const user = actor(ctx);
    const region = text(ctx.body.region_code) ?? '';
    if (!isBettingRegion(region))
      return fieldErrors({ region_code: [PREFERENCES_MESSAGES.region] });
    if (!user.registeredRegions.includes(region))
      return fieldErrors({ region_code: [PREFERENCES_MESSAGES.notRegistered] });
    walletOf(user).region = region;
    return json({ betting_region: region });
  },
  // Every email off for the address of the link (or the session); marketing inducements are a
  // separate choice and stay as they are.
  'POST /optimail/unsubscribe': (ctx) => {
    const user = actor(ctx);
    const email = text(ctx.body.email);
    if (email && email.toLowerCase() !== user.email.toLowerCase())
      return fieldErrors({ email: [PREFERENCES_MESSAGES.email] });
    for (const pref of preferencesOf(user).emailPreferences) pref.subscribed = false;
    return json({ unsubscribed: true });
  },
} satisfies CallTable;
