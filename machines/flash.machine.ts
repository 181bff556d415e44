import { assign, setup } from 'xstate';
import { type FlashContext, type FlashMessage, initialFlashContext } from './flash.context';

/**
 * Flash messages (product.md 2.5, 3): success or danger banners, closable, cleared on location
 * change. A message raised together with a navigation names the route it belongs to, so the
 * navigation it announces does not clear it; src/ sends `location.change` on every navigation.
 */
export type { FlashMessage };

/** The spec writes a type in either case (product.md 3: success or danger, also SUCCESS or DANGER). */
export type FlashKind = 'success' | 'danger' | 'SUCCESS' | 'DANGER';

/** Reads a flash type in either case; anything else is not a flash type. */
export function normaliseFlashKind(kind: string): FlashMessage['type'] | null {
  const lower = kind.toLowerCase();
  return lower === 'success' || lower === 'danger' ? lower : null;
}

export type FlashEvent =
  | { type: 'flash.show'; kind: FlashKind; text: string; route?: string | null }
  | { type: 'flash.dismiss'; id: number }
  | { type: 'location.change'; path: string };

export const flashMachine = setup({
  types: {} as {
    context: FlashContext;
    events: FlashEvent;
  },
  actions: {
    show: assign(({ context, event }) => {
      if (event.type !== 'flash.show') return {};
      // A server or a native wrapper may send a type we do not know: no banner beats a wrong one.
      const type = normaliseFlashKind(event.kind);
      if (!type) return {};
      const route = event.route ?? null;
      // The same text twice (e.g. a retried failure) shows once.
      const others = context.messages.filter((m) => m.text !== event.text);
      return {
        messages: [...others, { id: context.nextId, type, text: event.text, route }],
        nextId: context.nextId + 1,
      };
    }),
    dismiss: assign({
      messages: ({ context, event }) =>
        event.type === 'flash.dismiss'
          ? context.messages.filter((m) => m.id !== event.id)
          : context.messages,
    }),
    clearForLocation: assign(({ context, event }) => {
      if (event.type !== 'location.change' || event.path === context.path) return {};
      return {
        path: event.path,
        // Keep what was raised for the page we are arriving at; drop the rest.
        messages: context.messages
          .filter((m) => m.route === event.path)
          .map((m) => ({ ...m, route: null })),
      };
    }),
  },
}).createMachine({
  id: 'flash',
  context: initialFlashContext,
  on: {
    'flash.show': { actions: 'show' },
    'flash.dismiss': { actions: 'dismiss' },
    'location.change': { actions: 'clearForLocation' },
  },
});
