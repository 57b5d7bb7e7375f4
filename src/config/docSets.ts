import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../util/errors.js';
import type { DocsInstanceConfig } from './schema.js';

/**
 * One version of one docs instance: the docs of one folder, published under one path with their
 * own sidebars. A site without versions has one set per instance (its `current` version).
 */
export interface DocSet {
  /** Unique in the site: `default/current`, `default/1.0`, `community/current`. */
  key: string;
  /** The docs instance (Docusaurus's plugin `id`): `default` unless named. */
  pluginId: string;
  /** `current` (the docs folder) or a name of versions.json. */
  version: string;
  label: string;
  /** Where its docs are below a locale's base URL: `docs`, `docs/next`, `docs/1.0`, or '' (the site's root). */
  routeBase: string;
  /** The folder of the default locale's docs (absolute). */
  dir: string;
  /** Below `i18n/<locale>/` (a Docusaurus site's layout): where a locale's translation of these docs is. */
  i18nDir: string;
  /** Below `content/<locale>/` (docgen's layout): the same. */
  contentDir: string;
  /** The instance's versions.json (which may not exist). */
  versionsFile: string;
  /** A version's sidebars file (versioned_sidebars/version-X-sidebars.json); the instance's config sidebars when unset. */
  sidebarsFile?: string;
  /** The instance's options: sidebars, edit links, collapsing. */
  instance: DocsInstanceConfig;
  /** The version at the docs' base path, which the others' banners lead to. */
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its pages show the version's label as a badge. */
  badge: boolean;
  noIndex: boolean;
  /** Added to the `<html>` element of its pages (Docusaurus's `docs-version-<name>`). */
  className: string;
  /** The versions of the instance, in order (newest first): every set of one instance shares it. */
  siblings: string[];
}

/** Docusaurus's names for an instance's files: the default instance's are unprefixed. */
const prefixed = (pluginId: string, name: string) => (pluginId === 'default' ? name : `${pluginId}_${name}`);

/** Where a version of an instance keeps its files (`current`: the docs folder), as Docusaurus lays them out. */
export function versionFolders(instance: DocsInstanceConfig, siteDir: string, version: string): Pick<DocSet, 'dir' | 'i18nDir' | 'contentDir' | 'versionsFile' | 'sidebarsFile'> {
  const { id } = instance;
  const versioned = path.join(prefixed(id, 'versioned_docs'), `version-${version}`);
  return {
    dir: version === 'current' ? path.resolve(siteDir, instance.path) : path.join(siteDir, versioned),
    i18nDir: path.join(id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${id}`, version === 'current' ? 'current' : `version-${version}`),
    contentDir: version === 'current' ? instance.path : versioned,
    versionsFile: path.join(siteDir, prefixed(id, 'versions.json')),
    sidebarsFile: version === 'current' ? undefined : path.join(siteDir, prefixed(id, 'versioned_sidebars'), `version-${version}-sidebars.json`),
  };
}

/** The versions a `versions.json` lists, newest first (an error at the file when it is not a list of names). */
export function readVersionsFile(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UserError({ message: `invalid JSON: ${(error as Error).message}`, file, hint: 'versions.json holds a list of version names, newest first: ["2.0", "1.0"]' });
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    throw new UserError({ message: 'versions.json must hold a list of version names', file, line: 1, hint: 'write it as ["2.0", "1.0"], newest first' });
  }
  return value as string[];
}

/**
 * The sets of docs an instance publishes, as Docusaurus's versioning makes them: the docs folder
 * (`current`, at `<routeBasePath>/next` when a released version is the last) and each version of
 * `versions.json` (from `versioned_docs/version-<name>/`, at `<routeBasePath>/<name>`, the last at
 * `<routeBasePath>`).
 */
export function docSetsOf(instance: DocsInstanceConfig, siteDir: string, configFile: string): DocSet[] {
  const pluginId = instance.id;
  const { versionsFile } = versionFolders(instance, siteDir, 'current');
  const released = instance.disableVersioning ? [] : readVersionsFile(versionsFile);
  const all = [...(instance.includeCurrentVersion ? ['current'] : []), ...released];
  const fail = (message: string, hint: string) => new UserError({ message, file: configFile, hint });
  if (!all.length) throw fail(`the docs "${pluginId}" publish no version: includeCurrentVersion is false and ${path.basename(versionsFile)} lists none`, 'set includeCurrentVersion: true, or cut a version with docgen docs:version <name>');
  const known = (name: string) => name === 'current' || released.includes(name);
  for (const name of [...(instance.onlyIncludeVersions ?? []), ...Object.keys(instance.versions), ...(instance.lastVersion ? [instance.lastVersion] : [])]) {
    if (!known(name)) throw fail(`docs "${pluginId}": there is no version "${name}" (versions: ${['current', ...released].join(', ')})`, `name a version of ${path.basename(versionsFile)}, or "current" for the docs folder`);
  }
  const shown = instance.onlyIncludeVersions ? all.filter((name) => instance.onlyIncludeVersions!.includes(name)) : all;
  const last = instance.lastVersion ?? released[0] ?? 'current';
  if (!shown.includes(last)) throw fail(`docs "${pluginId}": the last version "${last}" is not one of those published (${shown.join(', ')})`, 'set lastVersion to a version that is published');
  const order = ['current', ...released];
  return shown.map((version): DocSet => {
    const options = instance.versions[version] ?? {};
    const isLast = version === last;
    const defaultPath = isLast ? '' : version === 'current' ? 'next' : version;
    const versionPath = options.path ?? defaultPath;
    const newer = order.indexOf(version) < order.indexOf(last);
    return {
      key: `${pluginId}/${version}`,
      pluginId,
      version,
      label: options.label ?? (version === 'current' ? 'Next' : version),
      routeBase: [instance.routeBasePath, versionPath].filter(Boolean).join('/'),
      ...versionFolders(instance, siteDir, version),
      instance,
      isLast,
      banner: options.banner ?? (isLast ? 'none' : newer ? 'unreleased' : 'unmaintained'),
      badge: options.badge ?? shown.length > 1,
      noIndex: options.noIndex ?? false,
      className: options.className ?? `docs-version-${version}`,
      siblings: shown,
    };
  });
}
