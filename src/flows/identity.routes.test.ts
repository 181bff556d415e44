import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, setup } from 'xstate';
import type { RegistrationStatus } from '../../api/registration';
import { IDENTITY_PAGES } from '../../machines/identity-pages';
import type { RoutePath } from '../../machines/paths';
import { memoryStorage } from '../../test/memory-storage';
import { PARTNER_RETURN_CHANNEL } from '../partner-return';
import type { RouterContext } from '../router-context';
import { IDENTITY_ROUTES, isPartnerReturnPage } from './identity.routes';
import { requirePatron } from './require-patron';

// Whether a page lets only a logged-in patron in is read here; what that does is require-patron's.
vi.mock('./require-patron', () => ({ requirePatron: vi.fn(async () => {}) }));

// A run of a page's flow: going on until told to end.
const runMachine = setup({ types: {} as { events: { type: 'end' } } }).createMachine({
  initial: 'running',
  states: { running: { on: { end: 'ended' } }, ended: { type: 'final' } },
});

/** A router context whose registry holds one run of the ID page's flow and counts restarts. */
function withRun(status: RegistrationStatus | null = null) {
  let run: AnyActorRef = createActor(runMachine).start();
  const restart = vi.fn(async () => {
    run.stop();
    run = createActor(runMachine).start();
    return run;
  });
  const context = {
    flows: { get: () => run, restart },
    // The sign-up's status, which the ID page was derived from.
    actors: { onboarding: { getSnapshot: () => ({ context: { status } }) } },
  } as unknown as RouterContext;
  return { context, restart, run: () => run };
}

const enterIdPage = IDENTITY_ROUTES['/web/signup/id_verification'];

describe('the ID page entry (the capture of sign-up)', () => {
  it('runs the capture afresh on each new visit, even while an earlier run goes on', async () => {
    const { context, restart } = withRun();

    await enterIdPage?.(context, {}, false);

    expect(restart).toHaveBeenCalledExactlyOnceWith(
      'kyc',
      expect.objectContaining({ inSignUp: true, resume: true }),
    );
  });

  it('hands the capture the status the page was derived from (QA 17)', async () => {
    const status = {
      status: 'document_verification_required',
      kycFailureReason: null,
      pendingFields: {},
      pendingPolicies: [],
      isDuplicateUser: false,
    } as unknown as RegistrationStatus;
    const { context, restart } = withRun(status);

    await enterIdPage?.(context, {}, false);

    expect(restart).toHaveBeenCalledExactlyOnceWith(
      'kyc',
      expect.objectContaining({
        shownFor: { status: 'document_verification_required', reason: null, owes: '[[],[],false]' },
      }),
    );
  });

  it('keeps the run the page shows when a Back lands on the same page (QA H1)', async () => {
    const { context, restart, run } = withRun();
    const shown = run();

    await enterIdPage?.(context, {}, true);

    expect(restart).not.toHaveBeenCalled();
    expect(run()).toBe(shown);
    expect(shown.getSnapshot().status).toBe('active');
  });

  it('starts again on the same page when the run it showed has ended', async () => {
    const { context, restart, run } = withRun();
    run().send({ type: 'end' });

    await enterIdPage?.(context, {}, true);

    expect(restart).toHaveBeenCalledOnce();
    expect(run().getSnapshot().status).toBe('active');
  });
});

describe('the document upload page of the preference pages (product.md 2.3)', () => {
  const enter = IDENTITY_ROUTES['/user_preferences/document_upload'];

  it("drops a link's token from the address bar before the page renders (QA 5)", async () => {
    const { context, restart } = withRun();
    await expect(enter?.(context, { token: 'secret-token' }, false)).rejects.toMatchObject({
      options: { to: '/user_preferences/document_upload', replace: true },
    });
    expect(restart).not.toHaveBeenCalled();
  });

  it('runs the document upload when no token is given, for a logged-in patron only (QA 13)', async () => {
    const { context, restart } = withRun();
    await enter?.(context, {}, false);
    expect(requirePatron).toHaveBeenCalledOnce();
    expect(restart).toHaveBeenCalledExactlyOnceWith('documentVerification', expect.anything());
  });
});

// QA 14: the partner's tab, opened from a frame, lands on the return URL; it must run no flow.
describe("the tab our partner returned to from a frame's capture", () => {
  /** A top-level tab at `url` (this file runs in Node: the page's window is a stand-in). */
  function tabAt(url: string) {
    const win = {
      location: new URL(url),
      sessionStorage: memoryStorage(),
      BroadcastChannel,
    } as unknown as Window & { top: unknown };
    win.top = win;
    vi.stubGlobal('window', win);
    return win;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([['/web/signup/id_verification'], ['/web/kyc/upload']] as const)(
    '%s runs no flow; the mark leaves the address',
    async (path) => {
      const { context, restart } = withRun();
      const tab = tabAt(`https://app.example${path}?partner_tab=frame`);
      await expect(IDENTITY_ROUTES[path]?.(context, {}, false)).rejects.toSatisfy(isRedirect);
      (tab as unknown as { location: URL }).location = new URL(`https://app.example${path}`);
      await IDENTITY_ROUTES[path]?.(context, {}, false);
      expect(restart).not.toHaveBeenCalled();
    },
  );

  // QA 15: on a sign-up path the guard moved the fresh tab before the page's entry read the mark.
  const returnPages = Object.entries(IDENTITY_PAGES)
    .filter(([, page]) => page.kind === 'capture' || page.kind === 'document')
    .map(([path]) => path as RoutePath);

  it.each(returnPages)('%s meets no sign-up guard in the returned tab, and only there', (path) => {
    tabAt(`https://app.example${path}`);
    expect(isPartnerReturnPage(path)).toBe(false);
    tabAt(`https://app.example${path}?partner_tab=frame`);
    expect(isPartnerReturnPage(path)).toBe(true);
  });

  it('a page the return URL never names meets the guard even in the returned tab', () => {
    tabAt('https://app.example/web/signup/user_verification?partner_tab=frame');
    expect(isPartnerReturnPage('/web/signup/user_verification')).toBe(false);
  });

  it('tells the frame a document upload came back', async () => {
    const { context } = withRun();
    const channel = new BroadcastChannel(PARTNER_RETURN_CHANNEL);
    const heard = new Promise((resolve) => {
      channel.onmessage = (event) => resolve(event.data);
    });
    tabAt('https://app.example/web/kyc/upload?partner_tab=frame');
    await Promise.resolve(IDENTITY_ROUTES['/web/kyc/upload']?.(context, {}, false)).catch(() => {});
    expect(await heard).toEqual({ type: 'partner.returned', kind: 'document' });
    channel.close();
  });

  it('marks the return URL a capture started in a frame gives our partner', async () => {
    const { context, restart } = withRun();
    const frame = tabAt('https://app.example/web/signup/id_verification');
    (frame as { top: unknown }).top = {};
    await enterIdPage?.(context, {}, false);
    expect(restart).toHaveBeenCalledWith(
      'kyc',
      expect.objectContaining({
        returnUrl: 'https://app.example/web/signup/id_verification?partner_tab=frame',
      }),
    );
  });
});
