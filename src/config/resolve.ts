import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { chooseCacheDir, packageCacheDir } from '../../bin/cacheDir.cjs';
import { UserError } from '../util/errors.js';
import type { DocsInstanceConfig, Localized, SiteConfigData } from './schema.js';
import { docSetsOf, type DocSet } from './docSets.js';

/** The one config object every stage receives: validated data plus resolved paths. */
export interface SiteConfig extends Omit<SiteConfigData, 'docs'> {
  configFile: string;
  /** The docs instances, the default first (`docs` written as one object is one instance). */
  docs: DocsInstanceConfig[];
  /** Every version of every docs instance that is published (see docSetsOf): the default instance's last version first. */
  docSets: DocSet[];
  siteDir: string;
  /** Locale codes, the default first. */
  locales: string[];
  paths: { content: string; static: string; templates: string; out: string; cache: string; customCss: string[] };
  /** Search credentials after `{ENV_VAR}` placeholders were read from the environment. */
  searchCredentials: { appId?: string; apiKey?: string; indexName?: string };
  /** In a worker thread: the site's Markdown plugins are to be taken from the config file (see config/plugins.ts). */
  pluginsInConfigFile?: boolean;
  /** Set by loadConfig: a hash of the config as evaluated and of the environment it reads. */
  fingerprint?: string;
}

/** The docgen package's own folder (holds templates/ and node_modules/). */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docgen: cannot find its own package.json');
    dir = parent;
  }
  return dir;
}

/** docgen's cache folder: compiled config and theme, client bundle, pages (safe to delete); chosen once (see bin/cacheDir.cjs). */
export function docgenCacheDir(): string {
  const cacheDir = chooseCacheDir(packageRoot());
  if (cacheDir) return cacheDir;
  const named = process.env.DOCGEN_CACHE_DIR;
  if (named) {
    throw new UserError({
      message: `docgen cannot keep its cache in the folder DOCGEN_CACHE_DIR names (${path.resolve(named)}): it cannot be made or written to, or another user can write to it`,
      hint: 'name a folder that only you can write to, or unset DOCGEN_CACHE_DIR',
    });
  }
  throw new UserError({
    message: `docgen has no folder to keep its cache in: neither ${packageCacheDir(packageRoot())}, nor the user's cache folder, nor the temp folder can be written`,
    hint: 'set XDG_CACHE_HOME to a folder that only you can write to',
  });
}

/** `{ALGOLIA_APP_ID}` is read from the environment; a value without braces is used as is. */
export function readPlaceholder(value: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (value === undefined) return undefined;
  const match = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(value);
  if (!match) return value;
  const fromEnv = env[match[1]!];
  return fromEnv ? fromEnv : undefined;
}

/**
 * The output folder: `outDir` (from `cwd`), else build/ beside the config. A link to a folder
 * elsewhere (build -> /var/www/site) stands for that folder: the build replaces it where it is,
 * and the link goes on naming it.
 */
export function outputFolder(configFile: string, outDir?: string, cwd = process.cwd()): string {
  const out = path.resolve(cwd, outDir ?? path.join(path.dirname(configFile), 'build'));
  try {
    return fs.lstatSync(out).isSymbolicLink() ? fs.realpathSync(out) : out;
  } catch {
    // Not there yet, or a link to nothing: the output goes where it is named.
    return out;
  }
}

export function resolveConfig(data: SiteConfigData, options: { configFile: string; outDir?: string; cwd?: string }): SiteConfig {
  const siteDir = path.dirname(options.configFile);
  const localeCodes = Object.keys(data.i18n.locales);
  if (!localeCodes.includes(data.i18n.defaultLocale)) {
    throw new UserError({
      message: `i18n.defaultLocale: "${data.i18n.defaultLocale}" is not one of i18n.locales (${localeCodes.join(', ')})`,
      file: options.configFile,
      hint: 'add the default locale to i18n.locales',
    });
  }
  const locales = [data.i18n.defaultLocale, ...localeCodes.filter((l) => l !== data.i18n.defaultLocale)];
  const root = packageRoot();
  const docs = docsInstances(data.docs, options.configFile);
  return {
    ...data,
    docs,
    docSets: docs.flatMap((instance) => docSetsOf(instance, siteDir, options.configFile)).sort((a, b) => Number(b.isLast && b.pluginId === docs[0]!.id) - Number(a.isLast && a.pluginId === docs[0]!.id)),
    configFile: options.configFile,
    siteDir,
    locales,
    paths: {
      content: path.resolve(siteDir, data.contentDir),
      static: path.resolve(siteDir, data.staticDir),
      templates: data.templatesDir ? path.resolve(siteDir, data.templatesDir) : path.join(root, 'templates'),
      out: outputFolder(options.configFile, options.outDir, options.cwd),
      cache: docgenCacheDir(),
      customCss: (typeof data.customCss === 'string' ? [data.customCss] : (data.customCss ?? [])).map((file) => path.resolve(siteDir, file)),
    },
    searchCredentials: {
      appId: readPlaceholder(data.search.appId),
      apiKey: readPlaceholder(data.search.apiKey),
      indexName: data.search.indexName,
    },
  };
}

/** The docs instances of the config, each id once, each at an address of its own. */
function docsInstances(docs: SiteConfigData['docs'], configFile: string): DocsInstanceConfig[] {
  const list = Array.isArray(docs) ? docs : [docs];
  const seen = new Map<string, string>();
  for (const instance of list) {
    if (seen.has(instance.id)) throw new UserError({ message: `docs: two instances have the id "${instance.id}"`, file: configFile, hint: 'give each docs instance an id of its own' });
    const other = [...seen].find(([, base]) => base === instance.routeBasePath);
    if (other) throw new UserError({ message: `docs: the instances "${other[0]}" and "${instance.id}" have the same routeBasePath "${instance.routeBasePath}"`, file: configFile, hint: 'give each docs instance a routeBasePath of its own' });
    seen.set(instance.id, instance.routeBasePath);
  }
  return list;
}

/** The text of a localized value for a locale: its own, else the default locale's, else any. */
export function localize(value: Localized | undefined, locale: string, defaultLocale: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value[defaultLocale] ?? Object.values(value)[0] ?? '';
}
