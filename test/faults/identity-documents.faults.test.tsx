import { screen, waitFor, within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { createSandboxHandlers } from '../../api/sandbox/handlers';
import { getScenario } from '../../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../../api/sandbox/state';
import { documentUpload, simulatedProvider } from '../../copy/ours/identity';
import { login as loginCopy } from '../../copy/ours/login';
import { manualPii as piiCopy } from '../../copy/ours/manual-pii';
import { createAccount as accountCopy } from '../../copy/ours/sign-up';
import { signedUpIn } from '../account-elsewhere';
import { typeAccountOnWeb } from '../create-account';
import { renderApp, setupSandboxServer } from '../render-app';
import { openAsPatron, patronLoginTyped } from '../rg-patron';
import { sandboxCall } from '../sandbox-server';
import { click } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';
import { returnTo } from './patron';

// Issue 17 item 4: the rest of sign-up's identity calls, under each fault: the document pages
// (the seeded patron whose status asks for a document by hand), the manual-PII pages (a new
// account whose status asks for the details by hand: scenarios manual-pii and manual-address),
// and the phone finder a duplicate's sign-up starts (docs/sandbox.md).
const server = setupSandboxServer();
type App = ReturnType<typeof renderApp>;

// --- the document pages ----------------------------------------------------------------------

const DOCUMENT_SCENARIO = 'status-manual-document-collection-required';
const DOCUMENT_PAGE = '/web/kyc/upload';
const PATRON_DOCUMENT_PAGE = '/user_preferences/document_upload';

/** /login with the patron's details typed, in the scenario that asks for a document. */
const documentLoginTyped = (s: SetupServer) =>
  patronLoginTyped({ server: s, scenario: DOCUMENT_SCENARIO });

/** Logged in and on the document page, a void check chosen, its upload ready. */
async function onDocumentPage(s: SetupServer) {
  const app = await documentLoginTyped(s);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe(DOCUMENT_PAGE));
  await app.user.click(await screen.findByLabelText(documentUpload.types.VC));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: documentUpload.upload })).toBeEnabled(),
  );
  return app;
}

/** The upload handed to the simulated provider, which will answer `status`. */
async function onProviderPage(s: SetupServer, status = 'success') {
  const app = await onDocumentPage(s);
  await app.user.click(screen.getByRole('button', { name: documentUpload.upload }));
  await app.user.selectOptions(
    await screen.findByLabelText(simulatedProvider.documentStatus),
    status,
  );
  return app;
}

// --- the manual-PII pages --------------------------------------------------------------------

const NAME_PAGE = '/web/signup/name';
const field = (label: string) => screen.getByLabelText(label);

/** The name page of a new account in manual-pii, the names it already has kept. */
async function onNamePage(s: SetupServer) {
  const app = await returnTo(s, 'manual-pii', NAME_PAGE, 'web');
  await screen.findByRole('heading', { level: 1, name: piiCopy.titles.name });
  return app;
}

/** A US address typed on the address page in front of the patron. */
async function typeAddress(app: App) {
  await app.user.type(await screen.findByLabelText(piiCopy.line1), '1 Hampton Way');
  await app.user.type(field(piiCopy.city), 'Newark');
  await app.user.selectOptions(field(piiCopy.region.us), 'New Jersey');
  await app.user.type(field(piiCopy.postalCode.us), '07102');
}
const ADDRESS_TYPED = {
  [piiCopy.line1]: '1 Hampton Way',
  [piiCopy.city]: 'Newark',
  [piiCopy.region.us]: 'US-NJ',
  [piiCopy.postalCode.us]: '07102',
};

/** Name and address given, the birthdate typed, about to go on. */
async function birthdateTyped(app: App) {
  await app.user.click(screen.getByRole('button', { name: piiCopy.continue }));
  await screen.findByRole('heading', { level: 1, name: piiCopy.titles.address });
  await typeAddress(app);
  await app.user.click(screen.getByRole('button', { name: piiCopy.continue }));
  await screen.findByRole('heading', { level: 1, name: piiCopy.titles.birthdate });
  await app.user.type(field(piiCopy.birthdate), '1988-08-26');
  return app;
}

// --- the phone finder ------------------------------------------------------------------------

/**
 * A duplicate's sign-up whose phone-finder KYC provider is pending: scenario duplicate-user, the
 * provider added (the derivation starts the phone finder for a duplicate only, route-derivation.ts).
 */
const DUPLICATE_WITH_PHONE_FINDER = {
  ...getScenario('duplicate-user'),
  name: 'duplicate-user-phone-finder',
  afterPreRegistration: {
    ...getScenario('duplicate-user').afterPreRegistration,
    pending_kyc_providers: ['lexis_nexis_phone_finder'],
  },
};

const CASES: FaultCase[] = [
  {
    call: 'GET /i/jumio/document_verifications',
    where: `logs in and lands on the document page (${DOCUMENT_SCENARIO})`,
    page: DOCUMENT_PAGE,
    open: documentLoginTyped,
    trigger: click(loginCopy.submit),
  },
  {
    call: 'POST /i/jumio/initiate_document_verification',
    where: 'uploads a void check on the document page',
    open: onDocumentPage,
    trigger: click(documentUpload.upload),
  },
  {
    call: 'POST /i/jumio/document_verifications',
    where: 'submits the document on the simulated provider (the record)',
    open: (s) => onProviderPage(s),
    trigger: click(simulatedProvider.submitDocument),
  },
  {
    call: 'GET /i/jumio/document_verifications/{id}',
    // A patron's own upload page: in sign-up a pending document moves the registration on, and
    // the page with it (QA 14).
    where: `checks the status of a pending document on the patron's page (${PATRON_DOCUMENT_PAGE})`,
    open: async (s) => {
      const app = await openAsPatron(PATRON_DOCUMENT_PAGE, { server: s });
      await app.user.click(await screen.findByRole('button', { name: documentUpload.upload }));
      await app.user.selectOptions(
        await screen.findByLabelText(simulatedProvider.documentStatus),
        'pending',
      );
      await app.user.click(screen.getByRole('button', { name: simulatedProvider.submitDocument }));
      await screen.findByRole('button', { name: documentUpload.refresh });
      return app;
    },
    trigger: click(documentUpload.refresh),
  },
  {
    call: 'GET /i/countries',
    where: `goes on from the name page to the address page (${NAME_PAGE}, scenario manual-pii)`,
    page: '/web/signup/address',
    open: onNamePage,
    trigger: click(piiCopy.continue),
  },
  {
    call: 'GET /i/race_and_gender_options',
    where: 'goes on from the birthdate page to race and gender',
    page: '/web/signup/race_and_gender',
    open: async (s) => birthdateTyped(await onNamePage(s)),
    trigger: click(piiCopy.continue),
  },
  {
    call: 'POST /i/registration/race_and_gender_selections',
    where: 'answers race and gender and submits',
    open: async (s) => {
      const app = await birthdateTyped(await onNamePage(s));
      await app.user.click(screen.getByRole('button', { name: piiCopy.continue }));
      const race = await screen.findByRole('group', { name: piiCopy.race });
      await app.user.click(within(race).getByRole('radio', { name: 'Black or African American' }));
      const gender = screen.getByRole('group', { name: piiCopy.gender });
      await app.user.click(within(gender).getByRole('radio', { name: 'Female' }));
      return app;
    },
    trigger: click(piiCopy.submit),
    noBody: true,
  },
  {
    call: 'PATCH /i/registration',
    where: 'submits the birthdate page, race and gender answered before (the manual-PII save)',
    open: async (s) => {
      await signedUpIn(s, 'manual-pii');
      await sandboxCall('POST', '/i/registration/race_and_gender_selections', {
        race: 'asian',
        gender: 'male',
      });
      const app = renderApp({ path: NAME_PAGE, scenario: 'manual-pii', server: s });
      await screen.findByRole('heading', { level: 1, name: piiCopy.titles.name });
      return birthdateTyped(app);
    },
    trigger: click(piiCopy.submit),
    typed: { [piiCopy.birthdate]: '1988-08-26' },
    noBody: true,
  },
  {
    call: 'PATCH /i/registration',
    where: 'submits the missing address (/web/signup/missing_address, scenario manual-address)',
    open: async (s) => {
      const app = await returnTo(s, 'manual-address', '/web/signup/missing_address', 'web');
      await screen.findByRole('heading', { level: 1, name: piiCopy.titles.missingAddress });
      await typeAddress(app);
      return app;
    },
    trigger: click(piiCopy.submit),
    typed: ADDRESS_TYPED,
    noBody: true,
  },
  {
    call: 'POST /i/lexis_nexis/phone_finder_verifications',
    where: 'submits Create Your Account as a duplicate whose phone finder is pending',
    open: async (s) => {
      s.use(
        ...createSandboxHandlers({
          scenario: DUPLICATE_WITH_PHONE_FINDER,
          storage: sandboxMemoryStorage,
        }),
      );
      const app = renderApp({ path: '/web/signup/create_account', server: s });
      await typeAccountOnWeb(app.user, {
        firstName: 'Dorothy',
        lastName: 'Vaughan',
        email: 'dorothy@example.com',
        username: 'dvaughan',
        password: 'Fortran1949',
      });
      return app;
    },
    trigger: click(accountCopy.submit),
  },
];

faultMatrix(
  "sign-up's documents, manual details and phone finder",
  CASES,
  server,
  '../../docs/faults/identity-documents.md',
);
