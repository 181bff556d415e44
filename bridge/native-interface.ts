import type { NativeResult } from './native-callbacks';

/**
 * The native interface in both directions, as types (contract.md 7 "Native bridge call names",
 * product.md 2.6 and 4.5). docs/bridge.md reproduces these declarations for the iOS and Android
 * teams; bridge/native-interface.test.ts fails when the two drift apart.
 *
 * Web -> native: the wrapper injects `window.NativeBridge` with these functions (any may be
 * missing: an older app, or a plain browser). A function may answer directly or with a promise;
 * on Android a JavaScript interface can only return strings, so booleans and lists may arrive as
 * strings ('true', a JSON array). Native -> web: the wrapper calls `window.NativeCallbacks`
 * (bridge/native-callbacks.ts).
 */

// BEGIN NativeBridgeApi (copied into docs/bridge.md)
/** Payload of the native deposit receipt, withdrawal receipt and funds-transfer pages. */
export interface NativePagePayload {
  amountCents?: number;
  paymentMethodId?: string | number;
  paymentProviderId?: string | number;
  promotionCode?: string;
  confirmationId?: string | number;
}

export interface NativeBridgeApi {
  /** The page is interactive and listens for messages. */
  ready(): void;
  /** The app's version, a dotted string of three numbers ('24.24.0'). */
  getAppVersion(): string | Promise<string>;
  /** 'ios' or 'android'. */
  getPlatform(): 'ios' | 'android' | Promise<'ios' | 'android'>;
  getOSVersion(): string | Promise<string>;
  /** Feature names, e.g. ['native_login']: an array, a JSON array or a comma-separated string. */
  getSupportedFeatures(): string[] | string | Promise<string[] | string>;
  getJumioNetverifySupported(): boolean | string | Promise<boolean | string>;
  getJumioDocumentVerificationSupported(): boolean | string | Promise<boolean | string>;
  deactivateAccount(): void;
  /** The patron is suspended: the app locks its own screens. */
  setSuspendedState(suspended: boolean): boolean | string | undefined;
  /**
   * Is the brand's media app installed: true or false, directly or as a promise; or nothing, and
   * then mediaAppInstalled within 1000 ms (after it the answer is false).
   */
  checkMediaApp(): boolean | string | undefined | Promise<boolean | string | undefined>;
  sendEducationalTourPageName(pageName: string): void;
  showLoginPage(): void;
  showContactSupport(): void;
  closeWebview(): void;
  goBack(): void;
  closeAndCompleteEducationalTour(): void;
  closeAndUpgradeToken(token?: string): void;
  goBackToDeposit(): void;
  goBackToWithdrawal(): void;
  showDepositReceiptPage(data: NativePagePayload): void;
  showWithdrawalReceiptPage(data: NativePagePayload): void;
  showSightlineTransferFundsPage(data: NativePagePayload): void;
  showInformationMismatchPage(): void;
  showDepositSuccessful(data: NativePagePayload): void;
  showDepositFailed(errorMessage: string, showTryAgainCTA: boolean): void;
  resubmitDepositCreate(
    amountCents: number,
    paymentMethodId: string | number,
    paymentProviderId: string | number,
  ): void;
  resubmitDepositCreateV2(
    amountCents: number,
    paymentMethodId: string | number,
    paymentProviderId: string | number,
    promotionCode: string,
  ): void;
  resubmitWithdrawalCreate(
    amountCents: number,
    paymentMethodId: string | number,
    paymentProviderId: string | number,
    confirmationId: string | number,
  ): void;
  /** Starts the identity scan; the result comes back through identityVerificationSuccess/Failure. */
  jumioNetverifyStart(...args: unknown[]): void;
  /** Three arguments; the result comes back through documentVerificationSuccess/Failure. */
  jumioDocumentVerificationStart(first: unknown, second: unknown, third: unknown): void;
  jumioInitiateIDVerification(json: string): void;
  jumioInitiateDocumentVerification(json: string): void;
  /** Device profiling; the result comes back through profilingSuccess/Failure. */
  lexisNexisProfilingStart(json: string): void;
  /** Answers true on accept, false on cancel. */
  showConfirmationDialog(
    title: string,
    message: string,
    confirm: string,
    cancel: string,
  ): boolean | string | Promise<boolean | string>;
  /**
   * Opens a URL outside the webview. The second argument (our name: openInSystemBrowser) is
   * passed only from iOS 24.24.0 and Android 25.1.0 on; older apps get the one-argument form.
   */
  openExternalUrl(url: string, openInSystemBrowser?: boolean): void;
}
// END NativeBridgeApi

/** Every call name of the native interface. */
export type NativeCallName = keyof NativeBridgeApi;

// BEGIN NativeCallbacksApi (copied into docs/bridge.md)
/** Native -> web: the wrapper calls `window.NativeCallbacks.<result>(payload)`. */
export interface NativeCallbacksApi {
  identityVerificationSuccess(payload?: unknown): void;
  identityVerificationFailure(payload?: unknown): void;
  documentVerificationSuccess(payload?: unknown): void;
  documentVerificationFailure(payload?: unknown): void;
  profilingSuccess(payload?: unknown): void;
  profilingFailure(payload?: unknown): void;
  /** true or false ('true' / 'false' from Android). */
  mediaAppInstalled(installed: boolean | string): void;
}
// END NativeCallbacksApi

type CallbackDrift =
  | Exclude<keyof NativeCallbacksApi, NativeResult>
  | Exclude<NativeResult, keyof NativeCallbacksApi>;
/** Compiles only while NativeCallbacksApi names exactly the results of bridge/native-callbacks.ts. */
export const CALLBACKS_MATCH: [CallbackDrift] extends [never] ? true : CallbackDrift = true;

// BEGIN ParentMessages (copied into docs/bridge.md and docs/embedding.md)
/** Client -> parent frame: a bridge call without a native function, by the same name. */
export interface BridgeCallMessage {
  type: NativeCallName;
  args: unknown[];
}

/** Client -> parent frame: the document's size, at most every 500 ms while it changes. */
export interface SizeMessage {
  type: 'size';
  width: number;
  height: number;
}

/** Client -> parent frame: sign-up is complete (product.md 4.2). */
export interface OAuthHandOffMessage {
  type: 'oauthAuthorize' | 'oauthUpgradeToken';
  params: Record<string, string>;
}

/**
 * Client -> parent frame: the browser withheld the session cookie in the frame (Safari's
 * third-party cookie blocking); the sign-up continues in a top-level window (decision 051).
 */
export interface SessionBlockedMessage {
  type: 'sessionBlocked';
  continueUrl: string;
}

export type OutboundMessage =
  | BridgeCallMessage
  | SizeMessage
  | OAuthHandOffMessage
  | SessionBlockedMessage;

/** Parent frame -> client: switch the colour mode; 'system' follows the device again. */
export interface ThemeMessage {
  type: 'theme';
  mode: 'light' | 'dark' | 'system';
}

export type InboundMessage = ThemeMessage;
// END ParentMessages

/**
 * Every call name as a list (contract.md 7 plus the external-URL call of product.md 2.6), for
 * the tests and docs/bridge.md's table; a name missing here does not compile.
 */
export const NATIVE_CALL_NAMES = [
  'ready',
  'getAppVersion',
  'getPlatform',
  'getOSVersion',
  'getSupportedFeatures',
  'getJumioNetverifySupported',
  'getJumioDocumentVerificationSupported',
  'deactivateAccount',
  'setSuspendedState',
  'checkMediaApp',
  'sendEducationalTourPageName',
  'showLoginPage',
  'showContactSupport',
  'closeWebview',
  'goBack',
  'closeAndCompleteEducationalTour',
  'closeAndUpgradeToken',
  'goBackToDeposit',
  'goBackToWithdrawal',
  'showDepositReceiptPage',
  'showWithdrawalReceiptPage',
  'showSightlineTransferFundsPage',
  'showInformationMismatchPage',
  'showDepositSuccessful',
  'showDepositFailed',
  'resubmitDepositCreate',
  'resubmitDepositCreateV2',
  'resubmitWithdrawalCreate',
  'jumioNetverifyStart',
  'jumioDocumentVerificationStart',
  'jumioInitiateIDVerification',
  'jumioInitiateDocumentVerification',
  'lexisNexisProfilingStart',
  'showConfirmationDialog',
  'openExternalUrl',
] as const satisfies readonly NativeCallName[];

type Unlisted = Exclude<NativeCallName, (typeof NATIVE_CALL_NAMES)[number]>;
/** Compiles only while every call name of NativeBridgeApi is in NATIVE_CALL_NAMES. */
export const EVERY_CALL_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
