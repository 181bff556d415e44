import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SSN_MISMATCH } from '../../api/sandbox/responsible-gaming-calls';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import { selfExclusion as selfExclusionCopy } from '../../copy/spec/self-exclusion';
import { success as successCopy } from '../../copy/spec/success';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// Self-exclusion against the sandbox, as the logged-in seeded patron (issue 12 item 4).
const server = setupSandboxServer();
const se = copy.selfExclusion;

type App = Awaited<ReturnType<typeof openAsPatron>>;
const at = (app: App, path: string) =>
  waitFor(() => expect(app.router.state.location.pathname).toBe(path));

async function acceptWaivers(app: App) {
  for (const waiver of se.waivers) await app.user.click(await screen.findByLabelText(waiver));
  await app.user.click(screen.getByRole('button', { name: se.submit }));
}

describe('self-exclusion', () => {
  it('in New Jersey: period, the SSN, every waiver, then the logout to the loading page', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/i/self_exclusions'))
        body = await request.clone().json();
    });
    const app = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
    await at(app, '/rg/self_exclusion/period');
    // Each page says which step it is (QA 5): three in a state that asks for the SSN.
    expect(await screen.findByText(se.stepOf(1, 3))).toBeVisible();
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/personal');
    expect(await screen.findByText(se.stepOf(2, 3))).toBeVisible();
    await app.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/waivers');
    expect(await screen.findByText(se.stepOf(3, 3))).toBeVisible();
    await app.user.click(await screen.findByRole('button', { name: se.submit }));
    expect(await screen.findByText(se.acceptAll)).toBeVisible();
    await acceptWaivers(app);
    await at(app, '/rg/loading');
    expect(await screen.findByText(successCopy.loggedOut)).toBeVisible();
    // The page says the exclusion is in effect and for how long, and invites no login (decision 061).
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.loadingPage.selfExclusionTitle }),
    ).toBeVisible();
    expect(screen.getByText(copy.loadingPage.selfExclusionBody('1 year'))).toBeVisible();
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
    expect(body).toMatchObject({ duration: 365, ssn: '1234', lifetime: false });
    // product.md 4.5: "the login page and the loading page": Back lands on login, with no error.
    await act(async () => app.router.history.back());
    await at(app, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: /log in/i })).toBeVisible();
    expect(screen.queryByText(selfExclusionCopy.loggedOut)).toBeNull();
    server.events.removeAllListeners();
  });

  it.each([
    ['/rg/self_exclusion', 'US-NJ', se.title, 3],
    ['/cool_off_self_exclusion', 'US-NJ', se.coolOffTitle, 3],
    ['/rg/self_exclusion', 'CA-ON', se.title, 2],
  ] as const)(
    'on %s (%s) each step names itself in the tab and in the heading that takes the focus (QA 12)',
    async (base, regionCode, title, steps) => {
      const app = await openAsPatron(base, { server, regionCode });
      const named = async (step: number, name: string) => {
        const stepTitle = se.stepTitle(title, step, steps, name);
        const heading = await screen.findByRole('heading', { level: 1, name: stepTitle });
        await waitFor(() => expect(heading).toHaveFocus());
        expect(document.title).toBe(stepTitle);
        // The heading still shows the page's own words.
        expect(heading).toHaveTextContent(title);
      };
      await named(1, se.periodTitle);
      expect(document.title).toBe(`${title} – Step 1 of ${steps}: Choose your period`);
      await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
      await app.user.click(screen.getByRole('button', { name: se.next }));
      if (steps === 3) {
        await at(app, `${base}/personal`);
        await named(2, se.personalTitle);
        await app.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
        await app.user.click(screen.getByRole('button', { name: se.next }));
      }
      await at(app, `${base}/waivers`);
      await named(steps, se.waiversTitle);
    },
  );

  it('never shows the submit while a step moves on to the next (QA 5)', async () => {
    const app = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      for (const words of [se.submitting, se.waiversTitle])
        if (text.includes(words)) seen.add(words);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/personal');
    await app.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/waivers');
    await screen.findByRole('button', { name: se.submit });
    observer.disconnect();
    // The waivers' own page was reached, and nothing ever said a request was being submitted.
    expect([...seen]).toEqual([se.waiversTitle]);
  });

  it('keeps the period chosen over a reload, never the SSN (decision 076)', async () => {
    const first = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
    await first.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await first.user.click(screen.getByRole('button', { name: se.next }));
    await at(first, '/rg/self_exclusion/personal');
    await first.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('1234');
    // The reload lands on the personal page: its period is chosen again from the kept draft, once
    // the options are read again, so the patron starts from the period with it already chosen.
    const again = renderApp({ path: '/rg/self_exclusion/personal', server });
    await at(again, '/rg/self_exclusion/period');
    expect(await screen.findByRole('radio', { name: '1 year' })).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: se.next }));
    await at(again, '/rg/self_exclusion/personal');
    expect(await screen.findByLabelText(ssnCopy.label)).toHaveValue('');
  });

  it('asks for the SSN masked, as sign-up does, with a way to show the digits', async () => {
    const app = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/personal');
    const ssn = await screen.findByLabelText(ssnCopy.label);
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    // No maxlength: it would cut a pasted whole SSN before its separators go (QA 5).
    expect(ssn).not.toHaveAttribute('maxlength');
    expect(screen.getByText(ssnCopy.label, { selector: 'label' })).toBeVisible();
    await app.user.type(ssn, '12');
    expect(ssn).toHaveValue('12');
    await app.user.clear(ssn);
    await app.user.click(ssn);
    await app.user.paste('123-45-6789');
    expect(ssn).toHaveValue('6789');
    await app.user.click(screen.getByRole('checkbox', { name: se.showSsn }));
    expect(ssn).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('checkbox', { name: se.showSsn }));
    expect(ssn).toHaveAttribute('type', 'password');
  });

  it.each(['123456789', '123-45-6789', '123 45 6789'])(
    'keeps and sends the last four of a whole SSN typed key by key: %s (QA 12)',
    async (typed) => {
      let body: Record<string, unknown> = {};
      server.events.on('request:start', async ({ request }) => {
        if (request.method === 'POST' && request.url.endsWith('/i/self_exclusions'))
          body = await request.clone().json();
      });
      const app = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
      await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
      await app.user.click(screen.getByRole('button', { name: se.next }));
      await at(app, '/rg/self_exclusion/personal');
      const ssn = await screen.findByLabelText(ssnCopy.label);
      await app.user.type(ssn, typed);
      expect(ssn).toHaveValue('6789');
      await app.user.click(screen.getByRole('button', { name: se.next }));
      await at(app, '/rg/self_exclusion/waivers');
      await acceptWaivers(app);
      await at(app, '/rg/loading');
      expect(body).toMatchObject({ ssn: '6789' });
      server.events.removeAllListeners();
    },
  );

  it('asks for the SSN in the words sign-up uses, and refuses too few digits in them', async () => {
    const app = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/personal');
    const ssn = await screen.findByLabelText(ssnCopy.label);
    await app.user.type(ssn, '12');
    await app.user.click(screen.getByRole('button', { name: se.next }));
    expect(await screen.findByText(ssnCopy.invalid)).toBeVisible();
    expect(ssnCopy.label).toBe('Last 4 digits of your Social Security number');
  });

  it('in Ontario: no SSN asked, lifetime sent as such', async () => {
    let body: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/i/self_exclusions'))
        body = await request.clone().json();
    });
    const app = await openAsPatron('/rg/self_exclusion/period', { server, regionCode: 'CA-ON' });
    await app.user.click(await screen.findByRole('radio', { name: '6 months' }));
    await app.user.click(await screen.findByRole('radio', { name: 'Lifetime' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/waivers');
    expect(screen.queryByLabelText(ssnCopy.label)).toBeNull();
    expect(await screen.findByText(se.stepOf(2, 2))).toBeVisible();
    await acceptWaivers(app);
    await at(app, '/rg/loading');
    expect(await screen.findByText(copy.loadingPage.selfExclusionForLife)).toBeVisible();
    expect(body).toMatchObject({ duration: null, ssn: null, lifetime: true });
    server.events.removeAllListeners();
  });

  // Without a supported detected region every call carries the country's default region
  // (decision 007); the options call and the jurisdiction's rules must follow the same one.
  const optionsCalls = () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/i/self_exclusion_options/')) paths.push(pathname);
    });
    return paths;
  };

  it('detected as CA-DEFAULT: the options of CA-DEFAULT, Canadian rules, no SSN asked', async () => {
    const paths = optionsCalls();
    let body: Record<string, unknown> = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/i/self_exclusions'))
        body = await request.clone().json();
    });
    const app = await openAsPatron('/rg/self_exclusion/period', {
      server,
      regionCode: 'CA-DEFAULT',
    });
    await app.user.click(await screen.findByRole('radio', { name: '6 months' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/waivers');
    expect(screen.queryByLabelText(ssnCopy.label)).toBeNull();
    await acceptWaivers(app);
    await at(app, '/rg/loading');
    expect(paths).toEqual(['/i/self_exclusion_options/CA-DEFAULT']);
    expect(body).toMatchObject({ ssn: null });
    server.events.removeAllListeners();
  });

  it('with no detected region: the options of US-DEFAULT, and the SSN as in a US state', async () => {
    const paths = optionsCalls();
    const app = await openAsPatron('/rg/self_exclusion/period', { server, regionCode: null });
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/personal');
    expect(await screen.findByLabelText(ssnCopy.label)).toBeVisible();
    expect(paths).toEqual(['/i/self_exclusion_options/US-DEFAULT']);
    server.events.removeAllListeners();
  });

  it("returns to the personal page with a 422's ssn message", async () => {
    const app = await openAsPatron('/cool_off_self_exclusion/period', { server });
    await app.user.click(await screen.findByRole('radio', { name: '5 years' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await app.user.type(await screen.findByLabelText(ssnCopy.label), SSN_MISMATCH);
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await acceptWaivers(app);
    await at(app, '/cool_off_self_exclusion/personal');
    await waitFor(() =>
      expect(screen.getByLabelText(ssnCopy.label)).toHaveAccessibleDescription(
        /do not match our records/,
      ),
    );
  });

  it("in Ontario, where no SSN is asked, says a 422's ssn message on the waivers page, focused", async () => {
    server.use(
      http.post('*/i/self_exclusions', () =>
        HttpResponse.json({ errors: { ssn: ['SSN mismatch'] } }, { status: 422 }),
      ),
    );
    const app = await openAsPatron('/rg/self_exclusion/period', { server, regionCode: 'CA-ON' });
    await app.user.click(await screen.findByRole('radio', { name: '6 months' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/waivers');
    await acceptWaivers(app);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('SSN mismatch');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(app.router.state.location.pathname).toBe('/rg/self_exclusion/waivers');
    expect(screen.getByRole('button', { name: se.submit })).toBeVisible();
  });

  it('returns to the start with the problem message on any other failure', async () => {
    server.use(
      http.post('*/i/self_exclusions', () =>
        HttpResponse.json({ error: { code: 'x', message: 'boom' } }, { status: 500 }),
      ),
    );
    const app = await openAsPatron('/rg/self_exclusion/period', { server });
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await app.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await acceptWaivers(app);
    await at(app, '/rg/self_exclusion/period');
    expect(await screen.findByRole('alert')).toHaveTextContent(selfExclusionCopy.problem);
  });

  it('a 401 from the request ends the session: login, with the self-exclusion copy (item 6)', async () => {
    server.use(
      http.post('*/i/self_exclusions', () =>
        HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Unauthorized' } },
          { status: 401 },
        ),
      ),
    );
    const app = await openAsPatron('/rg/self_exclusion/period', { server });
    await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await app.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await acceptWaivers(app);
    await at(app, '/login');
    expect(await screen.findByText(selfExclusionCopy.loggedOut)).toBeVisible();
  });

  it('sends a page entered before its steps to the first step not done', async () => {
    const app = await openAsPatron('/rg/self_exclusion/waivers', { server });
    await at(app, '/rg/self_exclusion/period');
    expect(await screen.findByRole('radio', { name: '1 year' })).toBeVisible();
  });

  it('says it could not fetch the options, and tries again', async () => {
    server.use(
      http.get(
        '*/i/self_exclusion_options/:region',
        () => HttpResponse.json({ error: { code: 'x', message: 'boom' } }, { status: 500 }),
        { once: true },
      ),
    );
    const app = await openAsPatron('/rg/self_exclusion/period', { server });
    expect(await screen.findByRole('alert')).toHaveTextContent(selfExclusionCopy.optionsFailed);
    await app.user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('radio', { name: '1 year' })).toBeVisible();
  });

  it('says when the region offers no period, with no empty form, and reads them again (QA 4)', async () => {
    server.use(
      http.get(
        '*/i/self_exclusion_options/:region',
        () => HttpResponse.json({ self_exclusion_options: [] }),
        { once: true },
      ),
    );
    const app = await openAsPatron('/rg/self_exclusion/period', { server });
    expect(await screen.findByText(copy.selfExclusion.noOptions)).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.selfExclusion.next })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByRole('radio', { name: '1 year' })).toBeVisible();
  });

  it.each(['/rg/self_exclusion/period', '/cool_off_self_exclusion/period'] as const)(
    'offers on %s only the periods it can send, each once',
    async (path) => {
      server.use(
        http.get('*/i/self_exclusion_options/:region', () =>
          HttpResponse.json({
            self_exclusion_options: [
              { duration: null, lifetime: false, label: 'Weird' },
              { foo: 1 },
              { duration: -5, lifetime: false, label: 'Minus five' },
              { duration: 0, lifetime: false, label: 'Zero' },
              { duration: 365, lifetime: false, label: '1 year' },
              { duration: 365, lifetime: false, label: 'One year' },
              { duration: null, lifetime: true, label: 'Lifetime' },
            ],
          }),
        ),
      );
      await openAsPatron(path, { server });
      await screen.findByRole('radio', { name: '1 year' });
      expect(
        screen
          .getAllByRole('radio')
          .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual(['1 year', 'Lifetime']);
    },
  );

  it('sends a visitor who is not logged in to login with the self-exclusion copy', async () => {
    const { router } = renderApp({ path: '/rg/self_exclusion', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(selfExclusionCopy.loggedOut)).toBeVisible();
  });
});
