import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { download as downloadCopy } from '../../copy/ours/info-pages';
import { form as formCopy } from '../../copy/ours/sign-up';
import { policies as policiesCopy } from '../../copy/spec/policies';
import { progress as progressCopy } from '../../copy/spec/progress';
import { signedUpIn } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer, TEST_BRAND } from '../../test/render-app';
import { sandboxCall } from '../../test/sandbox-server';

// The Fine Details on the mobile layout (/signup/policies), against the sandbox's
// `policies-pending` scenario: the account exists, the email is verified, and two policies
// published since the sign-up are owed.

const SCENARIO = 'policies-pending';
const server = setupSandboxServer(SCENARIO);
const copy = fineDetailsCopy;

const RG = 'Responsible Gaming Policy';
const RULES = 'New Jersey House Rules';

/**
 * An account created in an earlier visit: the sandbox holds the user and its session, and the
 * saved sign-up says the pre-registration is done, so the app syncs and lands on the step.
 */
async function returnToPendingPolicies() {
  await signedUpIn(server);
  const app = renderApp({
    path: '/signup/policies',
    layout: 'mobileWeb',
    scenario: SCENARIO,
    server,
  });
  await screen.findByRole('heading', { level: 1, name: progressCopy.fineDetails });
  await screen.findByRole('checkbox', { name: copy.acceptPolicy(RG) });
  return app;
}

const box = (name: string) => screen.getByRole('checkbox', { name: copy.acceptPolicy(name) });
const submitButton = () => screen.getByRole('button', { name: copy.submit });

describe('The Fine Details on the mobile layout', () => {
  it('shows each pending policy with its text, its link and its own unticked box', async () => {
    await returnToPendingPolicies();

    for (const name of [RG, RULES]) {
      expect(box(name)).not.toBeChecked();
      // Short enough to fit its box (jsdom lays nothing out): plain text, no tab stop (QA 12).
      expect(screen.queryByRole('region', { name: copy.policyText(name) })).toBeNull();
      const link = screen.getByRole('link', { name: copy.readPolicy(name) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    const text = screen.getByText(
      'Set limits, take breaks, and never bet more than you can afford to lose.',
      { exact: false },
    );
    expect(text).toBeVisible();
    expect(text).not.toHaveAttribute('tabindex');
    // The sandbox never owes the promotional consent after sign-up (docs/sandbox.md).
    expect(screen.queryByRole('checkbox', { name: copy.promotionalConsent })).toBeNull();
  });

  it('refuses to go on while a policy is unticked, then moves on once every one is accepted', async () => {
    const { user, router } = await returnToPendingPolicies();

    await user.click(box(RG));
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(formCopy.policiesRequired);
    expect(box(RULES)).toBeInvalid();
    expect(box(RULES)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/signup/policies');

    await user.keyboard(' ');
    expect(box(RULES)).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submitButton());

    // Nothing is owed any more: on mobile web a complete registration goes to the download page.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: downloadCopy.title(TEST_BRAND.name),
      }),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/download'));
    expect(
      screen.getByText(downloadCopy.ready(TEST_BRAND.name, downloadCopy.playingBetting)),
    ).toBeVisible();
    const status = await sandboxCall('GET', '/i/registration_status');
    expect(status.body.pending_policies).toEqual([]);
  });

  it('says the acceptances could not be submitted when the call fails, keeping the ticks', async () => {
    server.use(
      http.post('*/i/policy_acceptances', () =>
        HttpResponse.json(
          { error: { code: 'internal_server_error', message: 'Internal server error' } },
          { status: 500 },
        ),
      ),
    );
    const { user, router } = await returnToPendingPolicies();
    await user.click(box(RG));
    await user.click(box(RULES));

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(policiesCopy.submitFailed);
    expect(box(RG)).toBeChecked();
    expect(box(RULES)).toBeChecked();
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(router.state.location.pathname).toBe('/signup/policies');
  });

  it("takes the focus to a 422's message when it names no box left unticked (QA 10)", async () => {
    server.use(
      http.post('*/i/policy_acceptances', () =>
        HttpResponse.json(
          { errors: { policy_acceptances: ['Policy version outdated'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await returnToPendingPolicies();
    await user.click(box(RG));
    await user.click(box(RULES));

    await user.click(submitButton());

    const message = await screen.findByText('Policy version outdated');
    await waitFor(() => expect(message).toHaveFocus());
    expect(box(RG)).toBeChecked();
    expect(box(RULES)).toBeChecked();
  });
});
