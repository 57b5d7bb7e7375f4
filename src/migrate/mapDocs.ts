import path from 'node:path';
import type { Notes } from './notes.js';
import { isObject, type Json } from '../util/values.js';

/** One docs instance of a Docusaurus site, mapped: docgen's options for it, and where its sidebars are. */
export interface MappedDocs {
  docs: Json;
  /** The sidebars file the instance names (absolute), false for none, undefined when it names none. */
  sidebarPath?: string | false;
  /** Where its options are in the Docusaurus config (for the notes about its sidebars). */
  at: (string | number)[];
}

/** Options docgen takes as Docusaurus writes them. */
const AS_WRITTEN = ['id', 'path', 'editLocalizedFiles', 'sidebarCollapsed', 'includeCurrentVersion', 'lastVersion', 'onlyIncludeVersions', 'disableVersioning'];
/** What a version of `versions` may say, as docgen reads it. */
const VERSION_FIELDS = ['label', 'path', 'banner', 'badge', 'noIndex', 'className'];
const PLUGIN_FIELDS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];

/** The options of one docs instance (the classic preset's `docs`, or a `@docusaurus/plugin-content-docs` plugin's), every field said in `notes`. */
export function mapDocsOptions(options: Json, at: (string | number)[], siteDir: string, notes: Notes): MappedDocs {
  const docs: Json = {};
  let sidebarPath: string | false | undefined;
  for (const [field, value] of Object.entries(options)) {
    const where = [...at, field];
    if (AS_WRITTEN.includes(field)) {
      docs[field] = value;
      notes.mapped(where);
    } else if (field === 'routeBasePath') {
      docs.routeBasePath = String(value).replace(/^\/+|\/+$/g, '');
      notes.mapped(where, docs.routeBasePath === '' ? "the docs are at the site's root" : '');
    } else if (field === 'editUrl') {
      if (typeof value === 'string') {
        docs.editUrl = value;
        notes.mapped(where, "the edit link is the editUrl followed by the file's path from the site's folder");
      } else notes.dropped(where, 'an editUrl function cannot be carried over: give a URL');
    } else if (field === 'sidebarPath') {
      if (typeof value === 'string') sidebarPath = path.resolve(siteDir, value);
      else if (value === false) sidebarPath = false;
    } else if (field === 'versions' && isObject(value)) {
      docs.versions = mapVersions(value, where, notes);
    } else if (PLUGIN_FIELDS.includes(field)) {
      notes.dropped(where, 'plugin functions cannot be written into site.config.ts: import them there and add them to markdown.remarkPlugins / rehypePlugins');
    } else notes.dropped(where, `docgen's docs have no "${field}"`);
  }
  return { docs, sidebarPath, at };
}

function mapVersions(versions: Json, at: (string | number)[], notes: Notes): Json {
  const out: Json = {};
  for (const [name, options] of Object.entries(versions)) {
    if (!isObject(options)) continue;
    const kept: Json = {};
    for (const [field, value] of Object.entries(options)) {
      if (VERSION_FIELDS.includes(field)) kept[field] = value;
      else notes.dropped([...at, name, field], `docgen's versions have no "${field}"`);
    }
    out[name] = kept;
    notes.mapped([...at, name]);
  }
  return out;
}

/** The `@docusaurus/plugin-content-docs` entries of a config's plugins (other docs instances): their options and index. */
export function docsPlugins(config: Json): { options: Json; index: number }[] {
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  return plugins.flatMap((plugin: unknown, index) => {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, {}];
    return typeof name === 'string' && /plugin-content-docs/.test(name) ? [{ options: isObject(options) ? options : {}, index }] : [];
  });
}
