import { warmPatronPageChunks } from './patron-page-chunks';

// Which chunks were asked for: each module loads once per file, on its first import.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../api/normalise-error', async (importOriginal) => {
  loaded.add('error mapping');
  return importOriginal();
});
vi.mock('./session-actor', async (importOriginal) => {
  loaded.add('session');
  return importOriginal();
});
vi.mock('./flows/route-entries', () => {
  // The patron went offline after the entry script: the warm-up fails quietly (QA 7).
  loaded.add('route entries');
  throw new TypeError('Failed to fetch dynamically imported module');
});

// Decision 092: a patron's page asks for what its paint needs in the entry's first task.
it('asks for nothing on the sign-up and login pages, which paint before the session check', async () => {
  warmPatronPageChunks('/signup');
  warmPatronPageChunks('/web/signup/create_account');
  warmPatronPageChunks('/login');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...loaded]).toEqual([]);
});

it("asks a patron's page's error mapping, session chunk and route entries at once, a failure quietly", async () => {
  const uncaught = vi.fn();
  process.on('unhandledRejection', uncaught);
  try {
    warmPatronPageChunks('/rg/deposit_limits');
    await vi.waitFor(() =>
      expect([...loaded].sort()).toEqual(['error mapping', 'route entries', 'session']),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', uncaught);
  }
});
