import { afterEach } from 'vitest';

/**
 * A Map-backed Web Storage for tests of storage logic that run in Node, where there is no
 * sessionStorage: cheaper than a DOM and just as faithful for getItem/setItem/key/length.
 * Call it at the top of a test file; it empties itself after each test, as the DOM setup does.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
  afterEach(() => storage.clear());
  return storage;
}
