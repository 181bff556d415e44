import { useRouter } from '@tanstack/react-router';
import { useRef, useSyncExternalStore } from 'react';
import type { FLOWS, FlowId } from './flows';
import type { FlowActorOf } from './registry';

/**
 * The running actor of a flow, for its view (STYLE.md 3: the view reads it with `useSelector` and
 * only sends events). The route's `beforeLoad` has created it (`enterFlow`) before the view
 * renders, so a missing flow is a wiring bug and throws.
 *
 * Subscribed to the registry, not read once: a route entry that restarts the flow while its page
 * stays mounted (a navigation to the page already shown keeps the same route match, so nothing
 * else renders the page again) would otherwise leave the view sending to the stopped run, and
 * every button of the page would do nothing (QA H1).
 */
export function useFlow<Id extends FlowId>(id: Id): FlowActorOf<typeof FLOWS, Id> {
  const flows = useRouter().options.context.flows;
  // Every start, a restart's new run included, is announced through `onStart`.
  const running = useSyncExternalStore(flows.onStart, () => flows.get(id));
  // A flow stopped with nothing in its place (the session ended, and the navigation that follows
  // unmounts the page; a restart between its stop and its new start) leaves the view on its last
  // run, which takes no more events, rather than throwing.
  const last = useRef(running);
  if (running) last.current = running;
  const actor = running ?? last.current;
  if (!actor) throw new Error(`useFlow('${id}'): no route's beforeLoad entered this flow`);
  return actor;
}
