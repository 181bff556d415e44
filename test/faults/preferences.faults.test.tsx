import { screen, waitFor, within } from '@testing-library/react';
import {
  userPreferences as copy,
  emailPreferences as emailCopy,
} from '../../copy/ours/preferences';
import { renderApp, setupSandboxServer } from '../render-app';
import { logInAsPatron, openAsPatron } from '../rg-patron';
import { click, opening } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: each call of the preference pages a logged-in patron makes (issue 13).
const server = setupSandboxServer();

/** /user_preferences/email as the patron, its form on screen. */
async function emailPreferences(s: typeof server) {
  const app = await openAsPatron('/user_preferences/email', { server: s });
  await screen.findByRole('button', { name: emailCopy.save });
  return app;
}

/** /user_preferences as the patron, Ontario chosen to move the wallet to. */
async function walletTargetChosen(s: typeof server) {
  const app = await openAsPatron('/user_preferences', { server: s });
  const select = await screen.findByLabelText(copy.walletTarget);
  await waitFor(() => within(select).getByRole('option', { name: 'Ontario' }));
  await app.user.selectOptions(select, 'CA-ON');
  return app;
}

const CASES: FaultCase[] = [
  opening('GET /i/marketing_inducements_preference', '/user_preferences'),
  {
    call: 'PATCH /i/marketing_inducements_preference',
    where: 'turns on the offers switch on /user_preferences',
    open: async (s) => {
      const app = await openAsPatron('/user_preferences', { server: s });
      await screen.findByRole('switch', { name: copy.marketingSwitch });
      return app;
    },
    trigger: (app) => app.user.click(screen.getByRole('switch', { name: copy.marketingSwitch })),
    // A 200 whose body cannot be read still saved (contract audit #6): the switch stays, silently.
    quietSuccess: true,
  },
  {
    ...opening('GET /i/user_available_balance', '/user_preferences'),
    // decision 035: "Error fetching playable balance. Retrying..." through 3 retries.
    retriesAfterWaits: true,
  },
  {
    ...opening('GET /i/regions', '/user_preferences'),
    // A page load reads the regions once (api/lists.ts) and the login's welcome page has read
    // them: the patron comes back in a page of their own (a link), then opens the preferences.
    open: async (s) => {
      (await logInAsPatron({ server: s })).unmount();
      const app = renderApp({ path: '/user_preferences/email', server: s });
      await screen.findByRole('button', { name: emailCopy.save });
      return app;
    },
  },
  {
    call: 'PATCH /i/user_registered_regions',
    where: 'moves the wallet to Ontario on /user_preferences (first, the region registered)',
    open: walletTargetChosen,
    trigger: click(copy.walletMove),
    typed: { [copy.walletTarget]: 'CA-ON' },
    noBody: true,
  },
  {
    call: 'POST /i/betting_region',
    where: 'moves the wallet to Ontario on /user_preferences (then, the wallet moved)',
    open: walletTargetChosen,
    trigger: click(copy.walletMove),
    typed: { [copy.walletTarget]: 'CA-ON' },
    noBody: true,
  },
  opening('GET /i/email_preferences', '/user_preferences/email'),
  {
    call: 'PATCH /i/email_preferences',
    where: 'ticks “Promotions and offers” and saves on /user_preferences/email',
    open: async (s) => {
      const app = await emailPreferences(s);
      await app.user.click(screen.getByRole('checkbox', { name: /^Promotions and offers/ }));
      return app;
    },
    trigger: click(emailCopy.save),
  },
  {
    call: 'POST /optimail/unsubscribe',
    where: 'unsubscribes from every email on /user_preferences/email',
    open: emailPreferences,
    trigger: click(emailCopy.unsubscribe),
    noBody: true,
  },
];

faultMatrix('preferences', CASES, server, '../../docs/faults/preferences.md');
