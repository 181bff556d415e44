// What scripts/ensure-install.mjs decides, as a pure function so it can be tested.
//
// The locked dependencies are installed when node_modules has none, or when package-lock.json is
// not the one they were installed from. "The one they were installed from" is the lockfile's
// SHA-256 written beside them after each install; an install without that stamp falls back to
// comparing modification times. Times alone misread a fresh clone (its lockfile is always newer)
// whose node_modules is a link to another copy's (QA 17): a reinstall there empties the linked
// folder under whoever else uses it. So a linked node_modules is never reinstalled: it is said.

/**
 * @param {{ installed: boolean, stamp?: string, lockHash: string, installedTime?: number,
 *   lockTime: number, linked: boolean }} state
 * @returns {'ok' | 'install' | 'linked-stale' | 'linked-missing'}
 */
export function installAction({ installed, stamp, lockHash, installedTime, lockTime, linked }) {
  const stale =
    !installed || (stamp !== undefined ? stamp !== lockHash : (installedTime ?? 0) < lockTime);
  if (!stale) return 'ok';
  if (linked) return installed ? 'linked-stale' : 'linked-missing';
  return 'install';
}
