/**
 * Whether the next hand-off upgrades the host's token instead of asking for a new authorization
 * (decision 042): true while the session is one the start-up check found (the host opened this
 * page with a session it already holds), false once a login in this page made it. Written by the
 * session actor (src/session-actor.ts), read by the hand-off (src/hand-off.ts); both are lazy
 * chunks, so this flag never weighs on the first screen.
 */
let upgrade = false;

/** Sets the flag from the session machine's `sessionOrigin`. */
export function setHandOffUpgrade(value: boolean): void {
  upgrade = value;
}

/** Whether the next hand-off is an upgrade. */
export function handOffUpgrades(): boolean {
  return upgrade;
}
