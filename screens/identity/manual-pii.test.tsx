import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { identityWait as identityWaitCopy } from '../../copy/ours/identity';
import { manualPii as copy } from '../../copy/ours/manual-pii';
import { balance as balanceCopy } from '../../copy/spec/balance';
import { STORAGE_KEY } from '../../src/onboarding-persistence';
import { signedUpIn as signedUpInScenario } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { sandboxCall } from '../../test/sandbox-server';

// The manual-PII pages against the sandbox's manual-pii, manual-address and manual-pii-processing
// scenarios: the account exists and the status asks for the details by hand (product.md 4.2).

const server = setupSandboxServer('manual-pii');

const signedUpIn = (scenario: string) => signedUpInScenario(server, scenario);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

describe('manual PII on the web layout', () => {
  it('walks name, address, birthdate, race and gender, then the processing page', async () => {
    await signedUpIn('manual-pii');
    const { user, router } = renderApp({
      path: '/web/signup/name',
      scenario: 'manual-pii',
      server,
    });
    const at = (path: string) => waitFor(() => expect(router.state.location.pathname).toBe(path));

    await heading(copy.titles.name);
    // The names the account already has are there; the middle name is optional.
    expect(field(copy.firstName)).toHaveValue('Katherine');
    expect(field(copy.firstName)).toHaveAttribute('autocomplete', 'given-name');
    expect(field(copy.middleName)).toHaveAttribute('autocomplete', 'additional-name');
    expect(field(copy.lastName)).toHaveAttribute('autocomplete', 'family-name');
    await user.clear(field(copy.lastName));
    await user.click(button(copy.continue));
    expect(await screen.findByText(copy.errors.lastName)).toBeVisible();
    expect(field(copy.lastName)).toBeInvalid();
    expect(field(copy.lastName)).toHaveFocus();
    await user.type(field(copy.lastName), 'Johnson');
    await user.type(field(copy.middleName), 'Coleman');
    await user.click(button(copy.continue));

    await heading(copy.titles.address);
    await at('/web/signup/address');
    // Each page's heading takes the focus, so a screen reader starts at the top of it.
    expect(await heading(copy.titles.address)).toHaveFocus();
    const country = await screen.findByLabelText(copy.country);
    expect(country).toHaveAttribute('autocomplete', 'country');
    // The country of the detected region, and only countries with regions to choose from.
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'Canada' })).toBeInTheDocument();
    expect(within(country).queryByRole('option', { name: 'Mexico' })).toBeNull();
    expect(field(copy.line1)).toHaveAttribute('autocomplete', 'address-line1');
    expect(field(copy.line2)).toHaveAttribute('autocomplete', 'address-line2');
    expect(field(copy.city)).toHaveAttribute('autocomplete', 'address-level2');
    expect(field(copy.region.us)).toHaveAttribute('autocomplete', 'address-level1');
    expect(field(copy.postalCode.us)).toHaveAttribute('autocomplete', 'postal-code');
    // A home address may be in a state without betting (decision 070): the sandbox lists
    // California with is_betting_region false.
    expect(
      within(field(copy.region.us)).getByRole('option', { name: 'California' }),
    ).toBeInTheDocument();
    await user.type(field(copy.line1), '1 Hampton Way');
    await user.type(field(copy.city), 'Newark');
    await user.selectOptions(field(copy.region.us), 'New Jersey');
    await user.type(field(copy.postalCode.us), '071');
    await user.click(button(copy.continue));
    expect(await screen.findByText(copy.errors.zipCodeShape)).toBeVisible();
    await user.type(field(copy.postalCode.us), '02');
    await user.click(button(copy.continue));

    await heading(copy.titles.birthdate);
    await at('/web/signup/birthdate');
    expect(field(copy.birthdate)).toHaveAttribute('autocomplete', 'bday');
    expect(field(copy.birthdate)).toHaveAttribute('type', 'date');
    // Back comes first and the primary button ends the row, as on every other page.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining([copy.back, copy.continue]),
    );
    const order = screen.getAllByRole('button').map((b) => b.textContent);
    expect(order.indexOf(copy.back)).toBeLessThan(order.indexOf(copy.continue));
    // Back keeps what was typed.
    await user.click(button(copy.back));
    await heading(copy.titles.address);
    expect(field(copy.line1)).toHaveValue('1 Hampton Way');
    await user.click(button(copy.continue));
    await heading(copy.titles.birthdate);
    await user.type(field(copy.birthdate), '1988-08-26');
    await user.click(button(copy.continue));

    // The server asks race and gender: its answers, one of each.
    await heading(copy.titles.raceAndGender);
    await at('/web/signup/race_and_gender');
    const race = await screen.findByRole('group', { name: copy.race });
    await user.click(button(copy.submit));
    expect(await screen.findByText(copy.errors.race)).toBeVisible();
    await user.click(within(race).getByRole('radio', { name: 'Black or African American' }));
    const gender = screen.getByRole('group', { name: copy.gender });
    await user.click(within(gender).getByRole('radio', { name: 'Female' }));
    await user.click(button(copy.submit));

    // Saved: the server checks the details (manual_pii_verification_in_progress).
    await heading(copy.titles.processing);
    await at('/web/signup/manual_pii_processing');
    expect(button(copy.checkAgain)).toBeEnabled();
    // Nothing typed stays in storage once saved (the next debounced save drops it).
    await waitFor(() => expect(JSON.stringify({ ...sessionStorage })).not.toContain('Hampton'), {
      timeout: 3_000,
    });
  });

  it('keeps what was typed across a reload, from the name page on', async () => {
    await signedUpIn('manual-pii');
    const first = renderApp({ path: '/web/signup/name', scenario: 'manual-pii', server });
    await heading(copy.titles.name);
    await first.user.click(button(copy.continue));
    await heading(copy.titles.address);
    await first.user.type(await screen.findByLabelText(copy.line1), '9 Orbit Road');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toContain('9 Orbit Road'), {
      timeout: 3_000,
    });
    first.unmount();

    // The server still asks from the name page: the pages walk again, every value kept.
    const again = renderApp({ path: '/web/signup/address', scenario: 'manual-pii', server });
    await heading(copy.titles.name);
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/web/signup/name'));
    expect(field(copy.firstName)).toHaveValue('Katherine');
    await again.user.click(button(copy.continue));
    await heading(copy.titles.address);
    expect(await screen.findByLabelText(copy.line1)).toHaveValue('9 Orbit Road');
  });

  it('says "Unable to update user address" on a 403 and "Unable to update user information" otherwise', async () => {
    await signedUpIn('manual-pii');
    const answers = [403, 500];
    server.use(
      http.patch('*/i/registration', () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'no' } },
          { status: answers.shift() ?? 500 },
        ),
      ),
    );
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        preRegistrationComplete: true,
        stepDrafts: {
          '/web/signup/name': {
            firstName: 'Katherine',
            lastName: 'Johnson',
            line1: '1 Hampton Way',
            city: 'Newark',
            region: 'US-NJ',
            postalCode: '07102',
            countryCode: 'US',
            birthdate: '1988-08-26',
          },
        },
      }),
    );
    // Race and gender already answered: the birthdate page is the last.
    await sandboxCall('POST', '/i/registration/race_and_gender_selections', {
      race: 'asian',
      gender: 'male',
    });
    const { user } = renderApp({ path: '/web/signup/name', scenario: 'manual-pii', server });
    await heading(copy.titles.name);
    await user.click(button(copy.continue));
    await heading(copy.titles.address);
    await user.click(await screen.findByRole('button', { name: copy.continue }));
    await heading(copy.titles.birthdate);
    expect(field(copy.birthdate)).toHaveValue('1988-08-26');
    await user.click(await screen.findByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(balanceCopy.updateAddressFailed);
    await user.click(button(copy.submit));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(balanceCopy.updateUserFailed),
    );
    expect(field(copy.birthdate)).toHaveValue('1988-08-26');
  });
});

describe('a server error about a part of the address', () => {
  it('shows a nested postal-code error at the ZIP code on the address page, and saves once fixed', async () => {
    // The scenario's first save answers {"errors":{"address":{"postal_code":["ZIP code does not match the city"]}}}.
    await signedUpIn('manual-pii-nested-errors');
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        preRegistrationComplete: true,
        stepDrafts: {
          '/web/signup/name': {
            firstName: 'Katherine',
            lastName: 'Johnson',
            line1: '1 Hampton Way',
            city: 'Newark',
            region: 'US-NJ',
            postalCode: '07102',
            countryCode: 'US',
            birthdate: '1988-08-26',
          },
        },
      }),
    );
    const { user, router } = renderApp({
      path: '/web/signup/name',
      scenario: 'manual-pii-nested-errors',
      server,
    });
    await heading(copy.titles.name);
    await user.click(button(copy.continue));
    await heading(copy.titles.address);
    await user.click(await screen.findByRole('button', { name: copy.continue }));
    await heading(copy.titles.birthdate);
    await user.click(await screen.findByRole('button', { name: copy.submit }));

    await heading(copy.titles.address);
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/address'));
    const zip = await screen.findByLabelText(copy.postalCode.us);
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription(
        expect.stringContaining('ZIP code does not match the city'),
      ),
    );
    expect(zip).toBeInvalid();
    expect(zip).toHaveValue('07102');
    // The page opens on the field in error, not its heading (QA 4).
    await waitFor(() => expect(zip).toHaveFocus());

    await user.clear(zip);
    await user.type(zip, '07103');
    await user.click(button(copy.continue));
    await heading(copy.titles.birthdate);
    await user.click(button(copy.submit));
    await heading(copy.titles.processing);
  });
});

describe('the missing address on the mobile layout', () => {
  it('asks the address only, saves it, and moves on to the processing page', async () => {
    await signedUpIn('manual-address');
    const { user, router } = renderApp({
      path: '/signup/v2/missing_address',
      layout: 'mobileWeb',
      scenario: 'manual-address',
      server,
    });
    await heading(copy.titles.missingAddress);
    expect(screen.queryByLabelText(copy.firstName)).toBeNull();
    await user.selectOptions(await screen.findByLabelText(copy.country), 'Canada');
    expect(field(copy.region.other)).toHaveAttribute('autocomplete', 'address-level1');
    await user.type(field(copy.line1), '100 Queen St W');
    await user.type(field(copy.city), 'Toronto');
    await user.selectOptions(field(copy.region.other), 'Ontario');
    await user.type(field(copy.postalCode.other), 'M5H 2N2');
    await user.click(button(copy.submit));
    await heading(copy.titles.processing);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/signup/manual_pii_processing'),
    );
  });

  it('starts in Canada when the entry named only Canada (CA-DEFAULT, product.md 3)', async () => {
    await signedUpIn('manual-address');
    renderApp({
      path: '/signup/v2/missing_address',
      layout: 'mobileWeb',
      scenario: 'manual-address',
      server,
      regionCode: 'CA-DEFAULT',
    });
    await heading(copy.titles.missingAddress);
    expect(await screen.findByLabelText(copy.country)).toHaveValue('CA');
    expect(field(copy.region.other)).toBeVisible();
  });
});

describe('the home address regions (decision 070)', () => {
  const optionNames = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '')
      .map((option) => option.textContent);
  const byName = (names: (string | null)[]) =>
    [...names].sort((a, b) => String(a).localeCompare(String(b)));

  it('offers every state and province by name, beyond the regions the server lists, and sends the one chosen by its code', async () => {
    await signedUpIn('manual-address');
    const sent: { address?: { region?: string } }[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname === '/i/registration')
        sent.push(await request.clone().json());
    };
    server.events.on('request:start', record);
    try {
      const { user } = renderApp({
        path: '/signup/v2/missing_address',
        layout: 'mobileWeb',
        scenario: 'manual-address',
        server,
      });
      await heading(copy.titles.missingAddress);
      expect(await screen.findByLabelText(copy.country)).toHaveValue('US');
      // The sandbox lists the betting states and California, in its own order; a patron may
      // live in any state, and finds it by name.
      const states = optionNames(field(copy.region.us));
      expect(states).toEqual(expect.arrayContaining(['Connecticut', 'Texas', 'California']));
      expect(states).toHaveLength(56);
      expect(states).toEqual(byName(states));
      expect(states.slice(0, 3)).toEqual(['Alabama', 'Alaska', 'American Samoa']);

      await user.selectOptions(field(copy.country), 'Canada');
      const provinces = optionNames(field(copy.region.other));
      expect(provinces).toEqual([
        'Alberta',
        'British Columbia',
        'Manitoba',
        'New Brunswick',
        'Newfoundland and Labrador',
        'Northwest Territories',
        'Nova Scotia',
        'Nunavut',
        'Ontario',
        'Prince Edward Island',
        'Quebec',
        'Saskatchewan',
        'Yukon',
      ]);
      await user.type(field(copy.line1), '275 Notre-Dame St E');
      await user.type(field(copy.city), 'Montreal');
      await user.selectOptions(field(copy.region.other), 'Quebec');
      await user.type(field(copy.postalCode.other), 'H2Y 1C6');
      await user.click(button(copy.submit));
      await heading(copy.titles.processing);
      expect(sent.map((body) => body.address?.region)).toEqual(['CA-QC']);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('lets a Connecticut resident give their address on the entry pages', async () => {
    await signedUpIn('manual-pii');
    const sent: { address?: { region?: string } }[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname === '/i/registration')
        sent.push(await request.clone().json());
    };
    server.events.on('request:start', record);
    try {
      const { user } = renderApp({ path: '/web/signup/name', scenario: 'manual-pii', server });
      await heading(copy.titles.name);
      await user.click(button(copy.continue));
      await heading(copy.titles.address);
      await user.type(await screen.findByLabelText(copy.line1), '1 Constitution Plaza');
      await user.type(field(copy.city), 'Hartford');
      await user.selectOptions(field(copy.region.us), 'Connecticut');
      await user.type(field(copy.postalCode.us), '06103');
      await user.click(button(copy.continue));
      await heading(copy.titles.birthdate);
      await user.type(field(copy.birthdate), '1988-08-26');
      await user.click(button(copy.continue));
      await heading(copy.titles.raceAndGender);
      for (const group of [copy.race, copy.gender])
        await user.click(
          within(await screen.findByRole('group', { name: group })).getByRole('radio', {
            name: 'Prefer not to say',
          }),
        );
      await user.click(button(copy.submit));
      await heading(copy.titles.processing);
      expect(sent.map((body) => body.address?.region)).toEqual(['US-CT']);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('asks in neutral words while no country is chosen', async () => {
    await signedUpIn('manual-address');
    const { user } = renderApp({
      path: '/signup/v2/missing_address',
      layout: 'mobileWeb',
      scenario: 'manual-address',
      server,
      regionCode: null,
    });
    await heading(copy.titles.missingAddress);
    expect(await screen.findByLabelText(copy.country)).toHaveValue('');
    expect(field('State or province')).toBeVisible();
    expect(field('Postal or ZIP code')).toBeVisible();
    await user.click(button(copy.submit));
    expect(await screen.findByText('Choose your state or province.')).toBeVisible();
    expect(screen.getByText('Enter your postal or ZIP code.')).toBeVisible();
    expect(screen.queryByText(copy.errors.region.us)).toBeNull();
    expect(screen.queryByText(copy.errors.postalCode.us)).toBeNull();
  });
});

describe('the processing page', () => {
  it('moves on once the server has checked the details ("Check again")', async () => {
    await signedUpIn('manual-pii-processing');
    const { user, handOff } = renderApp({
      path: '/web/signup/manual_pii_processing',
      scenario: 'manual-pii-processing',
      server,
    });
    await heading(copy.titles.processing);
    expect(handOff).not.toHaveBeenCalled();
    // The scenario's third status read answers complete (the start-up check and the sync read two).
    await user.click(button(copy.checkAgain));
    // complete: the hand-off to the auth flow.
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('says so when "Check again" could not check (QA 23)', async () => {
    await signedUpIn('manual-pii-processing');
    const { user, handOff } = renderApp({
      path: '/web/signup/manual_pii_processing',
      scenario: 'manual-pii-processing',
      server,
    });
    await heading(copy.titles.processing);
    server.use(
      http.get(
        '*/i/registration_status',
        () => HttpResponse.json({ error: { code: 'boom', message: 'boom' } }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(button(copy.checkAgain));
    expect(await screen.findByText(identityWaitCopy.checkFailed)).toBeVisible();
    expect(handOff).not.toHaveBeenCalled();
  });
});
