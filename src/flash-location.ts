import type { RegisteredRouter as AppRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { flashMachine } from '../machines/flash.machine';

/**
 * Tells the flash actor about every location change (flash messages clear on navigation,
 * product.md 2.5), from the start: the page the patron is on first, then every page resolved.
 * Started once with the app, before anything can raise a message (the flash actor holds what is
 * sent to it until its machine has loaded, decision 073, and replays it in order).
 */
export function followLocationInFlash(
  router: AppRouter,
  flash: ActorRefFrom<typeof flashMachine>,
): () => void {
  // The last page resolved: a navigation still under way is not a move yet.
  const resolved = router.state.resolvedLocation ?? router.state.location;
  flash.send({ type: 'location.change', path: resolved.pathname });
  return router.subscribe('onResolved', ({ toLocation }) =>
    flash.send({ type: 'location.change', path: toLocation.pathname }),
  );
}
