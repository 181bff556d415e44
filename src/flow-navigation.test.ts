import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { enterFlow, followFlowOutputs } from './flow-navigation';
import { FLOWS } from './flows/flows';
import { createFlowRegistry, defineFlow } from './flows/registry';
import type { AppRouter, RouterContext } from './router';

// A flow that ends when told, with or without a route in its output.
const waitingMachine = setup({
  types: {} as {
    input: { route: string | null };
    context: { route: string | null };
    events: { type: 'finish' };
    output: { route?: string };
  },
}).createMachine({
  id: 'waiting',
  context: ({ input }) => ({ route: input.route }),
  initial: 'waiting',
  states: {
    waiting: { on: { finish: 'finished' } },
    finished: { type: 'final' },
  },
  output: ({ context }) => (context.route ? { route: context.route } : {}),
});

function followed() {
  const registry = createFlowRegistry(
    { waiting: defineFlow({ systemId: 'waiting', load: async () => waitingMachine }) },
    { track: () => {} },
  );
  const navigate = vi.fn(async () => {});
  const stop = followFlowOutputs({ navigate } as unknown as AppRouter, registry);
  return { registry, navigate, stop };
}

describe('flow outputs become navigation (src/flow-navigation.ts)', () => {
  it('goes to the route a finished flow names, replacing the page the flow ran on', async () => {
    const { registry, navigate } = followed();
    const actor = await registry.ensure('waiting', { route: '/email_verification/success' });
    expect(navigate).not.toHaveBeenCalled();

    actor.send({ type: 'finish' });

    expect(navigate).toHaveBeenCalledExactlyOnceWith({
      to: '/email_verification/success',
      replace: true,
    });
  });

  it('stays put when the output names no route, or something that is not a registered path', async () => {
    for (const route of [null, '/no/such/page']) {
      const { registry, navigate } = followed();
      const actor = await registry.ensure('waiting', { route });
      actor.send({ type: 'finish' });
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('stays put when the flow is stopped before it finishes (a session that ended)', async () => {
    const { registry, navigate } = followed();
    await registry.ensure('waiting', { route: '/login' });

    registry.stopAll();

    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows no flow started after it was unsubscribed', async () => {
    const { registry, navigate, stop } = followed();

    stop();
    const actor = await registry.ensure('waiting', { route: '/login' });
    actor.send({ type: 'finish' });

    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('enterFlow (a flow route beforeLoad)', () => {
  const contextWith = () =>
    ({ flows: createFlowRegistry(FLOWS, { track: () => {} }) }) as unknown as RouterContext;

  it('redirects to the page a flow that decides at once names, instead of rendering its own', async () => {
    const context = contextWith();

    const entered = enterFlow(context, 'emailLink', { token: null });

    const thrown = await entered.catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/email_verification/failed',
      replace: true,
    });
  });

  it('lets the page render while the flow runs, with the flow created under its systemId', async () => {
    const context = contextWith();
    const never = new Promise<void>(() => {});
    const verify = vi
      .spyOn(await import('../api/email-verification'), 'verifyEmailToken')
      .mockReturnValue(never);

    await expect(enterFlow(context, 'emailLink', { token: 'a-token' })).resolves.toBeUndefined();

    const actor = context.flows.get('emailLink');
    expect(actor?.getSnapshot().value).toBe('verifying');
    expect(actor?.system.get('emailLink')).toBe(actor);
    expect(verify).toHaveBeenCalledWith('a-token', expect.anything());
  });
});

// A step of a flow whose pages are steps (decision 075): its output says how the history moves.
const stepMachine = setup({
  types: {} as {
    input: { route: string; history: 'push' | 'back' };
    context: { route: string; history: 'push' | 'back' };
    events: { type: 'finish' };
    output: { route: string; history: 'push' | 'back' };
  },
}).createMachine({
  id: 'step',
  context: ({ input }) => input,
  initial: 'open',
  states: { open: { on: { finish: 'done' } }, done: { type: 'final' } },
  output: ({ context }) => context,
});

function followedSteps(path: string) {
  const registry = createFlowRegistry(
    { step: defineFlow({ systemId: 'step', load: async () => stepMachine }) },
    { track: () => {} },
  );
  let entries = 0;
  // The history moves when the navigation starts; the navigation settles once the page has loaded.
  let settled: Promise<void> = Promise.resolve();
  const router = {
    state: { location: { pathname: path } },
    history: { location: { state: { __TSR_index: 0 } }, back: vi.fn() },
    navigate: vi.fn(({ to, replace }: { to: string; replace?: boolean }) => {
      router.state.location.pathname = to;
      if (!replace) router.history.location.state = { __TSR_index: ++entries };
      return settled;
    }),
  };
  const settleLater = () => {
    let settle = () => {};
    settled = new Promise((resolve) => {
      settle = resolve;
    });
    return settle;
  };
  followFlowOutputs(router as unknown as AppRouter, registry);
  const finish = async (route: string, history: 'push' | 'back') => {
    const actor = await registry.restart('step', { route, history });
    actor.send({ type: 'finish' });
    await Promise.resolve();
    await Promise.resolve();
  };
  return { router, finish, settleLater };
}

describe('a flow whose pages are steps (QA 3 L11b)', () => {
  it('adds a history entry for a later step, and goes back to it for the in-page Back', async () => {
    const { router, finish } = followedSteps('/rg/self_exclusion/period');
    await finish('/rg/self_exclusion/personal', 'push');
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/rg/self_exclusion/personal' });

    await finish('/rg/self_exclusion/period', 'back');
    expect(router.history.back).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledTimes(1);
  });

  it("knows the entry it pushed when the browser's Back leaves it before the navigation settles", async () => {
    const { router, finish, settleLater } = followedSteps('/rg/self_exclusion/personal');
    const settle = settleLater();
    await finish('/rg/self_exclusion/waivers', 'push');
    router.history.location.state = { __TSR_index: 0 }; // the browser's Back, at once
    settle();
    await Promise.resolve();
    router.history.location.state = { __TSR_index: 1 }; // and Forward
    await finish('/rg/self_exclusion/personal', 'back');
    expect(router.history.back).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledTimes(1);
  });

  it('replaces the page when the step to go back to is not the entry before', async () => {
    const { router, finish } = followedSteps('/rg/self_exclusion/waivers');
    await finish('/rg/self_exclusion/period', 'back');
    expect(router.history.back).not.toHaveBeenCalled();
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith({
      to: '/rg/self_exclusion/period',
      replace: true,
    });
  });
});
