/**
 * What a limit page does when confirming or cancelling its pending change fails (decision 058):
 * the session answers a 401 or a suspension; any other failure is said and the limit read again,
 * so the page shows what the server has rather than a pending change that may be gone (another
 * tab cancelled it: a 404). The money limits and the daily time limit share it; each machine names
 * the guard `isSessionFailure`, the action `assignCallError` and the state `rereading`.
 */
export const pendingCallFailed = (what: 'limit' | 'limits') =>
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
      description: `Any other failure (a 404: nothing pending any more, another tab cancelled it) says so, and the ${what} ${what === 'limit' ? 'is' : 'are'} read again, so the page shows what the server has rather than a pending change that may be gone (QA 12).`,
      target: 'rereading',
      actions: {
        type: 'assignCallError',
        params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
      },
    },
  ] as const;
