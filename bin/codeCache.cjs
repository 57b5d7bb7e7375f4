'use strict';
/**
 * Runs docgen's CommonJS bundle (dist/cli.cjs, and dist/worker.cjs in each build worker) with V8
 * code caches: the bytecode of docgen, React and everything else loaded through require() is
 * kept after a run and reused by the next, which then skips parsing and compiling them (Node 20
 * has no compile cache of its own). A cache is keyed by its file's path and contents (length and
 * CRC-32: V8 itself checks a cache only against its source's length, and would run the old code of
 * a file changed to one of the same length), and by V8's flags when a build changed them (see
 * flagsTag); one V8 does not accept is ignored and made again. Not by the file's times: a
 * reinstall (`npm ci`, in a CI job that keeps the cache) writes the same files anew. Caches live
 * beside docgen's other caches (in v8/ of the folder cacheDir.cjs chooses, or in the folder
 * DOCGEN_CODE_CACHE names), safe to delete; without a writable folder nothing is kept.
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const vm = require('node:vm');
const { isAscii } = require('node:buffer');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');

const DOCGEN_CACHE = process.env.DOCGEN_CODE_CACHE ? undefined : require('./cacheDir.cjs').chooseCacheDir(path.join(__dirname, '..'));
const CACHE_DIR = process.env.DOCGEN_CODE_CACHE || (DOCGEN_CACHE && path.join(DOCGEN_CACHE, 'v8'));
/** The bundle's own parameter (see src/util/importFile.ts): code run from a cache cannot call import() in Node 20. */
const WRAPPER = ['(function (exports, require, module, __filename, __dirname, __docgenImport) { ', '\n});'];
const importFromHere = (specifier) => import(specifier);

/** Scripts compiled without a usable cache: theirs is written when the thread exits. */
const fresh = [];
/** What V8 checks a cache against: its version and its flags, which a large build changes once its config is loaded (see src/pipeline/docWorkers.ts). */
const versionTag = () => require('node:v8').cachedDataVersionTag();
/** The event a build emits on `process` just before it changes a V8 flag. */
const FLAGS_CHANGING = 'docgen:v8-flags-changing';
/**
 * Caches made under other flags than the process started with are named by V8's tag for them:
 * the main thread and the workers of a large build both load React, before and after the flags
 * changed, and each keeps its own cache of it. Undefined: to be read at the next compile.
 */
let flagsTag = '';

function cacheFile(filename, content) {
  flagsTag ??= `.${versionTag()}`;
  const id = createHash('sha1').update(filename).digest('hex').slice(0, 16) + flagsTag;
  return { prefix: `${id}-`, file: path.join(CACHE_DIR, `${id}-${content.length}-${crc32(content).toString(16)}.bin`) };
}

function compileCached(content, filename) {
  let where;
  let cachedData;
  try {
    // No folder for caches: the code is compiled, and none is kept.
    where = CACHE_DIR ? cacheFile(filename, content) : undefined;
    if (where) cachedData = fs.readFileSync(where.file);
  } catch {
    // No cache yet.
  }
  const script = new vm.Script(WRAPPER[0] + content + WRAPPER[1], { filename, cachedData });
  if (where && (!cachedData || script.cachedDataRejected)) fresh.push({ script, ...where, tag: versionTag() });
  return script.runInThisContext({ displayErrors: true });
}

/**
 * Writes the caches of this thread's fresh scripts (with every function compiled by then), and
 * drops older ones of the same files. A script loaded under other V8 flags than the thread has now
 * gets none: the next run, loading it as this one did, would reject it.
 */
function saveCaches() {
  if (!fresh.length) return;
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const names = fs.readdirSync(CACHE_DIR);
    const now = versionTag();
    for (const { script, prefix, file, tag } of fresh.splice(0)) {
      if (tag !== now) continue;
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      fs.writeFileSync(temp, script.createCachedData());
      fs.renameSync(temp, file);
      for (const name of names) if (name.startsWith(prefix) && path.join(CACHE_DIR, name) !== file && !name.endsWith('.tmp')) fs.rmSync(path.join(CACHE_DIR, name), { force: true });
    }
  } catch {
    // A read-only install: no cache, the same docgen.
  }
}

/** Loads CommonJS modules through compileCached: Module's own `_compile`, but for how the code is compiled. */
Module.prototype._compile = function compile(content, filename) {
  const fn = compileCached(content.startsWith('#!') ? `//${content}` : content, filename);
  const require = (id) => this.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, this, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, this);
  require.main = process.mainModule;
  require.cache = Module._cache;
  require.extensions = Module._extensions;
  return fn.call(this.exports, this.exports, require, this, filename, path.dirname(filename), importFromHere);
};
/**
 * Node 20 reads a CommonJS file with a UTF-8 decoder three times slower than Buffer's (~7 ms of
 * each run for the CLI's bundle): `.cjs` files (docgen's bundles, and a site's own theme compiled)
 * are read as bytes here, and decoded as Latin-1 when they are ASCII (as scripts/compile.js makes
 * docgen's), which is a copy.
 */
const loadJs = Module._extensions['.js'];
Module._extensions['.js'] = function load(module, filename) {
  if (!filename.endsWith('.cjs')) return loadJs.call(this, module, filename);
  const bytes = fs.readFileSync(filename);
  const text = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  module._compile(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, filename);
};
process.on('exit', saveCaches);
// A build about to change V8's flags (see src/pipeline/docWorkers.ts) has what it compiled so far kept first.
process.on(FLAGS_CHANGING, () => {
  saveCaches();
  flagsTag = undefined;
});

/** Runs a docgen bundle. */
exports.run = (file) => require(file);

// A build worker starts here, with its bundle as its argument, once the build has set the flags.
if (require.main === module) {
  flagsTag = undefined;
  exports.run(process.argv[2]);
}
