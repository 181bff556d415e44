import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { createSandboxHandlers } from '../../api/sandbox/handlers';
import { getScenario } from '../../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../../api/sandbox/state';
import { personalInfo as personalInfoCopy } from '../../copy/ours/personal-info';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { sessionControls } from '../../copy/ours/session';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import { lists as listsCopy } from '../../copy/spec/lists';
import { network as networkCopy } from '../../copy/spec/network';
import { progress as progressCopy } from '../../copy/spec/progress';
import { SAVE_DEBOUNCE_MS, STORAGE_KEY } from '../../src/onboarding-persistence';
import { signedUpIn } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// Personal Information against the sandbox's `personal-pending` scenario: the account exists,
// the email is verified, and the preferred name, residence, citizenship, last 4 of the SSN and
// the employment details are owed (product.md 4.3).

const SCENARIO = 'personal-pending';
const server = setupSandboxServer(SCENARIO);
const copy = personalInfoCopy;
const SSN = '4321';

const signedUp = (phoneNumber: string | null = null) => signedUpIn(server, undefined, phoneNumber);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const field = (label: string) => screen.getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: copy.continue });

/**
 * The sandbox answering for an account whose email is verified and which owes `pendingFields`
 * only (the phone-pending scenario's account otherwise).
 */
function owing(name: string, pendingFields: Record<string, true>) {
  const phonePending = getScenario('phone-pending');
  server.use(
    ...createSandboxHandlers({
      scenario: {
        ...phonePending,
        name,
        afterPreRegistration: {
          ...phonePending.afterPreRegistration,
          email_verification_status: 'VERIFIED',
          pending_fields: pendingFields,
        },
      },
      storage: sandboxMemoryStorage,
    }),
  );
}

/** Every value session storage holds. */
function storedValues(): string[] {
  return Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i))
    .filter((key): key is string => key !== null)
    .map((key) => sessionStorage.getItem(key) ?? '');
}

describe('Personal Information on the mobile layout', () => {
  it('walks preferred name, residence and citizenship, SSN and employment in order', async () => {
    await signedUp();
    const { user, router } = renderApp({
      path: '/signup/preferred_name',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    const at = (path: string) => waitFor(() => expect(router.state.location.pathname).toBe(path));

    // Preferred name: a required field with the nickname token; empty is refused at the field.
    await heading(copy.titles.preferredName);
    expect(field(copy.preferredName)).toHaveAttribute('autocomplete', 'nickname');
    await user.click(continueButton());
    expect(await screen.findByText(copy.errors.preferredNameRequired)).toBeVisible();
    expect(field(copy.preferredName)).toBeInvalid();
    expect(field(copy.preferredName)).toHaveFocus();
    await user.type(field(copy.preferredName), 'Kat{Enter}');

    // Residence shows country names, citizenship demonyms, both from GET /i/countries.
    await heading(copy.titles.residenceCitizenship);
    await at('/signup/residence_citizenship');
    const residence = field(copy.residence);
    const citizenship = field(copy.citizenship);
    expect(residence).toHaveAttribute('autocomplete', 'country-name');
    expect(citizenship).toHaveAttribute('autocomplete', 'off');
    expect(within(residence).getByRole('option', { name: 'Canada' })).toBeInTheDocument();
    expect(within(citizenship).getByRole('option', { name: 'Canadian' })).toBeInTheDocument();
    await user.selectOptions(residence, 'United States');
    await user.selectOptions(citizenship, 'American');
    await user.click(continueButton());

    // The SSN: four digits, masked until shown, no autofill.
    await heading(copy.titles.ssn);
    await at('/signup/ssn');
    const ssn = field(ssnCopy.label);
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    await user.type(ssn, '12a');
    await user.click(continueButton());
    expect(await screen.findByText(ssnCopy.invalid)).toBeVisible();
    await user.type(ssn, '34');
    await user.click(screen.getByRole('checkbox', { name: copy.showSsn }));
    expect(ssn).toHaveAttribute('type', 'text');
    expect(ssn).toHaveValue('1234');
    await user.click(continueButton());

    // Employment: the employer fields only once employed; a blacklisted title cannot be chosen.
    await heading(copy.titles.employment);
    await at('/signup/employment_details');
    expect(screen.queryByLabelText(copy.jobTitle)).toBeNull();
    await user.selectOptions(field(copy.employmentStatus), copy.employmentStatuses.employed);
    expect(field(copy.jobTitle)).toHaveAttribute('autocomplete', 'organization-title');
    expect(field(copy.employerName)).toHaveAttribute('autocomplete', 'organization');
    // The employer's details, in a section of their own: autofill does not offer the patron's.
    expect(field(copy.employerPhoneNumber)).toHaveAttribute(
      'autocomplete',
      'section-employer work tel-national',
    );
    expect(field(copy.employerAddress)).toHaveAttribute(
      'autocomplete',
      'section-employer street-address',
    );

    await user.type(field(copy.jobTitle), 'sports');
    const suggestions = await screen.findByRole('list', { name: copy.jobTitleSuggestions });
    await user.click(
      within(suggestions).getByRole('button', { name: `Sports Agent (${copy.notEligible})` }),
    );
    expect(
      await screen.findByText(copy.errors.occupationBlacklisted('Sports Agent')),
    ).toBeVisible();
    expect(field(copy.jobTitle)).toHaveValue('sports');

    await user.clear(field(copy.jobTitle));
    await user.type(field(copy.jobTitle), 'engin');
    const engineers = await screen.findByRole('list', { name: copy.jobTitleSuggestions });
    await waitFor(() =>
      expect(within(engineers).getByRole('button', { name: 'Civil Engineer' })).toBeVisible(),
    );
    await user.click(within(engineers).getByRole('button', { name: 'Civil Engineer' }));
    expect(field(copy.jobTitle)).toHaveValue('Civil Engineer');
    expect(screen.queryByRole('list', { name: copy.jobTitleSuggestions })).toBeNull();

    await user.type(field(copy.typeOfBusiness), 'Construction');
    await user.type(field(copy.employerName), 'Acme Ltd');
    await user.type(field(copy.employerPhoneNumber), '2015550123');
    expect(field(copy.employerPhoneNumber)).toHaveValue('(201) 555-0123');
    await user.type(field(copy.employerAddress), '1 Main St, Newark NJ');
    await user.click(continueButton());

    // Nothing is owed any more: the server completes the registration (mobile web: download).
    await at('/signup/download');
  });

  it('hands off a sign-up that left its frame for this window (embedded), never offering the app (QA 24)', async () => {
    // Only the preferred name is owed: once it is saved the registration is complete.
    owing('name-pending', { preferred_name: true });
    await signedUp('2015550123');
    // The continue URL of decision 051 marks it (src/shell/session-blocked.tsx).
    const { user, router, handOff } = renderApp({
      path: '/signup/preferred_name?embedded=true',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    await heading(copy.titles.preferredName);

    await user.type(field(copy.preferredName), 'Kat{Enter}');

    await waitFor(() => expect(handOff).toHaveBeenCalled());
    expect(router.state.location.pathname).not.toBe('/signup/download');
  });

  it("shows the server's 422 message at the field and keeps what was typed", async () => {
    await signedUp();
    const { user } = renderApp({
      path: '/signup/preferred_name',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    await heading(copy.titles.preferredName);
    const long = 'K'.repeat(51);

    await user.type(field(copy.preferredName), long);
    await user.click(continueButton());

    // The sandbox's own rule (docs/sandbox.md): names are at most 50 characters.
    expect(await screen.findByText('Preferred name must be at most 50 characters')).toBeVisible();
    expect(field(copy.preferredName)).toHaveValue(long);
    expect(field(copy.preferredName)).toBeInvalid();
  });

  it("shows a 422 about the phone number on the phone number's page, where it leads (QA 24)", async () => {
    owing('name-and-phone-pending', { preferred_name: true, phone_number: true });
    await signedUp('2015550123');
    server.use(
      http.patch(
        '*/i/registration',
        () =>
          HttpResponse.json({ errors: { phone_numbers: ['is not verified'] } }, { status: 422 }),
        { once: true },
      ),
    );
    const { user, router } = renderApp({
      path: '/signup/preferred_name',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    await heading(copy.titles.preferredName);

    await user.type(field(copy.preferredName), 'Kat{Enter}');

    // product.md 5: the phone number's page, with the first message at its field.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/phone_number'));
    const phone = await screen.findByLabelText(phoneVerificationCopy.phone);
    await waitFor(() => expect(phone).toBeInvalid());
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('is not verified'));
  });

  it("shows a network failure's message in a banner and keeps the SSN typed", async () => {
    await signedUp();
    const { user, router } = renderApp({
      path: '/signup/preferred_name',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    await heading(copy.titles.preferredName);
    await user.type(field(copy.preferredName), 'Kat{Enter}');
    await heading(copy.titles.residenceCitizenship);
    await user.selectOptions(field(copy.residence), 'Canada');
    await user.selectOptions(field(copy.citizenship), 'Canadian');
    await user.click(continueButton());
    await heading(copy.titles.ssn);
    server.use(http.patch('*/i/registration', () => HttpResponse.error(), { once: true }));

    await user.type(field(ssnCopy.label), SSN);
    await user.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      networkCopy.connection('update your registration'),
    );
    expect(field(ssnCopy.label)).toHaveValue(SSN);
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/employment_details'));
  });

  it("shows the catalogue's message when the countries cannot be loaded, and retries", async () => {
    await signedUp();
    // contract.md 4: the list is tried 4 times before the failure shows.
    const failure = () => new HttpResponse(null, { status: 500 });
    for (let i = 0; i < 4; i += 1) server.use(http.get('*/i/countries', failure, { once: true }));
    const { user } = renderApp({
      path: '/signup/preferred_name',
      layout: 'mobileWeb',
      scenario: SCENARIO,
      server,
    });
    await heading(copy.titles.preferredName);
    await user.type(field(copy.preferredName), 'Kat{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(listsCopy.countriesFailed);
    await user.click(screen.getByRole('button', { name: copy.retry }));

    expect(await screen.findByLabelText(copy.residence)).toBeVisible();
  });
});

describe('Personal Information on the web layout', () => {
  it('asks every pending field on one page, in order, and completes the registration', async () => {
    await signedUp();
    const { user, handOff } = renderApp({ path: '/web/signup/pii', server, scenario: SCENARIO });
    await heading(progressCopy.personalInformation);
    await screen.findByLabelText(copy.preferredName);

    const labels = [
      copy.preferredName,
      copy.residence,
      copy.citizenship,
      ssnCopy.label,
      copy.employmentStatus,
    ].map(field);
    for (const [earlier, later] of labels.slice(0, -1).map((l, i) => [l, labels[i + 1]] as const))
      expect(
        earlier.compareDocumentPosition(later as Element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.type(field(copy.preferredName), 'Kat');
    await user.selectOptions(field(copy.residence), 'United States');
    await user.selectOptions(field(copy.citizenship), 'American');
    await user.type(field(ssnCopy.label), SSN);
    await user.selectOptions(field(copy.employmentStatus), copy.employmentStatuses.retired);
    expect(screen.queryByLabelText(copy.employerName)).toBeNull();
    await user.click(continueButton());

    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('keeps what was typed across a reload, except the SSN, which is never stored', async () => {
    await signedUp();
    const first = renderApp({ path: '/web/signup/pii', server, scenario: SCENARIO });
    await screen.findByLabelText(copy.preferredName);
    await first.user.type(field(copy.preferredName), 'Kat');
    await first.user.selectOptions(field(copy.residence), 'Canada');
    await first.user.type(field(ssnCopy.label), SSN);
    await first.user.selectOptions(
      field(copy.employmentStatus),
      copy.employmentStatuses.self_employed,
    );
    await first.user.type(field(copy.employerName), 'Acme Ltd');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toContain('Acme Ltd'), {
      timeout: SAVE_DEBOUNCE_MS * 5,
    });
    for (const value of storedValues()) expect(value).not.toContain(SSN);
    first.unmount();

    // The saved sign-up syncs once as it boots; the session the check finds asks for no second
    // sync (QA 6: the registration, its status and the step's lists were read twice).
    const reads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname.endsWith('/i/registration')) reads.push(pathname);
    };
    server.events.on('request:start', count);
    // The session check (the first to ask) answers once the step's page is up, as on a slow
    // network.
    let statusReads = 0;
    server.use(
      http.get('*/i/registration_status', async () => {
        statusReads += 1;
        if (statusReads === 1) await delay(300);
      }),
    );
    renderApp({ path: '/web/signup/pii', server, scenario: SCENARIO });
    await screen.findByLabelText(copy.preferredName);
    // The session found (the header offers Log out), no second read follows.
    await screen.findByRole('button', { name: sessionControls.logOut });
    await expect(
      waitFor(() => expect(reads.length).toBeGreaterThan(1), { timeout: 400 }),
    ).rejects.toThrow();
    server.events.removeListener('request:start', count);
    expect(reads).toHaveLength(1);
    expect(field(copy.preferredName)).toHaveValue('Kat');
    expect(field(copy.residence)).toHaveValue('CA');
    expect(field(copy.employmentStatus)).toHaveValue('self_employed');
    expect(field(copy.employerName)).toHaveValue('Acme Ltd');
    expect(field(ssnCopy.label)).toHaveValue('');
    for (const value of storedValues()) expect(value).not.toContain(SSN);
  });

  it('verifies a pending phone number with the SMS form, between the sections 4.3 puts around it', async () => {
    // A registration owing the preferred name and the phone number only.
    owing('name-and-phone-pending', { preferred_name: true, phone_number: true });
    await signedUp('2015550123');
    const { user, handOff } = renderApp({ path: '/web/signup/pii', server, scenario: SCENARIO });
    await heading(progressCopy.personalInformation);
    const phone = await screen.findByLabelText(phoneVerificationCopy.phone);
    expect(phone).toHaveValue('(201) 555-0123');
    expect(
      field(copy.preferredName).compareDocumentPosition(phone) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByLabelText(ssnCopy.label)).toBeNull();

    // The name sits outside its form (forms do not nest) and still submits it with Enter.
    await user.type(field(copy.preferredName), 'Kat{Enter}');
    expect(await screen.findByText(copy.savedWaitingForPhone)).toBeVisible();
    expect(handOff).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: phoneVerificationCopy.textMe }));
    await user.type(await screen.findByLabelText(phoneVerificationCopy.code), '123456');
    await user.click(screen.getByRole('button', { name: phoneVerificationCopy.verify }));

    // Both done: the step ends, the server owes nothing more, and sign-up hands back.
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });
  it('says no details were saved when the page owes only the phone number (QA 19)', async () => {
    owing('only-phone-pending', { phone_number: true });
    await signedUp('2015550123');
    renderApp({ path: '/web/signup/pii', server, scenario: SCENARIO });
    await heading(progressCopy.personalInformation);
    expect(await screen.findByLabelText(phoneVerificationCopy.phone)).toHaveValue('(201) 555-0123');
    expect(screen.queryByText(copy.savedWaitingForPhone)).toBeNull();
  });

  it("sends the registration's id with a new phone number, as with the preferred name (QA 13, decision 070)", async () => {
    owing('name-and-phone-pending', { preferred_name: true, phone_number: true });
    const patches: Promise<Record<string, unknown>>[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname === '/i/registration')
        patches.push(request.clone().json());
    };
    server.events.on('request:start', onRequest);
    try {
      await signedUp('2015550123');
      const { user } = renderApp({ path: '/web/signup/pii', server, scenario: SCENARIO });
      await heading(progressCopy.personalInformation);
      await user.type(field(copy.preferredName), 'Pat{Enter}');
      expect(await screen.findByText(copy.savedWaitingForPhone)).toBeVisible();
      const phone = screen.getByLabelText(phoneVerificationCopy.phone);
      await user.clear(phone);
      await user.type(phone, '6095550142');
      await user.click(screen.getByRole('button', { name: phoneVerificationCopy.textMe }));
      await screen.findByLabelText(phoneVerificationCopy.code);

      const [name, number, ...rest] = await Promise.all(patches);
      expect(rest).toEqual([]);
      expect(name).toMatchObject({ preferred_name: 'Pat', id: expect.anything() });
      expect(number).toMatchObject({ id: name?.id, phone_number: { number: '6095550142' } });
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });
});
