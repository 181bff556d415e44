import { installAction } from './install-state.mjs';

const base = { installed: true, lockHash: 'abc', installedTime: 10, lockTime: 5, linked: false };

describe('when `npm start` and `npm test` install the locked dependencies', () => {
  it('installs when nothing is installed', () => {
    expect(installAction({ ...base, installed: false, installedTime: undefined })).toBe('install');
  });

  it("compares the lockfile's hash with the install's stamp, not times, when there is a stamp", () => {
    expect(installAction({ ...base, stamp: 'abc', installedTime: 1 })).toBe('ok');
    expect(installAction({ ...base, stamp: 'old', installedTime: 99 })).toBe('install');
  });

  it('falls back to the modification times without a stamp', () => {
    expect(installAction(base)).toBe('ok');
    expect(installAction({ ...base, installedTime: 1 })).toBe('install');
  });

  it('never reinstalls a node_modules that is a link to another folder (QA 17)', () => {
    const linked = { ...base, linked: true };
    expect(installAction({ ...linked, installedTime: 1 })).toBe('linked-stale');
    expect(installAction({ ...linked, stamp: 'abc', installedTime: 1 })).toBe('ok');
    expect(installAction({ ...linked, installed: false })).toBe('linked-missing');
  });
});
