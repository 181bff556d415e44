import type { Derivation, Layout } from './derivation';
import type { RoutePath } from './paths';

/**
 * The Create Your Account pages (product.md 2.3, 5): their order, routes and fields. Kept apart
 * from the full route derivation so the first screen carries only this; the status tables load
 * after the account exists (onboarding.machine.ts `deriveRoute`).
 */

/** The create-account pages of the mobile layouts, in the order the user walks them. */
export const PRE_REGISTRATION_PAGES = ['email', 'username', 'password', 'phone', 'promo'] as const;
/** One mobile create-account page; the onboarding machine keeps the current one in context. */
export type PreRegistrationPage = (typeof PRE_REGISTRATION_PAGES)[number];

const WEB_CREATE_ACCOUNT: RoutePath = '/web/signup/create_account';
/** The mobile route of each create-account page. */
export const PRE_REGISTRATION_ROUTES = {
  email: '/signup/email',
  username: '/signup/username',
  password: '/signup/password',
  phone: '/signup/phone_number',
  promo: '/signup/promo_code',
} as const satisfies Record<PreRegistrationPage, RoutePath>;

/**
 * The fields each page collects, keyed as the server's 422 map names them; product.md 5 sends a
 * failed submit back to the first page with an error (no error: the last page, which has the
 * create-account button).
 */
export const PRE_REGISTRATION_FIELDS: Record<PreRegistrationPage, readonly string[]> = {
  email: ['email', 'firstName', 'lastName', 'receivePromotionalEmails'],
  username: ['username', 'receiveLoginEmails'],
  password: ['password', 'passwordConfirm'],
  phone: ['phoneNumber', 'strongAuthEnabled'],
  promo: ['promotionCode', 'referralCode', 'policyAcceptances'],
};

/** Where the user goes before the account exists: the web page, or the current mobile page. */
export function preRegistrationDerivation(layout: Layout, page: PreRegistrationPage): Derivation {
  return layout === 'web'
    ? {
        kind: 'route',
        route: WEB_CREATE_ACCOUNT,
        stepKey: null,
        step: 'createAccount',
        effects: [],
        rule: 'preRegistration:createAccount',
      }
    : {
        kind: 'route',
        route: PRE_REGISTRATION_ROUTES[page],
        // The phone page is a Create Your Account page until the account exists.
        stepKey: null,
        step: 'createAccount',
        effects: [],
        rule: `preRegistration:${page}`,
      };
}

/** The mobile create-account page to return to after a failed pre-registration submit. */
export function preRegistrationPageForErrors(
  fieldErrors: Record<string, string>,
): PreRegistrationPage {
  return (
    PRE_REGISTRATION_PAGES.find((page) =>
      PRE_REGISTRATION_FIELDS[page].some((field) => Object.hasOwn(fieldErrors, field)),
    ) ?? 'promo'
  );
}

/**
 * A failed submit's messages at the fields that show them (product.md 5), and the first message
 * no field shows, for the banner. A nested key shows at its top field: contract.md 7 sends the
 * phone as an object, so its error may come as `phoneNumber.number`.
 */
export function preRegistrationErrors(
  errors: Record<string, string>,
): [Record<string, string>, string | null] {
  const shown: Record<string, string> = {};
  let unshown: string | null = null;
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/\..*/, '');
    if (Object.values(PRE_REGISTRATION_FIELDS).flat().includes(field)) shown[field] ??= message;
    else unshown ??= message;
  }
  return [shown, unshown];
}
