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
 *
 * A flow whose pages are steps (self-exclusion, decision 075) says how its output moves through
 * the history (`history` in the output): `'push'` adds an entry, so the browser's Back returns to
 * the step left; `'back'` returns to the entry before when the flow pushed this one from that
 * route, so the in-page Back and the browser's agree, and replaces otherwise.
 */

/** How a flow's output moves through the history: replace (the default), push, or go back. */
export type OutputHistory = 'push' | 'back';

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

const historyOfOutput = (actor: AnyActorRef): OutputHistory | null => {
  const history = (actor.getSnapshot() as { output?: { history?: unknown } }).output?.history;
  return history === 'push' || history === 'back' ? history : null;
};

/**
 * The position of the history entry the router is on (TanStack history keeps it in each entry's
 * state): a replace keeps it, so a page the router rewrites in place (its query) stays the entry
 * a flow pushed.
 */
const entryIndex = (router: AppRouter): number | undefined => {
  const index = (router.history.location.state as { __TSR_index?: unknown }).__TSR_index;
  return typeof index === 'number' ? index : undefined;
};

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
  // The path each entry a flow pushed was pushed from, by the entry's position: a 'back' output to
  // that path goes back to it instead of adding an entry; a flow's replace forgets it.
  const pushedFrom = new Map<number, string>();
  const go = async (route: RoutePath, history: OutputHistory | null) => {
    const here = history === 'back' ? entryIndex(router) : undefined;
    if (here !== undefined && pushedFrom.get(here) === route) {
      router.history.back();
      return;
    }
    if (history !== 'push') {
      if (here !== undefined) pushedFrom.delete(here);
      await router.navigate({ to: route, replace: true });
      return;
    }
    // The entry pushed comes right after this one. Read now, not once the navigation settles: by
    // then the browser's Back may already have left it.
    const from = router.state.location.pathname;
    const current = entryIndex(router);
    if (current !== undefined) pushedFrom.set(current + 1, from);
    await router.navigate({ to: route });
  };
  return flows.onStart((_id, actor) => {
    if (!routeOfOutput(actor))
      actor.subscribe({
        complete: () => {
          const route = routeOfOutput(actor);
          if (route) void go(route, historyOfOutput(actor));
        },
      });
  });
}
