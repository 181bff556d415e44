import type { RegisteredRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flashMachine } from '../machines/flash.machine';
import { followLocationInFlash } from './flash-location';

describe('the flash messages follow the location', () => {
  /** A router whose navigation to `pending` is under way, `resolved` the page still shown. */
  const routerBetween = (resolved: string, pending: string) =>
    ({
      state: { location: { pathname: pending }, resolvedLocation: { pathname: resolved } },
      subscribe: () => () => {},
    }) as unknown as RegisteredRouter;

  it('keeps the message raised for the next page when a navigation is still under way', () => {
    // A 401 on the name page while the address page loads: the session raises the inactivity
    // message for /login, then goes to login.
    const flash = createActor(flashMachine).start();
    flash.send({ type: 'location.change', path: '/web/signup/name' });
    flash.send({ type: 'flash.show', kind: 'danger', text: 'Logged out', route: '/login' });

    followLocationInFlash(routerBetween('/web/signup/name', '/web/signup/address'), flash);
    flash.send({ type: 'location.change', path: '/login' });

    expect(flash.getSnapshot().context.messages).toEqual([
      expect.objectContaining({ text: 'Logged out', route: null }),
    ]);
  });

  it('tells the page first, so a message raised for it before any move stays', () => {
    const flash = createActor(flashMachine).start();
    followLocationInFlash(routerBetween('/rg/deposit_limits', '/rg/deposit_limits'), flash);
    flash.send({ type: 'flash.show', kind: 'success', text: 'Saved' });
    followLocationInFlash(routerBetween('/rg/deposit_limits', '/rg/deposit_limits'), flash);
    expect(flash.getSnapshot().context.messages).toEqual([
      expect.objectContaining({ text: 'Saved' }),
    ]);
  });
});
