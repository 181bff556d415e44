/**
 * Renders docs/routes.md: every path the router registers, which capability owns its screen,
 * whether that screen is built, the query parameters it reads, and which path strings are ours
 * rather than the spec's. Generated from machines/paths.ts, machines/paths.labels.ts, the screen
 * table (screens/screen-table.ts, itself keyed by the STEPS of machines/steps.ts) and the search
 * schemas (src/route-search.ts) by
 * `npm run docs:generate` (scripts/docs/generate-docs.ts); routes-doc.test.ts fails when the committed
 * file is stale. Docs-only: nothing in the app imports this module.
 */

import {
  ALL_PATHS,
  type Capability,
  isRoutePath,
  ROUTE_OWNERS,
  type RoutePath,
} from '../../machines/paths';
import { CAPABILITY_LABELS, CHOSEN_PATHS } from '../../machines/paths.labels';
import { BUILT_PATHS } from '../../screens/screen-table';
import { ENTRY_SEARCH, ROUTE_SEARCH, type SearchPath } from '../../src/route-search';

/** Where the rendered text is committed, relative to the project root. */
export const ROUTES_DOC = 'docs/routes.md';

/** The two route sets of product.md 2.1. */
export type RouteSet = 'web' | 'bare';

/** Which route set a path belongs to: `/web/...` or the non-prefixed set. */
export const routeSetOf = (path: string): RouteSet =>
  path === '/web' || path.startsWith('/web/') ? 'web' : 'bare';

const ROUTE_SETS: readonly { set: RouteSet; title: string; intro: string }[] = [
  {
    set: 'web',
    title: 'The /web set (product.md 2.2)',
    intro: 'Desktop-browser pages, rendered inside the web progress layout.',
  },
  {
    set: 'bare',
    title: 'The non-prefixed set (product.md 2.3)',
    intro: 'Pages of the mobile layouts: mobile web and the webview of the native apps.',
  },
];

const BUILT = 'screen built';
const NOT_AVAILABLE = 'not available yet';
const CHOSEN = 'path chosen by us';

const code = (text: string): string => `\`${text}\``;
const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const table = (header: readonly string[], rows: readonly (readonly string[])[]): string[] => [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

const ownerOf = (path: string): Capability => {
  const owner = isRoutePath(path) ? ROUTE_OWNERS.get(path) : undefined;
  if (!owner) throw new Error(`${path} has no owner in ROUTE_OWNERS`);
  return owner;
};

const ownSearchOf = (path: string): string[] =>
  Object.hasOwn(ROUTE_SEARCH, path) ? Object.keys(ROUTE_SEARCH[path as SearchPath].entries) : [];

function renderRouteSet(set: RouteSet, built: ReadonlySet<string>): string[] {
  const meta = ROUTE_SETS.find((entry) => entry.set === set);
  const paths = ALL_PATHS.filter((path) => routeSetOf(path) === set);
  const rows = paths.map((path) => [
    code(path),
    built.has(path) ? BUILT : NOT_AVAILABLE,
    CAPABILITY_LABELS[ownerOf(path)],
    ownSearchOf(path).map(code).join(', ') || '—',
    CHOSEN_PATHS.has(path) ? CHOSEN : '—',
  ]);
  return [
    `## ${meta?.title ?? set}`,
    '',
    `${meta?.intro ?? ''} ${paths.length} paths, in the order the spec lists them.`,
    '',
    ...table(['Path', 'Status', 'Owning capability', 'Query', 'Note'], rows),
    '',
  ];
}

function renderSummary(built: ReadonlySet<string>): string[] {
  const capabilities = Object.keys(CAPABILITY_LABELS) as Capability[];
  const count = (capability: Capability | null, test: (path: RoutePath) => boolean): number =>
    ALL_PATHS.filter((path) => (capability === null || ownerOf(path) === capability) && test(path))
      .length;
  const row = (label: string, capability: Capability | null): string[] => [
    label,
    String(count(capability, (path) => routeSetOf(path) === 'web')),
    String(count(capability, (path) => routeSetOf(path) === 'bare')),
    String(count(capability, () => true)),
    String(count(capability, (path) => built.has(path))),
    String(count(capability, (path) => !built.has(path))),
    String(count(capability, (path) => CHOSEN_PATHS.has(path))),
  ];
  return [
    '## Summary by capability',
    '',
    ...table(
      [
        'Capability',
        '/web paths',
        'Non-prefixed paths',
        'All paths',
        'Screens built',
        'Not available yet',
        'Paths chosen by us',
      ],
      [
        ...capabilities.map((capability) => row(CAPABILITY_LABELS[capability], capability)),
        row('**Total**', null),
      ],
    ),
    '',
  ];
}

function renderQuery(): string[] {
  return [
    '## Query parameters (product.md 2.7)',
    '',
    'Each route validates the parameters it reads with a valibot schema (`validateSearch`,',
    'src/route-search.ts); nothing parses a query string by hand. Values stay the strings of the',
    'address bar (a numeric-looking token stays a string: the router neither JSON-parses nor',
    'converts them), and a missing or malformed value reads as absent (`v.fallback`).',
    '',
    `- Every page (the root route): ${Object.keys(ENTRY_SEARCH.entries).map(code).join(', ')}.`,
    '  src/entry.ts reads them once on the first load and keeps them for the session;',
    '  `sandbox_scenario` and `inspect` matter only with the sandbox on.',
    '- The pages of the "Query" column read their own as well. Tokens (`verification_token`,',
    '  `token`, `password_reset_token`) are secrets: the page that reads one removes it from the',
    '  address bar (`/email_verification` does so in its `beforeLoad`, before anything loads).',
    '',
    '### `signup`: our reading',
    '',
    'product.md 2.7 lists `signup` among the parameters read without saying what it does. We read',
    'it on `/login` only, as the patron\'s intent: `/login?signup=true` comes from a "create an',
    'account" entry point, so the login page (login capability) shows its create-account link',
    'first, above the login form; `signup=false` or any other value is the plain login page. It',
    'never skips or starts a step: the sign-up pages themselves (`/signup`, `/web/signup`) need no',
    'flag to mean sign-up.',
    '',
  ];
}

/** The Markdown of docs/routes.md; scripts/docs/generate-docs.ts writes it. */
export function renderRoutesDoc(): string {
  const built: ReadonlySet<string> = BUILT_PATHS;
  return [
    '# Routes',
    '',
    '<!-- Generated by `npm run docs:generate` from machines/paths.ts, machines/paths.labels.ts, screens/screen-table.ts and src/route-search.ts. Do not edit. -->',
    '',
    'Every path the router registers (src/router.tsx builds its route tree from `ALL_PATHS`), with',
    'the capability that owns its screen. A path whose screen is not built yet renders the',
    '"Not available yet" page, which names the owning capability; the route guards of the sign-up',
    'paths apply either way. "Path chosen by us" marks a page the spec names without giving its',
    'path string (product.md 2.1: "their exact path strings in the shell are not shown"); the',
    'reasons are in [decision 007](decisions/007-spec-gaps.md). Where the onboarding machine sends',
    'a user after each sync is in [status-routing.md](status-routing.md).',
    '',
    'Two more routes open sign-up (product.md 2.1, "a route redirects to a default sign-up path',
    'when the client is not in the webview"): `/` and `/web` redirect to `/web/signup` on the web',
    'layout and to `/signup` otherwise. In the webview, which opens named screens only, they are',
    'Page Not Found, as is every path not listed here.',
    '',
    ...renderSummary(built),
    ...renderQuery(),
    ...ROUTE_SETS.flatMap(({ set }) => renderRouteSet(set, built)),
  ].join('\n');
}
