import { screen } from '@testing-library/react';
import { accountPages as copy, igoPii as igoCopy } from '../../copy/ours/account';
import { welcome as welcomeCopy } from '../../copy/ours/after-login';
import { login as loginCopy } from '../../copy/ours/login';
import type { RoutePath } from '../../machines/paths';
import { setupSandboxServer } from '../render-app';
import { openAsPatron, patronLoginTyped, patronOwingPolicies } from '../rg-patron';
import { click, opening } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: each call the account pages make for a logged-in patron, the policy read by id
// the login's policy page makes, and the media-app sync of a completed login.
const server = setupSandboxServer();

/** An account page of one confirmed action: the patron opens it and confirms. */
const confirming = (call: string, page: RoutePath, words: { confirm: string }): FaultCase => ({
  call,
  where: `confirms on ${page}`,
  open: async (s) => {
    const app = await openAsPatron(page, { server: s });
    await screen.findByRole('button', { name: words.confirm });
    return app;
  },
  trigger: click(words.confirm),
  noBody: true,
});

const CASES: FaultCase[] = [
  confirming('POST /i/closed_suspensions', '/close_account', copy.closeAccount),
  confirming('DELETE /i/dormant_accounts', '/dormant_account', copy.dormantAccount),
  confirming('PATCH /i/acks/dge_level_2_ack', '/dge_level_2_ack', copy.dgeLevel2Ack),
  confirming('POST /i/fit_to_play', '/fit_to_play', copy.fitToPlay),
  opening('GET /i/igo_user_pii', '/igo_user_pii_confirmation'),
  {
    call: 'PATCH /i/igo_user_pii',
    where: 'confirms the details on /igo_user_pii_confirmation',
    open: async (s) => {
      const app = await openAsPatron('/igo_user_pii_confirmation', { server: s });
      await screen.findByRole('button', { name: igoCopy.confirm });
      return app;
    },
    trigger: click(igoCopy.confirm),
    noBody: true,
  },
  {
    call: 'GET /i/pending_policies/{id}',
    where: 'opens the policies owed at login (scenario login-policies: the second policy, by id)',
    page: '/web/login/policies',
    open: (s) => patronOwingPolicies({ server: s }),
    trigger: (app) =>
      app.user.click(screen.getByRole('link', { name: welcomeCopy.reviewPolicies })),
  },
  {
    call: 'PATCH /i/media_app_state',
    where: 'logs in on mobile web (the completed account stays in the app: its download page)',
    open: (s) => patronLoginTyped({ server: s, layout: 'mobileWeb' }),
    trigger: click(loginCopy.submit),
    noBody: true,
  },
];

faultMatrix(
  'account pages, owed policies and the media-app sync',
  CASES,
  server,
  '../../docs/faults/account.md',
);
