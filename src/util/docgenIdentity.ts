import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { version } from '../../package.json';
import { writeWhole } from './wholeFiles.js';

let identity: string | undefined;

/** What scripts/compile.js records of the files it compiled: a hash of their contents, and their sizes. */
interface Compiled {
  hash: string;
  sizes: Record<string, number>;
}

const COMPILED = 'identity.json';
/**
 * The packages docgen requires at run time rather than bundles (see scripts/compile.js) whose
 * version shows in what it makes: React renders every page. An update of React alone (npm ci
 * after a lock file change) leaves docgen's compiled files as they were.
 */
const RENDERERS = ['react', 'react-dom'];
const compiledDir = () => path.dirname(fileURLToPath(import.meta.url));
const THEME_MANIFEST = 'theme/manifest.json';
/**
 * The compiled files in `dir` that docgen runs from, sorted, and the manifest of its prebuilt theme
 * (see bundle/prebuilt.ts), which names the theme's files by their contents: the client's code is
 * in no other compiled file.
 */
const compiledFiles = (dir: string) => [
  ...fs.readdirSync(dir).filter((name) => name.endsWith('.js') || name.endsWith('.cjs')).sort(),
  ...(fs.existsSync(path.join(dir, THEME_MANIFEST)) ? [THEME_MANIFEST] : []),
];

function readCompiled(dir: string): Compiled | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, COMPILED), 'utf8')) as Compiled;
  } catch {
    return undefined;
  }
}

/**
 * Which docgen is running: its version, the versions of React it renders with, and the compiled
 * files it runs from, so a docgen rebuilt from changed sources at the same version never trusts
 * what the old one cached. By their contents, as scripts/compile.js hashed them, while every file
 * still has the size it had then: a reinstall (`npm ci`) compiles the same files anew, and then
 * keeps using what a CI job's cache holds (see DOCGEN_CACHE_DIR). Otherwise (a file changed by
 * other means), by their names, sizes and modification times.
 */
export function docgenIdentity(): string {
  if (identity) return identity;
  const dir = compiledDir();
  const files = compiledFiles(dir).map((name) => ({ name, stat: fs.statSync(path.join(dir, name)) }));
  const compiled = readCompiled(dir);
  const hash = createHash('sha1').update(version);
  const require = createRequire(import.meta.url);
  for (const name of RENDERERS) hash.update(`\0${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  const asCompiled = compiled !== undefined && files.length === Object.keys(compiled.sizes).length && files.every(({ name, stat }) => compiled.sizes[name] === stat.size);
  if (asCompiled) hash.update(`\0${compiled.hash}`);
  else for (const { name, stat } of files) hash.update(`\0${name} ${stat.size} ${stat.mtimeMs}`);
  return (identity = hash.digest('hex'));
}

/** Records what docgenIdentity reads: run by scripts/compile.js once every compiled file is written, the theme's last. */
export function recordCompiled(): void {
  const dir = compiledDir();
  const hash = createHash('sha1');
  const sizes: Record<string, number> = {};
  for (const name of compiledFiles(dir)) {
    const bytes = fs.readFileSync(path.join(dir, name));
    sizes[name] = bytes.length;
    hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  }
  writeWhole(path.join(dir, COMPILED), JSON.stringify({ hash: hash.digest('hex'), sizes } satisfies Compiled));
}
