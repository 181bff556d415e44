import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import {
  boot as bootCopy,
  createAccount as createAccountCopy,
  form as formCopy,
} from '../../copy/ours/sign-up';
import { brand as brandCopy } from '../../copy/spec/brand';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { progress as progressCopy } from '../../copy/spec/progress';
import { promotions as promotionsCopy } from '../../copy/spec/promotions';
import { focusAsInChromium } from '../../test/busy-focus';
import { renderApp, setupSandboxServer, TEST_BRAND } from '../../test/render-app';

const server = setupSandboxServer();
const copy = createAccountCopy;
const PATH = '/web/signup/create_account';

/** The form takes input once the onboarding machine has loaded the policies it shows. */
async function formReady() {
  await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
}

const field = (label: string) => screen.getByLabelText(label);

interface Account {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  phone: string;
}

const ACCOUNT: Account = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine@example.com',
  username: 'kjohnson',
  password: 'Orbit1962',
  phone: '2025550143',
};

async function fillForm(user: UserEvent, account: Account = ACCOUNT) {
  await user.type(field(copy.firstName), account.firstName);
  await user.type(field(copy.lastName), account.lastName);
  await user.type(field(copy.email), account.email);
  await user.type(field(copy.username), account.username);
  await user.type(field(copy.password), account.password);
  await user.type(field(copy.passwordConfirm), account.password);
  await user.type(field(copy.phone), account.phone);
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ }));
}

function expectValues(account: Account) {
  expect(field(copy.firstName)).toHaveValue(account.firstName);
  expect(field(copy.lastName)).toHaveValue(account.lastName);
  expect(field(copy.email)).toHaveValue(account.email);
  expect(field(copy.username)).toHaveValue(account.username);
  expect(field(copy.password)).toHaveValue(account.password);
  expect(field(copy.passwordConfirm)).toHaveValue(account.password);
  expect(field(copy.phone)).toHaveValue('(202) 555-0143');
  expect(
    screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }),
  ).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ })).toBeChecked();
}

describe('Create Your Account on the web layout', () => {
  it('shows every field with a visible label and its autocomplete token', async () => {
    renderApp({ path: PATH, server });
    expect(
      await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount }),
    ).toBeVisible();
    const expected: [string, string][] = [
      [copy.firstName, 'given-name'],
      [copy.lastName, 'family-name'],
      [copy.email, 'email'],
      [copy.username, 'username'],
      [copy.password, 'new-password'],
      [copy.passwordConfirm, 'new-password'],
      [copy.phone, 'tel-national'],
    ];
    for (const [label, token] of expected) {
      expect(screen.getByText(label, { selector: 'label' })).toBeVisible();
      expect(field(label)).toHaveAttribute('autocomplete', token);
    }
  });

  it("says that a policy's link opens a new tab, as The Fine Details does (QA 12)", async () => {
    renderApp({ path: PATH, server });
    await formReady();
    const link = screen.getByRole('link', {
      name: 'Read the Terms and Conditions (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the catalogue errors on an empty submit and focuses the first invalid field', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();

    await user.click(screen.getByRole('button', { name: copy.submit }));

    expect(field(copy.email)).toHaveAccessibleDescription(
      brandCopy.requiresValidEmail(TEST_BRAND.name),
    );
    expect(field(copy.username)).toHaveAccessibleDescription(
      expect.stringContaining(brandCopy.usernameRequired(TEST_BRAND.name)),
    );
    expect(field(copy.firstName)).toHaveAccessibleDescription(formCopy.firstNameRequired);
    expect(field(copy.lastName)).toHaveAccessibleDescription(formCopy.lastNameRequired);
    expect(field(copy.password)).toHaveAccessibleDescription(
      expect.stringContaining(formCopy.passwordTooShort),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(formCopy.policiesRequired);
    // Tied to each box not yet ticked, as on Fine Details (QA 5).
    const boxes = within(screen.getByRole('group', { name: copy.policiesLegend })).getAllByRole(
      'checkbox',
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription(formCopy.policiesRequired);
    }
    expect(field(copy.firstName)).toHaveFocus();
    expect(field(copy.firstName)).toBeInvalid();
  });

  it('keeps the keys typed after a refused submit in the field being fixed (QA 5)', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(field(copy.firstName)).toHaveFocus();
    await user.keyboard('Ann');
    expect(field(copy.firstName)).toHaveValue('Ann');
    expect(field(copy.firstName)).toHaveFocus();
    expect(field(copy.lastName)).toHaveValue('');
  });

  it('shows the phone number as (XXX) XXX-XXXX while it is typed', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();
    const phone = field(copy.phone);

    await user.type(phone, '201');
    expect(phone).toHaveValue('201');
    await user.type(phone, '555');
    expect(phone).toHaveValue('(201) 555');
    await user.type(phone, '0123');
    expect(phone).toHaveValue('(201) 555-0123');
  });

  it('reads a number typed in full-width digits as the number it is (QA)', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();
    const phone = field(copy.phone);
    await user.type(phone, '２０１５５５０１２３');
    expect(phone).toHaveValue('(201) 555-0123');
  });

  it('refuses a number with a digit too many rather than cut it to another one (QA 5)', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();
    const phone = field(copy.phone);
    await user.click(phone);
    await user.paste('22015550123');
    expect(phone).toHaveValue('22015550123');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(brandCopy.requiresValidPhone(TEST_BRAND.name)),
    );
  });

  it('hands back to the auth flow once when the account is created', async () => {
    const { user, handOff } = renderApp({ path: PATH, server });
    await formReady();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(handOff).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['WELCOME100', promotionsCopy.promoApplied],
    ['friend-abc', promotionsCopy.referralApplied],
  ])(
    'announces an accepted code %s on the page after the account is created',
    async (code, message) => {
      const { user } = renderApp({ path: PATH, server, scenario: 'nj-full' });
      await formReady();
      await fillForm(user);
      await user.type(field(copy.promoCode), code);

      await user.click(screen.getByRole('button', { name: copy.submit }));

      expect(
        await screen.findByRole('heading', { level: 1, name: progressCopy.verifyEmail }),
      ).toBeVisible();
      expect(await screen.findByText(message)).toBeVisible();
    },
  );

  it('announces no code when none was typed', async () => {
    const { user } = renderApp({ path: PATH, server, scenario: 'nj-full' });
    await formReady();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(
      await screen.findByRole('heading', { level: 1, name: progressCopy.verifyEmail }),
    ).toBeVisible();
    expect(screen.queryByText(promotionsCopy.promoApplied)).not.toBeInTheDocument();
    expect(screen.queryByText(promotionsCopy.referralApplied)).not.toBeInTheDocument();
  });

  it('keeps the submitted form, busy, while the account syncs after the submit', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let submitted = 0;
    let held = false;
    server.use(
      http.post('*/i/pre_registrations', () => {
        submitted += 1;
        return undefined; // the sandbox answers
      }),
      // The status read of the sync that follows the submit waits; every other one is answered.
      http.get('*/i/registration_status', async () => {
        if (!submitted || held) return undefined;
        held = true;
        await answered;
        return undefined;
      }),
    );
    const { user, handOff } = renderApp({ path: PATH, server });
    await formReady();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() => expect(held).toBe(true));
    // No loading view between the form and the next page: the form stays as it was sent, its
    // button busy, and a second press or a key sends nothing (not even to the stopped actor, which
    // xstate would warn about).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(progressCopy.createAccount);
    expect(screen.queryByText(bootCopy.loading)).not.toBeInTheDocument();
    expectValues(ACCOUNT);
    const busy = screen.getByRole('button', { name: copy.submitting });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.type(field(copy.firstName), 'x');
    expect(field(copy.firstName)).toHaveValue(ACCOUNT.firstName);
    expect(submitted).toBe(1);
    expect(console.warn).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
  });

  it('shows a failed sync after the submit with its retry and that the account is saved; the retry does not bring the form back', async () => {
    let reads = 0;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let submitted = false;
    server.use(
      http.post('*/i/pre_registrations', () => {
        submitted = true;
        return undefined; // the sandbox answers
      }),
      // The sync after the submit fails once; the retry's read waits.
      http.get('*/i/registration_status', async () => {
        if (!submitted) return undefined;
        reads += 1;
        if (reads === 1) return HttpResponse.json({}, { status: 500 });
        if (reads === 2) await answered;
        return undefined;
      }),
    );
    const { user, handOff } = renderApp({ path: PATH, server });
    await formReady();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    const retry = await screen.findByRole('button', { name: bootCopy.retry });
    expect(screen.getByText(bootCopy.accountSaved)).toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByRole('status')).toHaveTextContent(bootCopy.loading);
    expect(screen.queryByRole('button', { name: copy.submitting })).toBeNull();
    expect(screen.queryByRole('textbox', { name: copy.firstName })).toBeNull();
    answer();
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
  });

  it('waits for a late session check before creating the account, then hands off once (decision 009, QA 15)', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let checks = 0;
    const posted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/i/pre_registrations')
        posted.push(request.url);
    });
    server.use(
      // The session's start-up check (the first status read) answers only once released.
      http.get('*/i/registration_status', async () => {
        checks += 1;
        if (checks === 1) await answered;
        return undefined; // the sandbox answers
      }),
    );
    const { user, handOff } = renderApp({ path: PATH, server });
    await formReady();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(posted).toEqual([]);
    expect(handOff).not.toHaveBeenCalled();

    answer();
    // The check finds no session: the account is created, the sign-up handed off once, and the
    // finished actor left alone (test/setup.ts fails the test on xstate's warning about an event
    // to a stopped actor).
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(handOff).toHaveBeenCalledTimes(1);
    expect(posted).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('shows the server message at the username field on a 422 and keeps everything typed', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();
    const taken = { ...ACCOUNT, username: SEED_PATRON.username };
    await fillForm(user, taken);

    await user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() =>
      expect(field(copy.username)).toHaveAccessibleDescription(
        expect.stringContaining('This username is already taken'),
      ),
    );
    expect(field(copy.username)).toBeInvalid();
    expectValues(taken);
    expect(screen.getByRole('button', { name: copy.submit })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the server message at the email field when the email is already registered', async () => {
    const { user } = renderApp({ path: PATH, server });
    await formReady();
    const taken = { ...ACCOUNT, email: SEED_PATRON.email };
    await fillForm(user, taken);

    await user.click(screen.getByRole('button', { name: copy.submit }));

    await waitFor(() =>
      expect(field(copy.email)).toHaveAccessibleDescription(emailVerificationCopy.emailInUse),
    );
    expect(field(copy.email)).toHaveFocus();
    expectValues(taken);
  });

  it('asks about the email and username as the patron leaves them, so Create account sends only the account (issue 17 item 2)', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(new URL(request.url).pathname);
    });
    try {
      const { user, handOff } = renderApp({ path: PATH, server });
      await formReady();
      await fillForm(user);
      const calls = () => sent.filter((path) => /availability|pre_registrations/.test(path));
      await waitFor(() =>
        expect(calls()).toEqual(['/i/email_availability', '/i/username_availability']),
      );
      // Nothing shows while the patron types on: both are free, and no field is in error.
      expect(field(copy.email)).not.toHaveAttribute('aria-invalid');

      await user.click(screen.getByRole('button', { name: copy.submit }));
      await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
      expect(calls()).toEqual([
        '/i/email_availability',
        '/i/username_availability',
        '/i/pre_registrations',
      ]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('refuses an email in use found on leaving it, at the submit, with no wait and no second question', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(new URL(request.url).pathname);
    });
    try {
      const { user } = renderApp({ path: PATH, server });
      await formReady();
      const taken = { ...ACCOUNT, email: SEED_PATRON.email };
      await fillForm(user, taken);
      await waitFor(() => expect(sent).toContain('/i/username_availability'));
      // The answer moved no focus and showed nothing while the patron typed on.
      expect(field(copy.email)).not.toHaveAttribute('aria-invalid');
      expect(field(copy.email)).not.toHaveFocus();

      await user.click(screen.getByRole('button', { name: copy.submit }));
      expect(field(copy.email)).toHaveAccessibleDescription(emailVerificationCopy.emailInUse);
      await waitFor(() => expect(field(copy.email)).toHaveFocus());
      expect(sent.filter((path) => path === '/i/email_availability')).toHaveLength(1);
      expect(sent).not.toContain('/i/pre_registrations');
      expectValues(taken);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('refuses an email in use and a taken username found on leaving them at one submit, both shown (QA 22)', async () => {
    const sent: string[] = [];
    const answered: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(new URL(request.url).pathname);
    });
    server.events.on('response:mocked', ({ request }) => {
      answered.push(new URL(request.url).pathname);
    });
    try {
      const { user } = renderApp({ path: PATH, server });
      await formReady();
      const taken = { ...ACCOUNT, email: SEED_PATRON.email, username: SEED_PATRON.username };
      await fillForm(user, taken);
      await waitFor(() => expect(answered).toContain('/i/username_availability'));

      await user.click(screen.getByRole('button', { name: copy.submit }));
      expect(field(copy.email)).toHaveAccessibleDescription(emailVerificationCopy.emailInUse);
      expect(field(copy.username)).toHaveAccessibleDescription(
        expect.stringContaining(formCopy.usernameTaken),
      );
      await waitFor(() => expect(field(copy.email)).toHaveFocus());
      expect(sent.filter((path) => path === '/i/username_availability')).toHaveLength(1);
      expect(sent).not.toContain('/i/pre_registrations');
      expectValues(taken);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('shows the generic message in an alert on a 500 and keeps the form', async () => {
    const { user, handOff } = renderApp({ path: PATH, server });
    server.use(http.post('*/i/pre_registrations', () => HttpResponse.json({}, { status: 500 })));
    await formReady();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: copy.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(networkCopy.generic);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: progressCopy.createAccount }),
    ).toBeVisible();
    expectValues(ACCOUNT);
    expect(screen.getByRole('button', { name: copy.submit })).not.toHaveAttribute('aria-disabled');
    expect(handOff).not.toHaveBeenCalled();
  });
});

describe('Create Your Account when no policy is owed', () => {
  it('shows no empty Policies group (QA 15)', async () => {
    server.use(http.get('*/i/pending_policies', () => HttpResponse.json({ pending_policies: [] })));
    const app = renderApp({ path: PATH, server });
    await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount });
    await waitFor(() => expect(app.onboarding.getSnapshot().matches('preRegistration')).toBe(true));
    expect(screen.queryByRole('group', { name: copy.policiesLegend })).toBeNull();
    expect(field(copy.promoCode)).toBeVisible();
  });
});

describe('Create Your Account before the network answers (issue 9, shell first)', () => {
  const never = () => new Promise<never>(() => {});

  it('shows the heading and the fields while no API call has answered', async () => {
    server.use(
      http.get('*/i/feature_flags', never),
      http.get('*/i/regions', never),
      http.get('*/i/pending_policies', never),
    );
    renderApp({ path: PATH, server });
    expect(
      await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount }),
    ).toBeVisible();
    for (const label of [copy.firstName, copy.lastName, copy.email, copy.username, copy.password])
      expect(field(label)).toBeEnabled();
    const policies = screen.getByRole('group', { name: copy.policiesLegend });
    expect(within(policies).getByRole('status')).toHaveTextContent(bootCopy.loading);
    expect(policies.closest('[aria-busy="true"]')).toBeNull();
  });

  it('keeps what was typed when the policies arrive, and fills them in', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    // Answers nothing itself: once released, the sandbox's own handler answers.
    server.use(
      http.get('*/i/pending_policies', async () => {
        await arrived;
      }),
    );
    const { user } = renderApp({ path: PATH, server });
    await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount });
    await user.type(field(copy.firstName), 'Katherine');
    await user.type(field(copy.password), 'Orbit1962');
    release();
    await formReady();
    expect(field(copy.firstName)).toHaveValue('Katherine');
    expect(field(copy.password)).toHaveValue('Orbit1962');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses a submit before the policies arrived with a message, and sends nothing', async () => {
    const posts: string[] = [];
    server.use(
      http.get('*/i/pending_policies', never),
      http.post('*/i/pre_registrations', ({ request }) => {
        posts.push(request.url);
        return HttpResponse.json({ user_id: 'u' }, { status: 201 });
      }),
    );
    const { user } = renderApp({ path: PATH, server });
    await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount });
    await user.type(field(copy.firstName), 'Katherine');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.policiesNotLoaded)).toBeVisible();
    expect(posts).toEqual([]);
    expect(field(copy.firstName)).toHaveValue('Katherine');
  });

  it('shows a policies failure at the policies, and a retry loads them without losing input', async () => {
    server.use(
      http.get('*/i/pending_policies', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp({ path: PATH, server });
    await user.type(await screen.findByLabelText(copy.email), 'katherine@example.com');
    const policies = screen.getByRole('group', { name: copy.policiesLegend });
    expect(await within(policies).findByRole('alert')).toBeVisible();
    await user.click(within(policies).getByRole('button', { name: bootCopy.retry }));
    await formReady();
    expect(field(copy.email)).toHaveValue('katherine@example.com');
  });

  it('does not ask for the feature flags again on that retry (contract.md 4)', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    server.use(
      http.get('*/i/pending_policies', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderApp({ path: PATH, server });
    const policies = await screen.findByRole('group', { name: copy.policiesLegend });
    await user.click(await within(policies).findByRole('button', { name: bootCopy.retry }));
    await formReady();
    expect(asked.filter((path) => path === '/i/feature_flags')).toHaveLength(1);
    expect(asked.filter((path) => path === '/i/pending_policies')).toHaveLength(2);
  });
});

describe('no double account on a slow network (issue 8)', () => {
  it('sends one create-account request however often the button is pressed while it runs', async () => {
    const posts: number[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/i/pre_registrations', async () => {
        posts.push(posts.length);
        await answered;
      }),
    );
    const { user, handOff } = renderApp({ path: PATH, server });
    await formReady();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    // The button is busy (aria-disabled) while submitting: a press or Enter in a field submits the
    // form all the same, and the machine ignores it.
    await user.type(field(copy.firstName), '{Enter}');
    await user.type(field(copy.firstName), '{Enter}');
    answer();
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(posts).toEqual([0]);
  });

  it('keeps the focus on Create account while it runs, sends nothing for another Enter, then gives it to the answer (QA 10)', async () => {
    const stop = focusAsInChromium();
    try {
      const sent: string[] = [];
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        // The check before the submit is held open, then the sandbox answers: the email is taken.
        http.post('*/i/email_availability', async () => {
          sent.push('email_availability');
          await answered;
        }),
        http.post('*/i/pre_registrations', () => {
          sent.push('pre_registrations');
        }),
      );
      const { user } = renderApp({ path: PATH, server });
      await formReady();
      await fillForm(user, { ...ACCOUNT, email: SEED_PATRON.email });
      const button = screen.getByRole('button', { name: copy.submit });
      button.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('button', { name: copy.submitting })).toBe(button);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      // Leaving the email asked about it already; the submit drops that question and asks again.
      await waitFor(() => expect(sent).toEqual(['email_availability', 'email_availability']));

      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(button).toHaveFocus();
      // Enter in a field submits the form too: the machine, busy, ignores it as well.
      await user.type(field(copy.phone), '{Enter}');
      answer();
      await waitFor(() =>
        expect(field(copy.email)).toHaveAccessibleDescription(emailVerificationCopy.emailInUse),
      );
      // As before: a refused submit takes the focus to the first field in error.
      await waitFor(() => expect(field(copy.email)).toHaveFocus());
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(sent).toEqual(['email_availability', 'email_availability']);
    } finally {
      stop();
    }
  });

  it('after a timeout asks the registration status before anything is sent again', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/i/pre_registrations', async () => {
        calls.push('POST');
        // The first request outlives the 5000 ms timeout; later ones fall through to the sandbox.
        if (calls.filter((c) => c === 'POST').length === 1) await new Promise(() => {});
      }),
      http.get('*/i/registration_status', () => {
        calls.push('status');
      }),
    );
    const { user, handOff } = renderApp({ path: PATH, server });
    await formReady();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(
      await screen.findByText(networkCopy.timeout('create your account'), undefined, {
        timeout: 9_000,
      }),
    ).toBeVisible();
    // The session asks the registration status on entry too (issue 7): count from the submit.
    const fromSubmit = () => calls.slice(calls.indexOf('POST'));
    expect(fromSubmit()).toEqual(['POST', 'status']);
    expectValues(ACCOUNT);
    await user.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(fromSubmit().slice(0, 3)).toEqual(['POST', 'status', 'POST']);
  });
});

describe('the way to the login page', () => {
  it('links a patron who already has an account to the login page', async () => {
    const { user, router } = renderApp({ path: PATH, server });
    await user.click(await screen.findByRole('link', { name: copy.logIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("is left to the app's own screens in its webview", async () => {
    renderApp({ path: '/signup/email', layout: 'native', server });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: copy.logIn })).toBeNull();
  });
});
