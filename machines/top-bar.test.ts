import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from './account-form';
import type { OnboardingSnapshot } from './onboarding.selectors';
import { ALL_PATHS, isRoutePath } from './paths';
import {
  BACK_EXEMPT,
  BACK_RULES,
  type BackAction,
  type BackRule,
  backRuleFor,
  barePath,
  isSignupPath,
  type TopBarContext,
  topBarFor,
} from './top-bar';
import { selectPhoneEntered, selectSignedIn } from './top-bar.selectors';

const WEBVIEW: TopBarContext = {
  inWebview: true,
  embeddedInBrowser: false,
  signedIn: false,
  phoneEntered: false,
  canClose: true,
};

const back = (path: string, context: Partial<TopBarContext> = {}) =>
  topBarFor(path, { ...WEBVIEW, ...context }).back;

const LOGIN: BackAction = { kind: 'route', to: '/login' };
const PREVIOUS: BackAction = { kind: 'history', steps: 1 };
/** Where the unable-to-send page's own "Back to sign-up" goes (screens/login/unable-to-send-code.tsx). */
const BACK_TO_SIGNUP: BackAction = { kind: 'route', to: '/continue_registration' };

/** A row's path and its /web twin, for the rows whose twin is a route or lies above one. */
const withWebTwin = (path: string) => [path, `/web${path}`];
const isUnderRoute = (path: string) =>
  ALL_PATHS.some((route) => route === path || route.startsWith(`${path}/`));

describe('the webview top bar', () => {
  describe('visibility', () => {
    it('is hidden, with neither Back nor Close, outside the webview', () => {
      for (const path of ['/signup/ssn', '/login', '/suspended', '/signup']) {
        expect(topBarFor(path, { ...WEBVIEW, inWebview: false })).toEqual({
          visible: false,
          back: null,
          close: null,
        });
        expect(
          topBarFor(path, {
            ...WEBVIEW,
            inWebview: false,
            embeddedInBrowser: true,
            signedIn: true,
          }),
        ).toEqual({ visible: false, back: null, close: null });
      }
    });

    it('is shown inside the webview on every registered route', () => {
      for (const path of ALL_PATHS) expect(topBarFor(path, WEBVIEW).visible).toBe(true);
    });
  });

  describe('back-exempt routes', () => {
    it.each(BACK_EXEMPT.map((row) => row.path))('has no Back button on %s', (path) => {
      expect(back(path)).toBeNull();
      expect(back(path, { phoneEntered: true, signedIn: true })).toBeNull();
    });

    it('has no Back on the first create-account pages of either route set', () => {
      for (const path of ['/signup', '/web/signup', '/web/signup/create_account', '/signup/email'])
        expect(back(path)).toBeNull();
    });

    it('exempts only the exact path, not the pages below it', () => {
      expect(back('/signup/username')).toEqual(PREVIOUS);
      expect(back('/signup/ssn')).toEqual(PREVIOUS);
      expect(back('/email_verification')).toEqual(PREVIOUS);
    });

    it('names only paths that are registered routes', () => {
      for (const row of BACK_EXEMPT)
        expect(
          withWebTwin(row.path).some((path) => isRoutePath(path)),
          row.path,
        ).toBe(true);
    });
  });

  describe('route-specific Back handlers', () => {
    const expected: Record<Exclude<BackRule, 'none'>, BackAction> = {
      login: LOGIN,
      previous: PREVIOUS,
      previousIfPhoneElseLogin: LOGIN,
      signUpIfPhoneElseLogin: LOGIN,
      native: { kind: 'native' },
    };

    it.each(
      BACK_RULES.flatMap((row) =>
        withWebTwin(row.path)
          .concat(row.match === 'prefix' ? [`${row.path}/below`] : [])
          .map((path) => [path, row.rule] as const),
      ),
    )('%s follows the %s rule', (path, rule) => {
      expect(backRuleFor(path)).toBe(rule);
      if (rule !== 'none') expect(back(path)).toEqual(expected[rule]);
    });

    it('names only paths at or above a registered route', () => {
      for (const row of BACK_RULES)
        expect(withWebTwin(row.path).some(isUnderRoute), row.path).toBe(true);
    });

    it('sends suspension, locked, failed-KYC and cool-off-expired pages back to login', () => {
      for (const path of [
        '/suspended',
        '/suspended/cool_off',
        '/suspended/self_exclusion',
        '/suspended/responsible_gaming',
        '/web/suspended/duplicate_user',
        '/locked/password',
        '/web/locked/password',
        '/signup/failed_kyc',
        '/web/signup/failed_kyc',
        '/cool_off_expired',
        '/kyc/id_denied',
        '/signup/idv/id_underage',
      ])
        expect(back(path, { phoneEntered: true, signedIn: true }), path).toEqual(LOGIN);
    });

    it('sends the password-reset-request pages and the interstitial back to the previous page', () => {
      for (const path of [
        '/password_reset_request',
        '/password_reset_request/sent',
        '/web/password_reset_request',
        '/signup/interstitial',
      ])
        expect(back(path), path).toEqual(PREVIOUS);
    });

    it('sends the SMS pin-required page back one page when a phone number was entered', () => {
      expect(back('/sms/pin_required', { phoneEntered: true })).toEqual(PREVIOUS);
      expect(back('/web/sms/pin_required', { phoneEntered: true })).toEqual(PREVIOUS);
    });

    it('sends the SMS pin-required page to login when no phone number was entered', () => {
      expect(back('/sms/pin_required', { phoneEntered: false })).toEqual(LOGIN);
      expect(back('/web/sms/pin_required', { phoneEntered: false })).toEqual(LOGIN);
    });

    it('sends the SMS unable-to-send page back to the phone entry, through the continue flow, when a phone number was entered', () => {
      // Two history entries back would leave the app: a sign-up whose account exists is one
      // history entry (decision 074), and this page replaced it.
      expect(back('/sms/unable_to_send_code', { phoneEntered: true })).toEqual(BACK_TO_SIGNUP);
      expect(back('/sms/unable_to_send_code', { phoneEntered: true, signedIn: true })).toEqual(
        BACK_TO_SIGNUP,
      );
    });

    it('sends the SMS unable-to-send page to login when no phone number was entered', () => {
      expect(back('/sms/unable_to_send_code', { phoneEntered: false })).toEqual(LOGIN);
    });

    it('hands Back on the login page to the native app', () => {
      expect(back('/login')).toEqual({ kind: 'native' });
      expect(back('/login/policies')).toEqual(PREVIOUS);
    });

    it('matches whole path segments only', () => {
      expect(back('/suspendedx')).toEqual(PREVIOUS);
      expect(back('/sms/reset_password_done')).toBeNull();
      expect(back('/sms/reset_password')).toEqual(PREVIOUS);
      expect(back('/sms/pin_required_x')).toEqual(PREVIOUS);
    });

    it('lets the longest matching prefix win', () => {
      // /contact_support goes back one page; so does the nested one, through its own row.
      expect(backRuleFor('/igo_user_pii_confirmation/contact_support')).toBe('previous');
      expect(backRuleFor('/igo_user_pii_confirmation')).toBe('previous');
      expect(backRuleFor('/signup/idv/failure')).toBe('login');
      expect(backRuleFor('/signup/idv/document_upload')).toBe('previous');
    });
  });

  describe('a wrapper that cannot close the webview', () => {
    it('gets no close button, nor the exit dialog that would end in nothing', () => {
      for (const [path, signedIn] of [
        ['/signup/ssn', true],
        ['/login', false],
        ['/rg/deposit_limits', true],
      ] as const)
        expect(topBarFor(path, { ...WEBVIEW, signedIn, canClose: false }).close, path).toBeNull();
    });
  });

  describe('sign-up steps once the account exists', () => {
    it('have no Back, since the previous page only sends the patron back here', () => {
      for (const path of [
        '/signup/email_verification',
        '/signup/phone_number',
        '/signup/ssn',
        '/web/signup/pii',
        '/web/signup/fine_details',
      ]) {
        expect(back(path, { signedIn: true }), path).toBeNull();
        expect(topBarFor(path, { ...WEBVIEW, signedIn: true }).close, path).toEqual({
          kind: 'exitDialog',
        });
      }
    });

    it('keep a Back handler of their own, and the pages outside sign-up keep theirs', () => {
      expect(back('/signup/failed_kyc', { signedIn: true })).toEqual(LOGIN);
      expect(back('/signup/interstitial', { signedIn: true })).toEqual(PREVIOUS);
      expect(back('/signup/idv/failure', { signedIn: true })).toEqual(LOGIN);
      expect(back('/rg/deposit_limits', { signedIn: true })).toEqual(PREVIOUS);
    });

    it('keep the default Back before the account exists (the create-account pages)', () => {
      expect(back('/signup/username')).toEqual(PREVIOUS);
      expect(back('/signup/promo_code')).toEqual(PREVIOUS);
    });
  });

  describe('the default Back', () => {
    it('goes to the previous history entry on any other route', () => {
      for (const path of [
        '/signup/username',
        '/signup/ssn',
        '/web/signup/pii',
        '/web/signup/email_verification',
        '/rg/deposit_limits',
        '/user_preferences',
        '/no/such/page',
      ])
        expect(back(path), path).toEqual(PREVIOUS);
    });

    it('gives every registered route a Back button or an exemption, never anything else', () => {
      const exempt = new Set(BACK_EXEMPT.map((row) => row.path));
      for (const path of ALL_PATHS) {
        const action = back(path);
        if (action === null) expect(exempt.has(barePath(path)), path).toBe(true);
        else expect(['route', 'history', 'native']).toContain(action.kind);
      }
    });
  });

  describe('Close', () => {
    it('opens the exit dialog on a sign-up path when a user is signed in', () => {
      for (const path of ['/signup/ssn', '/signup/email', '/signup', '/signup/idv/pending'])
        expect(topBarFor(path, { ...WEBVIEW, signedIn: true }).close).toEqual({
          kind: 'exitDialog',
        });
    });

    it('treats the /web sign-up paths as sign-up paths too', () => {
      expect(topBarFor('/web/signup/pii', { ...WEBVIEW, signedIn: true }).close).toEqual({
        kind: 'exitDialog',
      });
      expect(isSignupPath('/web/signup')).toBe(true);
    });

    it('closes the webview on a sign-up path when nobody is signed in', () => {
      expect(topBarFor('/signup/email', WEBVIEW).close).toEqual({ kind: 'closeWebview' });
      expect(topBarFor('/web/signup/create_account', WEBVIEW).close).toEqual({
        kind: 'closeWebview',
      });
    });

    it('closes the webview off the sign-up paths even when a user is signed in', () => {
      for (const path of [
        '/login',
        '/suspended',
        '/email_verification',
        '/continue_registration',
        '/signupx',
        '/kyc/pending',
      ])
        expect(topBarFor(path, { ...WEBVIEW, signedIn: true }).close, path).toEqual({
          kind: 'closeWebview',
        });
    });

    it('is hidden when a web page frames the app in a plain browser', () => {
      expect(
        topBarFor('/signup/ssn', { ...WEBVIEW, embeddedInBrowser: true, signedIn: true }).close,
      ).toBeNull();
      expect(topBarFor('/login', { ...WEBVIEW, embeddedInBrowser: true }).close).toBeNull();
    });

    it('is offered on every registered route inside the webview', () => {
      for (const path of ALL_PATHS) expect(topBarFor(path, WEBVIEW).close, path).not.toBeNull();
    });
  });

  describe('paths', () => {
    it('reads a /web path as its bare twin', () => {
      expect(barePath('/web/suspended/cool_off')).toBe('/suspended/cool_off');
      expect(barePath('/web')).toBe('/');
      expect(barePath('/website')).toBe('/website');
      expect(barePath('/signup/ssn/')).toBe('/signup/ssn');
      expect(barePath('/')).toBe('/');
    });

    it('finds the signup first segment only as a whole segment', () => {
      expect(isSignupPath('/signup')).toBe(true);
      expect(isSignupPath('/signup/v2/missing_address')).toBe(true);
      expect(isSignupPath('/signups')).toBe(false);
      expect(isSignupPath('/email_verification')).toBe(false);
      expect(isSignupPath('/web/suspended')).toBe(false);
    });
  });

  describe('what it reads from the onboarding actor', () => {
    const snapshot = (context: {
      preRegistrationComplete?: boolean;
      phoneNumber?: string;
      stepDrafts?: Record<string, Record<string, unknown>>;
    }) =>
      ({
        context: {
          preRegistrationComplete: context.preRegistrationComplete ?? false,
          draft: { ...EMPTY_DRAFT, phoneNumber: context.phoneNumber ?? '' },
          stepDrafts: context.stepDrafts ?? {},
        },
      }) as unknown as OnboardingSnapshot;

    it('counts the user as signed in once the sign-up created the account', () => {
      expect(selectSignedIn(snapshot({ preRegistrationComplete: true }))).toBe(true);
      expect(selectSignedIn(snapshot({ preRegistrationComplete: false }))).toBe(false);
    });

    it('counts a phone number typed in Create Your Account as entered', () => {
      expect(selectPhoneEntered(snapshot({ phoneNumber: '2015550123' }))).toBe(true);
      expect(selectPhoneEntered(snapshot({ phoneNumber: '  ' }))).toBe(false);
      expect(selectPhoneEntered(snapshot({}))).toBe(false);
    });

    it('counts a phone number a step mirrored in its draft as entered', () => {
      expect(
        selectPhoneEntered(
          snapshot({ stepDrafts: { '/signup/phone_number': { phoneNumber: '2015550123' } } }),
        ),
      ).toBe(true);
      expect(
        selectPhoneEntered(snapshot({ stepDrafts: { '/signup/ssn': { phoneNumber: 42 } } })),
      ).toBe(false);
    });
  });
});
