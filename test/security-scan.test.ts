/**
 * The security bars of DEVELOPERS.md that the source itself shows (issue 17 item 5), checked on
 * every run by parsing each module with the TypeScript parser: no `dangerouslySetInnerHTML` and
 * no other way of writing HTML from a string, no `eval` or `new Function`, every `postMessage`
 * to a named origin (never `*`), and every link that opens a new tab without an opener.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['src', 'screens', 'api', 'bridge', 'machines', 'copy'];

function sources(): string[] {
  const files: string[] = [];
  for (const dir of DIRS)
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      const path = `${dir}/${entry.split('\\').join('/')}`;
      if (/\.(tsx?|mjs)$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
        files.push(path);
    }
  return files.sort();
}

interface Finding {
  where: string;
  what: string;
}

const HTML_SINKS = new Set(['innerHTML', 'outerHTML']);
const HTML_CALLS = new Set(['insertAdjacentHTML', 'write', 'writeln', 'createContextualFragment']);

function scan(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) =>
    findings.push({
      where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
      what,
    });
  // A BroadcastChannel's postMessage takes no origin: only pages of this origin hear it. The
  // variables a file declares as one (`= new BroadcastChannel(...)`, or null without one, or a
  // `new Channel(...)` of the constructor read from a window).
  const channels = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      /^(typeof BroadcastChannel === 'function' \? )?new (Broadcast)?Channel\(/.test(
        node.initializer.getText(source),
      )
    )
      channels.add(node.name.text);
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
      if (node.name.text === 'dangerouslySetInnerHTML') at(node, 'dangerouslySetInnerHTML');
      if (node.name.text === 'target') {
        const value = node.initializer;
        const opensTab = value && ts.isStringLiteral(value) && value.text === '_blank';
        const element = node.parent;
        const rel = element.properties.find(
          (p) => ts.isJsxAttribute(p) && ts.isIdentifier(p.name) && p.name.text === 'rel',
        ) as ts.JsxAttribute | undefined;
        const relText =
          rel?.initializer && ts.isStringLiteral(rel.initializer) ? rel.initializer.text : '';
        if (opensTab && !/\bnoopener\b/.test(relText))
          at(node, 'target=_blank without rel=noopener');
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      HTML_SINKS.has(node.left.name.text)
    )
      at(node, `${node.left.name.text} assigned`);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'eval') at(node, 'eval');
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        if (
          HTML_CALLS.has(name) &&
          !(name === 'write' && !/document/.test(callee.expression.getText(source)))
        )
          at(node, `${name}()`);
        if (name === 'postMessage' && !channels.has(callee.expression.getText(source))) {
          const origin = node.arguments[1];
          if (!origin) at(node, 'postMessage without a target origin');
          else if (ts.isStringLiteralLike(origin) && origin.text === '*')
            at(node, "postMessage to '*'");
        }
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Function'
    )
      at(node, 'new Function');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('the source keeps the security bars', () => {
  const files = sources();
  const findings = files.flatMap((file) => scan(file, readFileSync(join(ROOT, file), 'utf8')));

  it('reads the whole source', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('writes no HTML from strings, evaluates no strings, posts messages to named origins only, opens no tab with an opener', () => {
    expect(findings).toEqual([]);
  });
});

describe('the scan itself', () => {
  const sample = `
    const a = <div dangerouslySetInnerHTML={{ __html: x }} />;
    const b = <a href={u} target="_blank">x</a>;
    const c = <a href={u} target="_blank" rel="noopener noreferrer">x</a>;
    el.innerHTML = text;
    document.write(text);
    eval(code);
    const f = new Function('return 1');
    parent.postMessage(message, '*');
    parent.postMessage(message);
    parent.postMessage(message, origin);
    const channel = new BroadcastChannel('x');
    channel?.postMessage('logged-out');
    const returned = new Channel('y');
    returned.postMessage({ type: 'partner.returned' });
    other.postMessage('logged-out');
  `;
  it('finds each kind of finding, and nothing in safe code', () => {
    expect(scan('x.tsx', sample).map((f) => f.what)).toEqual([
      'dangerouslySetInnerHTML',
      'target=_blank without rel=noopener',
      'innerHTML assigned',
      'write()',
      'eval',
      'new Function',
      "postMessage to '*'",
      'postMessage without a target origin',
      'postMessage without a target origin',
    ]);
  });
});

describe('the page itself', () => {
  it('names only our origin in a Referer on any host, header or not', () => {
    // A link's token is in the address until the app removes it (docs/security.md): the
    // requests index.html makes before that must not carry it, whatever the operator's server.
    const head = readFileSync(join(ROOT, 'index.html'), 'utf8').split('<script')[0];
    expect(head).toContain('<meta name="referrer" content="strict-origin" />');
  });
});
