import { isRedirect } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { createActor } from 'xstate';
import { identityFailure as failureCopy } from '../../copy/ours/identity';
import { sessionWait as waitCopy } from '../../copy/ours/session';
import { onboardingMachine } from '../../machines/onboarding.machine';
import type { Layout } from '../../machines/route-derivation';
import { accountCreatedElsewhere } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import type { RouterContext } from '../router-context';
import { keepToStatusPage } from './failure-page-status';

// QA 16 (decision 078, 2026-11-28): a /kyc failure page opened by a patron checks that the
// registration status still leads there, and goes where it leads otherwise.
const server = setupSandboxServer();

type Wire = { status: string; kyc_failure_reason: string | null };

/** GET /i/registration_status answers `wire` (a patron owing nothing else); the calls counted. */
function statusSays(
  first: Wire,
  { failFrom = Infinity, slowFrom = Infinity }: { failFrom?: number; slowFrom?: number } = {},
) {
  const answer = { current: first, reads: 0 };
  server.use(
    http.get('*/i/registration_status', async () => {
      answer.reads += 1;
      if (answer.reads >= failFrom) return HttpResponse.json({}, { status: 503 });
      if (answer.reads >= slowFrom) await delay(1_000);
      return HttpResponse.json({
        ...answer.current,
        pending_fields: {},
        pending_kyc_providers: [],
        pending_policies: [],
        email_verification_status: 'VERIFIED',
        is_duplicate_user: false,
        accepted_policies: [],
        executed_kyc_providers: [],
      });
    }),
  );
  return answer;
}

const open = (path: string, layout: Layout = 'mobileWeb') =>
  renderApp({ path, layout, server, regionCode: 'US-NJ' });

const FAILED = 'document_verification_failed';

describe('a /kyc failure page opened by a patron (QA 16)', () => {
  beforeEach(() => accountCreatedElsewhere(server));

  it("goes to the failure reason's page when the reason changed", async () => {
    statusSays({ status: FAILED, kyc_failure_reason: 'id_underage' });
    const { router } = open('/kyc/id_expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/id_underage'));
    expect(
      await screen.findByRole('heading', { level: 1, name: failureCopy.ID_UNDERAGE.title }),
    ).toBeVisible();
    expect(screen.queryByText(failureCopy.ID_EXPIRED.title)).toBeNull();
  });

  it('goes to the ID page the derivation gives when a retry is allowed', async () => {
    statusSays({ status: 'document_verification_required', kyc_failure_reason: null });
    const { router } = open('/kyc/id_expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/idv/web_sdk_upload'));
    // Replaced, not pushed: Back does not return to the stale reason.
    expect(router.history.length).toBe(1);
  });

  it("goes on to the phone's end of sign-up once the account is complete", async () => {
    statusSays({ status: 'complete', kyc_failure_reason: null });
    const { router } = open('/kyc/failure');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/download'));
  });

  it('stays, reading the status once, when it still leads to this page', async () => {
    const answer = statusSays({ status: FAILED, kyc_failure_reason: 'id_expired' });
    const { router } = open('/kyc/id_expired');
    expect(
      await screen.findByRole('heading', { level: 1, name: failureCopy.ID_EXPIRED.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/kyc/id_expired');
    // The start-up session check, and the page's own read.
    expect(answer.reads).toBe(2);
  });

  it('reads no second time when the continue flow has just led here', async () => {
    const answer = statusSays({ status: FAILED, kyc_failure_reason: 'id_expired' });
    const { router } = open('/continue_registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/id_expired'));
    expect(
      await screen.findByRole('heading', { level: 1, name: failureCopy.ID_EXPIRED.title }),
    ).toBeVisible();
    // The session check and the sign-up's sync only.
    expect(answer.reads).toBe(2);
  });

  it('stays as it is when the read fails', async () => {
    // The start-up check answers; the page's own read fails.
    statusSays({ status: FAILED, kyc_failure_reason: 'id_underage' }, { failFrom: 2 });
    const { router } = open('/kyc/id_expired');
    expect(
      await screen.findByRole('heading', { level: 1, name: failureCopy.ID_EXPIRED.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/kyc/id_expired');
  });

  it('goes to login when the read finds the session gone (a 401)', async () => {
    const answer = statusSays({ status: FAILED, kyc_failure_reason: 'id_underage' });
    server.use(
      http.get('*/i/registration_status', () => {
        answer.reads += 1;
        // The start-up check falls through to the answer above; the page's own read is refused.
        if (answer.reads === 1) return;
        return HttpResponse.json(
          { error: { code: 'UNAUTHORIZED_ERROR', message: 'Unauthorized' } },
          { status: 401 },
        );
      }),
    );
    const { router } = open('/kyc/id_expired');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the page frame with Loading… while a slow read is on its way', async () => {
    statusSays({ status: FAILED, kyc_failure_reason: 'id_underage' }, { slowFrom: 2 });
    const { router } = open('/kyc/id_expired');
    expect(await screen.findByRole('status')).toHaveTextContent(waitCopy.loading);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/id_underage'), {
      timeout: 3_000,
    });
  });

  it('does the same in the webview (native layout)', async () => {
    statusSays({ status: FAILED, kyc_failure_reason: 'id_underage' });
    const { router } = open('/kyc/id_expired', 'native');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/id_underage'));
  });
});

describe("a /kyc failure page that is a flow's answer (QA 16: no loop)", () => {
  // The webview's document page sends a document status it does not know to /kyc/failure
  // (product.md 4.4), while the status still asks for a document, which leads to that page again:
  // moving on would send the patron round (upload, failure, upload...). The page stays.
  const contextWith = (done: { id: 'kyc' | 'documentVerification'; route: string } | null) => {
    const onboarding = createActor(onboardingMachine, {
      input: { layout: 'native', brandName: 'Northstar', regionCode: 'US-NJ' },
    });
    return {
      actors: { onboarding },
      flows: {
        get: (id: string) =>
          done && id === done.id
            ? { getSnapshot: () => ({ status: 'done', output: { route: done.route } }) }
            : undefined,
      },
    } as unknown as RouterContext;
  };

  beforeEach(() =>
    statusSays({ status: 'manual_document_collection_required', kyc_failure_reason: null }),
  );

  it("stays when the document upload's flow ended on it, without reading", async () => {
    let reads = 0;
    server.events.on('request:start', () => {
      reads += 1;
    });
    await expect(
      keepToStatusPage(
        contextWith({ id: 'documentVerification', route: '/kyc/failure' }),
        '/kyc/failure',
      ),
    ).resolves.toBeUndefined();
    expect(reads).toBe(0);
  });

  it('moves on when opened otherwise (a reload): the status leads to the upload', async () => {
    await expect(keepToStatusPage(contextWith(null), '/kyc/failure')).rejects.toSatisfy(
      (thrown) =>
        isRedirect(thrown) &&
        (thrown as { options: { to: string } }).options.to === '/continue_registration',
    );
  });
});
