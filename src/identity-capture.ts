import type { DocumentType, ProviderSession } from '../api/jumio';
import { providerPageUrl } from '../api/jumio';
import { nativeBridge } from '../bridge/native';
import { type NativeResult, onNativeResult, startNativeTask } from '../bridge/native-callbacks';
import { invokeNative } from '../bridge/native-invoke';

/**
 * The hand-over of an identity or document capture to the provider (issue 10 item 2;
 * docs/identity.md "Hand-over"). The KYC and document machines invoke it as their `handOver`
 * actor: it resolves when the app may go on (poll the scan, record the document) and rejects when
 * the capture did not happen.
 *
 * - Sandbox on: the simulated provider page (screens/identity/simulated-provider.tsx) decides and
 *   sends `capture.done` / `capture.failed` to the machine; this promise never settles.
 * - Native webview: the bridge's call (contract.md 7), answered through the native results of
 *   bridge/native-callbacks.ts; without the native function the failure arrives at once.
 * - Browser: the provider's hosted page (`web_url`, https only). At the top level the page goes
 *   there and the provider sends the patron back to the return URL, where the machine finds the
 *   pending scan again; in a frame it opens in a new tab, and polling starts at once.
 */

export type CaptureKind = 'identity' | 'document';

const RESULTS: Record<CaptureKind, { success: NativeResult; failure: NativeResult }> = {
  identity: { success: 'identityVerificationSuccess', failure: 'identityVerificationFailure' },
  document: { success: 'documentVerificationSuccess', failure: 'documentVerificationFailure' },
};

const truthy = (answer: unknown) => answer === true || answer === 'true';

type NativeStart = { name: string; args: unknown[] };

/**
 * The wrapper's answer to a yes-or-no question, asked on the bridge object; a promise answer is
 * awaited (docs/bridge.md "Questions"), a missing or throwing function reads as no.
 */
function nativeSays(name: string, win: Window): boolean | Promise<boolean> {
  const outcome = invokeNative(name, [], win);
  if (outcome.kind !== 'answered') return false;
  const { answer } = outcome;
  return answer instanceof Promise ? answer.then(truthy) : truthy(answer);
}

/** Which bridge call starts the capture, and with what (docs/bridge.md names both forms). */
function nativeCall(
  kind: CaptureKind,
  session: ProviderSession,
  documentType: DocumentType | null,
  win: Window,
): NativeStart | Promise<NativeStart> {
  const payload = {
    id: session.id,
    account_id: session.accountId,
    sdk_token: session.sdkToken,
    web_url: session.webUrl,
  };
  const choose = (sdkSupported: boolean): NativeStart => {
    if (kind === 'identity')
      return sdkSupported
        ? { name: 'jumioNetverifyStart', args: [] }
        : { name: 'jumioInitiateIDVerification', args: [JSON.stringify(payload)] };
    return sdkSupported
      ? {
          name: 'jumioDocumentVerificationStart',
          args: [documentType, session.accountId ?? session.id, session.sdkToken],
        }
      : {
          name: 'jumioInitiateDocumentVerification',
          args: [JSON.stringify({ ...payload, document_type: documentType })],
        };
  };
  const supported = nativeSays(
    kind === 'identity' ? 'getJumioNetverifySupported' : 'getJumioDocumentVerificationSupported',
    win,
  );
  return typeof supported === 'boolean' ? choose(supported) : supported.then(choose);
}

function nativeCapture(
  kind: CaptureKind,
  session: ProviderSession,
  documentType: DocumentType | null,
  win: Window,
  signal?: AbortSignal,
): Promise<void> {
  const { success, failure } = RESULTS[kind];
  return new Promise<void>((resolve, reject) => {
    const offs: (() => void)[] = [];
    const done = (settle: () => void) => {
      for (const off of offs) off();
      settle();
    };
    offs.push(onNativeResult(success, () => done(resolve)));
    offs.push(
      onNativeResult(failure, (reason) =>
        done(() =>
          reject(new Error(`Native ${kind} capture failed: ${String(reason || 'empty')}`)),
        ),
      ),
    );
    signal?.addEventListener('abort', () => done(() => reject(signal.reason)));
    const start = (call: NativeStart) => {
      if (!signal?.aborted) startNativeTask(call.name, failure, call.args, win);
    };
    const call = nativeCall(kind, session, documentType, win);
    if (call instanceof Promise) void call.then(start);
    else start(call);
  });
}

/** Hands the capture over; see the module comment for each environment. */
export function handOverCapture(
  kind: CaptureKind,
  session: ProviderSession,
  options: { documentType?: DocumentType; signal?: AbortSignal; win?: Window } = {},
): Promise<void> {
  const win = options.win ?? window;
  if (globalThis.__ONBOARDING_SANDBOX__) return new Promise<void>(() => {});
  if (nativeBridge(win))
    return nativeCapture(kind, session, options.documentType ?? null, win, options.signal);
  const url = providerPageUrl(session);
  if (!url) return Promise.reject(new Error('The provider answered without a page to open'));
  if (win.top !== win) {
    win.open(url, '_blank', 'noopener');
    return Promise.resolve();
  }
  win.location.assign(url);
  return new Promise<void>(() => {});
}
