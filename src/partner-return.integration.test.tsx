import { createBrowserHistory } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxHandlers } from '../api/sandbox/handlers';
import { getScenario } from '../api/sandbox/scenarios';
import { SEED_PATRON, sandboxMemoryStorage } from '../api/sandbox/state';
import { identityCapture, partnerReturnTab } from '../copy/ours/identity';
import type { Layout } from '../machines/route-derivation';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { sandboxCall } from '../test/sandbox-server';
import { PARTNER_RETURN_KEY } from './partner-return';

// QA 15: the tab our partner opens from a frame's capture lands on the return URL, a sign-up
// page; through the real router (the sign-up guard first), it must run no sign-up.
const server = setupSandboxServer();
const scenario = 'status-document-verification-required';

/**
 * The frame's sign-up: the seeded patron, whose status is document_verification_required, is
 * logged in (the session cookie every tab of the browser shares). A call, not a rendered login:
 * a page rendered here would keep its screens loaded for the tab (one module graph, where two
 * tabs have two).
 */
async function signedInAtIdCheck() {
  server.use(
    ...createSandboxHandlers({ scenario: getScenario(scenario), storage: sandboxMemoryStorage }),
  );
  const answer = await sandboxCall('POST', '/oauth/token', {
    grant_type: 'password',
    username: SEED_PATRON.email,
    password: SEED_PATRON.password,
  });
  expect(answer.status).toBe(200);
  const status = await sandboxCall('GET', '/i/registration_status');
  expect(status.body).toMatchObject({ status: 'document_verification_required' });
}

/**
 * A fresh top-level tab at `url`: its own session storage, and the browser's history (the page's
 * own), so the address the page reads is the one the router shows. Records every path it shows
 * and every call it makes.
 */
function openTab(url: string, layout: Layout) {
  window.history.replaceState(null, '', url);
  const history = createBrowserHistory();
  const paths: string[] = [window.location.pathname];
  history.subscribe(({ location }) => paths.push(location.pathname));
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', record);
  const app = renderApp({ path: url, server, scenario, layout, history });
  return {
    ...app,
    paths,
    calls,
    close: () => {
      app.unmount();
      server.events.removeListener('request:start', record);
      history.destroy();
    },
  };
}

/** Lets the session check and whatever it would start run their course. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** The calls of sign-up and of the capture a tab made; the session check's alone is expected. */
const signUpCalls = (calls: string[]) =>
  calls.filter((call) => /\/i\/(registration|jumio)|\/oauth\//.test(call));
const SESSION_CHECK = ['GET /i/registration_status'];

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the tab our partner returned to from a frame's capture, on a sign-up page (QA 15)", () => {
  it.each([
    ['web', '/web/signup/id_verification'],
    ['mobileWeb', '/signup/idv/web_sdk_upload'],
  ] as const)(
    '(%s) %s says the check is done, runs no sign-up and never hands off, also after a reload',
    async (layout, page) => {
      await signedInAtIdCheck();
      // The partner opens a new tab (its own session storage) at the frame's return URL.

      const tab = openTab(`${page}?partner_tab=frame`, layout);
      expect(
        await screen.findByRole('heading', { level: 1, name: partnerReturnTab.title }),
      ).toBeVisible();
      await waitFor(() => expect(window.location.search).toBe(''));
      expect(window.location.pathname).toBe(page);
      expect(window.sessionStorage.getItem(PARTNER_RETURN_KEY)).toBe('1');
      await settle();
      expect(tab.paths.every((path) => path === page)).toBe(true);
      expect(screen.queryByRole('button', { name: identityCapture.start })).toBeNull();
      expect(signUpCalls(tab.calls)).toEqual(SESSION_CHECK);
      expect(tab.handOff).not.toHaveBeenCalled();
      tab.close();

      // A reload of that tab: the address without the mark, the tab's storage with it.
      const reloaded = openTab(page, layout);
      expect(
        await screen.findByRole('heading', { level: 1, name: partnerReturnTab.title }),
      ).toBeVisible();
      await settle();
      expect(reloaded.paths.every((path) => path === page)).toBe(true);
      expect(signUpCalls(reloaded.calls)).toEqual(SESSION_CHECK);
      expect(reloaded.handOff).not.toHaveBeenCalled();
      reloaded.close();
    },
  );
});
