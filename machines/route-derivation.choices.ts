/**
 * Kept apart from route-derivation.ts so the docs text never ships in the app bundle; it sits
 * next to the table it explains and is rendered by status-routing-doc.ts.
 */
/**
 * Where the spec is silent or ambiguous, the decision this module takes; rendered verbatim into
 * the "Choices" section of docs/status-routing.md so reviewers see them next to the table.
 */
export const ROUTE_DERIVATION_CHOICES: readonly { topic: string; choice: string }[] = [
  {
    topic: 'No status yet',
    choice:
      'Before the first sync (status null) the status is treated as created: mark registration pending and continue main registration.',
  },
  {
    topic: 'Continue statuses take the 4.3 order',
    choice:
      'created, partial_pii and email_verified continue main registration (product.md 4.3): promotions and email verification come before the duplicate check. This holds only without a kycFailureReason (product.md 4.2: "Without a failure reason ... continues"): with one, these statuses take the handler order too, a duplicate page first and then the failure page, without their continue effects.',
  },
  {
    topic: 'Promotions and email verification before the hand-over',
    choice:
      'Every derivation runs right after a sync, which is this client\'s continue main registration (product.md 4.3). 4.3 checks onboarding promotion ids, then email verification, and only then hands a status that needs documents, contact support or manual entry, or a duplicate, over to the status handler. So for document_verification_required, _failed, _fallback and _expired, contact_support_required, manual_address, manual_pii_entry_required, manual_pii_verification_in_progress, manual_document_collection_required, pending_manual_kyc, and a duplicate of any status but complete, pending promotion ids go to Play Your Way and then an email not VERIFIED or SKIPPED in a region that requires verification goes to the code page; the 4.2 handler (duplicate page, then the status page) comes after. These two rows carry no effects of the status: its handler has not been reached (no "trouble verifying" flash over the code page). As for the continue statuses, a kycFailureReason skips the two checks and the 4.2 handler order holds (duplicate, complete, contact support, failure reason), so a failed identity check is shown at once.',
  },
  {
    topic: 'complete is handed back at once',
    choice:
      'A complete account is not stopped by the promotion or email checks: product.md 4.2 says complete hands back to the auth flow with no condition, 4.3 lists complete neither among the statuses it hands over nor among those it continues (its last branch, the pending-field pages, cannot apply to a finished account), and 4.1 lists no continuation of sign-up after verification for it. A finished account whose email the server asks to verify is sent to /login/email_verification at login (machines/after-login.ts). The duplicate page and Set Your Limits before the hand-off (decision 010) still come first.',
  },
  {
    topic: 'Pending statuses take the checks too',
    choice:
      'document_verification_in_progress and pending_completion are not named by 4.3; they take the same order as the handed-over statuses (promotions, email verification, then their pending page). product.md 4.1 names them, with pendingManualKyc, as the statuses after which a verified email "continues sign-up via a follow-up action", so the spec expects a sign-up in these statuses to still owe the email code; and neither is a finished account, which only complete is.',
  },
  {
    topic: 'Nothing pending',
    choice:
      'When continue main registration finds nothing pending it goes to the identity check start (/web/signup/user_verification, /signup/idv/processing): the server has not yet moved the status on, and that page polls.',
  },
  {
    topic: 'Pending values',
    choice:
      'A pending field is owed when its value is true or a non-empty list; false, an empty list or an absent key is not owed.',
  },
  {
    topic: 'Web personal fields',
    choice:
      'The web layout asks every personal field (preferred name, residence, citizenship, phone number, SSN, employment) on the one page /web/signup/pii.',
  },
  {
    topic: 'Set Your Limits',
    choice:
      'With visit_limits_page on and the limits not yet set, Set Your Limits comes after the personal fields and before the policies, the order of the progress bar (product.md 2.4).',
  },
  {
    topic: 'Set Your Limits before the hand-off',
    choice:
      'When the status is complete (for instance because the last personal field was just saved) and visit_limits_page is on with the limits not yet set, the user goes to Set Your Limits first, with no effects; the next sync hands back (or, on mobile web, shows the download page) with the completion effects. Only for a sign-up that ran in this tab (pre-registration here, or an earlier sync of this run saw the status before complete): an account already complete when this tab first saw it (a login through /continue_registration) is handed back at once, as product.md 4.2 says. A duplicate still goes to the duplicate page first. Decision 010.',
  },
  {
    topic: 'Email marked verified',
    choice:
      'partial_pii and email_verified mark the email verified before the continue rows are checked (product.md 4.2: "marks email verified then continues"), so an email_verification_status still REQUIRED does not send the user to the code page. The mark stays in the synced status: once the email is VERIFIED in this run (marked, or sent by the server), a later sync that still says REQUIRED (its status moved on past them) keeps VERIFIED; a reload starts from what the server says.',
  },
  {
    topic: 'Pending policies',
    choice:
      'Policies are pending when the status lists pending policy ids or pending_fields marks pendingPolicies.',
  },
  {
    topic: 'Empty failure reason',
    choice:
      'An empty-string kycFailureReason counts as no failure reason; any other string the table does not know maps to DEFAULT.',
  },
  {
    topic: 'Failure pages on mobile',
    choice:
      'Mobile web and native show failure reasons on /kyc/id_underage, /kyc/id_denied, /kyc/id_expired and /kyc/failure (ID_FAILURE and DEFAULT share the generic page); the derivation still carries errorType.',
  },
  {
    topic: 'document_verification_expired',
    choice:
      'Not in the 4.2 handler: treated as document_verification_required (mark registration complete, go to the ID page).',
  },
  {
    topic: 'ID page on mobile web',
    choice:
      'The spec gives mobile web no ID page of its own: document_verification_required and _expired go to /signup/idv/web_sdk_upload there (a browser cannot open the native capture page), /signup/idv/document_upload on native.',
  },
  {
    topic: 'Mobile web one page',
    choice:
      "4.2's one page for mobile web is /signup/download (download the app). document_verification_failed, manual_document_collection_required, pending_manual_kyc, pending_completion and complete go there, keeping their effects except handOff. Inside an operator's frame, complete hands off instead (the oauthAuthorize message to the parent, decision 065): the download page is for a phone's own browser tab.",
  },
  {
    topic: 'Pending pages',
    choice:
      'With registration pending the pending page is /web/signup/user_verification_pending or /signup/idv/pending; otherwise /web/kyc/pending or /kyc/pending.',
  },
  {
    topic: 'Document collection pages',
    choice:
      'manual_document_collection_required goes to /web/kyc/upload on web and /user_preferences/document_upload on native.',
  },
  {
    topic: 'Duplicate during continue',
    choice:
      'The duplicate check inside continue main registration records the phone-finder provider and starts device profiling exactly as the status handler does.',
  },
  {
    topic: 'Pre-registration errors',
    choice:
      'firstName, lastName and receivePromotionalEmails go to the email page (they share it), passwordConfirm to the password page, promotionCode, referralCode and policyAcceptances to the promo-code page; errors on fields no page owns go to the promo-code page, where the create-account button is.',
  },
  {
    topic: 'Post-registration errors',
    choice:
      'A step whose save gets a 422 naming none of its own fields but a field another page owns ends, and the onboarding machine runs that page next with the messages (first message at the field); when several pages are named, the page earliest in the continue order wins. A 422 that also names a field of the current page stays there (the other messages in its banner); fields no page owns leave the user where they are, in the banner.',
  },
];
