import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { PromotionCodeCheck } from '../api/promotions';
import { unseenAccount as unseenAccountCopy } from '../copy/ours/session';
import { createAccount as createAccountCopy, form as formCopy } from '../copy/ours/sign-up';
import { brand as brandCopy } from '../copy/spec/brand';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import {
  type Availability,
  type CreateAccountInput,
  createAccountMachine,
  type ReferenceData,
} from './create-account.machine';
import { preRegistrationDerivation } from './pre-registration';
import { reference } from './reference.fixture';

type CreateAccountActor = ActorRefFrom<typeof createAccountMachine>;

/** The route the onboarding machine derives from this page (selectRoute does the same). */
const routeOf = (actor: CreateAccountActor) => {
  const { layout, page } = actor.getSnapshot().context;
  const derivation = preRegistrationDerivation(layout, page);
  return derivation.kind === 'route' ? derivation.route : null;
};

async function start(
  options: {
    input?: Partial<CreateAccountInput>;
    submit?: (payload: unknown) => Promise<{ userId: string }>;
    availability?: (input: Availability) => Availability | Promise<Availability>;
    check?: () => Promise<Partial<PromotionCodeCheck>>;
    exists?: () => Promise<boolean>;
    /** The reference data's answer; null never answers, an Error fails. */
    reference?: ReferenceData | null | (() => Promise<ReferenceData>);
  } = {},
) {
  const availabilityChecks: Availability[] = [];
  const submitted: unknown[] = [];
  const checks: unknown[] = [];
  const mirrored: unknown[] = [];
  const analytics: string[] = [];
  const existsChecks: number[] = [];
  const shared: ReferenceData[] = [];
  const ref = options.reference;
  const machine = createAccountMachine.provide({
    actors: {
      loadReferenceData: fromPromise<ReferenceData>(() =>
        typeof ref === 'function'
          ? ref()
          : ref === null
            ? new Promise<never>(() => {})
            : Promise.resolve(ref ?? reference),
      ),
      submitPreRegistration: fromPromise(async ({ input }) => {
        submitted.push(input.payload);
        return options.submit ? options.submit(input.payload) : { userId: 'u-1' };
      }),
      checkPromotionCode: fromPromise<PromotionCodeCheck, { code: string; referralFlag: boolean }>(
        async ({ input }) => {
          checks.push(input);
          const answer = options.check
            ? await options.check()
            : { available: true, type: 'promotion' as const };
          return {
            available: answer.available ?? false,
            type: answer.type ?? 'promotion',
            message: answer.message ?? null,
          };
        },
      ),
      checkAvailability: fromPromise<Availability, Availability>(async ({ input }) => {
        availabilityChecks.push(input);
        return options.availability ? options.availability(input) : { email: true, username: true };
      }),
      checkAccountExists: fromPromise<boolean>(async () => {
        existsChecks.push(1);
        return options.exists ? options.exists() : false;
      }),
    },
    // In the app these go to the onboarding machine (sendParent) and to analytics.
    actions: {
      mirrorDraft: ({ context }) => mirrored.push({ draft: context.draft, page: context.page }),
      announceInvalidCode: () => analytics.push('kyc_promo_error'),
      shareReference: ({ context }) => shared.push(context.reference as ReferenceData),
    },
  });
  const actor = createActor(machine, {
    input: { layout: 'web', brandName: 'Northstar Sports', ...options.input },
  }).start();
  // A fixed answer arrives before the test goes on; the others are the test's to wait for.
  if (ref === undefined || (ref !== null && typeof ref === 'object'))
    await waitFor(actor, (s) => !s.hasTag('referenceLoading'));
  return {
    actor,
    submitted,
    checks,
    mirrored,
    analytics,
    availabilityChecks,
    existsChecks,
    shared,
  };
}

/** Continue, and wait for the page to change (the email and username pages check availability). */
async function next(actor: CreateAccountActor) {
  const page = actor.getSnapshot().context.page;
  actor.send({ type: 'page.next' });
  await waitFor(actor, (s) => s.context.page !== page);
}

/** The draft a reload restores: every field but the password, which is never kept. */
const RESTORED_DRAFT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  username: 'ada_l',
  acceptedPolicyIds: ['terms', 'privacy'],
};

function fillValidForm(actor: CreateAccountActor) {
  const change = (field: string, value: unknown) =>
    actor.send({ type: 'draft.change', field, value } as never);
  change('firstName', 'Ada');
  change('lastName', 'Lovelace');
  change('email', 'ada@example.test');
  change('username', 'ada_l');
  change('phoneNumber', '(201) 555-0123');
  change('acceptedPolicyIds', ['terms', 'privacy']);
  change('receivePromotionalEmails', true);
  change('promoCode', 'WELCOME100');
  actor.send({ type: 'secret.change', field: 'password', value: 'abcd1234' });
  actor.send({ type: 'secret.change', field: 'passwordConfirm', value: 'abcd1234' });
}

/** A 422 of the pre-registration naming these fields (api/normalise-error.ts flattens them so). */
const unprocessable = (fieldErrors: Record<string, string>) =>
  new ApiError({
    code: 'HTTP_ERROR',
    status: 422,
    message: networkCopy.generic,
    action: 'create your account',
    fieldErrors,
  });

const timeout = () =>
  new ApiError({
    code: 'TIMEOUT_ERROR',
    message: networkCopy.timeout('create your account'),
    action: 'create your account',
  });

describe('Create Your Account machine', () => {
  it('submits the exact pre-registration payload and finishes', async () => {
    const { actor, submitted } = await start({});
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        receiveLoginEmails: false,
        strongAuthEnabled: false,
        username: 'ada_l',
        email: 'ada@example.test',
        password: 'abcd1234',
        policyAcceptances: [
          { policyId: 'terms' },
          { policyId: 'privacy' },
          { policyId: 'promotional-consent' },
        ],
        phoneNumber: { number: '2015550123' },
        promotionCode: 'WELCOME100',
      },
    ]);
  });

  it('does not submit an incomplete form and shows every client-side error', async () => {
    const { actor, submitted } = await start({});
    actor.send({ type: 'account.submit' });
    const { fieldErrors } = actor.getSnapshot().context;
    expect(submitted).toEqual([]);
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'policyAcceptances', 'username'].sort(),
    );
    expect(fieldErrors.email).toBe(brandCopy.requiresValidEmail('Northstar Sports'));
  });

  it("clears the policies' error once a policy is ticked, though the server names it policyAcceptances", async () => {
    const { actor } = await start({});
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().context.fieldErrors.policyAcceptances).toBeDefined();
    actor.send({ type: 'draft.change', field: 'acceptedPolicyIds', value: ['terms'] });
    expect(actor.getSnapshot().context.fieldErrors.policyAcceptances).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.email).toBeDefined();
  });

  it('keeps everything typed, including the password in memory, when the server answers 422', async () => {
    const { actor } = await start({
      input: { layout: 'mobileWeb' },
      submit: async () => {
        throw unprocessable({ username: 'Username is taken', password: 'Too weak' });
      },
    });
    fillValidForm(actor);
    actor.send({ type: 'page.visit', page: 'email' });
    for (let i = 0; i < 4; i += 1) await next(actor);
    expect(actor.getSnapshot().context.page).toBe('promo');
    actor.send({ type: 'account.submit' });
    await waitFor(
      actor,
      (s) => s.matches({ form: 'editing' }) && s.context.fieldErrors.username !== undefined,
    );
    const { context } = actor.getSnapshot();
    // product.md 5: username errors go to the username page, which comes before the password page.
    expect(context.page).toBe('username');
    expect(routeOf(actor)).toBe('/signup/username');
    expect(context.fieldErrors).toEqual({ username: 'Username is taken', password: 'Too weak' });
    expect(context.draft.email).toBe('ada@example.test');
    expect(context.secrets.password).toBe('abcd1234');
  });

  it('asks again for a password a reload dropped, in those words, not as a broken rule (QA 5)', async () => {
    const restored = RESTORED_DRAFT;
    const { actor } = await start({
      input: { layout: 'mobileWeb', page: 'promo', draft: restored },
      availability: () => ({ email: true, username: true }),
    });
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().context.page).toBe('password');
    expect(actor.getSnapshot().context.fieldErrors.password).toBe(formCopy.passwordNotKept);

    // A password typed that breaks the rule is refused with the rule, as ever.
    actor.send({ type: 'secret.change', field: 'password', value: 'short' });
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.fieldErrors.password).toBe(formCopy.passwordTooShort);
  });

  it('keeps a server message for a later page while the patron fixes an earlier one (mobile)', async () => {
    const { actor } = await start({
      input: { layout: 'mobileWeb', page: 'promo' },
      availability: () => ({ email: true, username: true }),
      submit: async () => {
        throw unprocessable({ username: 'Username is taken', password: 'Too weak' });
      },
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.page === 'username');

    actor.send({ type: 'draft.change', field: 'username', value: 'ada_lovelace' });
    await next(actor);
    expect(actor.getSnapshot().context.page).toBe('password');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Too weak' });

    // Leaving a page drops its own messages: the next submit judges them again.
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.page).toBe('phone');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('shows a nested phone error at the phone field, on the phone page on mobile (product.md 5)', async () => {
    // contract.md 7 sends phone_number as {number}: a server validating it answers
    // {"errors":{"phone_number":{"number":[...]}}}, which api/normalise-error.ts names phoneNumber.number.
    const { actor } = await start({
      input: { layout: 'mobileWeb', page: 'promo' },
      submit: async () => {
        throw unprocessable({ 'phoneNumber.number': 'Phone number is not valid' });
      },
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.page !== 'promo');
    const { context } = actor.getSnapshot();
    expect(context.fieldErrors).toEqual({ phoneNumber: 'Phone number is not valid' });
    expect(context.formError).toBeNull();
    expect(routeOf(actor)).toBe('/signup/phone_number');
  });

  it('puts a server message that no field shows in the banner, beside the messages at fields', async () => {
    const answers: Record<string, string>[] = [
      { username: 'Username is taken', 'oauth.clientId': 'Unknown client' },
      { 'oauth.clientId': 'Unknown client' },
    ];
    const { actor } = await start({
      input: { layout: 'mobileWeb', page: 'promo' },
      submit: async () => {
        throw unprocessable(answers.shift() ?? {});
      },
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { username: 'Username is taken' },
      formError: 'Unknown client',
      page: 'username',
    });

    // Only a message no field shows: the banner, and the patron stays where the submit was.
    actor.send({ type: 'page.visit', page: 'email' });
    for (let i = 0; i < 4; i += 1) await next(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      formError: 'Unknown client',
      page: 'promo',
    });
  });

  it('shows the catalogue message of a server error and keeps the form', async () => {
    const { actor } = await start({
      submit: async () => {
        throw new ApiError({
          code: 'TIMEOUT_ERROR',
          message: networkCopy.timeout('create your account'),
          action: 'create your account',
        });
      },
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(networkCopy.timeout('create your account'));
    expect(actor.getSnapshot().context.draft.firstName).toBe('Ada');
  });

  it('moves through the mobile pages only when the current page is valid', async () => {
    const { actor } = await start({ input: { layout: 'mobileWeb' } });
    expect(routeOf(actor)).toBe('/signup/email');
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.fieldErrors.firstName).toBeDefined();
    expect(routeOf(actor)).toBe('/signup/email');
    fillValidForm(actor);
    await next(actor);
    expect(routeOf(actor)).toBe('/signup/username');
    actor.send({ type: 'page.visit', page: 'promo' });
    expect(routeOf(actor)).toBe('/signup/username');
    actor.send({ type: 'page.visit', page: 'email' });
    expect(routeOf(actor)).toBe('/signup/email');
  });
});

describe("the browser's Forward between the mobile pages (QA 3 mobile L7)", () => {
  it('goes forward to a page passed before, while every page before it is done as it stands', async () => {
    const { actor } = await start({ input: { layout: 'mobileWeb' } });
    fillValidForm(actor);
    for (let page = 0; page < 4; page += 1) await next(actor);
    expect(routeOf(actor)).toBe('/signup/promo_code');
    actor.send({ type: 'page.visit', page: 'phone' });
    actor.send({ type: 'page.visit', page: 'promo' });
    expect(routeOf(actor)).toBe('/signup/promo_code');

    // A username changed since its check: Forward stops at its page until Continue checks it.
    actor.send({ type: 'page.visit', page: 'username' });
    actor.send({ type: 'draft.change', field: 'username', value: 'ada_lovelace' } as never);
    actor.send({ type: 'page.visit', page: 'phone' });
    expect(routeOf(actor)).toBe('/signup/username');
    await next(actor);
    actor.send({ type: 'page.visit', page: 'promo' });
    expect(routeOf(actor)).toBe('/signup/promo_code');

    // A field left invalid: Forward stops too.
    actor.send({ type: 'page.visit', page: 'email' });
    actor.send({ type: 'draft.change', field: 'lastName', value: '' } as never);
    actor.send({ type: 'page.visit', page: 'username' });
    expect(routeOf(actor)).toBe('/signup/email');
  });
});

describe("the browser's Forward after a reload (QA 20)", () => {
  it.each(['username', 'password'] as const)(
    'goes forward again once Continue on the %s page, restored by a reload, has asked about the email and username typed before it',
    async (page) => {
      const { actor, availabilityChecks } = await start({
        input: { layout: 'mobileWeb', draft: RESTORED_DRAFT, page },
      });
      actor.send({ type: 'secret.change', field: 'password', value: 'abcd1234' });
      actor.send({ type: 'secret.change', field: 'passwordConfirm', value: 'abcd1234' });
      if (page === 'username') await next(actor);
      await next(actor);
      expect(routeOf(actor)).toBe('/signup/phone_number');
      expect(availabilityChecks).toEqual([{ email: 'ada@example.test', username: 'ada_l' }]);
      actor.send({ type: 'page.visit', page: 'password' });
      actor.send({ type: 'page.visit', page: 'phone' });
      expect(routeOf(actor)).toBe('/signup/phone_number');
    },
  );

  it('shows the email page when the email typed before the reload is now taken', async () => {
    const { actor } = await start({
      input: { layout: 'mobileWeb', draft: RESTORED_DRAFT, page: 'username' },
      availability: () => ({ email: false, username: true }),
    });
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.page === 'email');
    expect(actor.getSnapshot().context.fieldErrors.email).toBeDefined();
  });
});

describe('promo and referral codes at Create Your Account', () => {
  const startWithCode = (
    check: () => Promise<Partial<PromotionCodeCheck>>,
    flags: ReferenceData['flags'] = [],
  ) => start({ check, reference: { ...reference, flags } });

  it('sends a referral as referral_code with an empty promotion_code', async () => {
    const { actor, checks, submitted } = await startWithCode(
      async () => ({ available: true, type: 'referral' }),
      [{ name: 'referral_code', status: 'enabled', groups: [] }],
    );
    fillValidForm(actor);
    actor.send({ type: 'draft.change', field: 'promoCode', value: 'FRIEND-ABC' });
    actor.send({ type: 'account.submit' });
    await waitFor(actor, () => submitted.length > 0);
    expect(checks).toEqual([{ code: 'FRIEND-ABC', referralFlag: true }]);
    expect(submitted[0]).toMatchObject({ promotionCode: '', referralCode: 'FRIEND-ABC' });
  });

  it('sends a valid promotion as promotion_code', async () => {
    const { actor, submitted } = await startWithCode(async () => ({
      available: true,
      type: 'promotion',
    }));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, () => submitted.length > 0);
    expect(submitted[0]).toMatchObject({ promotionCode: 'WELCOME100' });
    expect(submitted[0]).not.toHaveProperty('referralCode');
  });

  it('shows the server message, or Invalid Code, for an unavailable code and reports kyc_promo_error', async () => {
    const { actor, submitted, analytics } = await startWithCode(async () => ({ available: false }));
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.promotionCode !== undefined);
    expect(actor.getSnapshot().context.fieldErrors.promotionCode).toBe(networkCopy.invalidCode);
    expect(submitted).toEqual([]);
    expect(analytics).toEqual(['kyc_promo_error']);
    // Changing the code clears the error; the check runs again on the next submit.
    actor.send({ type: 'draft.change', field: 'promoCode', value: 'OTHER' });
    expect(actor.getSnapshot().context.fieldErrors.promotionCode).toBeUndefined();
  });

  it('treats a failed check as an error with the catalogue message, keeping the form', async () => {
    const { actor, submitted } = await startWithCode(async () => {
      throw new ApiError({
        code: 'HTTP_ERROR',
        status: 500,
        message: networkCopy.generic,
        action: 'check your promo code',
      });
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(networkCopy.generic);
    expect(actor.getSnapshot().context.draft.promoCode).toBe('WELCOME100');
    expect(submitted).toEqual([]);
  });
});

describe('email and username availability', () => {
  it('checks the email when leaving the mobile email page and stays there when it is taken', async () => {
    const { actor, availabilityChecks } = await start({
      input: { layout: 'mobileWeb' },
      availability: () => ({ email: false }),
    });
    fillValidForm(actor);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.fieldErrors.email !== undefined);
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test' }]);
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(emailVerificationCopy.emailInUse);
    expect(routeOf(actor)).toBe('/signup/email');
  });

  it('moves on when the username is free, and does not ask again for the same value', async () => {
    const { actor, availabilityChecks } = await start({ input: { layout: 'mobileWeb' } });
    fillValidForm(actor);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.page === 'username');
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.page === 'password');
    actor.send({ type: 'page.visit', page: 'username' });
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().context.page).toBe('password');
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test' }, { username: 'ada_l' }]);
  });

  it('checks both fields before the web submit and shows a taken username at its field', async () => {
    const { actor, submitted, availabilityChecks } = await start({
      availability: () => ({ email: true, username: false }),
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.username !== undefined);
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test', username: 'ada_l' }]);
    expect(actor.getSnapshot().context.fieldErrors.username).toBe(formCopy.usernameTaken);
    expect(submitted).toEqual([]);
  });
});

describe('leaving the email or username on the web page (issue 17 item 2)', () => {
  const leave = (actor: CreateAccountActor, field: 'email' | 'username') =>
    actor.send({ type: 'field.leave', field });
  const checksDone = (actor: CreateAccountActor) =>
    waitFor(actor, (s) =>
      s.matches({ form: { editing: { emailCheck: 'idle', usernameCheck: 'idle' } } }),
    );

  it('asks about each value once as it is left, so the submit creates the account with no check', async () => {
    const { actor, submitted, availabilityChecks } = await start();
    fillValidForm(actor);
    leave(actor, 'email');
    leave(actor, 'username');
    // Leaving again the same values asks nothing more.
    await checksDone(actor);
    leave(actor, 'email');
    leave(actor, 'username');
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test' }, { username: 'ada_l' }]);

    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(availabilityChecks).toHaveLength(2);
    expect(submitted).toHaveLength(1);
  });

  it('shows nothing for a taken value while the patron types on, and refuses it at the submit', async () => {
    const { actor, submitted, availabilityChecks } = await start({
      availability: () => ({ email: false, username: false }),
    });
    fillValidForm(actor);
    leave(actor, 'email');
    leave(actor, 'username');
    await checksDone(actor);
    // No message yet: it would take the focus from the field the patron is typing in.
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});

    actor.send({ type: 'account.submit' });
    // Both are known to be taken: refused at once, both shown, the email in the catalogue's
    // words (QA 22: the username used to surface only at a second submit).
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(emailVerificationCopy.emailInUse);
    expect(actor.getSnapshot().context.fieldErrors.username).toBe(formCopy.usernameTaken);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);

    // A new email alone does not clear the username the server refused: still refused, unasked.
    actor.send({ type: 'draft.change', field: 'email', value: 'lovelace@example.test' });
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().context.fieldErrors.username).toBe(formCopy.usernameTaken);
    // Another username is asked about with the new email at the submit.
    actor.send({ type: 'draft.change', field: 'username', value: 'ada_lovelace' });
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.username !== undefined);
    expect(availabilityChecks).toEqual([
      { email: 'ada@example.test' },
      { username: 'ada_l' },
      { email: 'lovelace@example.test', username: 'ada_lovelace' },
    ]);
    expect(submitted).toEqual([]);
  });

  it('drops the answer about a value changed while it was asked: the submit asks about the new one', async () => {
    let answer: (value: Availability) => void = () => {};
    const { actor, availabilityChecks, submitted } = await start({
      // The first question is held until the email has changed; the others answer at once.
      availability: () =>
        availabilityChecks.length === 1
          ? new Promise<Availability>((resolve) => (answer = resolve))
          : { email: true, username: true },
    });
    fillValidForm(actor);
    leave(actor, 'email');
    actor.send({ type: 'draft.change', field: 'email', value: 'lovelace@example.test' });
    answer({ email: true });
    await checksDone(actor);
    expect(actor.getSnapshot().context.available).toEqual({});

    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(availabilityChecks).toEqual([
      { email: 'ada@example.test' },
      { email: 'lovelace@example.test', username: 'ada_l' },
    ]);
    expect(submitted).toHaveLength(1);
  });

  it('says nothing of a question that failed, and the submit asks again', async () => {
    const { actor, availabilityChecks, submitted } = await start({
      availability: () =>
        availabilityChecks.length === 1
          ? Promise.reject(new Error('offline'))
          : { email: true, username: true },
    });
    fillValidForm(actor);
    leave(actor, 'email');
    await checksDone(actor);
    expect(actor.getSnapshot().context).toMatchObject({ available: {}, fieldErrors: {} });
    expect(actor.getSnapshot().context.formError).toBeNull();

    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(availabilityChecks).toEqual([
      { email: 'ada@example.test' },
      { email: 'ada@example.test', username: 'ada_l' },
    ]);
    expect(submitted).toHaveLength(1);
  });

  it('asks nothing for a value not well-formed, nor on the mobile pages (their Continue asks)', async () => {
    const web = await start();
    fillValidForm(web.actor);
    web.actor.send({ type: 'draft.change', field: 'email', value: 'ada@' });
    leave(web.actor, 'email');
    expect(web.availabilityChecks).toEqual([]);

    const mobile = await start({ input: { layout: 'mobileWeb' } });
    fillValidForm(mobile.actor);
    leave(mobile.actor, 'email');
    leave(mobile.actor, 'username');
    expect(mobile.availabilityChecks).toEqual([]);
  });
});

describe('an email the server said is in use (product.md 5)', () => {
  const inUse = () => unprocessable({ email: emailVerificationCopy.emailInUse });

  it('is recorded from the submit: the same email, in any case, is refused without sending again', async () => {
    const { actor, submitted, availabilityChecks } = await start({
      submit: async () => {
        throw inUse();
      },
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.email !== undefined);
    expect(submitted).toHaveLength(1);

    actor.send({ type: 'draft.change', field: 'email', value: ' ADA@example.test ' });
    actor.send({ type: 'account.submit' });

    expect(actor.getSnapshot().context.fieldErrors.email).toBe(emailVerificationCopy.emailInUse);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(submitted).toHaveLength(1);
    expect(availabilityChecks).toHaveLength(1);
  });

  it('is recorded from the availability check: typing it again is refused without asking', async () => {
    const { actor, availabilityChecks } = await start({
      input: { layout: 'mobileWeb' },
      availability: ({ email }) => ({ email: email !== 'ada@example.test' }),
    });
    fillValidForm(actor);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.context.fieldErrors.email !== undefined);

    actor.send({ type: 'draft.change', field: 'email', value: 'ada@example.test' });
    actor.send({ type: 'page.next' });

    expect(actor.getSnapshot().context.fieldErrors.email).toBe(emailVerificationCopy.emailInUse);
    expect(availabilityChecks).toEqual([{ email: 'ada@example.test' }]);

    actor.send({ type: 'draft.change', field: 'email', value: 'lovelace@example.test' });
    await next(actor);
    expect(actor.getSnapshot().context.page).toBe('username');
  });
});

describe('the form before the reference data arrives (shell first)', () => {
  it('takes input while the policies load and keeps it when they arrive', async () => {
    let answer: (data: ReferenceData) => void = () => {};
    const { actor, shared } = await start({
      reference: () => new Promise((resolve) => (answer = resolve)),
    });
    expect(actor.getSnapshot().hasTag('referenceLoading')).toBe(true);
    actor.send({ type: 'draft.change', field: 'firstName', value: 'Ada' });
    actor.send({ type: 'secret.change', field: 'password', value: 'abcd1234' });
    answer(reference);
    await waitFor(actor, (s) => !s.hasTag('referenceLoading'));
    const { context } = actor.getSnapshot();
    expect(context.draft.firstName).toBe('Ada');
    expect(context.secrets.password).toBe('abcd1234');
    expect(shared).toEqual([reference]);
  });

  it('refuses a submit before the policies arrived, with a message, and sends nothing', async () => {
    const { actor, submitted, availabilityChecks } = await start({ reference: null });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    expect(actor.getSnapshot().context.formError).toBe(createAccountCopy.policiesNotLoaded);
    expect(submitted).toEqual([]);
    expect(availabilityChecks).toEqual([]);
  });

  it('shows a reference failure and loads again on retry, keeping what was typed', async () => {
    const answers = [
      () => Promise.reject(new Error('Could not get pending policies!')),
      () => Promise.resolve(reference),
    ];
    const { actor } = await start({
      reference: () => (answers.shift() as () => Promise<ReferenceData>)(),
    });
    actor.send({ type: 'draft.change', field: 'email', value: 'ada@example.test' });
    await waitFor(actor, (s) => s.matches({ reference: 'failed' }));
    expect(actor.getSnapshot().context.referenceError).toBe('Could not get pending policies!');
    actor.send({ type: 'reference.retry' });
    await waitFor(actor, (s) => s.matches({ reference: 'ready' }));
    expect(actor.getSnapshot().context.reference).toEqual(reference);
    expect(actor.getSnapshot().context.draft.email).toBe('ada@example.test');
  });
});

describe('no double account on a slow network (issue 8)', () => {
  it('ignores a second submit while the first is in flight', async () => {
    let answer: (value: { userId: string }) => void = () => {};
    const { actor, submitted } = await start({
      submit: () => new Promise((resolve) => (answer = resolve)),
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'submitting' }));
    actor.send({ type: 'account.submit' });
    actor.send({ type: 'account.submit' });
    answer({ userId: 'u-1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveLength(1);
  });

  it('after a timeout asks whether the account exists, and goes on without sending again when it does', async () => {
    const { actor, submitted, existsChecks } = await start({
      submit: async () => {
        throw timeout();
      },
      exists: async () => true,
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveLength(1);
    expect(existsChecks).toHaveLength(1);
  });

  it("after a timeout the check could not confirm, an email in use at the retry says the account may be the patron's own (QA 22)", async () => {
    // The server made the account, but its answer (and the session cookie on it) never arrived.
    const answers = [
      () => Promise.reject(timeout()),
      () => Promise.reject(unprocessable({ email: emailVerificationCopy.emailInUse })),
    ];
    const { actor } = await start({
      submit: () => (answers.shift() as () => Promise<{ userId: string }>)(),
      exists: async () => false,
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.formError !== null);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.email !== undefined);
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(emailVerificationCopy.emailInUse);
    expect(actor.getSnapshot().context.formError).toBe(unseenAccountCopy.mayExist);
    // Another email in use is someone else's: the field's message alone.
    actor.send({ type: 'draft.change', field: 'email', value: 'other@example.test' });
    answers.push(() => Promise.reject(unprocessable({ email: emailVerificationCopy.emailInUse })));
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.context.fieldErrors.email !== undefined);
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('after a timeout with no account, shows the timeout message and sends again only on the next submit', async () => {
    const answers = [() => Promise.reject(timeout()), () => Promise.resolve({ userId: 'u-1' })];
    const { actor, submitted, existsChecks } = await start({
      submit: () => (answers.shift() as () => Promise<{ userId: string }>)(),
      exists: async () => false,
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(networkCopy.timeout('create your account'));
    expect(submitted).toHaveLength(1);
    expect(existsChecks).toHaveLength(1);
    expect(actor.getSnapshot().context.secrets.password).toBe('abcd1234');
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveLength(2);
  });

  it('when the check cannot answer either, the next submit asks again before it sends', async () => {
    const existsAnswers = [() => Promise.reject(timeout()), () => Promise.resolve(true)];
    const { actor, submitted, existsChecks } = await start({
      submit: async () => {
        throw timeout();
      },
      exists: () => (existsAnswers.shift() as () => Promise<boolean>)(),
    });
    fillValidForm(actor);
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'unconfirmed' }));
    expect(actor.getSnapshot().context.formError).toBe(networkCopy.timeout('create your account'));
    actor.send({ type: 'account.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveLength(1);
    expect(existsChecks).toHaveLength(2);
  });
});

describe("the browser's Back while a page's availability check runs (QA 7 resilience)", () => {
  it('drops the check and shows the earlier page, keeping what was typed', async () => {
    const { actor } = await start({
      input: { layout: 'mobileWeb' },
      availability: (input) => {
        // A check that fails goes on to the next page: it must not, once Back dropped it.
        if (input.username) throw new Error('connection lost');
        return { email: true, username: true };
      },
    });
    fillValidForm(actor);
    await next(actor);
    expect(routeOf(actor)).toBe('/signup/username');
    actor.send({ type: 'page.next' });
    expect(actor.getSnapshot().matches({ form: 'checkingPage' })).toBe(true);
    actor.send({ type: 'page.visit', page: 'email' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(routeOf(actor)).toBe('/signup/email');
    expect(actor.getSnapshot().context.draft.username).toBe('ada_l');
    // Forward past the unchecked username is still refused.
    actor.send({ type: 'page.visit', page: 'phone' });
    expect(routeOf(actor)).toBe('/signup/email');
  });
});
