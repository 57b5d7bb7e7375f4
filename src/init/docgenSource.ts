import fs from 'node:fs';
import path from 'node:path';

/** How a new site depends on the docgen that made it, so that `npm install` there installs that docgen. */
export interface DocgenDependency {
  /** The dependency's spec in the site's package.json: `^0.1.0`, `file:../docgen-ssg-0.1.0.tgz`, a git URL. */
  spec: string;
  /**
   * For a docgen from a file or folder: the `allowScripts` key that answers npm 11 about its
   * `prepare` (listed for a package that is not from a registry, never run for a tarball), in the
   * form `npm install-scripts deny` writes (the absolute `file:` path).
   */
  allowScriptsKey?: string;
  /** Where it comes from, said to the user when it is not the registry: the tarball, the folder. */
  from?: string;
}

interface LockEntry {
  resolved?: string;
}

/** npm's record of the install that holds `packageDir`: its hidden lockfile (node_modules/.package-lock.json): the folder of the install, and the package's entry. */
function lockEntryOf(packageDir: string): { root: string; entry: LockEntry } | undefined {
  for (let dir = path.dirname(packageDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') continue;
    const lockfile = path.join(dir, '.package-lock.json');
    if (!fs.existsSync(lockfile)) continue;
    const root = path.dirname(dir);
    try {
      const packages = (JSON.parse(fs.readFileSync(lockfile, 'utf8')) as { packages?: Record<string, LockEntry> }).packages ?? {};
      const entry = packages[path.relative(root, packageDir).split(path.sep).join('/')];
      return entry ? { root, entry } : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A `file:` spec for `target` as npm writes one in the site's package.json: relative to the site's folder, with `/`. */
function fileSpec(target: string, siteDir: string): string {
  const relative = path.relative(siteDir, target).split(path.sep).join('/');
  return `file:${relative.startsWith('.') ? relative : `./${relative}`}`;
}

/** A registry's tarball URL, as npm records one: `https://registry.npmjs.org/docgen-ssg/-/docgen-ssg-0.1.0.tgz`. */
const isRegistryTarball = (resolved: string, name: string) => /^https?:\/\//.test(resolved) && resolved.includes(`/-/${name.split('/').pop()}-`);

/**
 * The dependency a site made by `docgen init` gets on docgen: the one running, as npm can install
 * it again. From the registry (or where nothing says otherwise), its version range; from a tarball
 * (`npx ./docgen-ssg-0.1.0.tgz init`, `npm install ./docgen-ssg-0.1.0.tgz`), that file; from a
 * folder that is not an install (a clone of docgen's repository, `npm install ../docgen`), that
 * folder; from git, the commit npm fetched. Read from npm's hidden lockfile of the install that
 * holds `packageDir` (its real path).
 */
export function docgenDependency(docgen: { name: string; version: string; dir: string }, siteDir: string): DocgenDependency {
  const registry: DocgenDependency = { spec: `^${docgen.version}` };
  const dir = fs.realpathSync(docgen.dir);
  const local = (target: string): DocgenDependency => ({ spec: fileSpec(target, siteDir), allowScriptsKey: `file:${target}`, from: target });
  // Not in a node_modules folder: a clone, or a folder npm links to.
  if (!dir.split(path.sep).includes('node_modules')) return local(dir);
  const found = lockEntryOf(dir);
  const resolved = found?.entry.resolved;
  if (!found || !resolved || isRegistryTarball(resolved, docgen.name)) return registry;
  if (resolved.startsWith('file:')) return local(path.resolve(found.root, resolved.slice('file:'.length)));
  // A git URL or a tarball's URL: the same again.
  return { spec: resolved, from: resolved };
}
