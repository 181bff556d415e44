import { createActor, type InspectionEvent } from 'xstate';
import { flashMachine } from '../machines/flash.machine';

/**
 * The app's sign-up actors and what runs them, loaded after the first paint (decision 073): the
 * first screen paints from their first view (src/first-view.ts) and src/create-app.tsx hands over
 * to the actors created here. Tests hand this module to createApp at once.
 */
export { createOnboardingActor } from './onboarding-actor';
export { syncRouterWithOnboarding } from './route-sync';

export const createFlashActor = (inspect: (event: InspectionEvent) => void) =>
  createActor(flashMachine, { systemId: 'flash', inspect });

export type AppActorsModule = typeof import('./app-actors');
