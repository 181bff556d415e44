/**
 * What the shell's look promises assistive technology and low vision (QA 12), read from the one
 * theme file: jsdom lays nothing out, so the rules themselves are checked here, and the layout at
 * 200% in test/e2e/brands.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('../src/theme/theme.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function ruleOf(selector: string): string {
  const start = CSS.indexOf(`\n${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return CSS.slice(start, CSS.indexOf('}', start));
}

/** The light mode's value of a custom property. */
const light = (name: string) =>
  ruleOf(':root').match(new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1] ?? '';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('the sign-up progress bar (QA 12)', () => {
  it('edges its track at 3:1 or more against the light page', () => {
    const outline = ruleOf('.progress progress').match(/outline:\s*1px solid var\((--[\w-]+)\)/);
    expect(outline).not.toBeNull();
    expect(contrast(light(outline?.[1] ?? ''), light('--bg'))).toBeGreaterThanOrEqual(3);
  });

  it('draws the completed tick without a word for screen readers', () => {
    expect(ruleOf('.progress li.completed::before')).toMatch(/content:\s*"✓ "\s*\/\s*""/);
  });
});

describe('the app header (QA 12)', () => {
  it('wraps its Log out button under the brand rather than past a narrow screen', () => {
    expect(ruleOf('.app-header')).toMatch(/flex-wrap:\s*wrap/);
  });
});
