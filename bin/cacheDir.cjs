'use strict';
/**
 * docgen's cache folder (compiled config and theme, client bundle, pages, content, V8's compiled
 * code; safe to delete): the folder DOCGEN_CACHE_DIR names (one a CI job keeps between runs, as
 * `npm ci` deletes node_modules), if only the user can write there; without it,
 * node_modules/.cache/docgen of the project docgen is installed in (see packageCacheDir). Where that cannot be
 * written (docgen installed by another user, or on a read-only file system), the user's cache
 * folder ($XDG_CACHE_HOME or ~/.cache, then docgen/), else docgen-cache-<user id> in the temp
 * folder; those only when the user alone can write there, since docgen runs what a cache holds.
 * Undefined when none can be used. Used by the launcher (bin/codeCache.cjs, which then keeps no
 * code) and by docgen itself (src/config/resolve.ts, which then says so).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The folder `where` gives, if it exists or could be made and can be written, and, `mine`, is the user's alone. */
function usable(where, mine) {
  try {
    const dir = where();
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.accessSync(dir, fs.constants.W_OK);
    if (!mine || !process.getuid) return dir;
    const stat = fs.statSync(dir);
    return stat.uid === process.getuid() && (stat.mode & 0o022) === 0 ? dir : undefined;
  } catch {
    // Not there and cannot be made, not writable, or no home folder, user name or temp folder to name it by.
    return undefined;
  }
}

/**
 * The cache folder chosen first: node_modules/.cache/docgen of the project that installed docgen
 * (where other tools keep theirs: docgen's package is `node_modules/docgen-ssg` there, or
 * `node_modules/@scope/name`), else of docgen's own folder (its repository).
 */
function packageCacheDir(packageRoot) {
  const parent = path.dirname(packageRoot);
  const scoped = path.basename(parent).startsWith('@') ? path.dirname(parent) : undefined;
  const installedIn = [parent, scoped].find((dir) => dir && path.basename(dir) === 'node_modules');
  return path.join(installedIn ?? path.join(packageRoot, 'node_modules'), '.cache', 'docgen');
}

function choose(packageRoot) {
  // Named by the user: that folder or none (docgen then says why), never one they did not name.
  if (process.env.DOCGEN_CACHE_DIR) return usable(() => path.resolve(process.env.DOCGEN_CACHE_DIR), true);
  const own = usable(() => packageCacheDir(packageRoot), false);
  if (own) return own;
  const os = require('node:os');
  return (
    usable(() => path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'docgen'), true) ??
    usable(() => path.join(os.tmpdir(), `docgen-cache-${process.getuid?.() ?? os.userInfo().username}`), true)
  );
}

/**
 * Chosen once per thread and package: this file runs as the launcher's and again inside each of
 * docgen's bundles (the up-to-date check's, the CLI's), which share the choice through a global.
 */
const CHOSEN = Symbol.for('docgen.cacheDir');
exports.chooseCacheDir = (packageRoot) => {
  const chosen = (globalThis[CHOSEN] ??= new Map());
  if (!chosen.has(packageRoot)) chosen.set(packageRoot, choose(packageRoot));
  return chosen.get(packageRoot);
};
exports.packageCacheDir = packageCacheDir;
