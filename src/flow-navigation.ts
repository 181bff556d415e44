import type { RegisteredRouter as AppRouter } from '@tanstack/react-router';
import { redirect } from '@tanstack/react-router';
import type { AnyActorRef } from 'xstate';
import { isRoutePath, type RoutePath } from '../machines/paths';
import type { FLOWS, FlowId } from './flows/flows';
import type { FlowInputOf, FlowRegistry, FlowTable } from './flows/registry';
import type { RouterContext } from './router-context';

/**
 * The one place a flow beyond sign-up navigates (decision 008), next to src/route-sync.ts which
 * does it for sign-up: a flow that reaches a final state whose output names a route
 * (`{ route: '/email_verification/success' }`) sends the user there, replacing the history entry
 * (the page the flow ran on has nothing to go back to). Views and machines never navigate.
 */

/** The route a finished flow's output names, or null while it runs or when it names none. */
export function routeOfOutput(actor: AnyActorRef): RoutePath | null {
  const snapshot = actor.getSnapshot() as { status: string; output?: unknown };
  if (snapshot.status !== 'done') return null;
  const route = (snapshot.output as { route?: unknown } | undefined)?.route;
  return typeof route === 'string' && isRoutePath(route) ? route : null;
}

/**
 * A route's `beforeLoad` for a flow page: ensures the flow (created once, machine loaded on
 * demand) and, when it has already finished (a flow that decides at once), redirects to the route
 * its output names instead of rendering the page.
 */
export async function enterFlow<Id extends FlowId>(
  context: RouterContext,
  id: Id,
  input: FlowInputOf<typeof FLOWS, Id>,
): Promise<void> {
  const actor = await context.flows.ensure(id, input);
  const route = routeOfOutput(actor);
  if (route) throw redirect({ to: route, replace: true });
}

/**
 * Follows every flow the registry starts: when one finishes later with a route in its output, the
 * router goes there. A flow already finished when it starts is left to `enterFlow`, which
 * redirects before its page renders; a stopped flow goes nowhere. Returns the unsubscribe (the
 * flows' own subscriptions end when the registry stops them).
 */
export function followFlowOutputs<T extends FlowTable>(
  router: AppRouter,
  flows: FlowRegistry<T>,
): () => void {
  return flows.onStart((_id, actor) => {
    if (!routeOfOutput(actor))
      actor.subscribe({
        complete: () => {
          const route = routeOfOutput(actor);
          if (route) void router.navigate({ to: route, replace: true });
        },
      });
  });
}
