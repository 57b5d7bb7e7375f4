import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '../config/resolve.js';
import { localize } from '../config/resolve.js';
import type { SidebarItemConfig } from '../config/schema.js';
import { UserError, type Problem } from '../util/errors.js';
import { docsDirOf, type Doc } from './docs.js';
import { readSource } from './readSource.js';
import { stripNumberPrefix, toRoute } from './paths.js';
import { compareNames } from './nameOrder.js';
import { categoryIndexOf, type CategoryIndex } from './categoryIndex.js';
import type { SidebarNode } from './sidebarNode.js';
import type { GeneratedIndexLink } from '../config/schema.js';
import type { DocSet } from '../config/docSets.js';
import { lineOfPath } from '../config/validate.js';
import { mapSidebars } from './docusaurusSidebars.js';

// In a file of its own, so that the category index pages (categoryIndex.ts, which this file calls) name it without importing this file.
export type { SidebarNode } from './sidebarNode.js';

export interface Sidebar {
  /** Unique in the site: the sidebar's name, prefixed by its set's key but in the first set (see sidebarIdOf). */
  id: string;
  /** The set of docs (an instance's version) it belongs to. */
  set: string;
  /** Its name in its set's sidebars (what a navbar item names, with the docs instance). */
  name: string;
  items: SidebarNode[];
  /** The pages docgen makes for its categories that ask for one (`link: { type: 'generated-index' }`). */
  indexes: CategoryIndex[];
}

interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?: { type: 'doc'; id: string } | GeneratedIndexLink | { type: string };
}

/** The fields docgen reads, with their types (Docusaurus's other fields are let through). */
const categoryMetaSchema = z.looseObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  link: z
    .looseObject({ type: z.string(), id: z.string().optional(), title: z.string().optional(), description: z.string().optional(), slug: z.string().optional(), keywords: z.array(z.string()).optional(), image: z.string().optional() })
    .nullable()
    .optional(),
});

/** A `_category_.json` whose fields have the wrong type is a user error at the field's line. */
function checkCategoryMeta(data: unknown, text: string, file: string): CategoryMeta {
  const result = categoryMetaSchema.safeParse(data);
  if (result.success) return (result.data ?? {}) as CategoryMeta;
  const issue = result.error.issues[0]!;
  const key = issue.path.length ? String(issue.path[0]) : undefined;
  const offset = key === undefined ? -1 : text.search(new RegExp(`"${key.replace(/[^\w]/g, '\\$&')}"\\s*:`));
  throw new UserError({
    message: key === undefined ? `_category_.json must hold one JSON object ({ "label": ..., "position": ... })` : `"${issue.path.join('.')}": ${issue.message}`,
    file,
    line: offset < 0 ? 1 : text.slice(0, offset).split('\n').length,
    hint: 'in _category_.json, "label" is a string, "position" a number, "collapsed" true or false, "link" an object',
  });
}

function readCategoryMeta(config: SiteConfig, set: DocSet, locale: string, dir: string): CategoryMeta {
  for (const candidate of [locale, config.i18n.defaultLocale]) {
    const file = path.join(docsDirOf(config, candidate, set), dir, '_category_.json');
    if (!fs.existsSync(file)) continue;
    const text = readSource(file);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      const at = /position (\d+)/.exec((error as Error).message);
      const line = at ? text.slice(0, Number(at[1])).split('\n').length : undefined;
      throw new UserError({ message: `invalid JSON: ${(error as Error).message}`, file, line, hint: 'fix the JSON syntax of _category_.json' });
    }
    return checkCategoryMeta(data, text, file);
  }
  return {};
}

const docLabel = (doc: Doc) => doc.frontMatter.sidebar_label ?? doc.title;
const docNode = (doc: Doc, label?: string): SidebarNode => ({ type: 'doc', id: doc.id, label: label ?? docLabel(doc), href: doc.route });

interface Ranked {
  node: SidebarNode;
  position: number;
  name: string;
}

/**
 * A folder's own page: the doc its _category_.json links to (relative id first), else its
 * index.md. `below` are the docs under the folder; `all` every doc of the locale, by id.
 */
function findCategoryDoc(all: Map<string, Doc>, below: Doc[], dir: string, meta: CategoryMeta): Doc | undefined {
  if (meta.link && 'id' in meta.link && typeof meta.link.id === 'string') {
    const dirId = dir.split('/').map(stripNumberPrefix).join('/');
    const id = meta.link.id;
    return all.get(`${dirId}/${id}`) ?? all.get(id);
  }
  return below.find((d) => /^(index|readme)\.mdx?$/i.test(d.relPath.slice(dir.length + 1)));
}

/**
 * Items of a folder from the file tree: docs and sub-folders, ordered by position then name.
 * Each sub-folder is handed only the docs below it, so the tree is walked once, whatever its size.
 */
function autogenerate(config: SiteConfig, set: DocSet, locale: string, all: Map<string, Doc>, below: Doc[], dir: string, indexes: CategoryIndex[]): SidebarNode[] {
  const prefix = dir ? `${dir}/` : '';
  const ranked: Ranked[] = [];
  const subdirs = new Map<string, Doc[]>();
  for (const doc of below) {
    if (!doc.relPath.startsWith(prefix)) continue;
    const rest = doc.relPath.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) ranked.push({ node: docNode(doc), position: doc.sidebarPosition ?? Infinity, name: rest });
    else {
      const sub = rest.slice(0, slash);
      const docs = subdirs.get(sub);
      if (docs) docs.push(doc);
      else subdirs.set(sub, [doc]);
    }
  }
  for (const [sub, docs] of subdirs) {
    const subPath = prefix + sub;
    const meta = readCategoryMeta(config, set, locale, subPath);
    const items = autogenerate(config, set, locale, all, docs, subPath, indexes);
    // A folder's index doc (or the doc named by link) becomes the category's own page.
    const indexDoc = findCategoryDoc(all, docs, subPath, meta);
    const children = indexDoc ? items.filter((n) => !(n.type === 'doc' && n.id === indexDoc.id)) : items;
    const label = meta.label ?? stripNumberPrefix(sub);
    const node: SidebarNode = {
      type: 'category',
      label,
      collapsed: meta.collapsed ?? set.instance.sidebarCollapsed,
      ...(indexDoc ? { href: indexDoc.route, docId: indexDoc.id } : {}),
      items: children,
    };
    // The slug comes from the default locale's label: the page has one address in every locale.
    if (meta.link?.type === 'generated-index') indexes.push(categoryIndexOf(config, set, locale, node, meta.link as GeneratedIndexLink, readCategoryMeta(config, set, config.i18n.defaultLocale, subPath).label ?? label));
    ranked.push({
      node,
      position: meta.position ?? Infinity,
      name: sub,
    });
  }
  return ranked.sort((a, b) => a.position - b.position || compareNames(a.name, b.name)).map((r) => r.node);
}

function fromConfig(config: SiteConfig, set: DocSet, locale: string, docs: Doc[], items: SidebarItemConfig[], problems: Problem[], sidebarId: string, indexes: CategoryIndex[]): SidebarNode[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const file = set.sidebarsFile ?? config.configFile;
  const missing = (id: string) => {
    const text = fs.readFileSync(file, 'utf8');
    const at = text.search(new RegExp(`['"\`]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`));
    problems.push({
      message: `sidebar "${sidebarId}"${set.version === 'current' ? '' : ` of version "${set.version}"`} names a doc that does not exist: "${id}"`,
      file,
      line: at >= 0 ? text.slice(0, at).split('\n').length : undefined,
      hint: `use one of the doc ids: ${[...byId.keys()].slice(0, 8).join(', ')}${byId.size > 8 ? ', ...' : ''}`,
    });
  };
  const out: SidebarNode[] = [];
  for (const item of items) {
    if (typeof item === 'string' || item.type === 'doc') {
      const id = typeof item === 'string' ? item : item.id;
      const doc = byId.get(id);
      if (!doc) missing(id);
      else out.push(docNode(doc, typeof item === 'string' ? undefined : item.label && localize(item.label, locale, config.i18n.defaultLocale)));
    } else if (item.type === 'link') {
      out.push({ type: 'link', label: localize(item.label, locale, config.i18n.defaultLocale), href: item.href });
    } else if (item.type === 'autogenerated') {
      out.push(...autogenerate(config, set, locale, byId, docs, item.dirName.replace(/^\.?\/?|\/$/g, ''), indexes));
    } else {
      const docLink = item.link?.type === 'doc' ? item.link : undefined;
      const linked = docLink ? byId.get(docLink.id) : undefined;
      if (docLink && !linked) missing(docLink.id);
      const node: SidebarNode = {
        type: 'category',
        label: localize(item.label, locale, config.i18n.defaultLocale),
        collapsed: item.collapsed ?? set.instance.sidebarCollapsed,
        ...(linked ? { href: linked.route, docId: linked.id } : {}),
        items: fromConfig(config, set, locale, docs, item.items, problems, sidebarId, indexes),
      };
      if (item.link?.type === 'generated-index') indexes.push(categoryIndexOf(config, set, locale, node, item.link, localize(item.label, config.i18n.defaultLocale, config.i18n.defaultLocale)));
      out.push(node);
    }
  }
  return out;
}

/** A sidebar's id in the site: its name in the first set of docs (the default instance's last version), else prefixed by its set's key. */
export const sidebarIdOf = (config: SiteConfig, set: DocSet, name: string) => (set === config.docSets[0] ? name : `${set.key}/${name}`);

/**
 * A version's sidebars, from its versioned_sidebars file (Docusaurus's sidebars, as `docs:version`
 * wrote them), else the instance's sidebars of the config. What docgen cannot show of such a file
 * is said in `warnings`, at its line.
 */
function definitionsOf(set: DocSet, warnings: string[]): Record<string, 'autogenerated' | SidebarItemConfig[]> {
  if (!set.sidebarsFile) return set.instance.sidebars;
  const file = set.sidebarsFile;
  // As in Docusaurus: a version without a sidebars file has no sidebar (docs:version writes none for a site without sidebars).
  if (!fs.existsSync(file)) return {};
  const text = readSource(file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError({ message: `invalid JSON: ${(error as Error).message}`, file, hint: 'a versioned sidebars file holds the sidebars as JSON, as docgen docs:version writes them' });
  }
  const say = (at: (string | number)[], why: string) => warnings.push(`${file}:${lineOfPath(text, at) ?? 1}: ${at.join('.')} not carried over: ${why}`);
  return mapSidebars(value, { mapped: () => {}, differs: () => {}, dropped: say });
}

/** The sidebars of one locale, computed once and shared by every page of that locale: each set's own, from its docs. */
export function buildSidebars(config: SiteConfig, locale: string, docs: Doc[], warnings: string[] = []): Sidebar[] {
  const problems: Problem[] = [];
  const sidebars = config.docSets.flatMap((set) => {
    const own = docs.filter((d) => d.set === set.key);
    return Object.entries(definitionsOf(set, warnings)).map(([name, def]) => {
      const indexes: CategoryIndex[] = [];
      const items = def === 'autogenerated' ? autogenerate(config, set, locale, new Map(own.map((d) => [d.id, d])), own, '', indexes) : fromConfig(config, set, locale, own, def, problems, name, indexes);
      return { id: sidebarIdOf(config, set, name), set: set.key, name, items, indexes };
    });
  });
  if (problems.length) throw new UserError(problems);
  return sidebars;
}

/** The first page a sidebar leads to. */
export function firstHref(items: SidebarNode[]): string | undefined {
  for (const node of items) {
    if (node.type === 'doc') return node.href;
    if (node.type === 'category') {
      const inner = node.href ?? firstHref(node.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * Where a set of docs leads when no page of it is asked for (the navbar's version menu, the
 * built-in home's button): its doc at its base path, else its first sidebar's first page, else its
 * first doc, else its base path.
 */
export function mainRouteOf(config: SiteConfig, locale: string, set: DocSet, docs: Doc[], sidebars: Sidebar[]): string {
  const own = docs.filter((doc) => doc.set === set.key);
  const root = toRoute(config, locale, set.routeBase);
  const firstInSidebar = sidebars.filter((s) => s.set === set.key).map((s) => firstHref(s.items)).find(Boolean);
  return own.find((doc) => doc.route === root)?.route ?? firstInSidebar ?? own[0]?.route ?? root;
}

/** Where a doc sits in a sidebar: the categories leading to it (outermost first, ending with its own entry), and the docs before and after it in reading order. */
export interface SidebarPlace {
  sidebarId: string;
  trail: SidebarNode[];
  previous?: string;
  next?: string;
}

/**
 * Every doc's place in the sidebars, computed once per locale (a page asks for its own place:
 * looking it up in the trees for each page would cost the whole sidebar per page). Reading order
 * puts a category's own page before its children; a doc listed twice is placed where it comes
 * first, in the first sidebar that lists it.
 */
export function sidebarPlaces(sidebars: Sidebar[]): Map<string, SidebarPlace> {
  const places = new Map<string, SidebarPlace>();
  for (const sidebar of sidebars) {
    const order: string[] = [];
    const trails = new Map<string, SidebarNode[]>();
    const visit = (items: SidebarNode[], above: SidebarNode[]) => {
      for (const node of items) {
        const id = node.type === 'doc' ? node.id : node.type === 'category' ? node.docId : undefined;
        if (id !== undefined) {
          order.push(id);
          if (!trails.has(id)) trails.set(id, [...above, node]);
        }
        if (node.type === 'category') visit(node.items, [...above, node]);
      }
    };
    visit(sidebar.items, []);
    const firstAt = new Map<string, number>();
    order.forEach((id, i) => firstAt.has(id) || firstAt.set(id, i));
    for (const [id, trail] of trails) {
      if (places.has(id)) continue;
      const at = firstAt.get(id)!;
      places.set(id, { sidebarId: sidebar.id, trail, previous: order[at - 1], next: order[at + 1] });
    }
  }
  return places;
}
