import { useMatch } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { isRoutePath } from '../machines/paths';
import type { StepKey } from '../machines/step-routes';
import { importWithRetry } from '../src/lazy-screen';
import { SCREEN_TABLE, type ScreenLoader, STEP_SCREENS } from './screen-table';

/**
 * Every screen beyond the first one, by path (screens/screen-table.ts). The router sends each such
 * path here (one lazy chunk), and this loads the path's own screen lazily in turn, so the first
 * screen carries neither the screens nor the table (decision 005). A registered path without a
 * screen yet shows the "not available yet" page.
 */
// Every registered path has a screen now: the "not available yet" page is a chunk of its own,
// kept out of this one, which every page beyond the first screen loads (decision 055).
const NOT_AVAILABLE: ScreenLoader = () => import('./common/not-available');

// The screens whose chunk has loaded (preloadScreen, from the route's loader).
const loaded = new Map<ScreenLoader, ComponentType>();

/**
 * Loads the screen of `path` before its route renders (src/router.tsx calls it from the route's
 * loader), so the screen renders at once instead of suspending: React reveals content that
 * suspended up to 300 ms late (its fallback throttle), which was most of a sign-up step's time.
 */
export async function preloadScreen(path: string): Promise<void> {
  await preload((isRoutePath(path) ? SCREEN_TABLE[path] : undefined) ?? NOT_AVAILABLE);
}

/** Loads a sign-up step's screen ahead of its turn (src/after-paint.ts warms the likely next). */
export function preloadStepScreen(key: StepKey): Promise<void> {
  return preload(STEP_SCREENS[key]);
}

async function preload(loader: ScreenLoader): Promise<void> {
  if (loaded.has(loader)) return;
  loaded.set(loader, (await importWithRetry(loader)).default);
}

// One component per loader, chosen once (the loaded screen, or a lazy one when a render comes
// first), so React keeps a screen's state across renders.
const components = new Map<ScreenLoader, ComponentType>();
function screenFor(loader: ScreenLoader): ComponentType {
  let component = components.get(loader);
  if (!component) {
    component = loaded.get(loader) ?? lazy(() => importWithRetry(loader));
    components.set(loader, component);
  }
  return component;
}

/**
 * Renders the screen of this route's own match, or the "not available yet" page. Not the
 * location: it changes as soon as a navigation starts, before the next route's `beforeLoad` has
 * entered its flow, and the screen of the next page would render too early.
 */
export default function ScreenSwitch() {
  const path = useMatch({ strict: false, select: (match) => match.pathname });
  const loader = (isRoutePath(path) ? SCREEN_TABLE[path] : undefined) ?? NOT_AVAILABLE;
  const Screen = screenFor(loader);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
