import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { POLICIES } from '../../api/sandbox/reference-data';
import { SEED_PATRON } from '../../api/sandbox/state';
import { loginPolicies as policiesCopy, welcome as welcomeCopy } from '../../copy/ours/after-login';
import { emailVerification as emailCodeCopy } from '../../copy/ours/email-verification';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { documentUpload as documentUploadCopy } from '../../copy/ours/identity';
import { login as loginCopy } from '../../copy/ours/login';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import { sessionControls as sessionCopy } from '../../copy/ours/session';
import { form as formCopy } from '../../copy/ours/sign-up';
import { emailVerification as emailVerificationSpec } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { policies as policiesSpec } from '../../copy/spec/policies';
import { progress as progressCopy } from '../../copy/spec/progress';
import { STORAGE_KEY } from '../../src/onboarding-persistence';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { renderApp, setupSandboxServer, TEST_OAUTH } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// What follows a login (decision 040), against the sandbox's login scenarios (docs/sandbox.md).
const server = setupSandboxServer();
beforeAll(installDialogPolyfill);

async function logIn(options: Parameters<typeof renderApp>[0]) {
  const app = renderApp({ server, ...options });
  await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
  await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  return app;
}

const TERMS = 'Terms and Conditions';
const RG = 'Responsible Gaming Policy';

describe('a login that owes policies', () => {
  it('sets limits from the RG_LIMITS modal, and hands a web login off once accepted', async () => {
    const { user, router } = await logIn({ path: '/login', scenario: 'login-policies' });
    await user.click(await screen.findByRole('link', { name: welcomeCopy.reviewPolicies }));
    await user.click(await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS)));
    await user.click(screen.getByLabelText(fineDetailsCopy.acceptPolicy(RG)));
    await user.click(screen.getByRole('button', { name: policiesCopy.submit }));
    const dialog = await screen.findByRole('dialog', { name: policiesCopy.limitsTitle });
    await user.click(within(dialog).getByRole('button', { name: policiesCopy.limitsAccept }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/deposit_limits'));
  });

  it('hands a web login off on Not now, with the OAuth parameters', async () => {
    const { user, handOff } = await logIn({ path: '/login', scenario: 'login-policies' });
    await user.click(await screen.findByRole('link', { name: welcomeCopy.reviewPolicies }));
    await user.click(await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS)));
    await user.click(screen.getByLabelText(fineDetailsCopy.acceptPolicy(RG)));
    await user.click(screen.getByRole('button', { name: policiesCopy.submit }));
    const dialog = await screen.findByRole('dialog', { name: policiesCopy.limitsTitle });
    await user.click(within(dialog).getByRole('button', { name: policiesCopy.notNow }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
    expect(handOff.mock.calls[0]?.[0]).toMatchObject({ oauth: TEST_OAUTH });
  });

  it('welcomes the patron back, then asks for each policy, the terms first', async () => {
    const { user, router } = await logIn({ path: '/login', scenario: 'login-policies' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/welcome_policies'));
    expect(screen.getByRole('heading', { level: 1, name: welcomeCopy.backTitle })).toBeVisible();
    await user.click(screen.getByRole('link', { name: welcomeCopy.reviewPolicies }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/login/policies'));
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(names).toEqual([TERMS, RG]);
  });

  it('accepts them, offers to set limits (RG_LIMITS, the default) and continues on Not now', async () => {
    const { user, router } = await logIn({
      path: '/login?render_mobile_layout=true',
      scenario: 'login-policies',
      layout: 'mobileWeb',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/welcome_policies'));
    await user.click(screen.getByRole('link', { name: welcomeCopy.reviewPolicies }));
    await user.click(await screen.findByRole('button', { name: policiesCopy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formCopy.policiesRequired);
    await user.click(screen.getByLabelText(fineDetailsCopy.acceptPolicy(TERMS)));
    await user.click(screen.getByLabelText(fineDetailsCopy.acceptPolicy(RG)));
    await user.click(screen.getByRole('button', { name: policiesCopy.submit }));
    const dialog = await screen.findByRole('dialog', { name: policiesCopy.limitsTitle });
    expect(within(dialog).getByRole('button', { name: policiesCopy.limitsAccept })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: policiesCopy.notNow }));
    // The continue flow: a finished account on the mobile web layout ends on the app page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/download'));
  });

  it('moves the focus to the first policy left unticked when the submit is refused (decision 079)', async () => {
    const { user } = await logIn({ path: '/login', scenario: 'login-policies' });
    await user.click(await screen.findByRole('link', { name: welcomeCopy.reviewPolicies }));
    const terms = await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS));
    await user.click(screen.getByRole('button', { name: policiesCopy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formCopy.policiesRequired);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(terms).toHaveFocus());
  });

  it('keeps a policy ticked and not yet sent across a reload (QA 6)', async () => {
    const first = await logIn({ path: '/login', scenario: 'login-policies' });
    await first.user.click(await screen.findByRole('link', { name: welcomeCopy.reviewPolicies }));
    await first.user.click(await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS)));
    first.unmount();

    renderApp({ path: '/web/login/policies', server, scenario: 'login-policies' });
    expect(await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS))).toBeChecked();
    expect(screen.getByLabelText(fineDetailsCopy.acceptPolicy(RG))).not.toBeChecked();
  });

  // contract.md 7 answers the terms by type as one policy, which wire-decisions returns bare; a
  // narrowed list is read too. Owed, the terms are never dropped from the page (QA 22).
  const bareTerms = POLICIES.find((policy) => policy.type === 'terms_and_condition');
  for (const [answer, body] of [
    ['the terms policy bare', bareTerms],
    ['a list holding other policies first', { pending_policies: [POLICIES[1], bareTerms] }],
    ['an empty list (the owed list has them)', { pending_policies: [] }],
  ] as const)
    it(`shows and sends the owed terms when their read by type answers ${answer} (QA 22)`, async () => {
      const { user } = await logIn({ path: '/login', scenario: 'login-policies' });
      const sent: unknown[] = [];
      server.use(
        http.get('*/i/pending_policies', ({ request }) =>
          new URL(request.url).searchParams.get('type') ? HttpResponse.json(body) : undefined,
        ),
        http.post('*/i/policy_acceptances', async ({ request }) => {
          sent.push(await request.clone().json());
          return undefined;
        }),
      );
      await user.click(await screen.findByRole('link', { name: welcomeCopy.reviewPolicies }));
      await user.click(await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS)));
      await user.click(screen.getByLabelText(fineDetailsCopy.acceptPolicy(RG)));
      await user.click(screen.getByRole('button', { name: policiesCopy.submit }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(JSON.stringify(sent[0])).toContain(`"policy_id":"${bareTerms?.id}"`);
    });

  it('says "Could not fetch terms and conditions" when the terms cannot be read, and retries', async () => {
    const { user } = await logIn({ path: '/login', scenario: 'login-policies' });
    let failures = 1;
    server.use(
      http.get('*/i/pending_policies', ({ request }) => {
        if (!new URL(request.url).searchParams.get('type') || failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ error: { code: 'boom', message: 'boom' } }, { status: 500 });
      }),
    );
    await user.click(await screen.findByRole('link', { name: welcomeCopy.reviewPolicies }));
    expect(await screen.findByRole('alert')).toHaveTextContent(policiesSpec.termsFailed);
    await user.click(screen.getByRole('button', { name: policiesCopy.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: TERMS })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the policy page signed out', () => {
  it('sends the visitor to login first: only a patron owes policies', async () => {
    const { router } = renderApp({ path: '/web/login/policies', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
  });
});

describe('a login whose sign-up is not finished', () => {
  it('welcomes the patron and resumes the sign-up on Continue', async () => {
    const { user, router } = await logIn({ path: '/login', scenario: 'login-unfinished' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/welcome'));
    expect(screen.getByRole('heading', { level: 1, name: welcomeCopy.title })).toBeVisible();
    await user.click(screen.getByRole('link', { name: welcomeCopy.continueSignup }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
  });
});

describe('the regions a login reads', () => {
  it('are read once in a page load: the welcome page and the resumed sign-up share them', async () => {
    const reads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/i/regions') reads.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      const { user, router } = await logIn({ path: '/login', scenario: 'login-unfinished' });
      await user.click(await screen.findByRole('link', { name: welcomeCopy.continueSignup }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
      expect(reads).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});

describe('a login whose email the server asks to verify', () => {
  it('asks for the emailed code, then hands off once it is accepted', async () => {
    const { user, router, handOff } = await logIn({
      path: '/login',
      scenario: 'login-email-required',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email_verification'));
    const field = await screen.findByLabelText(emailCodeCopy.codeLabel);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: emailCodeCopy.verify }));
    expect(await screen.findByText(emailVerificationSpec.codeInvalid)).toBeVisible();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: emailCodeCopy.verify }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('hands off without a code where the region asks for no verified email (QA 5)', async () => {
    // US-MI is no region of the sandbox that asks for email verification (api/sandbox/state.ts).
    const { router, handOff } = await logIn({
      path: '/login',
      scenario: 'login-email-required',
      regionCode: 'US-MI',
    });
    await waitFor(() => expect(handOff).toHaveBeenCalled());
    expect(router.state.location.pathname).not.toBe('/login/email_verification');
  });

  it("drops the old code's error once another email is sent (QA 3 L6)", async () => {
    const { user, router } = await logIn({ path: '/login', scenario: 'login-email-required' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email_verification'));
    const field = await screen.findByLabelText(emailCodeCopy.codeLabel);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: emailCodeCopy.verify }));
    expect(await screen.findByText(emailVerificationSpec.codeInvalid)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: emailCodeCopy.resend }));
    expect(await screen.findByText(emailVerificationSpec.resent)).toBeVisible();
    expect(screen.queryByText(emailVerificationSpec.codeInvalid)).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});

describe('the welcome-back page', () => {
  it('says what failed and reads the login answer again on Try again', async () => {
    // Only the read after the password grant fails, not the start-up session check.
    let armed = false;
    let failures = 1;
    server.use(
      http.post('*/oauth/token', () => {
        armed = true;
        return undefined;
      }),
      http.get('*/i/registration_status', () => {
        if (!armed || failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ error: { code: 'boom', message: 'boom' } }, { status: 500 });
      }),
    );
    const { user, router, handOff } = await logIn({ path: '/login' });
    expect(await screen.findByRole('button', { name: welcomeCopy.retry })).toBeVisible();
    expect(router.state.location.pathname).toBe('/web/welcome_back');
    await user.click(screen.getByRole('button', { name: welcomeCopy.retry }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });
});

describe('a finished account handed off after its login (QA 4)', () => {
  it('never opens Create Your Account on the way: /continue_registration waits under its own heading', async () => {
    const { router, handOff } = await logIn({ path: '/login' });
    const paths: string[] = [];
    const headings: string[] = [];
    const stop = router.subscribe('onResolved', ({ toLocation }) => {
      paths.push(toLocation.pathname);
      headings.push(screen.queryByRole('heading', { level: 1 })?.textContent ?? '');
    });
    await waitFor(() => expect(handOff).toHaveBeenCalled());
    stop();
    expect(paths.filter((path) => /create_account|\/signup\/email$/.test(path))).toEqual([]);
    expect(headings).not.toContain(progressCopy.createAccount);
  });
});

describe('a login into a tab that held a sign-up (QA 5)', () => {
  it("leaves nothing of it: a finished account is handed off, not sent to the earlier sign-up's steps", async () => {
    // Another account's sign-up ran in this tab; its cookie was cleared without a logout.
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ preRegistrationComplete: true, signUpRanHere: true }),
    );
    const { router, handOff } = await logIn({ path: '/login', scenario: 'limits-only' });
    await waitFor(() => expect(handOff).toHaveBeenCalled());
    expect(router.state.location.pathname).not.toMatch(/initial_set_limits/);
    expect(sessionStorage.getItem(STORAGE_KEY) ?? '').not.toContain('signUpRanHere":true');
  });
});

describe('a visitor sent to login from a patron page (QA 4)', () => {
  it('returns to that page once logged in, not to the hand-off', async () => {
    const { user, router, handOff } = renderApp({ path: '/rg/deposit_limits', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/deposit_limits'));
    expect(handOff).not.toHaveBeenCalled();
  });

  it('returns to the patron page a session lapsed on, after a save answered 401 (QA 7)', async () => {
    const { user, router, handOff } = await openAsPatron('/rg/deposit_limits', { server });
    server.use(
      http.post('*/i/cashflow_limits/:type/:period', () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );
    await user.type(await screen.findByLabelText(rgCopy.newLimit('monthly', false)), '900');
    await user.click(screen.getByRole('button', { name: rgCopy.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
    server.resetHandlers();
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/deposit_limits'));
    expect(handOff).not.toHaveBeenCalled();
    // What the patron had typed is there again: the same patron logged back in (decision 076).
    const monthly = await screen.findByLabelText(rgCopy.newLimit('monthly', false));
    await waitFor(() => expect(monthly).toHaveValue('900'));
  });

  it('shows none of it to someone else who logs in after the lapse (decision 076)', async () => {
    const { user, router } = await openAsPatron('/rg/deposit_limits', { server });
    server.use(
      http.post('*/i/cashflow_limits/:type/:period', () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );
    await user.type(await screen.findByLabelText(rgCopy.newLimit('monthly', false)), '900');
    await user.click(screen.getByRole('button', { name: rgCopy.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    server.resetHandlers();
    // Another account's login: the sandbox answers it with another user id.
    server.use(
      http.post('*/oauth/token', () =>
        HttpResponse.json({
          access_token: 'a',
          token_type: 'bearer',
          expires_in: 3600,
          user_id: 99,
        }),
      ),
    );
    await user.type(await screen.findByLabelText(loginCopy.username), 'someone@example.com');
    await user.type(screen.getByLabelText(loginCopy.password), 'Another1pass');
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/deposit_limits'));
    const monthly = await screen.findByLabelText(rgCopy.newLimit('monthly', false));
    expect(monthly).toHaveValue('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('900');
  });

  it('returns to the document upload an emailed link opened without a session (QA 13)', async () => {
    const { user, router, handOff } = renderApp({
      path: '/user_preferences/document_upload?token=emailed-token',
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Told what to log in for, not that a session they never had timed out (QA 15).
    expect(await screen.findByText(documentUploadCopy.logIn)).toBeVisible();
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user_preferences/document_upload'),
    );
    expect(router.state.location.search).toEqual({});
    expect(handOff).not.toHaveBeenCalled();
  });

  it('goes on to the hand-off on a later login, the page once returned to being forgotten', async () => {
    const { handOff } = await logIn({ path: '/login' });
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });
});

describe('a welcome page opened directly by a finished patron (QA 6)', () => {
  it.each([
    ['/login/welcome', welcomeCopy.body],
    ['/web/welcome', welcomeCopy.body],
    ['/login/welcome_policies', welcomeCopy.policiesBody],
    ['/web/welcome_policies', welcomeCopy.policiesBody],
  ])(
    '%s reads the status again and goes on instead of a message that does not apply',
    async (page, body) => {
      const { router, handOff } = await logIn({ path: '/login' });
      await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
      await act(() => router.navigate({ to: page }));
      await waitFor(() => expect(handOff).toHaveBeenCalledTimes(2));
      expect(router.state.location.pathname).not.toBe(page);
      expect(screen.queryByText(body)).toBeNull();
    },
  );

  it('keeps the message where the status still says it: a sign-up not finished', async () => {
    const { router } = await logIn({ path: '/login', scenario: 'login-unfinished' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/welcome'));
    await act(() => router.navigate({ to: '/login/welcome' }));
    expect(await screen.findByText(welcomeCopy.body)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login/welcome');
  });

  it('keeps the updated policies message while policies are owed', async () => {
    const { router } = await logIn({ path: '/login', scenario: 'login-policies' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/welcome_policies'));
    await act(() => router.navigate({ to: '/login/welcome_policies' }));
    expect(await screen.findByText(welcomeCopy.policiesBody)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login/welcome_policies');
  });
});

describe('a welcome page left behind in the history after a logout (QA 4)', () => {
  it('goes to login with no error instead of showing the page to the next visitor', async () => {
    const { user, router } = await logIn({ path: '/login', scenario: 'login-unfinished' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/welcome'));
    await user.click(await screen.findByRole('button', { name: sessionCopy.logOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: welcomeCopy.title })).toBeNull();
  });
});
