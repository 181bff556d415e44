import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NATIVE_CALL_NAMES } from './native-interface';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const source = read('./native-interface.ts');
const bridgeDoc = read('../docs/bridge.md');
const embeddingDoc = read('../docs/embedding.md');

/** The declarations between `// BEGIN name` and `// END name` in native-interface.ts. */
function block(name: string): string {
  const match = new RegExp(`// BEGIN ${name}[^\\n]*\\n([\\s\\S]*?)// END ${name}`).exec(source);
  if (!match?.[1]) throw new Error(`no ${name} block in native-interface.ts`);
  return match[1].trimEnd();
}

describe('docs/bridge.md', () => {
  it.each(['NativeBridgeApi', 'NativeCallbacksApi', 'ParentMessages'])(
    'carries the %s declarations exactly as bridge/native-interface.ts has them',
    (name) => {
      expect(bridgeDoc).toContain(block(name));
    },
  );

  it('and docs/embedding.md carry the parent-frame messages as declared', () => {
    expect(embeddingDoc).toContain(block('ParentMessages'));
  });

  it('has one row per call name, each with a trigger or marked exposed only, and a test', () => {
    const section = bridgeDoc.slice(bridgeDoc.indexOf('## Every call, its trigger and its test'));
    const rows = section
      .split('\n')
      .filter((line) => /^\| `[A-Za-z0-9]+` \|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const names = rows.map((cells) => cells[1]?.replaceAll('`', ''));
    expect(names.sort()).toEqual([...NATIVE_CALL_NAMES].sort());
    for (const cells of rows) {
      expect(cells[3], cells[1]).toMatch(/\S/);
      expect(cells[4], cells[1]).toMatch(/test/);
    }
  });
});
