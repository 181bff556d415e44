import type { FLOWS } from './flows/flows';
import type { FlowRegistry } from './flows/registry';
import type { AppActors } from './shell/actors';

/**
 * What the router hands every route's `beforeLoad` (TanStack's router context as dependency
 * injection, STYLE.md 4). Apart from src/router.tsx so the modules its guards call
 * (flow-navigation.ts) need not import the route tree that imports them.
 */
export interface RouterContext {
  actors: AppActors;
  /** Starts the onboarding actor on the first visit to a sign-up path. */
  startOnboarding: () => void;
  /** The flows beyond sign-up (decision 008): a route's `beforeLoad` enters its flow. */
  flows: FlowRegistry<typeof FLOWS>;
}
