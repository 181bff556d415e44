import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, setup } from 'xstate';
import type { RouterContext } from '../router-context';
import { IDENTITY_ROUTES } from './identity.routes';
import { requirePatron } from './require-patron';

// Whether a page lets only a logged-in patron in is read here; what that does is require-patron's.
vi.mock('./require-patron', () => ({ requirePatron: vi.fn(async () => {}) }));

// A run of a page's flow: going on until told to end.
const runMachine = setup({ types: {} as { events: { type: 'end' } } }).createMachine({
  initial: 'running',
  states: { running: { on: { end: 'ended' } }, ended: { type: 'final' } },
});

/** A router context whose registry holds one run of the ID page's flow and counts restarts. */
function withRun() {
  let run: AnyActorRef = createActor(runMachine).start();
  const restart = vi.fn(async () => {
    run.stop();
    run = createActor(runMachine).start();
    return run;
  });
  const context = { flows: { get: () => run, restart } } as unknown as RouterContext;
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
