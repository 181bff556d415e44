import { useRouter } from '@tanstack/react-router';
import type { FLOWS, FlowId } from './flows';
import type { FlowActorOf } from './registry';

/**
 * The running actor of a flow, for its view (STYLE.md 3: the view reads it with `useSelector` and
 * only sends events). The route's `beforeLoad` has created it (`enterFlow`) before the view
 * renders, so a missing flow is a wiring bug and throws.
 */
export function useFlow<Id extends FlowId>(id: Id): FlowActorOf<typeof FLOWS, Id> {
  const flows = useRouter().options.context.flows;
  const actor = flows.get(id);
  if (!actor) throw new Error(`useFlow('${id}'): no route's beforeLoad entered this flow`);
  return actor;
}
