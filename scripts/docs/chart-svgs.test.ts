/**
 * Every chart page has its SVG render committed beside it, drawn from the page's current Mermaid
 * source (the hash inside the SVG says which), so the image a reviewer opens never disagrees with
 * the machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mermaidSourceOf, renderedHash, sourceHash, svgFileOf } from './chart-svgs';
import { CHARTED_MACHINES, renderAll, STATECHARTS_DIR } from './generate-statecharts';

describe('the SVG renders of docs/statecharts', () => {
  let rendered: Map<string, string>;
  beforeAll(async () => {
    rendered = await renderAll();
  });

  it.each(CHARTED_MACHINES.map((entry) => entry.file))('%s has a current SVG beside it', (page) => {
    const source = mermaidSourceOf(rendered.get(page) ?? '');
    expect(source).not.toBeNull();
    const svgPath = join(STATECHARTS_DIR, svgFileOf(page));
    const stale = `docs/statecharts/${svgFileOf(page)} is missing or drawn from an older diagram: run \`npm run docs:generate\` and commit the result.`;
    expect(existsSync(svgPath), stale).toBe(true);
    const svg = readFileSync(svgPath, 'utf8');
    expect(renderedHash(svg), stale).toBe(sourceHash(source ?? ''));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Drawn as SVG text, so it opens in any viewer, not only a browser.
    expect(svg).not.toContain('<foreignObject');
  });

  it('links each page to its SVG', () => {
    for (const entry of CHARTED_MACHINES)
      expect(rendered.get(entry.file)).toContain(`](${svgFileOf(entry.file)})`);
  });
});
