/**
 * The colour mode (product.md 1: dark and light; a host page message can switch it). The host's
 * choice wins; without one, the system preference decides (theme.css's prefers-color-scheme
 * rules). A mode is one class on the root element: `theme-dark`, `theme-light`, or neither for
 * the system's.
 */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export function isColorMode(value: unknown): value is ColorMode {
  return COLOR_MODES.includes(value as ColorMode);
}

/** Puts the root element in `mode`; 'system' hands the choice back to the device. */
export function applyColorMode(mode: ColorMode, root: Element = document.documentElement): void {
  root.classList.toggle('theme-dark', mode === 'dark');
  root.classList.toggle('theme-light', mode === 'light');
}
