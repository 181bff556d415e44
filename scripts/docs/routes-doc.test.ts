import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_PATHS } from '../../machines/paths';
import { CHOSEN_PATHS } from '../../machines/paths.labels';
import { STEP_KEYS, stepRoutes } from '../../machines/step-routes';
import { BUILT_PATHS, FIRST_SCREEN_PATHS, PAGE_SCREENS } from '../../screens/screen-table';
import { ROUTES_DOC, renderRoutesDoc, routeSetOf } from './routes-doc';

// A path, not `new URL(...)`: under jsdom the global URL is not Node's.
const docPath = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', ROUTES_DOC);

describe('docs/routes.md', () => {
  it('matches the text rendered from the route tables', () => {
    const committed = readFileSync(docPath, 'utf8');
    expect(
      committed === renderRoutesDoc(),
      'docs/routes.md is stale: run `npm run docs:generate`',
    ).toBe(true);
  });
});

describe('renderRoutesDoc', () => {
  const doc = renderRoutesDoc();
  const rowOf = (path: string) =>
    doc.split('\n').find((line) => line.startsWith(`| \`${path}\` |`));

  it('has one row per registered path', () => {
    for (const path of ALL_PATHS) expect(rowOf(path), path).toBeDefined();
  });

  it('marks the built screens as built and every other path as not available yet', () => {
    for (const path of ALL_PATHS) {
      const status = BUILT_PATHS.has(path) ? 'screen built' : 'not available yet';
      expect(rowOf(path), path).toContain(`| ${status} |`);
    }
  });

  it('marks the paths chosen by us, and only those', () => {
    for (const path of ALL_PATHS)
      expect(rowOf(path)?.endsWith('| path chosen by us |'), path).toBe(CHOSEN_PATHS.has(path));
  });

  it('splits the paths into the /web set and the non-prefixed set', () => {
    expect(routeSetOf('/web/signup')).toBe('web');
    expect(routeSetOf('/signup')).toBe('bare');
    expect(routeSetOf('/website')).toBe('bare');
  });
});

describe('CHOSEN_PATHS', () => {
  it('names only registered paths', () => {
    const registered = new Set(ALL_PATHS);
    expect([...CHOSEN_PATHS].filter((path) => !registered.has(path))).toEqual([]);
  });
});

describe('the built screens', () => {
  it('are the first screen, every route of every sign-up step, and the other pages of the screen table', () => {
    const expected = new Set([
      ...FIRST_SCREEN_PATHS,
      ...STEP_KEYS.flatMap((key) => stepRoutes(key)),
      ...Object.keys(PAGE_SCREENS),
    ]);
    expect([...BUILT_PATHS].sort()).toEqual([...expected].sort());
  });

  it('include the pages built before the STEPS table (nothing was lost in the move)', () => {
    for (const path of [
      '/signup/phone_number',
      '/web/signup/pii',
      '/signup/ssn',
      '/web/signup/fine_details',
      '/signup/initial_set_limits',
      '/email_verification',
      '/sms/pin_locked',
    ] as const)
      expect(BUILT_PATHS.has(path), path).toBe(true);
    // 31 before issue 11's first pages: /login, the 17 suspended pages, 8 password pages and 13
    // account pages. A floor, not a total, so capabilities built side by side do not collide here.
    expect(BUILT_PATHS.size).toBeGreaterThanOrEqual(31 + 1 + 17 + 8 + 13);
  });
});
