import { ApiError, reportError } from '../api/errors';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  type ProviderSession,
  providerPageUrl,
} from '../api/jumio';
import { nativeBridge } from '../bridge/native';
import { type NativeResult, onNativeResult } from '../bridge/native-callbacks';
import { type NativeTarget, startNativeTask } from '../bridge/native-calls';
import type { NativeCallName } from '../bridge/native-interface';
import { invokeNative } from '../bridge/native-invoke';
import { network as networkCopy } from '../copy/spec/network';
import type { ReturnedUpload } from '../machines/document-verification.machine';
import { type HandedOver, NO_NEW_TAB } from '../machines/hand-over';
import { reloadWhenRestored } from './page-exit';
import { awaitsPartnerReturn, listenForPartnerReturn } from './partner-return';

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
 *   there and the provider sends the patron back to the return URL, where the KYC machine finds
 *   the pending scan again and the document machine records the upload the tab marked before
 *   leaving (`takeReturnedUpload`). A Back from the provider's page is no return: the page loads
 *   again (a restore from the back/forward cache included), and records nothing. In a frame the
 *   provider's page opens in a new tab, and polling starts at once; the promise resolves with the
 *   page's address, which the page links to (QA 10): the tab opens after awaited calls, outside the
 *   click's user activation, so a pop-up blocker may refuse it, and with `noopener` the app
 *   cannot tell. A click on the link is a gesture of its own, which no blocker refuses.
 */

export type CaptureKind = 'identity' | 'document';

const RESULTS: Record<CaptureKind, { success: NativeResult; failure: NativeResult }> = {
  identity: { success: 'identityVerificationSuccess', failure: 'identityVerificationFailure' },
  document: { success: 'documentVerificationSuccess', failure: 'documentVerificationFailure' },
};

const truthy = (answer: unknown) => answer === true || answer === 'true';

type NativeStart = { name: NativeCallName; args: unknown[] };

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
): Promise<HandedOver> {
  const { success, failure } = RESULTS[kind];
  return new Promise<HandedOver>((resolve, reject) => {
    const offs: (() => void)[] = [];
    const done = (settle: () => void) => {
      for (const off of offs) off();
      settle();
    };
    offs.push(onNativeResult(success, () => done(() => resolve(NO_NEW_TAB))));
    offs.push(
      onNativeResult(failure, (reason) =>
        done(() =>
          reject(new Error(`Native ${kind} capture failed: ${String(reason || 'empty')}`)),
        ),
      ),
    );
    signal?.addEventListener('abort', () => done(() => reject(signal.reason)));
    // The webview's page has no parent frame: no origin to post a fallback message to.
    const target: NativeTarget = { allowedOrigins: [], environment: () => ({ window: win }) };
    const start = (call: NativeStart) => {
      if (!signal?.aborted) startNativeTask(target, call.name, failure, call.args);
    };
    const call = nativeCall(kind, session, documentType, win);
    if (call instanceof Promise) void call.then(start);
    else start(call);
  });
}

/**
 * A document upload handed to the provider's page at the top level leaves this page, so nothing
 * of the run is left to record it when the provider sends the patron back (QA 8). The tab keeps
 * a mark of what to record: the page to come back to, the document type, the provider account
 * and when it left; never the SDK token or the provider's page (tokens are never stored,
 * DESIGN.md). The key carries the flows' prefix, so a session that ends takes it along
 * (src/onboarding-persistence.ts).
 */
// Written out rather than built from FLOW_DRAFT_PREFIX: importing it would add an export to the
// first screen's chunk (decision 005); src/identity-capture.test.ts checks the prefix.
export const DOCUMENT_RETURN_KEY = 'flow:documentVerification:returned';
/** A mark older than this is an abandoned upload, not a return from the provider's page. */
export const DOCUMENT_RETURN_MAX_AGE_MS = 30 * 60_000;

interface DocumentReturnMark extends ReturnedUpload {
  returnUrl: string;
  at: number;
}

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function markDocumentReturn(win: Window, mark: DocumentReturnMark): void {
  try {
    tabStorage(win)?.setItem(DOCUMENT_RETURN_KEY, JSON.stringify(mark));
  } catch {
    // Storage the browser refuses: the return finds no mark and shows the latest document.
  }
}

function dropDocumentReturn(win: Window): void {
  try {
    tabStorage(win)?.removeItem(DOCUMENT_RETURN_KEY);
  } catch {
    // Storage the browser refuses: the reload's navigation type drops the mark instead.
  }
}

/**
 * This page was loaded by a Back or Forward, or a reload: not by the provider's redirect to the
 * return URL, which is a plain navigation (the type of the document's navigation entry). A
 * browser without the entry reads as a navigation.
 */
function loadedFromHistory(win: Window): boolean {
  try {
    const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'back_forward' || entry?.type === 'reload';
  } catch {
    return false;
  }
}

const isMark = (value: unknown): value is DocumentReturnMark => {
  const mark = value as Partial<DocumentReturnMark> | null;
  return (
    typeof mark?.returnUrl === 'string' &&
    typeof mark.at === 'number' &&
    (DOCUMENT_TYPES as readonly unknown[]).includes(mark.documentType) &&
    (mark.accountId === null || ['string', 'number'].includes(typeof mark.accountId))
  );
};

/**
 * The upload this tab handed to the provider's page from `returnUrl`, read once and removed (so
 * a reload records nothing twice). Only the page the provider was told to send the patron back
 * to takes it, only when the provider's redirect loaded it (a Back from the provider's page is an
 * abandoned upload, and so is the reload a Back out of the back/forward cache makes), and only
 * within DOCUMENT_RETURN_MAX_AGE_MS of leaving: a mark an abandoned upload left behind is dropped
 * by the next document page that starts, and never recorded later (docs/identity.md "Hand-over").
 */
export function takeReturnedUpload(
  returnUrl: string | null,
  { win = window, now = Date.now() }: { win?: Window; now?: number } = {},
): ReturnedUpload | null {
  const storage = tabStorage(win);
  let mark: unknown = null;
  try {
    const saved = storage?.getItem(DOCUMENT_RETURN_KEY) ?? null;
    storage?.removeItem(DOCUMENT_RETURN_KEY);
    mark = JSON.parse(saved ?? 'null');
  } catch {
    return null;
  }
  if (!isMark(mark) || mark.returnUrl !== returnUrl || loadedFromHistory(win)) return null;
  const age = now - mark.at;
  if (age < 0 || age > DOCUMENT_RETURN_MAX_AGE_MS) return null;
  return { documentType: mark.documentType, accountId: mark.accountId };
}

/** The partner's return a frame's document upload waits for before it is recorded (QA 14). */
let partnerReturn: { returned: Promise<void>; cancel: () => void } | null = null;

function awaitReturn(win: Window): { returned: Promise<void>; cancel: () => void } {
  const controller = new AbortController();
  const returned = listenForPartnerReturn(win, controller.signal);
  returned.catch(() => {});
  return { returned, cancel: () => controller.abort() };
}

/**
 * Before a document is recorded: the partner's return to the tab a frame opened, when the frame
 * waits for it (src/partner-return.ts), else nothing. A patron who closes the partner's tab
 * without uploading has nothing recorded; the page's link opens the partner's page again, and
 * the upload there is recorded on its return. Taken once; an abort (the page's flow stopped)
 * stops listening.
 */
export function partnerReturnBeforeRecording(signal?: AbortSignal): Promise<void> {
  const pending = partnerReturn;
  partnerReturn = null;
  if (!pending) return Promise.resolve();
  signal?.addEventListener('abort', pending.cancel);
  return pending.returned;
}

/**
 * The server's answer gave no page we may open (none, or not https: a script or data URL): the
 * patron never reached the capture, so this is no failed capture but the call's failure, with the
 * generic words of contract.md 8, and it is reported (QA 17). The report leaves the address out:
 * it may bear the provider's session.
 */
function noProviderPage(kind: CaptureKind): ApiError {
  const error = new ApiError({
    code: 'UNKNOWN_ERROR',
    message: networkCopy.generic,
    action: `open the ${kind} capture`,
  });
  reportError(new Error('The provider answered without a page we may open'), { kind });
  return error;
}

/** Hands the capture over; see the module comment for each environment. */
export function handOverCapture(
  kind: CaptureKind,
  session: ProviderSession,
  options: {
    documentType?: DocumentType;
    /** The page the provider sends the patron back to (a document's mark names it). */
    returnUrl?: string | null;
    signal?: AbortSignal;
    win?: Window;
  } = {},
): Promise<HandedOver> {
  const win = options.win ?? window;
  if (globalThis.__ONBOARDING_SANDBOX__) return new Promise<HandedOver>(() => {});
  if (nativeBridge(win))
    return nativeCapture(kind, session, options.documentType ?? null, win, options.signal);
  const url = providerPageUrl(session);
  if (!url) return Promise.reject(noProviderPage(kind));
  if (win.top !== win) {
    // A document is recorded only once the partner sends the patron back, as at the top level
    // (QA 14): the tab it returns to says so (src/partner-return.ts), where it can reach us.
    partnerReturn?.cancel();
    partnerReturn = kind === 'document' && awaitsPartnerReturn(win) ? awaitReturn(win) : null;
    win.open(url, '_blank', 'noopener');
    return Promise.resolve({ newTabUrl: url });
  }
  if (kind === 'document' && options.documentType && options.returnUrl)
    markDocumentReturn(win, {
      returnUrl: options.returnUrl,
      documentType: options.documentType,
      accountId: session.accountId ?? (session.id || null),
      at: Date.now(),
    });
  // A Back from the provider's page abandons the capture: a page the back/forward cache restores
  // with this run still handing over loads again, and records nothing (the mark goes first).
  reloadWhenRestored(win, () => dropDocumentReturn(win));
  win.location.assign(url);
  return new Promise<HandedOver>(() => {});
}
