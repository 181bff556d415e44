/**
 * The theme is the only place screens get their look from (issue 7 item 6): every class name a
 * component in screens/ or src/ uses has a rule in src/theme/theme.css, and no component styles
 * itself inline (`style={...}`), so a brand or a mode changes the whole product from one file.
 * The sources are parsed with the TypeScript parser, so a class in a conditional or a template
 * literal counts, and a className the test cannot read fails instead of passing unseen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../src/brands';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const THEME = 'src/theme/theme.css';

interface ClassUse {
  file: string;
  line: number;
  /** A whole class name, a prefix (`banner-` of `banner-${kind}`), or an expression we cannot read. */
  kind: 'class' | 'prefix' | 'dynamic';
  text: string;
}

/**
 * Class names that come from data, each with the test that covers it: a brand's theme class is
 * checked against BRANDS below.
 */
const DYNAMIC_CLASSES: ReadonlySet<string> = new Set(['brand.themeClass']);

/** Every class-name use and every inline style of one TSX source. */
function scanComponent(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const uses: ClassUse[] = [];
  const inlineStyles: { file: string; line: number }[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const words = (node: ts.Node, value: string) => {
    for (const word of value.split(/\s+/).filter(Boolean))
      uses.push({ file, line: lineOf(node), kind: 'class', text: word });
  };
  const collect = (node: ts.Expression): void => {
    if (ts.isStringLiteralLike(node)) {
      words(node, node.text);
      return;
    }
    if (ts.isParenthesizedExpression(node)) {
      collect(node.expression);
      return;
    }
    if (ts.isConditionalExpression(node)) {
      collect(node.whenTrue);
      collect(node.whenFalse);
      return;
    }
    if (ts.isBinaryExpression(node)) {
      // `a && 'x'`, `a || 'x'`, `a ?? 'x'`: only the right side can be the class.
      collect(node.right);
      return;
    }
    if (node.kind === ts.SyntaxKind.UndefinedKeyword || node.kind === ts.SyntaxKind.NullKeyword)
      return;
    if (ts.isIdentifier(node) && node.text === 'undefined') return;
    if (ts.isTemplateExpression(node)) {
      // The literal text with a marker per substitution, then token by token.
      const spans = node.templateSpans;
      const text = spans.reduce(
        (joined, span, index) => `${joined}@@${index}@@${span.literal.text}`,
        node.head.text,
      );
      for (const token of text.split(/\s+/).filter(Boolean)) {
        const alone = /^@@(\d+)@@$/.exec(token);
        const glued = /^([^@]+)@@\d+@@$/.exec(token);
        const substitution = spans[Number(alone?.[1])]?.expression;
        if (substitution) collectSubstitution(substitution);
        else if (glued)
          uses.push({ file, line: lineOf(node), kind: 'prefix', text: glued[1] ?? '' });
        else if (token.includes('@@'))
          uses.push({
            file,
            line: lineOf(node),
            kind: 'dynamic',
            text: token.replace(/@@\d+@@/g, '*'),
          });
        else words(node, token);
      }
      return;
    }
    uses.push({ file, line: lineOf(node), kind: 'dynamic', text: node.getText(source) });
  };
  // A substitution that stands as a whole class: read literals, or name the expression.
  const collectSubstitution = (node: ts.Expression) => {
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      uses.push({ file, line: lineOf(node), kind: 'dynamic', text: node.getText(source) });
      return;
    }
    collect(node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      if (name === 'style') inlineStyles.push({ file, line: lineOf(node) });
      if (name === 'className' && node.initializer) {
        const init = node.initializer;
        if (ts.isStringLiteral(init)) words(init, init.text);
        else if (ts.isJsxExpression(init) && init.expression) collect(init.expression);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses, inlineStyles };
}

/** Every class name a selector of the stylesheet names. */
function classesOfCss(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set<string>();
  for (const match of withoutComments.matchAll(/([^{}]*)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@')) continue;
    for (const name of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name[1] ?? '');
  }
  return classes;
}

function components(): string[] {
  const files: string[] = [];
  for (const dir of ['screens', 'src']) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      const path = `${dir}/${entry.split('\\').join('/')}`;
      if (path.endsWith('.tsx') && !/\.test\.tsx$/.test(path)) files.push(path);
    }
  }
  return files.sort();
}

const themeClasses = classesOfCss(readFileSync(join(ROOT, THEME), 'utf8'));
/**
 * The QA panel (sandbox only) adopts a stylesheet of its own (src/qa/panel.css): the product's
 * pages never show it, so its rules stay out of the theme every page loads.
 */
const QA_SHEET = 'src/qa/panel.css';
const qaClasses = classesOfCss(readFileSync(join(ROOT, QA_SHEET), 'utf8'));
const classesFor = (file: string) =>
  file.startsWith('src/qa/') ? new Set([...themeClasses, ...qaClasses]) : themeClasses;
const scanned = components().map((file) =>
  scanComponent(file, readFileSync(join(ROOT, file), 'utf8')),
);
const uses = scanned.flatMap((result) => result.uses);
const where = (use: { file: string; line: number }) => `${use.file}:${use.line}`;

describe('the theme covers every class the components use', () => {
  it('finds class names in the components (the scan reads them at all)', () => {
    expect(uses.filter((use) => use.kind === 'class').length).toBeGreaterThan(30);
  });

  it('has a rule for every class name used in screens/ and src/', () => {
    const missing = uses
      .filter((use) => use.kind === 'class' && !classesFor(use.file).has(use.text))
      .map((use) => `${where(use)} .${use.text}`);
    expect(missing).toEqual([]);
  });

  it('has a rule for each family of a class built from a prefix (banner- of banner-kind)', () => {
    const names = [...themeClasses];
    const missing = uses
      .filter((use) => use.kind === 'prefix')
      .filter((use) => !names.some((name) => name.startsWith(use.text) && name !== use.text))
      .map((use) => `${where(use)} .${use.text}*`);
    expect(missing).toEqual([]);
  });

  it('reads every className or knows where it comes from', () => {
    const unknown = uses
      .filter((use) => use.kind === 'dynamic' && !DYNAMIC_CLASSES.has(use.text))
      .map((use) => `${where(use)} ${use.text}`);
    expect(unknown).toEqual([]);
  });

  it("has a rule for every brand's theme class", () => {
    const missing = BRANDS.map((brand) => brand.themeClass).filter(
      (name) => !themeClasses.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('styles nothing inline: no style attribute in screens/ or src/ (theme classes instead)', () => {
    const inline = scanned.flatMap((result) => result.inlineStyles).map(where);
    expect(inline).toEqual([]);
  });
});

describe('the scan itself', () => {
  const sample = `
    export const A = ({ on, kind, brand }) => (
      <div className={\`app \${brand.themeClass} \${on ? 'layout-web' : 'layout-mobile'}\`}>
        <p className="field field-hint" style={{ color: 'red' }} />
        <span className={\`banner banner-\${kind}\`} />
        <li className={on ? 'active' : undefined} />
        <i className={pick(kind)} />
      </div>
    );`;
  const { uses: found, inlineStyles } = scanComponent('screens/x.tsx', sample);
  const of = (kind: ClassUse['kind']) => found.filter((u) => u.kind === kind).map((u) => u.text);

  it('reads plain, conditional and template-literal class names', () => {
    expect(of('class').sort()).toEqual(
      ['active', 'app', 'banner', 'field', 'field-hint', 'layout-mobile', 'layout-web'].sort(),
    );
  });

  it('treats a class glued to a substitution as a prefix, and names what it cannot read', () => {
    expect(of('prefix')).toEqual(['banner-']);
    expect(of('dynamic')).toEqual(['brand.themeClass', 'pick(kind)']);
  });

  it('reports an inline style with its line', () => {
    expect(inlineStyles).toEqual([{ file: 'screens/x.tsx', line: 4 }]);
  });

  it('takes class names from selectors only, not from numbers in declarations', () => {
    const css = `/* .commented */ .a, .b:hover > .c { padding: 0.5rem; }
      @media (max-width: 10px) { :root:not(.d) { margin: 1.25rem; } }`;
    expect([...classesOfCss(css)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
