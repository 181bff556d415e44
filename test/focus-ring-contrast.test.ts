/**
 * The keyboard focus ring stands out from the page it sits on (WCAG 1.4.11 non-text contrast,
 * 3:1): the ring is drawn with an offset, so its neighbours are the page's background and surface,
 * in the light mode and in both ways to the dark one (the system's, and the host's theme class).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('../src/theme/theme.css', import.meta.url), 'utf8');

/** The custom properties of the first block that opens with `selector`. */
function variablesOf(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = CSS.slice(start, CSS.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]] as const),
  );
}

/** WCAG 2 relative luminance of a #rrggbb colour, and the contrast ratio of two. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

describe('the focus ring (QA 5)', () => {
  for (const [mode, selector] of [
    ['light', ':root'],
    ['dark, from the system', '  :root:not(.theme-light)'],
    ['dark, from the host', ':root.theme-dark'],
  ] as const)
    it(`has at least 3:1 against the background and the surface in the ${mode} mode`, () => {
      const colours = variablesOf(selector);
      const focus = colours['--focus'] as string;
      expect(focus).toBeDefined();
      expect(contrast(focus, colours['--bg'] as string)).toBeGreaterThanOrEqual(3);
      expect(contrast(focus, colours['--surface'] as string)).toBeGreaterThanOrEqual(3);
    });
});

/** The rules of the stylesheet, comments left out: each selector list with its declarations. */
const RULES = [...CSS.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@]+)\{([^{}]*)\}/g)].map(
  (m) => ({ selectors: (m[1] ?? '').split(',').map((s) => s.trim()), body: m[2] ?? '' }),
);

describe('a busy button (QA 10)', () => {
  it('is styled as a disabled one: each :disabled rule names its [aria-disabled="true"] twin', () => {
    const disabled = RULES.flatMap((rule) =>
      rule.selectors
        .filter((selector) => selector.includes(':disabled'))
        .map((selector) => ({ selector, rule })),
    );
    expect(disabled.length).toBeGreaterThan(0);
    const missing = disabled
      .filter(
        ({ selector, rule }) =>
          !rule.selectors.includes(selector.replace(':disabled', '[aria-disabled="true"]')),
      )
      .map(({ selector }) => selector);
    expect(missing).toEqual([]);
  });

  it('keeps its focus ring whole: no opacity or filter fades it while it waits', () => {
    const fading = RULES.filter((rule) =>
      rule.selectors.some((selector) => selector.includes('[aria-disabled="true"]')),
    )
      .filter((rule) => /(^|[;\s])(opacity|filter)\s*:/.test(rule.body))
      .map((rule) => rule.selectors.join(', '));
    expect(fading).toEqual([]);
  });
});
