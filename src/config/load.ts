import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { BuildFailure, Plugin } from 'esbuild';
import { UserError } from '../util/errors.js';
import { compileOnce, markUsed } from '../util/compileCache.js';
import { loadEsbuild } from '../util/esbuild.js';
import { docgenCacheDir, resolveConfig, type SiteConfig } from './resolve.js';
import { refuseWriteKeyAsSearchKey, writeKeyAsSearchKey } from './searchKey.js';
import { settledConfig } from './settled.js';
import { plainConfigValue } from './plainValue.js';
import type { SiteConfigData } from './schema.js';
import { docgenIdentity } from '../util/docgenIdentity.js';
import { name as packageName } from '../../package.json';
import { evaluateModuleCode } from '../util/importFile.js';
import { writeWhole } from '../util/wholeFiles.js';
import { recoverSwap } from '../util/outputSwap.js';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export interface LoadConfigOptions {
  /** Path given with --config; otherwise site.config.* is looked up in cwd. */
  configFile?: string;
  cwd?: string;
  outDir?: string;
}

export function findConfigFile(options: LoadConfigOptions): string {
  const cwd = options.cwd ?? process.cwd();
  if (options.configFile) {
    const file = path.resolve(cwd, options.configFile);
    if (!fs.existsSync(file)) throw new UserError({ message: `config file not found: ${file}`, hint: 'check the path given to --config' });
    return file;
  }
  for (const name of CONFIG_NAMES) {
    const file = path.join(cwd, name);
    if (fs.existsSync(file)) return file;
  }
  throw new UserError({
    message: `no site.config.ts in ${cwd}`,
    hint: 'run docgen in the folder that holds site.config.ts, or pass --config path/to/site.config.ts',
  });
}

/**
 * `import { defineConfig } from 'docgen'` (or from the package's name, `docgen-ssg`, which an
 * editor resolves to docgen's types) works in any config, wherever the site lives.
 */
const docgenModule: Plugin = {
  name: 'docgen-config-api',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(docgen|${packageName})$`) }, () => ({ path: 'docgen', namespace: 'docgen-api' }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-api' }, () => ({
      contents: 'export function defineConfig(config) { return config; }',
      loader: 'js',
    }));
  },
};

/**
 * A `require` for the config bundle: esbuild turns the require() calls of a CommonJS file the
 * config imports (a local `.cjs`) into a shim's, which in an ES module throws "Dynamic require of
 * "node:path" is not supported" unless a `require` is in scope. Made from the config's own path
 * (the bundle runs from a data: URL, so scripts/esmRequire.js's `import.meta.url` would not do),
 * without an `import`, so that the bundle still runs without Node's module loader (see
 * evaluateModuleCode).
 */
const configRequire = (file: string) => `const require = process.getBuiltinModule('node:module').createRequire(${JSON.stringify(file)});`;

/**
 * site.config.ts and what it imports, bundled into one ES module (esbuild loaded only for this),
 * with a `require` (see configRequire); `more`: plugins and more first lines of code of the
 * caller's (`docgen migrate` compiles a Docusaurus config with them).
 */
export async function compileConfig(file: string, more: { plugins?: Plugin[]; banner?: string } = {}): Promise<{ value: string; inputs: string[] }> {
  const { build } = loadEsbuild();
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [docgenModule, ...(more.plugins ?? [])],
      metafile: true,
      banner: { js: [configRequire(file), more.banner].filter(Boolean).join('\n') },
    });
    return { value: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('docgen-api:')).map((f) => path.resolve(f)) };
  } catch (error) {
    const failure = error as BuildFailure;
    const first = failure.errors?.[0];
    if (!first) throw error;
    throw new UserError(
      {
        message: `the config file does not compile: ${first.text}`,
        file: first.location ? path.resolve(first.location.file) : file,
        line: first.location?.line,
        column: first.location ? first.location.column + 1 : undefined,
        hint: 'fix the syntax error in the config file',
      },
      { cause: error },
    );
  }
}

/**
 * A compile under way is shared by every caller that asks for it meanwhile (see
 * startConfigCompile); once it is done, the next caller asks compileOnce again, which compiles
 * anew when the config or a file it imports changed since (docgen dev reloads an edited config).
 */
const compiles = new Map<string, Promise<string>>();
const compiledConfig = (file: string) => {
  let compiled = compiles.get(file);
  if (!compiled) {
    // Keyed by docgen too: another docgen (its compile options) compiles the config anew.
    compiled = compileOnce(docgenCacheDir(), `config\0${docgenIdentity()}\0${file}`, () => compileConfig(file));
    compiles.set(file, compiled);
    const forget = () => compiles.delete(file);
    compiled.then(forget, forget);
  }
  return compiled;
};

/**
 * Starts compiling the config now (when the cache does not have it), so that esbuild works while
 * the caller loads the rest of docgen; errors are reported by whoever loads the config.
 */
export function startConfigCompile(options: LoadConfigOptions): void {
  try {
    compiledConfig(findConfigFile(options)).catch(() => {});
  } catch {
    /* no config file: loadConfig says so */
  }
}

/**
 * Compiles site.config.ts with esbuild into one module (kept in the cache while the files it is
 * made from are unchanged), evaluates it (bounded in time: see settledConfig) and returns its
 * default export.
 */
export async function evaluateConfigFile(file: string): Promise<{ value: unknown; source: string; code: string }> {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new UserError({ message: `cannot read the config file: ${(error as Error).message}`, file }, { cause: error });
  }
  const code = await compiledConfig(file);
  let mod: { default?: unknown };
  try {
    mod = await settledConfig(file, code, () => evaluateModuleCode(code));
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(
      { message: `the config file throws when evaluated: ${(error as Error).message}`, file, hint: 'the config must run without errors' },
      { cause: error },
    );
  }
  if (mod.default === undefined) {
    throw new UserError({ message: 'the config file has no default export', file, hint: 'end it with `export default defineConfig({ ... })`' });
  }
  return { value: await plainConfigValue(mod.default, file, source), source, code };
}

/**
 * What a build made from this config depends on: the config as evaluated (functions, such as
 * Markdown plugins, by their code), the config's compiled code (with the local files and packages
 * it imports: an edited plugin), and the values of the environment variables its `{NAME}`
 * placeholders read.
 */
export function configFingerprint(value: unknown, code: string): string {
  const json = JSON.stringify(value, (_, v: unknown) => (typeof v === 'function' ? `function ${v.name}: ${String(v)}` : v)) ?? '';
  const names = [...new Set([...json.matchAll(/"\{([A-Za-z_][A-Za-z0-9_]*)\}"/g)].map((m) => m[1]!))].sort();
  const hash = createHash('sha1').update(json).update('\0').update(code).update(names.map((name) => `\0${name}=${process.env[name] ?? ''}`).join(''));
  // A write key set equal to the search key since the last build: not up to date, but refused (loadConfig).
  if (writeKeyAsSearchKey((value as { search?: { apiKey?: unknown } } | null)?.search?.apiKey)) hash.update('\0search key is a write key');
  return hash.digest('hex');
}

/** Plain data only (what JSON keeps as it is): a config with anything else is always validated. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => v !== undefined && isPlainData(v));
}

/**
 * The config validated, defaults filled. A config of plain data that this docgen validated
 * before is read back from the cache, so zod (the largest module of a build) is loaded only
 * when the config changed.
 */
async function validated(value: unknown, configFile: string, source: string): Promise<SiteConfigData> {
  const plain = isPlainData(value);
  const key = plain ? createHash('sha1').update(docgenIdentity()).update(JSON.stringify(value)).digest('hex') : '';
  const file = path.join(docgenCacheDir(), `config-${createHash('sha1').update(configFile).digest('hex').slice(0, 20)}.json`);
  if (plain) {
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string; data: SiteConfigData };
      if (saved.key === key) {
        markUsed(file);
        return saved.data;
      }
    } catch {
      /* not validated yet, or a damaged entry: validate */
    }
  }
  const { validateConfig } = await import('./validate.js');
  const data = validateConfig(value, configFile, source);
  if (plain) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeWhole(file, JSON.stringify({ key, data }));
  }
  return data;
}

export async function loadConfig(options: LoadConfigOptions = {}): Promise<SiteConfig> {
  const configFile = findConfigFile(options);
  const { value, source, code } = await evaluateConfigFile(configFile);
  const data = await validated(value, configFile, source);
  await refuseWriteKeyAsSearchKey(data.search.apiKey, configFile, source);
  const config = { ...resolveConfig(data, { configFile, outDir: options.outDir, cwd: options.cwd }), fingerprint: configFingerprint(value, code) };
  // Every command starts here: an output folder a killed build left out of place is put back first.
  recoverSwap(config.paths.out);
  return config;
}
