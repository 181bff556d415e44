/**
 * The SVG renders committed beside each page of docs/statecharts/ (issue 15 item 4), so a
 * reviewer opens a diagram without Mermaid or any tool. Mermaid renders them in Debian's
 * Chromium (the one the end-to-end tests drive); each SVG carries the hash of the Mermaid source
 * it was drawn from, so scripts/docs/chart-svgs.test.ts finds a stale render without a browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const HASH_MARK = 'mermaid-source-sha256:';

/** The Mermaid source of a chart page (its one diagram), or null. */
export function mermaidSourceOf(markdown: string): string | null {
  const match = /```mermaid\n([\s\S]*?)```/.exec(markdown);
  return match?.[1] ?? null;
}

export function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/** The hash an SVG render says it was drawn from, or null. */
export function renderedHash(svg: string): string | null {
  return new RegExp(`${HASH_MARK}([0-9a-f]{64})`).exec(svg)?.[1] ?? null;
}

/** The SVG file beside a chart page: `kyc.md` -> `kyc.svg`. */
export const svgFileOf = (page: string) => page.replace(/\.md$/, '.svg');

/**
 * Draws every page in `pages` (file name -> markdown) whose SVG in `dir` is missing or drawn from
 * another source; returns the SVG files written.
 */
export async function renderSvgs(dir: string, pages: Map<string, string>): Promise<string[]> {
  const stale = [...pages].flatMap(([page, markdown]) => {
    const source = mermaidSourceOf(markdown);
    if (source === null) return [];
    const target = join(dir, svgFileOf(page));
    const current = existsSync(target) ? renderedHash(readFileSync(target, 'utf8')) : null;
    return current === sourceHash(source) ? [] : [{ target, source }];
  });
  if (stale.length === 0) return [];
  const { chromium } = await import('@playwright/test');
  const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: mermaidScript });
    const written: string[] = [];
    for (const { target, source } of stale) {
      const svg = await page.evaluate(async (text) => {
        const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
        // SVG text rather than HTML labels, so the file draws in any viewer.
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          htmlLabels: false,
          theme: 'neutral',
          deterministicIds: true,
        });
        return (await mermaid.render('chart', text)).svg;
      }, source);
      const marked = svg.replace(/^(<svg[^>]*>)/, `$1<!-- ${HASH_MARK}${sourceHash(source)} -->`);
      writeFileSync(target, `${marked}\n`);
      written.push(target);
    }
    return written;
  } finally {
    await browser.close();
  }
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}
