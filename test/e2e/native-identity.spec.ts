import { expect, type Page, type Route, test } from '@playwright/test';
import { NATIVE_CALL_NAMES } from '../../bridge/native-interface';
import { identityCapture, kycUpload } from '../../copy/ours/identity';
import { documents } from '../../copy/spec/documents';
import { DEFAULT_CONFIG_ORIGIN } from './ports';

// Issue 14 item 5 (b), the identity start: in the app's webview (a fake native bridge injected
// before load) the ID capture goes to the native SDK through `jumioInitiateIDVerification`, and
// the native result, through the registered callback, drives the page. The sandbox would answer
// with its own simulated provider, so this runs on the build without it, with the operator API
// answered here (wire-decisions shapes).

const OAUTH = {
  client_id: 'northstar-sports',
  response_type: 'code',
  redirect_uri: 'https://rp.example.test/callback',
  code_challenge: 'abc',
  code_challenge_method: 'S256',
};
const STATUS = {
  status: 'complete',
  kyc_failure_reason: null,
  pending_fields: {},
  pending_kyc_providers: [],
  pending_policies: [],
  email_verification_status: 'VERIFIED',
  is_duplicate_user: false,
  accepted_policies: [],
  executed_kyc_providers: [],
};

/** The operator API of a logged-in patron with no scan yet; the scan reads success once taken. */
async function answerApi(page: Page) {
  let scanTaken = false;
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`${DEFAULT_CONFIG_ORIGIN}/i/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const method = route.request().method();
    if (pathname === '/i/registration_status') return json(route, STATUS);
    if (pathname === '/i/feature_flags') return json(route, { feature_flags: [] });
    if (pathname === '/i/regions') return json(route, { regions: [] });
    if (pathname === '/i/pending_policies') return json(route, { pending_policies: [] });
    if (pathname === '/i/jumio/netverify_scans' && method === 'GET')
      return json(route, { kyc_verifications: [] });
    if (pathname === '/i/jumio/accounts')
      return json(
        route,
        {
          id: 1,
          account_id: 'acct-1',
          sdk_token: 'sdk-1',
          web_url: 'https://idv.example.test/s/1',
        },
        201,
      );
    if (pathname === '/i/jumio/netverify_scans') {
      scanTaken = true;
      return json(
        route,
        { id: 7, status: 'pending', failure_reason: null, inserted_at: '2026-11-25T00:00:00Z' },
        201,
      );
    }
    if (pathname === '/i/jumio/netverify_scans/7')
      return json(route, {
        id: 7,
        status: scanTaken ? 'success' : 'pending',
        failure_reason: null,
        inserted_at: '2026-11-25T00:00:00Z',
      });
    return json(route, { error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

test('in the webview, the ID capture goes to the native SDK and its result drives the page', async ({
  page,
}) => {
  await page.addInitScript(
    (names) => {
      const answers: Record<string, unknown> = {
        getPlatform: 'ios',
        getAppVersion: '24.24.0',
        getSupportedFeatures: [],
        // No Netverify SDK: the ID capture goes through jumioInitiateIDVerification(JSON).
        getJumioNetverifySupported: false,
      };
      const calls: { name: string; args: unknown[] }[] = [];
      (window as unknown as { nativeCalls: typeof calls }).nativeCalls = calls;
      (window as unknown as { NativeBridge: unknown }).NativeBridge = Object.fromEntries(
        names.map((name) => [
          name,
          (...args: unknown[]) => {
            calls.push({ name, args });
            return answers[name];
          },
        ]),
      );
    },
    NATIVE_CALL_NAMES as readonly string[],
  );
  await answerApi(page);
  await page.goto(
    `${DEFAULT_CONFIG_ORIGIN}/login/id_check_required?${new URLSearchParams({ ...OAUTH, detected_region_code: 'US-NJ' })}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: kycUpload.title })).toBeVisible();
  await page.getByRole('button', { name: identityCapture.start }).click();

  const started = async () =>
    (
      await page.evaluate(
        () =>
          (window as unknown as { nativeCalls: { name: string; args: unknown[] }[] }).nativeCalls,
      )
    ).filter((call) => call.name.startsWith('jumio'));
  await expect
    .poll(async () => (await started()).map((call) => call.name))
    .toEqual(['jumioInitiateIDVerification']);
  const [call] = await started();
  // One JSON argument: the provider session the accounts call answered (docs/identity.md).
  expect(JSON.parse(String(call?.args[0]))).toMatchObject({
    account_id: 'acct-1',
    sdk_token: 'sdk-1',
  });

  // The native SDK reports success through the registered callback; the page reads the scan.
  await page.evaluate(() => {
    const callbacks = (
      window as unknown as { NativeCallbacks?: Record<string, (v: unknown) => void> }
    ).NativeCallbacks;
    callbacks?.identityVerificationSuccess?.('{}');
  });
  await expect(page.getByText(documents.verified)).toBeVisible({ timeout: 10_000 });
});
