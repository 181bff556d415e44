import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { DEFAULT_TIMEOUT_MS } from '../../api/client';
import { codedError } from '../../api/sandbox/wire';
import type { renderApp } from '../render-app';

/**
 * The fault matrix (issue 17 item 4): for one call a page makes, each fault is injected by an msw
 * handler placed in front of the sandbox just before the patron's action, and what the patron
 * then sees is read back: the page, its heading, the messages, the fields they typed.
 */

export const FAULTS = [
  'hang',
  'refused',
  'server error',
  'malformed JSON',
  'schema mismatch',
  '401',
  '403 user_suspended',
] as const;
export type Fault = (typeof FAULTS)[number];

/** What the injected 500 says: a page the contract tells to show the server's words shows this. */
export const SERVER_MESSAGE = 'The server could not do it';

type App = ReturnType<typeof renderApp>;
type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** One call of a flow, and how a patron makes a page make it. */
export interface FaultCase {
  /** "METHOD /path" as contract.md 7 lists it. */
  call: string;
  /** Where the patron is and what they do, in words, for the matrix. */
  where: string;
  /** Opens the app and brings it to the moment before the call (fields typed). */
  open: (server: SetupServer) => Promise<App>;
  /** The patron's action that makes the call (a click, or opening the page). */
  trigger: (app: App) => Promise<void>;
  /** The page the call belongs to, when the action is opening it (else where the patron acts). */
  page?: string;
  /** The fields the patron typed, by label, and what they typed. */
  typed?: Record<string, string>;
  /**
   * Fields of `typed` the page empties on purpose under a fault (a refused login's wrong
   * password, decision 068's neighbour L8): they must be empty then, the others still kept.
   */
  emptiedOn?: Partial<Record<Fault, readonly string[]>>;
  /** The call is made as the app starts: the fault is in place before it opens. */
  atStart?: boolean;
  /** The contract says the page shows the server's own message (contract.md 7). */
  showsServerMessage?: boolean;
  /** The call reads no body (a 204): malformed JSON or a schema cannot touch it. */
  noBody?: boolean;
  /**
   * A success shows no message and stays on the page (the marketing switch just stays as set):
   * the page is read once the call has settled, with a message or none.
   */
  quietSuccess?: boolean;
  /**
   * The page tries a failed call again after waits of its own (the balance: after 1, 2 and 4 s):
   * the clock moves on through them under every fault, as it does through a hang.
   */
  retriesAfterWaits?: boolean;
}

export interface Outcome {
  /** The page the patron was on when they acted. */
  before: string;
  path: string;
  heading: string;
  messages: string[];
  fieldsKept: boolean | null;
  /** The fields of `emptiedOn` the page emptied, as it should. */
  emptied: string[];
  uncaught: string[];
}

/** The handler that injects `fault`, and whether the call has reached it. */
function handlerFor(call: string, fault: Fault) {
  const [method = 'GET', path = ''] = call.split(' ');
  const url = `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const reached = { yes: false };
  const resolver = async () => {
    reached.yes = true;
    switch (fault) {
      case 'hang':
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      case 'refused':
        return HttpResponse.error();
      case 'server error':
        return HttpResponse.json(
          { error: { code: 'internal_server_error', message: SERVER_MESSAGE } },
          { status: 500 },
        );
      case 'malformed JSON':
        return new HttpResponse('{"unterminated', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'schema mismatch':
        return HttpResponse.json('not the shape the contract promises', { status: 200 });
      case '401':
        return HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Unauthorized' } },
          { status: 401 },
        );
      case '403 user_suspended':
        return codedError('user_suspended', 'Suspended', 403, { suspension: { type: 'cool_off' } });
    }
  };
  return { handler: http[method.toLowerCase() as Method](url, resolver), reached };
}

/** The words of an element, without its buttons (a message's dismiss or retry). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const button of copy.querySelectorAll('button')) button.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The messages on screen: alerts, statuses and each field's error. */
function messagesOnScreen(): string[] {
  const found = [
    ...screen.queryAllByRole('alert'),
    ...screen.queryAllByRole('status'),
    ...document.querySelectorAll('[id$="-error"]'),
  ]
    .map(visibleText)
    .filter((text) => text !== '');
  return [...new Set(found)];
}

/**
 * Whether the page still waits: a busy region, or a progress line (the catalogue words every
 * progress message with a closing ellipsis: "Loading…", "Checking your account…").
 */
function stillLoading(): boolean {
  if (document.querySelector('[aria-busy="true"], [data-busy]') !== null) return true;
  return [...screen.queryAllByRole('status'), ...document.querySelectorAll('.loading')].some(
    (element) => visibleText(element).endsWith('…'),
  );
}

/** Injects `fault` into the case's call, lets the patron act, and reads what they see. */
export async function runFault(server: SetupServer, c: FaultCase, fault: Fault): Promise<Outcome> {
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(String(event.message));
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const onProcessRejection = (reason: unknown) => uncaught.push(String(reason));
  process.on('unhandledRejection', onProcessRejection);
  const movesClock = fault === 'hang' || c.retriesAfterWaits === true;
  try {
    let reached = { yes: false };
    const inject = () => {
      const injected = handlerFor(c.call, fault);
      reached = injected.reached;
      server.use(injected.handler);
      if (movesClock) vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
    };
    if (c.atStart) inject();
    const app = await c.open(server);
    const before = app.router.state.location.pathname;
    const messagesBefore = c.atStart ? [] : messagesOnScreen();
    if (!c.atStart) inject();
    // Fields are the patron's only while they stay on the page: note any move, even one back.
    let left = false;
    const unsubscribe = app.router.subscribe('onResolved', (event) => {
      if (event.toLocation.pathname !== before) left = true;
    });
    await c.trigger(app);
    // The call may come after others (a login's token, then its status): wait until it is made.
    await waitFor(() => expect(reached.yes, `${c.call} was never made`).toBe(true), {
      timeout: 6_000,
    });
    // A hang ends at the client's timeout; a call the app tries again (the lists: 4 attempts)
    // hangs again, so the clock moves on until the page has settled. So it does through the waits
    // of a page that tries a failed call again after them.
    const settled = () =>
      !stillLoading() &&
      (c.atStart ||
        c.quietSuccess ||
        app.router.state.location.pathname !== before ||
        messagesOnScreen().some((m) => !messagesBefore.includes(m)));
    for (let round = 0; movesClock && round < 6; round += 1) {
      await act(() => vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      if (settled()) break;
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // Settled: the page moved, or a new message is up. A call the app makes as it starts may
    // fail without a word (the page works without it): its page is then read as it stands.
    await waitFor(
      () => {
        const moved = app.router.state.location.pathname !== before;
        const fresh = messagesOnScreen().filter((m) => !messagesBefore.includes(m));
        if (c.atStart) expect(screen.queryByRole('heading', { level: 1 })).not.toBeNull();
        else if (!c.quietSuccess) expect(moved || fresh.length > 0).toBe(true);
      },
      { timeout: 6_000 },
    );
    // Nothing may be left loading: a fault must end in a page the patron can use.
    await waitFor(() => expect(stillLoading(), 'the page is still loading').toBe(false), {
      timeout: 6_000,
    });
    // Let the page finish what it does next (a redirect's page, a retry). A redirect's screen loads
    // in its route's loader, which a busy machine can make slow: the router says when it is done.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await waitFor(() => expect(app.router.state.status, 'the next page is loading').toBe('idle'), {
      timeout: 6_000,
    });
    const path = app.router.state.location.pathname;
    const heading = await screen.findByRole('heading', { level: 1 });
    unsubscribe();
    // A form no longer on the page was taken (its call succeeded before the fault): not lost.
    const fields = Object.entries(c.typed ?? {}).map(([label, value]) => ({
      label,
      value,
      input: screen.queryByLabelText(label) as HTMLInputElement | null,
    }));
    const shown = fields.filter((field) => field.input !== null);
    const toEmpty = c.emptiedOn?.[fault] ?? [];
    const emptied = shown.filter((f) => toEmpty.includes(f.label) && f.input?.value === '');
    const lost = shown
      .filter((field) => field.input?.value !== (toEmpty.includes(field.label) ? '' : field.value))
      .map((f) => f.label);
    const fieldsKept = path === before && !left && shown.length > 0 ? lost.length === 0 : null;
    return {
      before,
      path,
      heading: visibleText(heading),
      messages: messagesOnScreen().filter((m) => !messagesBefore.includes(m)),
      fieldsKept,
      emptied: emptied.map((field) => field.label),
      uncaught,
    };
  } finally {
    if (movesClock) vi.useRealTimers();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    process.off('unhandledRejection', onProcessRejection);
  }
}
