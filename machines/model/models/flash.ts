import { type FlashMessage, flashMachine } from '../../flash.machine';
import type { MachineModel } from '../coverage';

export { flashMachine as machine };
export const model: MachineModel = {
  events: {
    'flash.show': [
      { kind: 'success', text: 'Saved' },
      { kind: 'DANGER', text: 'Try again', route: '/b' },
    ],
    'flash.dismiss': [{ id: 1 }],
    'location.change': [{ path: '/a' }, { path: '/b' }],
  },
  // Ids grow without end: tell snapshots apart by what the banners show.
  serialize: (s) => [
    s.context.path,
    (s.context.messages as FlashMessage[]).map((m) => [m.type, m.text, m.route]),
  ],
};
