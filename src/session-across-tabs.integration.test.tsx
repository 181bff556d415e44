import { act, screen, waitFor } from '@testing-library/react';
import { responsibleGaming as rgCopy } from '../copy/ours/responsible-gaming';
import { setupSandboxServer } from '../test/render-app';
import { logInAsPatron, openAsPatron } from '../test/rg-patron';
import { announcedLogin } from './session-actor';

// QA 17 B: the tabs of one browser share the session cookie. A login in one tab tells the others
// whose session it now is (decision 076, 2026-11-28 QA 17), on the channel a logout uses
// (decision 087); a tab holding another patron's entries drops them.
const server = setupSandboxServer();
const CHANNEL = 'onboarding:session';
const DRAFT = 'flow:cashflowLimits';

/** Another tab of the browser: a channel of the same name, as another page would open. */
function otherTab() {
  const channel = new BroadcastChannel(CHANNEL);
  const heard: unknown[] = [];
  channel.addEventListener('message', ({ data }) => heard.push(data));
  return { channel, heard, close: () => channel.close() };
}

/** Deposit limits as the seeded patron, with a monthly 900 typed and not sent. */
async function typedLimit() {
  const app = await openAsPatron('/rg/deposit_limits', { server });
  const monthly = await screen.findByLabelText(rgCopy.newLimit('monthly', false));
  await app.user.type(monthly, '900');
  await waitFor(() => expect(sessionStorage.getItem(DRAFT)).toContain('900'));
  return app;
}

const monthlyField = () => screen.findByLabelText(rgCopy.newLimit('monthly', false));

describe('a login in another tab of the browser (QA 17)', () => {
  it("tells the other tabs whose session it is: the login's user id, nothing more", async () => {
    const tab = otherTab();
    await logInAsPatron({ server });
    const owner = sessionStorage.getItem('drafts:owner');
    expect(owner).toMatch(/\S/);
    await waitFor(() => expect(tab.heard).toEqual([{ type: 'logged-in', userId: owner }]));
    tab.close();
  });

  it("drops another patron's unsent limit from the page and from storage", async () => {
    const { router } = await typedLimit();
    const tab = otherTab();
    await act(async () => tab.channel.postMessage({ type: 'logged-in', userId: '77' }));
    await waitFor(async () => expect(await monthlyField()).toHaveValue(''));
    expect(router.state.location.pathname).toBe('/rg/deposit_limits');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('900');
    // What is typed from now on is the new session's patron's.
    expect(sessionStorage.getItem('drafts:owner')).toBe('77');
    tab.close();
  });

  it("keeps the same patron's entries where they are", async () => {
    await typedLimit();
    const owner = sessionStorage.getItem('drafts:owner');
    const tab = otherTab();
    await act(async () => tab.channel.postMessage({ type: 'logged-in', userId: owner }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await monthlyField()).toHaveValue('900');
    expect(sessionStorage.getItem(DRAFT)).toContain('900');
    tab.close();
  });

  it('ignores a message of any other shape', async () => {
    await typedLimit();
    const tab = otherTab();
    for (const data of [
      'logged-in',
      { type: 'logged-in' },
      { type: 'logged-in', userId: 77 },
      { type: 'logged-in', userId: '' },
      { type: 'other', userId: '77' },
      null,
    ])
      await act(async () => tab.channel.postMessage(data));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await monthlyField()).toHaveValue('900');
    expect(sessionStorage.getItem(DRAFT)).toContain('900');
    tab.close();
  });
});

describe('the login message', () => {
  it('is read only in its checked shape', () => {
    expect(announcedLogin({ type: 'logged-in', userId: '42' })).toBe('42');
    expect(announcedLogin({ type: 'logged-in', userId: 42 })).toBeNull();
    expect(announcedLogin('logged-out')).toBeNull();
    expect(announcedLogin(undefined)).toBeNull();
  });
});
