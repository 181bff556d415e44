/**
 * Our copy for the identity pages (issue 10; the spec's gaps, decision 002): the spec gives the
 * messages of the scan and document workflows (copy/spec/documents.ts) but not the pages' own
 * words. The error page's words per errorType (product.md 2.8) are here too.
 */

/** The ID page's words; its heading is the spec's step label, Identity Check (copy/spec/progress.ts). */
export const identityCapture = {
  body: 'To finish signing up, we need a photo of your government-issued ID and a selfie. Our identity verification partner takes them and checks them for us.',
  start: 'Verify my identity',
  starting: 'Starting your identity check…',
  // Neutral on purpose: on the web our partner opens a page, in the app the app's own screen.
  capturing: 'Finish the identity check with our partner. This page goes on once it is done.',
  polling: 'Checking your ID. This usually takes less than a minute.',
  // After 30 s still pending (machines/kyc.machine.ts SLOW_POLLS): a capture left unfinished.
  slow: "This is taking longer than usual. If you left our partner's page before you finished, start the check again.",
  restart: 'Start the check again',
  continue: 'Continue',
  retry: 'Try again',
} as const;

/**
 * In a frame our partner's page opens in a new tab (src/identity-capture.ts), which a pop-up
 * blocker may refuse without the app knowing: the ID and document pages say so and link to it
 * (QA 10; docs/identity.md "Hand-over").
 */
export const providerTab = {
  body: "We opened our partner's page in a new tab. If it did not open, open it here.",
  link: "Open our partner's page",
} as const;

export const identityFallback = {
  title: 'Upload Your ID',
  body: 'We could not finish your identity check automatically. Upload photos of the front and back of your ID instead.',
  start: 'Upload my ID',
} as const;

/** The ID check outside sign-up (/id_check_required, /login/id_check_required). */
export const kycUpload = {
  title: 'We need to check your ID',
  body: 'Your account needs an identity check before you can continue. Take a photo of your ID and a selfie with our identity verification partner.',
} as const;

export const identityWait = {
  checking: {
    title: 'Verifying Your Identity',
    body: 'We are checking the details you gave us. This usually takes a few seconds; this page moves on by itself.',
  },
  processing: {
    title: 'Processing Your ID',
    body: 'We received your ID and are checking it. This usually takes less than a minute; this page moves on by itself.',
  },
  pending: {
    title: 'Verification Pending',
    body: 'Your identity verification is under review. We will email you when it is done, usually within 24 hours. You can leave this page and log in again later.',
  },
  pendingRegistration: {
    title: 'Almost There',
    body: 'Your registration is complete and your ID is being reviewed. We will email you when you can start playing, usually within 24 hours.',
  },
  manualKyc: {
    title: 'We Are Reviewing Your Details',
    body: 'Our team is reviewing your information by hand. We will email you when it is done, usually within one business day.',
  },
  check: 'Check again',
  checkingNow: 'Checking…',
  // What the patron's own "Check again" found (QA 12): the reads every 5 s say nothing.
  checkedUnchanged: 'Still being reviewed. We checked just now.',
  checkFailed: 'We could not check just now. We will try again in a few seconds.',
  backToLogin: 'Back to login',
} as const;

/** The sign-up error page by errorType (product.md 2.8, 4.2) and the mobile pages of each reason. */
export const identityFailure = {
  ID_DENIED: {
    title: 'We Cannot Accept This ID',
    body: 'The ID you submitted is not one we can accept. Please contact support to finish verifying your identity.',
  },
  ID_EXPIRED: {
    title: 'Your ID Has Expired',
    body: 'The ID you submitted has expired. Please contact support to verify your identity with a valid ID.',
  },
  ID_FAILURE: {
    title: 'We Could Not Verify Your ID',
    body: 'We were unable to verify the ID you submitted. Please contact support to finish verifying your identity.',
  },
  ID_UNDERAGE: {
    title: 'You Must Be of Legal Age to Play',
    body: 'Based on the ID you submitted, you are not old enough to open an account. If you think this is a mistake, please contact support.',
  },
  DEFAULT: {
    title: 'Identity Verification Failed',
    body: 'Something went wrong while verifying your identity. Please contact support to finish signing up.',
  },
  contactSupport: 'Contact support',
  backToLogin: 'Back to login',
} as const;

export const documentUpload = {
  title: 'Upload a Document',
  body: 'To finish verifying your account, upload a recent bank statement or a void check showing your name.',
  typeLegend: 'Document type',
  types: { BS: 'Bank statement', VC: 'Void check' },
  upload: 'Upload document',
  uploading: 'Uploading…',
  capturing: 'Finish the upload with our partner. This page goes on once it is done.',
  latest: 'Your latest document',
  statuses: {
    pending: 'Under review',
    verified: 'Verified',
    declined: 'Declined: please upload another document',
    success: 'Uploaded',
    error: 'Upload failed',
    unknown: 'Status not known: upload again, or contact support if it stays this way',
  },
  refresh: 'Check status',
  retry: 'Try again',
  /** On /login, for a visitor sent there from the page (often by the emailed link; QA 15). */
  logIn: 'Log in to upload your document.',
} as const;

/** The sandbox's simulated provider page (only with the sandbox on; docs/sandbox.md). */
export const simulatedProvider = {
  title: 'Simulated identity provider (sandbox)',
  body: 'The sandbox stands in for the provider. Pick what the capture ends with.',
  approve: 'Approve the ID',
  reason: 'Failure reason',
  decline: 'Decline the ID',
  unknown: 'Answer an unknown status',
  cancel: 'Cancel the capture',
  documentStatus: 'Document status',
  submitDocument: 'Submit the document',
} as const;

/**
 * The tab our partner returns to after a check started in the operator's frame (QA 14): the
 * frame goes on, this tab only says so.
 */
export const partnerReturnTab = {
  title: 'Your check with our partner is done',
  body: 'You can close this tab and go back to the page where you started.',
} as const;
