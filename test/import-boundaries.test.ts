/**
 * Import boundaries (issue 7 item 7; docs/architecture.md, "Module layout and import direction").
 * Biome's noRestrictedImports matches specifier strings, which cannot tell `../../api/x` in
 * screens/ from `./x` in api/, so this test parses every source file with the TypeScript parser,
 * resolves relative specifiers to project folders and checks the rules below. It covers static
 * `import ... from`, `export ... from`, side-effect imports, dynamic `import()` and `typeof import()`.
 * Only `import type` / `export type` (and `typeof import()`) count as type-only: under
 * verbatimModuleSyntax `import { type A }` still loads the module at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['api', 'bridge', 'copy', 'machines', 'screens', 'src'];
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.tsx?$/;

interface Import {
  /** Importing file, relative to the project root, with forward slashes. */
  file: string;
  specifier: string;
  /** The imported file or folder relative to the root, or null for a package. */
  target: string | null;
  typeOnly: boolean;
  /** An `import()` expression rather than a declaration. */
  dynamic: boolean;
  line: number;
}

/** Every import of one source text; `file` is relative to the root. */
function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found: Import[] = [];
  const add = (
    node: ts.Node,
    specifier: ts.Expression | undefined,
    typeOnly: boolean,
    dynamic = false,
  ) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({
      file,
      specifier: specifier.text,
      target: resolveSpecifier(file, specifier.text),
      typeOnly,
      dynamic,
      line,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.importClause?.isTypeOnly === true);
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node)) {
      const ref = node.moduleReference;
      if (ts.isExternalModuleReference(ref)) add(node, ref.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false, true);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(node, argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts') || file.endsWith('.mts')) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  const absolute = resolve(ROOT, dirname(file), specifier);
  return relative(ROOT, absolute).split('\\').join('/');
}

/** The project folder a root-relative path belongs to, most specific first. */
function layerOf(path: string): string {
  for (const layer of ['src/ui', 'src/shell', 'api/sandbox', 'copy/spec', 'copy/ours']) {
    if (path === layer || path.startsWith(`${layer}/`)) return layer;
  }
  const top = path.split('/')[0] ?? '';
  return SOURCE_DIRS.includes(top) || top === 'test' || top === 'scripts' ? top : 'other';
}

const inside = (path: string, ...folders: string[]) =>
  folders.some((folder) => path === folder || path.startsWith(`${folder}/`));

interface Violation {
  file: string;
  specifier: string;
  rule: string;
  line: number;
}

interface Rule {
  name: string;
  /** Which importing files the rule governs. */
  applies: (file: string) => boolean;
  /** Whether this import breaks it. */
  breaks: (imp: Import) => boolean;
}

const RULES: Rule[] = [
  {
    name: 'api/ imports neither machines/, screens/ nor src/ (the wire knows nothing of the UI)',
    applies: (file) => inside(file, 'api'),
    breaks: (imp) => imp.target !== null && inside(imp.target, 'machines', 'screens', 'src'),
  },
  {
    name: 'machines/ import neither screens/ nor src/ (machines are pure logic; src/ provides their ports)',
    applies: (file) => inside(file, 'machines'),
    breaks: (imp) => imp.target !== null && inside(imp.target, 'screens', 'src'),
  },
  {
    name: 'bridge/ imports neither machines/, screens/ nor src/ (src/ wires it to machines)',
    applies: (file) => inside(file, 'bridge'),
    breaks: (imp) => imp.target !== null && inside(imp.target, 'machines', 'screens', 'src'),
  },
  {
    name: 'screens/ import api/ types only (`import type`); the api is reached through machines',
    applies: (file) => inside(file, 'screens'),
    breaks: (imp) => {
      if (imp.target === null || !inside(imp.target, 'api') || imp.typeOnly) return false;
      // A screen test drives the simulated server, which is what api/sandbox is for.
      return !(TEST_FILE.test(imp.file) && inside(imp.target, 'api/sandbox'));
    },
  },
  {
    name: 'src/ui/ imports no machine (props-only primitives)',
    applies: (file) => inside(file, 'src/ui'),
    breaks: (imp) => imp.target !== null && inside(imp.target, 'machines'),
  },
  {
    name: 'copy/ imports nothing (the words have one home and no dependencies)',
    applies: (file) => inside(file, 'copy'),
    breaks: () => true,
  },
];

/** The boundary violations among `imports`. */
function violationsOf(imports: readonly Import[]): Violation[] {
  const violations: Violation[] = [];
  for (const imp of imports) {
    for (const rule of RULES) {
      if (rule.applies(imp.file) && rule.breaks(imp)) {
        violations.push({
          file: imp.file,
          specifier: imp.specifier,
          rule: rule.name,
          line: imp.line,
        });
      }
    }
  }
  return violations;
}

/** Strongly connected components with more than one module (or a self-import): the cycles. */
function cyclesOf(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) {
      cycles.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indexOf.has(node)) connect(node);
  return cycles;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      const path = `${dir}/${entry.split('\\').join('/')}`;
      if (SOURCE_FILE.test(path) && !path.endsWith('.d.ts')) files.push(path);
    }
  }
  return files.sort();
}

/** Files are resolved without extension by the bundler: `./x` is x.ts, x.tsx or x/index.ts. */
function moduleFile(target: string, files: ReadonlySet<string>): string | null {
  for (const candidate of [
    target,
    ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => target + suffix),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * Known violations, each with the reason it is still here. This list only shrinks: an entry that
 * no longer matches a violation fails the test, so whoever fixes one removes its line. Every
 * entry lives in a file another change is rewriting (issue 7 items 3-5); do not add new ones.
 */
const ALLOWED: ReadonlyArray<{ file: string; specifier: string; reason: string }> = [];

/**
 * Known cycles between machines/ modules, as the sorted modules joined by ' <-> '. Same rule: it
 * only shrinks, and a cycle that is gone fails the test until its line goes too.
 */
const KNOWN_CYCLES: ReadonlyArray<{ cycle: string; reason: string }> = [];

const allImports = sourceFiles().flatMap((file) =>
  importsOf(file, readFileSync(join(ROOT, file), 'utf8')),
);

const show = (v: Violation) => `${v.file}:${v.line} imports '${v.specifier}': ${v.rule}`;

describe('import boundaries', () => {
  it('finds the imports of every source folder, so the rules below check something', () => {
    const layers = new Set(allImports.map((imp) => layerOf(imp.file)));
    for (const layer of ['api', 'machines', 'screens', 'src', 'src/ui', 'bridge']) {
      expect(layers).toContain(layer);
    }
  });

  it('keeps every import on the allowed side of the folder rules', () => {
    const allowed = (v: Violation) =>
      ALLOWED.some((entry) => entry.file === v.file && entry.specifier === v.specifier);
    const violations = violationsOf(allImports).filter((v) => !allowed(v));
    expect(violations.map(show)).toEqual([]);
  });

  it('has no stale entry in the allow-list of known violations', () => {
    const current = violationsOf(allImports);
    const stale = ALLOWED.filter(
      (entry) => !current.some((v) => v.file === entry.file && v.specifier === entry.specifier),
    );
    expect(stale.map((entry) => `${entry.file} -> ${entry.specifier}`)).toEqual([]);
  });

  it('has no import cycle between modules of machines/ but the known ones (issue 7 item 5)', () => {
    const files = new Set(sourceFiles());
    const edges = new Map<string, string[]>();
    for (const imp of allImports) {
      // Type-only imports are erased before anything runs; static and dynamic ones both count.
      if (imp.typeOnly || !inside(imp.file, 'machines') || imp.target === null) continue;
      const target = moduleFile(imp.target, files);
      if (target === null || !inside(target, 'machines')) continue;
      edges.set(imp.file, [...(edges.get(imp.file) ?? []), target]);
    }
    const cycles = cyclesOf(edges).map((cycle) => cycle.join(' <-> '));
    const known = KNOWN_CYCLES.map((entry) => entry.cycle);
    expect(cycles.filter((cycle) => !known.includes(cycle))).toEqual([]);
    expect(
      known.filter((cycle) => !cycles.includes(cycle)),
      'stale KNOWN_CYCLES entry',
    ).toEqual([]);
  });
});

/**
 * The first screen's modules (decision 005): the static import closure of the entry and of the
 * create-account screens, which vite.config.ts's firstScreenCore puts in one chunk.
 */
function firstScreenModules(files: ReadonlySet<string>): Set<string> {
  const roots = [
    'src/main.tsx',
    'screens/signup/create-account.tsx',
    'screens/signup/create-account-page.tsx',
  ];
  const closure = new Set<string>();
  const stack = roots.filter((root) => files.has(root));
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (closure.has(file)) continue;
    closure.add(file);
    for (const imp of allImports) {
      if (imp.file !== file || imp.typeOnly || imp.dynamic || imp.target === null) continue;
      const target = moduleFile(imp.target, files);
      if (target !== null && !closure.has(target)) stack.push(target);
    }
  }
  return closure;
}

describe('the first screen', () => {
  it('is never imported dynamically from elsewhere: a namespace object for each costs it bytes', () => {
    const files = new Set(sourceFiles());
    const core = firstScreenModules(files);
    expect(core.size).toBeGreaterThan(20);
    const offenders = allImports
      .filter((imp) => imp.dynamic && !TEST_FILE.test(imp.file) && imp.target !== null)
      .filter((imp) => {
        const target = moduleFile(imp.target as string, files);
        // The create-account screens are lazy screens that live in the core chunk by design.
        return (
          target !== null && core.has(target) && !/screens\/signup\/create-account/.test(target)
        );
      })
      .map((imp) => `${imp.file}:${imp.line} import('${imp.specifier}'): import it statically`);
    expect(offenders).toEqual([]);
  });
});

describe('the import reader behind the boundary rules', () => {
  const read = (file: string, text: string) =>
    importsOf(file, text).map(({ specifier, target, typeOnly }) => ({
      specifier,
      target,
      typeOnly,
    }));

  it('reads static, re-exported, side-effect and dynamic imports, and tells type-only ones apart', () => {
    const text = [
      "import { a } from '../../api/a';",
      "import type { B } from '../../api/b';",
      "import { type C } from '../../api/c';",
      "export { d } from './d';",
      "export type { E } from '../../machines/e';",
      "import '../../src/theme/base.css';",
      "const f = () => import('../../api/sandbox/f');",
      "type G = typeof import('../../api/g');",
      "import { h } from 'xstate';",
      "// import { fake } from '../../api/in-a-comment';",
    ].join('\n');
    expect(read('screens/signup/x.tsx', text)).toEqual([
      { specifier: '../../api/a', target: 'api/a', typeOnly: false },
      { specifier: '../../api/b', target: 'api/b', typeOnly: true },
      { specifier: '../../api/c', target: 'api/c', typeOnly: false },
      { specifier: './d', target: 'screens/signup/d', typeOnly: false },
      { specifier: '../../machines/e', target: 'machines/e', typeOnly: true },
      { specifier: '../../src/theme/base.css', target: 'src/theme/base.css', typeOnly: false },
      { specifier: '../../api/sandbox/f', target: 'api/sandbox/f', typeOnly: false },
      { specifier: '../../api/g', target: 'api/g', typeOnly: true },
      { specifier: 'xstate', target: null, typeOnly: false },
    ]);
  });

  it('names the file, the import and the rule it breaks', () => {
    const imports = [
      ...importsOf('screens/signup/x.tsx', "import { a } from '../../api/a';\n"),
      ...importsOf('screens/signup/x.test.tsx', "import { s } from '../../api/sandbox/s';\n"),
      ...importsOf('screens/signup/y.test.tsx', "import { a } from '../../api/a';\n"),
      ...importsOf('machines/m.ts', "import type { R } from '../src/r';\n"),
      ...importsOf('src/ui/field.tsx', "import { m } from '../../machines/m';\n"),
      ...importsOf('copy/ours/x.ts', "import { y } from '../spec/y';\n"),
      ...importsOf('bridge/b.ts', "import { m } from '../machines/m';\n"),
      ...importsOf('api/a.ts', "import { s } from '../screens/s';\n"),
    ];
    expect(violationsOf(imports).map(show)).toEqual([
      `screens/signup/x.tsx:1 imports '../../api/a': ${RULES[3]?.name}`,
      `screens/signup/y.test.tsx:1 imports '../../api/a': ${RULES[3]?.name}`,
      `machines/m.ts:1 imports '../src/r': ${RULES[1]?.name}`,
      `src/ui/field.tsx:1 imports '../../machines/m': ${RULES[4]?.name}`,
      `copy/ours/x.ts:1 imports '../spec/y': ${RULES[5]?.name}`,
      `bridge/b.ts:1 imports '../machines/m': ${RULES[2]?.name}`,
      `api/a.ts:1 imports '../screens/s': ${RULES[0]?.name}`,
    ]);
  });

  it('finds a cycle of two modules and of one module importing itself, and none in a chain', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(edges)).toEqual([['a', 'b'], ['e']]);
  });
});
