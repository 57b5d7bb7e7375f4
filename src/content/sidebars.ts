import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { localize } from '../config/resolve.js';
import type { SidebarItemConfig } from '../config/schema.js';
import { UserError, type Problem } from '../util/errors.js';
import { docsDirOf, type Doc } from './docs.js';
import { readSource } from './readSource.js';
import { stripNumberPrefix } from './paths.js';

/** A resolved sidebar entry: plain data, rendered by the theme and shipped to the client. */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; collapsed: boolean; href?: string; docId?: string; items: SidebarNode[] };

export interface Sidebar {
  id: string;
  items: SidebarNode[];
}

interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?: { type: 'doc'; id: string } | { type: string };
}

function readCategoryMeta(config: SiteConfig, locale: string, dir: string): CategoryMeta {
  for (const candidate of [locale, config.i18n.defaultLocale]) {
    const file = path.join(docsDirOf(config, candidate), dir, '_category_.json');
    if (!fs.existsSync(file)) continue;
    const text = readSource(file);
    try {
      return JSON.parse(text) as CategoryMeta;
    } catch (error) {
      const at = /position (\d+)/.exec((error as Error).message);
      const line = at ? text.slice(0, Number(at[1])).split('\n').length : undefined;
      throw new UserError({ message: `invalid JSON: ${(error as Error).message}`, file, line, hint: 'fix the JSON syntax of _category_.json' });
    }
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

/** A folder's own page: the doc its _category_.json links to (relative id first), else its index.md. */
function findCategoryDoc(docs: Doc[], dir: string, meta: CategoryMeta): Doc | undefined {
  if (meta.link && 'id' in meta.link && typeof meta.link.id === 'string') {
    const dirId = dir.split('/').map(stripNumberPrefix).join('/');
    const id = meta.link.id;
    return docs.find((d) => d.id === `${dirId}/${id}`) ?? docs.find((d) => d.id === id);
  }
  return docs.find((d) => d.relPath.startsWith(`${dir}/`) && /^(index|readme)\.mdx?$/i.test(d.relPath.slice(dir.length + 1)));
}

/** Items of a folder from the file tree: docs and sub-folders, ordered by position then name. */
function autogenerate(config: SiteConfig, locale: string, docs: Doc[], dir: string): SidebarNode[] {
  const prefix = dir ? `${dir}/` : '';
  const ranked: Ranked[] = [];
  const subdirs = new Set<string>();
  for (const doc of docs) {
    if (!doc.relPath.startsWith(prefix)) continue;
    const rest = doc.relPath.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) subdirs.add(rest.slice(0, slash));
    else ranked.push({ node: docNode(doc), position: doc.sidebarPosition ?? Infinity, name: rest });
  }
  for (const sub of subdirs) {
    const subPath = prefix + sub;
    const meta = readCategoryMeta(config, locale, subPath);
    const items = autogenerate(config, locale, docs, subPath);
    // A folder's index doc (or the doc named by link) becomes the category's own page.
    const indexDoc = findCategoryDoc(docs, subPath, meta);
    const children = indexDoc ? items.filter((n) => !(n.type === 'doc' && n.id === indexDoc.id)) : items;
    ranked.push({
      node: {
        type: 'category',
        label: meta.label ?? stripNumberPrefix(sub),
        collapsed: meta.collapsed ?? true,
        ...(indexDoc ? { href: indexDoc.route, docId: indexDoc.id } : {}),
        items: children,
      },
      position: meta.position ?? Infinity,
      name: sub,
    });
  }
  return ranked.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)).map((r) => r.node);
}

function fromConfig(config: SiteConfig, locale: string, docs: Doc[], items: SidebarItemConfig[], problems: Problem[], sidebarId: string): SidebarNode[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const missing = (id: string) => {
    const text = fs.readFileSync(config.configFile, 'utf8');
    const at = text.search(new RegExp(`['"\`]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`));
    problems.push({
      message: `sidebar "${sidebarId}" names a doc that does not exist: "${id}"`,
      file: config.configFile,
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
      out.push(...autogenerate(config, locale, docs, item.dirName.replace(/^\.?\/?|\/$/g, '')));
    } else {
      const linked = item.link ? byId.get(item.link.id) : undefined;
      if (item.link && !linked) missing(item.link.id);
      out.push({
        type: 'category',
        label: localize(item.label, locale, config.i18n.defaultLocale),
        collapsed: item.collapsed ?? true,
        ...(linked ? { href: linked.route, docId: linked.id } : {}),
        items: fromConfig(config, locale, docs, item.items, problems, sidebarId),
      });
    }
  }
  return out;
}

/** The sidebars of one locale, computed once and shared by every page of that locale. */
export function buildSidebars(config: SiteConfig, locale: string, docs: Doc[]): Sidebar[] {
  const problems: Problem[] = [];
  const sidebars = Object.entries(config.docs.sidebars).map(([id, def]) => ({
    id,
    items: def === 'autogenerated' ? autogenerate(config, locale, docs, '') : fromConfig(config, locale, docs, def, problems, id),
  }));
  if (problems.length) throw new UserError(problems);
  return sidebars;
}

/** Docs in reading order (a category's own page before its children). */
export function flattenSidebar(items: SidebarNode[]): string[] {
  return items.flatMap((node) =>
    node.type === 'doc' ? [node.id] : node.type === 'category' ? [...(node.docId ? [node.docId] : []), ...flattenSidebar(node.items)] : [],
  );
}

/** The categories leading to a doc, outermost first; undefined when the sidebar does not hold it. */
export function trailTo(items: SidebarNode[], docId: string): SidebarNode[] | undefined {
  for (const node of items) {
    if (node.type === 'doc' && node.id === docId) return [node];
    if (node.type === 'category') {
      if (node.docId === docId) return [node];
      const inner = trailTo(node.items, docId);
      if (inner) return [node, ...inner];
    }
  }
  return undefined;
}
