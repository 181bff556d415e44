/**
 * What a limit page does when confirming or cancelling its pending change fails (decision 058):
 * the session answers a 401 or a suspension; any other failure is said and the limit read again,
 * so the page shows what the server has rather than a pending change that may be gone. A 404 (another
 * tab confirmed or cancelled it) is read again without a failure message; after a confirm the page
 * says the change is no longer waiting (QA 16: the patron asked for a higher limit and must not
 * meet the old one without a word). The money limits and the daily time limit share it; each
 * machine names the guards `isSessionFailure` and `isNotFound`, the actions `assignCallError` and
 * `assignPendingGone`, and the state `rereading`.
 */
export const pendingCallFailed = (what: 'limit' | 'limits', call: 'confirm' | 'cancel') =>
  [
    {
      description:
        'A 401 or a suspension: the session answers it (product.md 2.9); nothing is read again.',
      guard: {
        type: 'isSessionFailure',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      target: 'ready',
      actions: {
        type: 'assignCallError',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    },
    {
      description:
        call === 'confirm'
          ? `A 404: nothing is pending any more (another tab confirmed or cancelled it). No failure to report: the ${what} ${what === 'limit' ? 'is' : 'are'} read again, and the page says the change is no longer waiting (QA 14, QA 16).`
          : `A 404: nothing is pending any more (another tab confirmed or cancelled it). That is no failure to report: the ${what} ${what === 'limit' ? 'is' : 'are'} read again and the page shows what the server has, with no message (QA 14).`,
      guard: {
        type: 'isNotFound',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
      target: 'rereading',
      actions: call === 'confirm' ? ('assignPendingGone' as const) : undefined,
    },
    {
      description: `Any other failure says so, and the ${what} ${what === 'limit' ? 'is' : 'are'} read again, so the page shows what the server has rather than a pending change that may be gone (QA 12).`,
      target: 'rereading',
      actions: {
        type: 'assignCallError',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    },
  ] as const;
