import type { ComponentType } from 'react';
import type { RoutePath } from '../machines/paths';

/** A screen, as a lazy loader: importing a table of them loads no screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;
/** A capability's screens of pages that are no sign-up step, by path. */
export type PageScreens = Partial<Record<RoutePath, ScreenLoader>>;
