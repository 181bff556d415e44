// The flash machine's context (machines/flash.machine.ts), apart from the machine: the first screen
// shows its first state before the machine has loaded (src/first-view.ts, decision 073).

export interface FlashMessage {
  id: number;
  type: 'success' | 'danger';
  text: string;
  /** The route the message is shown on; null = the current location. */
  route: string | null;
}

export interface FlashContext {
  messages: FlashMessage[];
  nextId: number;
  /** The location the messages belong to; '' until the first `location.change`. */
  path: string;
}

/** What the flash messages start with: none. */
export const initialFlashContext = (): FlashContext => ({ messages: [], nextId: 1, path: '' });
