/**
 * The app's sign-up actors and what runs them, loaded after the first paint (decision 073): the
 * first screen paints from their first view (src/first-view.ts) and src/create-app.tsx hands over
 * to the actors created here. A chunk of their own, apart from the session's (decision 090): a
 * patron's page paints without them. Tests hand this module to createApp at once.
 */
export { buildOnboardingActor } from './onboarding-actor';
export { syncRouterWithOnboarding } from './route-sync';

export type AppActorsModule = typeof import('./app-actors');
