import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRules } from '../../machines/rg-rules';
import { declaredRuleIds, RG_DOC, renderRgDoc } from './rg-doc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('docs/responsible-gaming.md', () => {
  it('declares every rule of the table in a test', () => {
    const declared = declaredRuleIds();
    const missing = allRules()
      .map(({ rule }) => rule.testId)
      .filter((id) => !declared.has(id));
    expect(missing, `rule ids no test declares: ${missing.join(', ')}`).toEqual([]);
  });

  it('matches the rendering of the rule table', () => {
    const committed = readFileSync(resolve(root, RG_DOC), 'utf8');
    expect(
      committed === renderRgDoc(),
      `${RG_DOC} is stale: run \`npx tsx scripts/docs/generate-docs.ts\``,
    ).toBe(true);
  });
});
