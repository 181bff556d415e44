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
