import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource: string | null = null;
const AXE_SOURCE = () => {
  axeSource ??= readFileSync(AXE_PATH, 'utf8');
  return axeSource;
};
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** WCAG 2.2 A and AA on top (issue 17 item 3), for the checks that ask for it. */
export const WCAG_22 = [...RUN_ONLY, 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/**
 * Runs axe-core on the whole page (WCAG 2.0/2.1 A and AA plus best practices) and fails with a
 * readable list of the violations. `context` names the screen or state in the failure message.
 */
export async function expectNoAxeViolations(
  page: Page,
  context?: string,
  tags: readonly string[] = RUN_ONLY,
): Promise<void> {
  // Every screen has one h1: wait for it, so a lazy screen still loading is not what gets checked.
  await expect(page.locator('h1').first()).toBeVisible();
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as a <script>: the pages run under a strict policy with no inline script.
  if (!loaded) await page.evaluate(AXE_SOURCE());

  const violations = await page.evaluate(async (runOnly): Promise<Violation[]> => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<AxeResults> };
    };
    const results = await axe.run(document, { runOnly });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) =>
        node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' >> '),
      ),
    }));
  }, tags);

  const where = context ? ` on ${context}` : '';
  const report = violations
    .map(
      (v) =>
        `- ${v.id} [${v.impact}] ${v.help} (${v.helpUrl})\n${v.targets.map((t) => `    ${t}`).join('\n')}`,
    )
    .join('\n');
  expect(violations.length, `axe found ${violations.length} violation(s)${where}:\n${report}`).toBe(
    0,
  );
}
