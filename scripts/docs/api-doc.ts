/**
 * The generated "Every call" section of docs/api.md (issue 17 item 6): for each call of
 * contract.md 7 (SANDBOX_CALLS, which lists them all), its typed fetcher in api/, the sandbox's
 * answer, the code that triggers it (flows, machines, screens) or "exposed only" with why, and
 * the tests that cover it. Fetchers are found by reading api/*.ts with the TypeScript parser:
 * every `apiRequest(path, { method })` inside an exported function.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { callKeyOf, SANDBOX_CALLS } from '../../api/sandbox/handlers';

export const API_DOC = 'docs/api.md';
export const CALLS_START = '<!-- calls:start -->';
export const CALLS_END = '<!-- calls:end -->';

const ROOT = join(import.meta.dirname, '..', '..');

/** One fetcher: the exported function of api/<file> that makes a call. */
export interface Fetcher {
  name: string;
  file: string;
  method: string;
  /** The path with each interpolation as `{}`. */
  path: string;
  /** Functions of the same module that make the call through this one (e.g. a two-call move). */
  via?: string[];
}

/** A call the browser navigates to rather than fetches: the function that builds its URL. */
const NAVIGATIONS: Record<string, Fetcher> = {
  'GET /oauth/authorize': {
    name: 'buildAuthorizeUrl',
    file: 'src/hand-off.ts',
    method: 'GET',
    path: '/oauth/authorize',
  },
};

/** Calls no page makes, and why (contract.md 7 lists them; the sandbox answers them). */
const EXPOSED_ONLY: Record<string, string> = {
  'POST /i/registrations':
    'contract.md 7 lists it without a payload; the sign-up completes through PATCH /i/registration',
  'POST /internal/password_reset_requests':
    "the operator's back office variant of the reset request, for support staff",
  'POST /password_reset_requests': 'the legacy path of the reset request, kept for old links',
  'POST /i/third_party_determination_suspensions':
    'a suspension a third party (a regulator or the operator) decides, made server to server',
  'POST /regulators/{region}/exclusion_lists':
    "a regulator's exclusion list upload, server to server",
  'GET /oauth/authorize':
    'the hand-off navigates the browser to it (src/hand-off.ts builds the URL); no fetch is made',
  'POST /i/acks': 'the acknowledgements the pages record are PATCH /i/acks/{name}',
  'GET /i/time_limits/pending': 'the pending value comes with GET /i/time_limits',
  'POST /api/devices': 'the native app registers its device; the webview has no page for it',
  'GET /api/devices/{id}/push_notification_preferences': 'read by the native app',
  'GET /api/login_preferences': 'read by the native app before its login page',
  'POST /api/biometrics_authentications': 'the native app enrols biometrics',
  'DELETE /api/biometrics_authentications/{id}': 'the native app removes biometrics',
  'GET /api/biometrics_authentications/{id}/challenge_code':
    'the native app signs in with biometrics',
  'POST /api/link_auth_tokens': 'the native app links a media app account',
  'GET /api/link_auth_tokens/{id}/user': 'the native app reads a linked account',
  'DELETE /internal/users/{id}/media_link': 'server side: unlinking a media app account',
  'POST /internal/users/{id}/media_link': 'server side: linking a media app account',
};

function sourceFiles(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir))) {
    const path = join(dir, entry);
    if (statSync(join(ROOT, path)).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'sandbox') out.push(...sourceFiles(path, keep));
    } else if (keep(path)) out.push(path);
  }
  return out;
}

// The machines' models and fixtures serve the tests: they trigger no call in the app.
const isTestSupport = (file: string) =>
  file.startsWith('machines/model/') || /\.fixture\.tsx?$/.test(file);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || isTestSupport(file);
const isSource = (file: string) => /\.tsx?$/.test(file) && !isTest(file);

/** The path argument as text: a literal, a template with `{}`, a local constant or helper. */
function pathText(node: ts.Expression, file: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return pathText(node.body, file);
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  if (ts.isIdentifier(node) || ts.isCallExpression(node)) {
    const name = ts.isIdentifier(node) ? node.text : node.expression.getText(file);
    let found = '';
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && n.name.getText(file) === name && n.initializer)
        found = pathText(n.initializer, file);
      if (ts.isFunctionDeclaration(n) && n.name?.text === name)
        n.forEachChild(function find(c: ts.Node) {
          if (ts.isReturnStatement(c) && c.expression) found = pathText(c.expression, file);
          else c.forEachChild(find);
        });
      n.forEachChild(visit);
    };
    visit(file);
    return found;
  }
  return '';
}

/** Every fetcher in api/ (the sandbox excluded). */
export function findFetchers(): Fetcher[] {
  const fetchers: Fetcher[] = [];
  for (const file of sourceFiles('api', isSource)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node, owner: string | undefined) => {
      let name = owner;
      if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      )
        name = node.name.text;
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'apiRequest' &&
        name !== undefined
      ) {
        const [pathArg, init] = node.arguments;
        let method = 'GET';
        if (init && ts.isObjectLiteralExpression(init))
          for (const property of init.properties)
            if (
              ts.isPropertyAssignment(property) &&
              property.name.getText(source) === 'method' &&
              ts.isStringLiteral(property.initializer)
            )
              method = property.initializer.text;
        fetchers.push({
          name,
          file,
          method,
          path: pathArg ? pathText(pathArg, source).replace(/\/$/, '') : '',
        });
      }
      node.forEachChild((child) => visit(child, name));
    };
    visit(source, undefined);
    // A fetcher another function of its module calls is triggered wherever that function is.
    const own = new Map(fetchers.filter((f) => f.file === file).map((f) => [f.name, f]));
    const callers = (node: ts.Node, owner: string | undefined) => {
      let name = owner;
      if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && name !== undefined) {
        const callee = own.get(node.expression.text);
        if (callee && callee.name !== name) callee.via = [...(callee.via ?? []), name];
      }
      node.forEachChild((child) => callers(child, name));
    };
    callers(source, undefined);
  }
  return fetchers;
}

const segmentPattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/(\{[^}]*\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

/** A fetcher makes a call when their methods agree and either path fits the other's pattern. */
export function makesCall(fetcher: Fetcher, call: { method: string; path: string }): boolean {
  if (fetcher.method !== call.method) return false;
  const concrete = (path: string) => path.replace(/\{[^}]*\}/g, 'x');
  return (
    segmentPattern(call.path).test(concrete(fetcher.path)) ||
    segmentPattern(fetcher.path).test(concrete(call.path))
  );
}

interface CallRow {
  key: string;
  fetchers: Fetcher[];
  implemented: boolean;
  triggeredBy: string[];
  exposedOnly: string | undefined;
  tests: string[];
}

const CODE_DIRS = ['src', 'screens', 'machines', 'bridge'];
const TEST_DIRS = ['api', 'src', 'screens', 'machines', 'bridge', 'test'];

/** Every call of the list, with its fetchers, handler, triggers and tests. */
export function callRows(): CallRow[] {
  const fetchers = findFetchers();
  const code = CODE_DIRS.flatMap((dir) => sourceFiles(dir, isSource)).map((file) => ({
    file,
    text: readFileSync(join(ROOT, file), 'utf8'),
  }));
  const tests = TEST_DIRS.flatMap((dir) => sourceFiles(dir, isTest)).map((file) => ({
    file,
    text: readFileSync(join(ROOT, file), 'utf8'),
  }));
  return SANDBOX_CALLS.map((call) => {
    const key = callKeyOf(call);
    const navigation = NAVIGATIONS[key];
    const own = navigation ? [navigation] : fetchers.filter((f) => makesCall(f, call));
    const importers = (f: Fetcher) => {
      const module = f.file.replace(/\.ts$/, '');
      const names = [f.name, ...(f.via ?? [])];
      return code
        .filter(
          ({ file, text }) =>
            file !== f.file &&
            names.some((name) => new RegExp(`\\b${name}\\b`).test(text)) &&
            text.includes(`${relative(join(ROOT, file, '..'), join(ROOT, module))}'`),
        )
        .map(({ file }) => file);
    };
    const triggeredBy = [...new Set(own.flatMap(importers))].sort();
    const literal = call.path.split('{')[0] ?? call.path;
    const covering = tests
      .filter(
        ({ text }) =>
          own.some((f) => new RegExp(`\\b${f.name}\\b`).test(text)) ||
          (literal.length > 4 && text.includes(literal)),
      )
      .map(({ file }) => file)
      .sort();
    return {
      key,
      fetchers: own,
      implemented: call.implemented,
      triggeredBy,
      exposedOnly: triggeredBy.length === 0 ? (EXPOSED_ONLY[key] ?? '') : undefined,
      tests: covering,
    };
  });
}

const code = (text: string) => `\`${text}\``;

/** The generated section: one row per call. */
export function renderCallsSection(rows: CallRow[] = callRows()): string {
  const shown = (list: string[], max: number) =>
    list.length <= max
      ? list.map(code).join(', ')
      : `${list.slice(0, max).map(code).join(', ')} and ${list.length - max} more`;
  return [
    '## Every call (generated)',
    '',
    'Generated by `npm run docs:generate` from the call list (`SANDBOX_CALLS` in ' +
      'api/sandbox/handlers.ts), the fetchers of api/ and the code and tests that use them; ' +
      'scripts/docs/api-doc.test.ts fails when it is out of date, when a call has no fetcher or ' +
      'no sandbox answer, or when a call nothing triggers has no reason given.',
    '',
    '| Call | Fetcher | Sandbox | Triggered by | Tests |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) =>
      [
        '',
        code(row.key),
        row.fetchers.map((f) => `${code(`${f.name}()`)} in ${code(f.file)}`).join('; ') || '—',
        row.implemented ? 'answers' : '501',
        row.exposedOnly !== undefined
          ? `exposed only: ${row.exposedOnly || '(no reason given)'}`
          : shown(row.triggeredBy, 3),
        shown(row.tests, 3) || '—',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

/** `doc` with its generated section replaced. */
export function replaceCallsSection(doc: string, section: string): string {
  const start = doc.indexOf(CALLS_START);
  const end = doc.indexOf(CALLS_END);
  if (start === -1 || end < start)
    throw new Error(`${API_DOC} lacks the ${CALLS_START} and ${CALLS_END} markers`);
  return `${doc.slice(0, start + CALLS_START.length)}\n\n${section}\n\n${doc.slice(end)}`;
}
