// The 'app' project (vitest.config.ts) shares one module graph per worker: the packages (React,
// XState, the router, jsdom's helpers) load and warm up once. The project's own modules keep state
// of their own (the analytics queue, the sends awaited before a page is left, caches), so each
// test file starts with them evaluated afresh, as a file of an isolated project does.
import { vi } from 'vitest';

vi.resetModules();
