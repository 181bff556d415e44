import { screen, waitFor } from '@testing-library/react';
import { identityCapture, simulatedProvider } from '../../copy/ours/identity';
import { login as loginCopy } from '../../copy/ours/login';
import { setupSandboxServer } from '../render-app';
import { patronLoginTyped } from '../rg-patron';
import { click } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: the identity check of sign-up (the Jumio calls of contract.md 7), under each
// fault, as the seeded patron whose status asks for a document (docs/sandbox.md).
const server = setupSandboxServer();
const SCENARIO = 'status-document-verification-required';
const ID_PAGE = '/web/signup/id_verification';

/** /login with the patron's details typed, in the scenario. */
const loginTyped = (s: typeof server) => patronLoginTyped({ server: s, scenario: SCENARIO });

/** Logged in and on the ID page, its start button ready. */
async function onIdPage(s: typeof server) {
  const app = await loginTyped(s);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe(ID_PAGE));
  await screen.findByRole('button', { name: identityCapture.start });
  return app;
}

const CASES: FaultCase[] = [
  {
    call: 'GET /i/jumio/netverify_scans',
    where: 'logs in and lands on the ID page (a scan to take up?)',
    page: ID_PAGE,
    open: loginTyped,
    trigger: click(loginCopy.submit),
  },
  {
    call: 'POST /i/jumio/accounts',
    where: 'starts the identity check on the ID page',
    open: onIdPage,
    trigger: click(identityCapture.start),
  },
  {
    call: 'POST /i/jumio/netverify_scans',
    where: 'starts the identity check on the ID page (the scan)',
    open: onIdPage,
    trigger: click(identityCapture.start),
  },
  {
    call: 'GET /i/jumio/netverify_scans/{id}',
    where: 'approves the ID on the simulated provider (the poll)',
    open: async (s) => {
      const app = await onIdPage(s);
      await app.user.click(screen.getByRole('button', { name: identityCapture.start }));
      await screen.findByRole('button', { name: simulatedProvider.approve });
      return app;
    },
    trigger: click(simulatedProvider.approve),
  },
];

faultMatrix("sign-up's identity check", CASES, server, '../../docs/faults/identity.md');
