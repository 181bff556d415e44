import { screen } from '@testing-library/react';
import { accountPages as copy, igoPii as igoCopy } from '../../copy/ours/account';
import { welcome as welcomeCopy } from '../../copy/ours/after-login';
import { login as loginCopy } from '../../copy/ours/login';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import type { RoutePath } from '../../machines/paths';
import { setupSandboxServer } from '../render-app';
import { openAsPatron, patronLoginTyped, patronOwingPolicies } from '../rg-patron';
import { click, opening, pressing } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: each call the account pages make for a logged-in patron, the policy read by id
// the login's policy page makes, and the media-app sync of a completed login.
const server = setupSandboxServer();

/** An account page of one confirmed action: the patron opens it and confirms. */
const confirming = (call: string, page: RoutePath, words: { confirm: string }): FaultCase =>
  pressing(call, `confirms on ${page}`, page, words.confirm);

const CASES: FaultCase[] = [
  {
    call: 'POST /i/closed_suspensions',
    where: 'confirms "Are you sure?" on /close_account',
    open: async (s) => {
      const app = await openAsPatron('/close_account', { server: s });
      await app.user.click(await screen.findByRole('button', { name: copy.closeAccount.confirm }));
      await screen.findByRole('button', { name: dialogCopy.confirm });
      return app;
    },
    trigger: click(dialogCopy.confirm),
    noBody: true,
  },
  confirming('DELETE /i/dormant_accounts', '/dormant_account', copy.dormantAccount),
  confirming('PATCH /i/acks/dge_level_2_ack', '/dge_level_2_ack', copy.dgeLevel2Ack),
  confirming('POST /i/fit_to_play', '/fit_to_play', copy.fitToPlay),
  opening('GET /i/igo_user_pii', '/igo_user_pii_confirmation'),
  pressing(
    'PATCH /i/igo_user_pii',
    'confirms the details on /igo_user_pii_confirmation',
    '/igo_user_pii_confirmation',
    igoCopy.confirm,
  ),
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
