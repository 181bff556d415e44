import { screen, waitFor, within } from '@testing-library/react';
import { boot as bootCopy, createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { progress as progressCopy } from '../../copy/spec/progress';
import { selectCreateAccountRef } from '../../machines/onboarding.selectors';
import * as appActors from '../../src/app-actors';
import { disposeApps, renderApp, setupSandboxServer } from '../../test/render-app';

// Decision 073: Create Your Account paints, and takes what is typed, before XState and the sign-up
// machines have loaded (the page loads them after its first paint); once they arrive, what was
// typed is theirs.

setupSandboxServer();

function heldActors() {
  let release: () => void = () => {};
  const module = new Promise<typeof appActors>((resolve) => {
    release = () => resolve(appActors);
  });
  return { module, release };
}

describe('Create Your Account before its machines have loaded', () => {
  it('shows the heading, the progress bar and the fields, and keeps what is typed', async () => {
    const actors = heldActors();
    const { user, onboarding } = renderApp({
      path: '/web/signup/create_account',
      actorsModule: actors.module,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: progressCopy.createAccount }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toBeInTheDocument();
    // The policies come with the reference data, which the machine loads.
    const policies = screen.getByRole('group', { name: createAccountCopy.policiesLegend });
    // Loading, said in a status of its own, in no aria-busy region that would hold it back (QA 12).
    expect(within(policies).getByRole('status')).toHaveTextContent(bootCopy.loading);
    expect(policies.closest('[aria-busy="true"]')).toBeNull();
    await user.type(screen.getByLabelText(createAccountCopy.firstName), 'Ada');
    await user.type(screen.getByLabelText(createAccountCopy.password, { exact: true }), 'Secret1x');
    await user.type(screen.getByLabelText(createAccountCopy.phone), '2015550123');
    expect(screen.getByLabelText(createAccountCopy.firstName)).toHaveValue('Ada');
    expect(screen.getByLabelText(createAccountCopy.phone)).toHaveValue('(201) 555-0123');

    actors.release();
    await waitFor(() => expect(within(policies).queryByRole('status')).toBeNull());
    const machine = selectCreateAccountRef(onboarding.getSnapshot());
    expect(machine?.getSnapshot().context.draft.firstName).toBe('Ada');
    expect(machine?.getSnapshot().context.draft.phoneNumber).toBe('2015550123');
    expect(machine?.getSnapshot().context.secrets.password).toBe('Secret1x');
    expect(screen.getByLabelText(createAccountCopy.firstName)).toHaveValue('Ada');
    await user.type(screen.getByLabelText(createAccountCopy.lastName), 'Lovelace');
    expect(machine?.getSnapshot().context.draft.lastName).toBe('Lovelace');
  });

  it("shows a reload's draft and page before the machines load, never the password", async () => {
    const first = renderApp({ path: '/signup/email', layout: 'mobileWeb' });
    await first.user.type(await screen.findByLabelText(createAccountCopy.firstName), 'Grace');
    await first.user.type(screen.getByLabelText(createAccountCopy.lastName), 'Hopper');
    await first.user.type(screen.getByLabelText(createAccountCopy.email), 'grace@example.test');
    await first.user.click(screen.getByRole('button', { name: createAccountCopy.continue }));
    expect(
      await screen.findByRole('heading', { level: 1, name: createAccountCopy.pageTitles.username }),
    ).toBeInTheDocument();
    disposeApps();

    const actors = heldActors();
    const second = renderApp({
      path: '/signup/username',
      layout: 'mobileWeb',
      actorsModule: actors.module,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: createAccountCopy.pageTitles.username }),
    ).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: createAccountCopy.back }));
    // Back waits for the machine, which owns the pages; the draft is there already.
    actors.release();
    expect(await screen.findByLabelText(createAccountCopy.firstName)).toHaveValue('Grace');
    expect(screen.getByLabelText(createAccountCopy.email)).toHaveValue('grace@example.test');
  });
});
