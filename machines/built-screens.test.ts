import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SCREENS } from './built-screens';
import { ALL_PATHS } from './paths';
import { PRE_REGISTRATION_ROUTES } from './pre-registration';

// A path, not `new URL(...)`: under jsdom the global URL is not Node's.
const here = dirname(fileURLToPath(import.meta.url));
const routerPath = resolve(here, '../src/router.tsx');
const switchPath = resolve(here, '../screens/screen-switch.tsx');

/**
 * The paths src/router.tsx gives a real screen, read from its source: the string keys of the
 * SCREENS map, plus the create-account pages when the map spreads PRE_REGISTRATION_ROUTES.
 * (Read as text because machines/ tests do not load React or the router.)
 */
function screensInRouter(): Set<string> {
  const source = readFileSync(routerPath, 'utf8');
  const start = source.indexOf('const SCREENS');
  expect(start, 'src/router.tsx no longer declares `const SCREENS`').toBeGreaterThan(-1);
  const end = source.indexOf('\n};', start);
  const block = source.slice(start, end === -1 ? undefined : end);
  const keys = [...block.matchAll(/^\s*'(\/[^']*)'\s*:/gm)].map((match) => match[1] as string);
  const spread = block.includes('PRE_REGISTRATION_ROUTES')
    ? Object.values(PRE_REGISTRATION_ROUTES)
    : [];
  const table = readFileSync(switchPath, 'utf8');
  const tableStart = table.indexOf('const SCREEN_TABLE');
  expect(
    tableStart,
    'screens/screen-switch.tsx no longer declares `const SCREEN_TABLE`',
  ).toBeGreaterThan(-1);
  const tableBlock = table.slice(tableStart, table.indexOf('\n};', tableStart));
  const others = [...tableBlock.matchAll(/^\s*'(\/[^']*)'\s*:/gm)].map(
    (match) => match[1] as string,
  );
  return new Set([...keys, ...spread, ...others]);
}

describe('BUILT_SCREENS', () => {
  it('lists exactly the paths src/router.tsx and screens/screen-switch.tsx give a real screen', () => {
    const inRouter = screensInRouter();
    const listed = new Set(BUILT_SCREENS);

    const missingHere = [...inRouter].filter((path) => !listed.has(path));
    const missingThere = [...listed].filter((path) => !inRouter.has(path));

    expect(missingHere, 'add these to BUILT_SCREENS (machines/built-screens.ts)').toEqual([]);
    expect(missingThere, 'src/router.tsx has no screen for these BUILT_SCREENS paths').toEqual([]);
  });

  it('names only registered paths, each once', () => {
    const registered = new Set(ALL_PATHS);

    expect(BUILT_SCREENS.filter((path) => !registered.has(path))).toEqual([]);
    expect(new Set(BUILT_SCREENS).size).toBe(BUILT_SCREENS.length);
  });
});
