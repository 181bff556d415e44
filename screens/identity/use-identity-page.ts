import { useMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { type IdentityPage, identityPageOf } from '../../machines/identity-pages';

/** The identity page of the current route (machines/identity-pages.ts), narrowed to its kind; null while it is another. */
export function useIdentityPage<K extends IdentityPage['kind']>(
  kind: K,
): (Extract<IdentityPage, { kind: K }> & { path: string }) | null {
  const path = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  const page = identityPageOf(path);
  // Between two pages the router may still match the previous one: render nothing meanwhile.
  if (page?.kind !== kind) return null;
  return { ...(page as Extract<IdentityPage, { kind: K }>), path };
}

/** Tells a polling flow when its page is shown and left (polling stops while it is not). */
export function usePageVisits(actor: AnyActorRef) {
  useEffect(() => {
    // A flow that has finished (or was restarted by the next visit) takes no more events.
    const send = (type: 'page.entered' | 'page.left') => {
      if (actor.getSnapshot().status === 'active') actor.send({ type });
    };
    send('page.entered');
    return () => send('page.left');
  }, [actor]);
}
