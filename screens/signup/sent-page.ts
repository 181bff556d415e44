import { useEffect, useRef } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/**
 * A page's machine as it was while it sent the page (its state tagged `submitting`), once the
 * machine has ended and while the onboarding machine moves on to the next page
 * (`selectMovingOn`): the page stays as it was sent, busy, until the next one replaces it, so the
 * page changes once (decision 007). A loading view between the two cost a render and a layout on
 * the way, and said "Loading" under the same heading.
 *
 * The ref returned reads that moment's snapshot and sends nothing, so a press or a key on the busy
 * page goes nowhere (not to the ended machine). Null while the machine runs, when it ended from
 * a state that sent nothing (a skip), and for good once the page has given way (a failed sync
 * shows its retry; the retry then shows the loading view, not the sent page again).
 */
export function useSentPage<TRef extends AnyActorRef>(
  running: TRef | null | undefined,
  movingOn: boolean,
): TRef | null {
  const sent = useRef<TRef | null>(null);
  useEffect(
    () =>
      running?.subscribe((snapshot: AnyMachineSnapshot) => {
        if (snapshot.status === 'active')
          sent.current = snapshot.hasTag('submitting') ? sentAs(running, snapshot) : null;
      }).unsubscribe,
    [running],
  );
  if (running) return null;
  if (!movingOn) sent.current = null;
  return sent.current;
}

function sentAs<TRef extends AnyActorRef>(actor: TRef, snapshot: AnyMachineSnapshot): TRef {
  const sent: TRef = Object.create(actor);
  sent.getSnapshot = () => snapshot;
  sent.subscribe = () => ({ unsubscribe() {} });
  sent.send = () => {};
  return sent;
}
