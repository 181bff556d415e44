import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import {
  documentUpload,
  identityCapture,
  identityFailure,
  identityWait,
  kycUpload,
  providerTab,
  simulatedProvider,
} from '../../copy/ours/identity';
import { login as loginCopy } from '../../copy/ours/login';
import { documents } from '../../copy/spec/documents';
import { network as networkCopy } from '../../copy/spec/network';
import { progress as progressCopy } from '../../copy/spec/progress';
import { IDENTITY_PAGES, type IdentityPage } from '../../machines/identity-pages';
import type { RoutePath } from '../../machines/paths';
import type { Layout } from '../../machines/route-derivation';
import { DOCUMENT_RETURN_KEY } from '../../src/identity-capture';
import { isSignupFlowPath } from '../../src/signup-paths';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { sandboxCall } from '../../test/sandbox-server';

// The identity pages against the sandbox (issue 10 items 1 to 3, 5, 6), as the seeded patron.
const server = setupSandboxServer();

/** Logs in as the seeded patron, whose status the scenario sets, and waits for the page it leads to. */
async function loginAs(scenario: string, layout: Layout, expected: RoutePath) {
  const app = renderApp({ path: '/login', server, scenario, layout });
  await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
  await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe(expected));
  return app;
}

/** Logs in as the seeded patron (status complete) and opens a page that needs no derivation. */
async function openAsPatron(page: RoutePath) {
  const app = renderApp({ path: '/login', server });
  await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
  await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.handOff).toHaveBeenCalled());
  app.handOff.mockClear();
  await act(() => app.router.navigate({ to: page }));
  return app;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The mark the tab keeps when a document upload hands over to the provider's page at the top level. */
function markReturnFromProvider() {
  window.sessionStorage.setItem(
    DOCUMENT_RETURN_KEY,
    JSON.stringify({
      returnUrl: `${window.location.origin}/web/kyc/upload`,
      documentType: 'VC',
      accountId: 77,
      at: Date.now(),
    }),
  );
}

describe('the ID page', () => {
  it('hands the capture to the (simulated) provider; a declined ID leads to the error page of its reason', async () => {
    const { user, router } = await loginAs(
      'status-document-verification-required',
      'web',
      '/web/signup/id_verification',
    );
    expect(await heading(progressCopy.identityCheck)).toBeVisible();
    await user.click(screen.getByRole('button', { name: identityCapture.start }));
    expect(
      await screen.findByRole('heading', { level: 2, name: simulatedProvider.title }),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText(simulatedProvider.reason), 'id_expired');
    await user.click(screen.getByRole('button', { name: simulatedProvider.decline }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/failed_kyc'), {
      timeout: 4000,
    });
    expect(await heading(identityFailure.ID_EXPIRED.title)).toBeVisible();
    expect(screen.getByText(identityFailure.ID_EXPIRED.body)).toBeVisible();
  });

  it('an approved ID completes the registration and hands back to the auth flow', async () => {
    const { user, handOff } = await loginAs(
      'status-document-verification-required',
      'native',
      '/signup/idv/document_upload',
    );
    await user.click(await screen.findByRole('button', { name: identityCapture.start }));
    await user.click(await screen.findByRole('button', { name: simulatedProvider.approve }));
    await waitFor(() => expect(handOff).toHaveBeenCalled(), { timeout: 4000 });
  });

  /**
   * Opens an old sign-up page of the history (the create-account page) and waits until the
   * sign-up guard has brought the patron back. The browser's own Back leaves the sign-up once the
   * account exists (decision 074); an old entry reached another way still meets the guard.
   */
  async function bouncedTo(router: ReturnType<typeof renderApp>['router'], page: RoutePath) {
    const visited: string[] = [];
    const stop = router.history.subscribe(({ location }) => visited.push(location.pathname));
    const old: RoutePath = page.startsWith('/web/')
      ? '/web/signup/create_account'
      : '/signup/email';
    await act(async () => router.history.push(old));
    await waitFor(() => expect(visited.length).toBeGreaterThan(1));
    await waitFor(() => expect(visited.at(-1)).toBe(page));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    stop();
    expect(visited[0]).not.toBe(page);
  }

  it.each([
    ['web', '/web/signup/id_verification'],
    ['mobileWeb', '/signup/idv/web_sdk_upload'],
  ] as const)(
    "(%s) after the guard's return to %s, Verify my identity starts the capture",
    async (layout, page) => {
      const { user, router } = await loginAs('status-document-verification-required', layout, page);
      await screen.findByRole('button', { name: identityCapture.start });
      await bouncedTo(router, page);
      await user.click(screen.getByRole('button', { name: identityCapture.start }));
      expect(
        await screen.findByRole('heading', { level: 2, name: simulatedProvider.title }),
      ).toBeVisible();
    },
  );

  it("the guard's return during the capture keeps it: the provider stays, and its approval finishes the sign-up", async () => {
    const page = '/web/signup/id_verification';
    const { user, router, handOff } = await loginAs(
      'status-document-verification-required',
      'web',
      page,
    );
    await user.click(await screen.findByRole('button', { name: identityCapture.start }));
    await screen.findByRole('heading', { level: 2, name: simulatedProvider.title });
    await bouncedTo(router, page);
    expect(screen.getByRole('heading', { level: 2, name: simulatedProvider.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: simulatedProvider.approve }));
    await waitFor(() => expect(handOff).toHaveBeenCalled(), { timeout: 4000 });
  });

  it('a cancelled capture says the document could not be validated, and may be tried again', async () => {
    const { user } = await loginAs(
      'status-document-verification-fallback',
      'web',
      '/web/signup/idv_fallback',
    );
    await user.click(await screen.findByRole('button', { name: 'Upload my ID' }));
    await user.click(await screen.findByRole('button', { name: simulatedProvider.cancel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(documents.notValidated);
    expect(screen.getByRole('button', { name: 'Upload my ID' })).toBeEnabled();
  });

  it('says so when the identity check cannot start, and keeps the page', async () => {
    const { user, router } = await loginAs(
      'status-document-verification-required',
      'web',
      '/web/signup/id_verification',
    );
    // After the scenario's handlers, so this answer wins.
    server.use(
      http.post('*/i/jumio/accounts', () =>
        HttpResponse.json({ error: { code: 'boom', message: 'boom' } }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: identityCapture.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    expect(router.state.location.pathname).toBe('/web/signup/id_verification');
    expect(screen.getByRole('button', { name: identityCapture.start })).toBeEnabled();
  });

  // QA 17: a strict server keeps the status as it is after an unreadable ID; the page said nothing.
  it.each([
    ['web', '/web/signup/id_verification'],
    ['mobileWeb', '/signup/idv/web_sdk_upload'],
  ] as const)(
    '(%s) an unreadable ID with the status unchanged says so on %s, and may be tried again',
    async (layout, page) => {
      const { user, router } = await loginAs('status-document-verification-required', layout, page);
      // The scan fails; the registration status stays (the sandbox would set a failure reason).
      server.use(
        http.get('*/i/jumio/netverify_scans/:id', ({ params }) =>
          HttpResponse.json({
            id: Number(params.id),
            status: 'failure',
            failure_reason: 'id_not_readable',
            inserted_at: new Date().toISOString(),
          }),
        ),
      );
      await user.click(await screen.findByRole('button', { name: identityCapture.start }));
      await user.click(await screen.findByRole('button', { name: simulatedProvider.approve }));
      expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
        documents.notValidated,
      );
      expect(router.state.location.pathname).toBe(page);
      await user.click(screen.getByRole('button', { name: identityCapture.retry }));
      expect(
        await screen.findByRole('heading', { level: 2, name: simulatedProvider.title }),
      ).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  // QA 17: the patron never reached the camera, so no "well lit room" advice.
  it("a provider page that is not https is refused with the generic error, not the capture's", async () => {
    const { user, router } = await loginAs(
      'status-document-verification-required',
      'web',
      '/web/signup/id_verification',
    );
    server.use(
      http.post('*/i/jumio/accounts', () =>
        HttpResponse.json(
          { id: 9, account_id: 'acct-9', sdk_token: 'sdk', web_url: 'javascript:alert(1)' },
          { status: 201 },
        ),
      ),
    );
    // The browser's own hand-over (the sandbox's simulated page would take the capture instead).
    const hooks = globalThis.__ONBOARDING_SANDBOX__;
    globalThis.__ONBOARDING_SANDBOX__ = undefined;
    try {
      await user.click(await screen.findByRole('button', { name: identityCapture.start }));
      expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    } finally {
      globalThis.__ONBOARDING_SANDBOX__ = hooks;
    }
    expect(screen.queryByText(documents.notValidated)).toBeNull();
    expect(router.state.location.pathname).toBe('/web/signup/id_verification');
    expect(screen.getByRole('button', { name: identityCapture.start })).toBeEnabled();
  });

  it('an unknown outcome goes to the failure route, with the support message', async () => {
    const { user, router } = await loginAs(
      'status-document-verification-expired',
      'web',
      '/web/signup/id_verification',
    );
    await user.click(await screen.findByRole('button', { name: identityCapture.start }));
    await user.click(await screen.findByRole('button', { name: simulatedProvider.unknown }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/web/signup/user_verification_error'),
    );
    expect(await screen.findByText(documents.idIssue)).toBeVisible();
  });
});

describe('the ID check outside sign-up', () => {
  it('a finished account verifies its ID, reads "Document verified successfully!", then goes on', async () => {
    const { user, handOff } = await openAsPatron('/login/id_check_required');
    expect(await heading(kycUpload.title)).toBeVisible();
    expect(screen.getByText(kycUpload.body)).toBeVisible();
    await user.click(screen.getByRole('button', { name: identityCapture.start }));
    await user.click(await screen.findByRole('button', { name: simulatedProvider.approve }));
    expect(await screen.findByText(documents.verified, {}, { timeout: 4000 })).toBeVisible();
    // The page stays until the patron continues: then the continue flow (complete: the hand-off).
    expect(handOff).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: identityCapture.continue }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('an ID declined as unreadable says the document could not be validated and keeps the page', async () => {
    const { user, router } = await openAsPatron('/web/id_check_required');
    await user.click(await screen.findByRole('button', { name: identityCapture.start }));
    await user.selectOptions(
      await screen.findByLabelText(simulatedProvider.reason),
      'id_not_readable',
    );
    await user.click(screen.getByRole('button', { name: simulatedProvider.decline }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      documents.notValidated,
    );
    expect(router.state.location.pathname).toBe('/web/id_check_required');
    expect(screen.getByRole('button', { name: identityCapture.retry })).toBeEnabled();
  });

  // QA 14: an underage or denied verdict is no lighting problem, and a new capture cannot cure it.
  for (const [path, reason, errorType, support] of [
    ['/web/id_check_required', 'id_underage', 'ID_UNDERAGE', '/web/contact_support'],
    ['/login/id_check_required', 'id_fraud', 'ID_FAILURE', '/contact_support'],
  ] as const)
    it(`an ID declined as ${reason} on ${path} gives the ${errorType} words and a way to support, no retry`, async () => {
      const { user, router } = await openAsPatron(path);
      await user.click(await screen.findByRole('button', { name: identityCapture.start }));
      await user.selectOptions(await screen.findByLabelText(simulatedProvider.reason), reason);
      await user.click(screen.getByRole('button', { name: simulatedProvider.decline }));
      expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
        identityFailure[errorType].body,
      );
      expect(screen.queryByText(documents.notValidated)).toBeNull();
      expect(screen.queryByRole('button', { name: identityCapture.retry })).toBeNull();
      expect(screen.queryByRole('button', { name: identityCapture.start })).toBeNull();
      await user.click(screen.getByRole('link', { name: identityFailure.contactSupport }));
      await waitFor(() => expect(router.state.location.pathname).toBe(support));
    });

  it('offers to start again when the scan found stays pending for 30 s (a capture left unfinished, QA 8)', async () => {
    const pending = { id: 55, status: 'pending', failure_reason: null, inserted_at: null };
    server.use(
      http.get('*/i/jumio/netverify_scans', () =>
        HttpResponse.json({ kyc_verifications: [pending] }),
      ),
      http.get('*/i/jumio/netverify_scans/55', () => HttpResponse.json(pending)),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await openAsPatron('/web/id_check_required');
      expect(await screen.findByText(identityCapture.polling)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(screen.queryByRole('button', { name: identityCapture.restart })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText(identityCapture.slow)).toBeVisible();
      // The slow message is announced, in place of "Checking your ID..." it contradicts (QA 14).
      expect(screen.getByRole('status')).toHaveTextContent(identityCapture.slow);
      expect(screen.queryByText(identityCapture.polling)).toBeNull();
      await user.click(screen.getByRole('button', { name: identityCapture.restart }));
      expect(
        await screen.findByRole('heading', { level: 2, name: simulatedProvider.title }),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a signed-out visitor to login first', async () => {
    const { router } = renderApp({ path: '/web/id_check_required', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
  });
});

describe('the document page', () => {
  for (const [status, message] of [
    ['success', documents.uploaded],
    ['error', documents.bankStatementIssue],
  ] as const)
    it(`a ${status} document says "${message}"`, async () => {
      const { user } = await loginAs(
        'status-manual-document-collection-required',
        'web',
        '/web/kyc/upload',
      );
      expect(await heading(documentUpload.title)).toBeVisible();
      await user.click(screen.getByLabelText(documentUpload.types.VC));
      await user.click(screen.getByRole('button', { name: documentUpload.upload }));
      await user.selectOptions(
        await screen.findByLabelText(simulatedProvider.documentStatus),
        status,
      );
      await user.click(screen.getByRole('button', { name: simulatedProvider.submitDocument }));
      expect(await screen.findByText(message)).toBeVisible();
    });

  // QA 14: the server moves the registration on (pending_manual_kyc) once the document is
  // uploaded; the page used to stay, offering the upload again, even after a reload.
  it.each(['verified', 'pending'] as const)(
    'in sign-up, a %s document leads on to the page the registration status derives',
    async (status) => {
      const { user, router } = await loginAs(
        'status-manual-document-collection-required',
        'web',
        '/web/kyc/upload',
      );
      await user.click(await screen.findByRole('button', { name: documentUpload.upload }));
      await user.selectOptions(
        await screen.findByLabelText(simulatedProvider.documentStatus),
        status,
      );
      await user.click(screen.getByRole('button', { name: simulatedProvider.submitDocument }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/web/signup/pending_manual_kyc'),
      );
      expect(await heading(identityWait.manualKyc.title)).toBeVisible();
      expect(screen.queryByRole('button', { name: documentUpload.upload })).toBeNull();
    },
  );

  it("natively, sign-up's upload page (the patron's page) leads on the same way", async () => {
    const { user, router } = await loginAs(
      'status-manual-document-collection-required',
      'native',
      '/user_preferences/document_upload',
    );
    await user.click(await screen.findByRole('button', { name: documentUpload.upload }));
    await user.selectOptions(
      await screen.findByLabelText(simulatedProvider.documentStatus),
      'verified',
    );
    await user.click(screen.getByRole('button', { name: simulatedProvider.submitDocument }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/pending_manual_kyc'));
    expect(await heading(identityWait.manualKyc.title)).toBeVisible();
  });

  /** The seeded patron on the upload page, whose document another tab has just uploaded. */
  async function documentDoneElsewhere() {
    const app = await loginAs(
      'status-manual-document-collection-required',
      'web',
      '/web/kyc/upload',
    );
    expect(await screen.findByRole('button', { name: documentUpload.upload })).toBeEnabled();
    // The server records it and moves the registration on (pending_manual_kyc).
    await sandboxCall('POST', '/i/jumio/document_verifications', {
      document_type: 'BS',
      account_id: 'x',
    });
    return app;
  }

  it('in sign-up, a reload of the upload page with the document done leads on the same way', async () => {
    const first = await documentDoneElsewhere();
    first.unmount();
    const { router } = renderApp({
      path: '/web/kyc/upload',
      server,
      scenario: 'status-manual-document-collection-required',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/web/signup/pending_manual_kyc'),
    );
    expect(await heading(identityWait.manualKyc.title)).toBeVisible();
  });

  it('in sign-up, coming back to the upload page with the document done leads on again', async () => {
    const { router } = await documentDoneElsewhere();
    // The resume leads to the pending-manual-KYC page; then the upload page again (a Back).
    await act(() => router.navigate({ to: '/continue_registration' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/web/signup/pending_manual_kyc'),
    );
    await act(() => router.navigate({ to: '/web/kyc/upload' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/web/signup/pending_manual_kyc'),
    );
    expect(await heading(identityWait.manualKyc.title)).toBeVisible();
  });

  it('a pending document shows its status and can be checked again', async () => {
    const { user } = await openAsPatron('/user_preferences/document_upload');
    await user.click(await screen.findByRole('button', { name: documentUpload.upload }));
    await user.selectOptions(
      await screen.findByLabelText(simulatedProvider.documentStatus),
      'pending',
    );
    await user.click(screen.getByRole('button', { name: simulatedProvider.submitDocument }));
    expect(await screen.findByText(documentUpload.statuses.pending)).toBeVisible();
    await user.click(screen.getByRole('button', { name: documentUpload.refresh }));
    expect(await screen.findByText(documentUpload.statuses.verified)).toBeVisible();
  });

  // An unknown status read on opening (not a submission's answer, which goes to the failure
  // route) says what the patron can do instead of a bare "Unknown".
  it('an unknown status of the latest document says to upload again or contact support', async () => {
    server.use(
      http.get('*/i/jumio/document_verifications', () =>
        HttpResponse.json({
          jumio_document_verifications: [
            {
              id: '77',
              status: 'quarantined',
              document_type: 'BS',
              inserted_at: '2026-11-01T10:00:00Z',
            },
          ],
        }),
      ),
    );
    await openAsPatron('/web/kyc/upload');
    expect(await screen.findByText(documentUpload.statuses.unknown)).toBeVisible();
    expect(documentUpload.statuses.unknown).toMatch(/contact support/);
  });

  it('says "Could not fetch Jumio documents!" and tries again', async () => {
    server.use(
      http.get('*/i/jumio/document_verifications', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await openAsPatron('/web/kyc/upload');
    expect(await screen.findByRole('alert')).toHaveTextContent(documents.fetchAllFailed);
    await user.click(screen.getByRole('button', { name: documentUpload.retry }));
    expect(await screen.findByRole('button', { name: documentUpload.upload })).toBeVisible();
  });

  // QA 8: the provider's page sends the patron back to the page a top-level upload left.
  it("records the upload the tab marked before leaving for the provider's page, once", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/i/jumio/document_verifications', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 31, status: 'success', document_type: 'VC' });
      }),
    );
    const app = await openAsPatron('/web/kyc/upload');
    expect(await screen.findByRole('button', { name: documentUpload.upload })).toBeEnabled();
    expect(bodies).toEqual([]);
    markReturnFromProvider();
    await act(() => app.router.navigate({ to: '/' }));
    await act(() => app.router.navigate({ to: '/web/kyc/upload' }));
    expect(await screen.findByText(documents.uploaded)).toBeVisible();
    expect(bodies).toEqual([expect.objectContaining({ document_type: 'VC', account_id: 77 })]);
    expect(window.sessionStorage.getItem(DOCUMENT_RETURN_KEY)).toBeNull();
  });

  // QA 8: a Back from the provider's page (the browser loads the page again, or the back/forward
  // cache restores it and it reloads: src/page-exit.ts) is an abandoned upload, not a return.
  it.each([
    ["a Back from the provider's page", 'back_forward'],
    ['the reload of a page the back/forward cache restored', 'reload'],
  ] as const)('records nothing on %s, and shows the form', async (_, type) => {
    const recorded = vi.fn();
    server.use(
      http.post('*/i/jumio/document_verifications', () => {
        recorded();
        return HttpResponse.json({ id: 31, status: 'success', document_type: 'VC' });
      }),
    );
    const app = await openAsPatron('/web/kyc/upload');
    expect(await screen.findByRole('button', { name: documentUpload.upload })).toBeEnabled();
    markReturnFromProvider();
    vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue([
      { type } as PerformanceNavigationTiming,
    ]);
    await act(() => app.router.navigate({ to: '/' }));
    await act(() => app.router.navigate({ to: '/web/kyc/upload' }));
    expect(await screen.findByRole('button', { name: documentUpload.upload })).toBeEnabled();
    expect(screen.getByLabelText(documentUpload.types.BS)).toBeChecked();
    expect(window.sessionStorage.getItem(DOCUMENT_RETURN_KEY)).toBeNull();
    expect(recorded).not.toHaveBeenCalled();
    expect(screen.queryByText(documents.uploaded)).toBeNull();
  });

  it('says "Something went wrong submitting your document" when the upload cannot start', async () => {
    server.use(
      http.post('*/i/jumio/initiate_document_verification', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { user } = await openAsPatron('/web/kyc/upload');
    await user.click(await screen.findByRole('button', { name: documentUpload.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(documents.submitFailed);
  });
});

// QA 10: in a frame, with no sandbox hooks in the page (the build without the sandbox), the
// provider's page opens in a new tab after the awaited calls, outside the click's user
// activation: a pop-up blocker may refuse it, and with noopener the app cannot tell.
describe("the provider's page opened in a new tab from a frame", () => {
  /** Turns the page into a framed one without the simulated provider; returns the undo. */
  function framedWithoutSandbox() {
    const hooks = globalThis.__ONBOARDING_SANDBOX__;
    globalThis.__ONBOARDING_SANDBOX__ = undefined;
    const top = vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    // The pop-up blocker refused the tab (with noopener, open answers null either way).
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    return {
      open,
      undo: () => {
        globalThis.__ONBOARDING_SANDBOX__ = hooks;
        top.mockRestore();
        open.mockRestore();
      },
    };
  }

  /** The provider's page is in no storage and not in the app's address. */
  function expectNowhereStored(router: ReturnType<typeof renderApp>['router'], page: string) {
    for (const storage of [window.sessionStorage, window.localStorage])
      for (let index = 0; index < storage.length; index += 1)
        expect(storage.getItem(storage.key(index) ?? '')).not.toContain(page);
    expect(window.location.href).not.toContain(page);
    expect(router.state.location.href).not.toContain(page);
  }

  it('the ID page says so while it checks, and links to the page to open it again', async () => {
    const { user, router } = await openAsPatron('/login/id_check_required');
    const framed = framedWithoutSandbox();
    try {
      await user.click(await screen.findByRole('button', { name: identityCapture.start }));
      expect(await screen.findByText(identityCapture.polling)).toBeVisible();
      expect(screen.getByText(providerTab.body, { exact: false })).toBeVisible();
      const link = screen.getByRole('link', { name: providerTab.link });
      const page = framed.open.mock.calls[0]?.[0];
      expect(page).toMatch(/^https:\/\/provider\.sandbox\.invalid\//);
      expect(framed.open).toHaveBeenCalledWith(page, '_blank', 'noopener');
      expect(link).toHaveAttribute('href', page);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expectNowhereStored(router, String(page));
    } finally {
      framed.undo();
    }
  });

  it('the document page says so while the document is pending, and no longer once it is verified', async () => {
    const { user, router } = await openAsPatron('/web/kyc/upload');
    const framed = framedWithoutSandbox();
    try {
      await user.click(await screen.findByRole('button', { name: documentUpload.upload }));
      expect(await screen.findByText(documentUpload.statuses.pending)).toBeVisible();
      const link = screen.getByRole('link', { name: providerTab.link });
      const page = String(framed.open.mock.calls[0]?.[0]);
      expect(link).toHaveAttribute('href', page);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expectNowhereStored(router, page);
      await user.click(screen.getByRole('button', { name: documentUpload.refresh }));
      expect(await screen.findByText(documentUpload.statuses.verified)).toBeVisible();
      expect(screen.queryByRole('link', { name: providerTab.link })).toBeNull();
    } finally {
      framed.undo();
    }
  });

  it('with the simulated provider (the sandbox, at the top level), the page shows no such link', async () => {
    const { user } = await openAsPatron('/web/kyc/upload');
    await user.click(await screen.findByRole('button', { name: documentUpload.upload }));
    expect(
      await screen.findByRole('heading', { level: 2, name: simulatedProvider.title }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: providerTab.link })).toBeNull();
  });
});

describe('the pages that wait for the server', () => {
  it('move on once the registration status changes', async () => {
    const { user, handOff } = await loginAs(
      'status-pending-manual-kyc',
      'web',
      '/web/signup/pending_manual_kyc',
    );
    expect(await heading(identityWait.manualKyc.title)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: identityWait.check })).toBeEnabled(),
    );
    server.use(
      http.get('*/i/registration_status', () =>
        HttpResponse.json({
          status: 'complete',
          kyc_failure_reason: null,
          pending_fields: {},
          pending_kyc_providers: [],
          pending_policies: [],
          email_verification_status: 'VERIFIED',
          is_duplicate_user: false,
          accepted_policies: [],
          executed_kyc_providers: [],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: identityWait.check }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('reads silently every 5 s; "Check again" says it checks, then that nothing changed (QA 12)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await loginAs(
        'status-document-verification-in-progress',
        'web',
        '/web/signup/user_verification_pending',
      );
      expect(await heading(identityWait.pendingRegistration.title)).toBeVisible();
      const status = screen.getByRole('status');
      const button = screen.getByRole('button', { name: identityWait.check });
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      const said: string[] = [];
      const disabled: (string | null)[] = [];
      const observer = new MutationObserver(() => {
        said.push(status.textContent ?? '');
        disabled.push(button.getAttribute('aria-disabled'));
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
      observer.observe(button, { attributes: true });
      let reads = 0;
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/i/registration_status')) reads += 1;
      });
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
      await act(() => vi.advanceTimersByTimeAsync(100));
      observer.disconnect();
      expect(said.filter(Boolean)).toEqual([]);
      expect(disabled.filter(Boolean)).toEqual([]);
      expect(status).toBeEmptyDOMElement();

      await user.click(button);
      await waitFor(() => expect(status).toHaveTextContent(identityWait.checkedUnchanged));
      expect(button).not.toHaveAttribute('aria-disabled');
    } finally {
      server.events.removeAllListeners();
      vi.useRealTimers();
    }
  });

  it.each([
    ['status-created', 'web', '/web/signup/user_verification', identityWait.checking],
    ['status-email-verified', 'native', '/signup/idv/processing', identityWait.checking],
    [
      'status-document-verification-in-progress',
      'web',
      '/web/signup/user_verification_pending',
      identityWait.pendingRegistration,
    ],
    [
      'status-document-verification-in-progress',
      'native',
      '/signup/idv/pending',
      identityWait.pendingRegistration,
    ],
  ] as const)('%s (%s) waits on %s', async (scenario, layout, path, words) => {
    await loginAs(scenario, layout, path);
    expect(await heading(words.title)).toBeVisible();
    expect(screen.getByText(words.body)).toBeVisible();
  });

  for (const [path, words] of [
    ['/kyc/processing', identityWait.processing],
    ['/kyc/pending', identityWait.pending],
    ['/web/kyc/pending', identityWait.pending],
  ] as const)
    it(`${path} says what it waits for`, async () => {
      await openAsPatron(path);
      expect(await heading(words.title)).toBeVisible();
      expect(screen.getByText(words.body)).toBeVisible();
    });
});

describe('the failure pages', () => {
  it.each([
    ['kyc-unsupported-country', 'ID_DENIED'],
    ['kyc-id-expired', 'ID_EXPIRED'],
    ['kyc-id-fraud', 'ID_FAILURE'],
    ['kyc-id-underage', 'ID_UNDERAGE'],
  ] as const)('%s shows the web error page with errorType %s', async (scenario, type) => {
    await loginAs(scenario, 'web', '/web/signup/failed_kyc');
    expect(await heading(identityFailure[type].title)).toBeVisible();
    expect(screen.getByText(identityFailure[type].body)).toBeVisible();
  });

  // The failure pages outside the sign-up flow: a failure reason a logged-in sync or login
  // derived, or a capture's answer, leads there, always with a session (decision 078).
  const direct = Object.entries(IDENTITY_PAGES).filter(
    ([path, page]) => page.kind === 'failure' && !isSignupFlowPath(path),
  ) as [RoutePath, IdentityPage][];
  const titleOf = (page: IdentityPage) =>
    identityFailure[
      page.kind === 'failure' && page.errorType !== 'derived' && page.errorType !== 'support'
        ? page.errorType
        : 'ID_FAILURE'
    ].title;

  it.each(direct)('%s has its heading and a way to support and to login', async (path, page) => {
    await openAsPatron(path);
    expect(await heading(titleOf(page))).toBeVisible();
    expect(screen.getByRole('link', { name: identityFailure.contactSupport })).toBeVisible();
    expect(screen.getByRole('link', { name: identityFailure.backToLogin })).toBeVisible();
  });

  it.each(direct)(
    '%s sends a signed-out visitor to login first, and back after it (QA 9)',
    async (path, page) => {
      const { user, router, handOff } = renderApp({ path, server });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
      await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
      await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
      await user.click(screen.getByRole('button', { name: loginCopy.submit }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await heading(titleOf(page))).toBeVisible();
      expect(handOff).not.toHaveBeenCalled();
    },
  );

  // The sign-up flow's failure pages stay the sign-up guard's: a visitor goes to sign-up, told
  // nothing about a session they never had (decision 009).
  const inSignUp = Object.entries(IDENTITY_PAGES)
    .filter(([path, page]) => page.kind === 'failure' && isSignupFlowPath(path))
    .map(([path]) => path as RoutePath);
  it.each(inSignUp)('%s sends a signed-out visitor to sign-up, not to login', async (path) => {
    const { router } = renderApp({ path, server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/create_account'));
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
  });
});
