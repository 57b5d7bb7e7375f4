import type { SiteConfig } from '../config/resolve.js';
import { toRoute } from '../content/paths.js';
import type { DocSet } from '../config/docSets.js';
import type { Doc } from '../content/docs.js';
import type { LocaleContent } from '../content/load.js';
import { mainRouteOf, sidebarPlaces, type SidebarPlace } from '../content/sidebars.js';
import type { CategoryIndex } from '../content/categoryIndex.js';
import type { DocPageData, DocsVersionsData, DocVersionData } from '../../templates/types.js';

/** One set of docs (an instance's version) of a locale, looked up by its pages: computed once per locale. */
export interface DocSetPages {
  set: DocSet;
  docs: Map<string, Doc>;
  places: Map<string, SidebarPlace>;
  indexes: Map<string, CategoryIndex>;
  /** Where the version leads when a page is not in it: its doc at its root, else its first sidebar's first page, else its first doc. */
  mainHref: string;
}

const indexOf = new WeakMap<LocaleContent, Map<string, DocSetPages>>();

/** Each set of docs of a locale, by key (see DocSetPages). */
export function docSetPages(config: SiteConfig, content: LocaleContent): Map<string, DocSetPages> {
  let index = indexOf.get(content);
  if (index) return index;
  index = new Map();
  for (const set of config.docSets) {
    const docs = content.docs.filter((doc) => doc.set === set.key);
    const sidebars = content.sidebars.filter((sidebar) => sidebar.set === set.key);
    index.set(set.key, {
      set,
      docs: new Map(docs.map((doc) => [doc.id, doc])),
      places: sidebarPlaces(sidebars),
      indexes: new Map(sidebars.flatMap((s) => s.indexes).map((i) => [i.id, i])),
      mainHref: mainRouteOf(config, content.locale, set, content.docs, content.sidebars),
    });
  }
  indexOf.set(content, index);
  return index;
}

/** Whether an instance's docs have versions to show (a versions.json, or a current version labelled apart). */
const isVersioned = (sets: DocSet[]) => sets.length > 1 || sets.some((set) => set.version !== 'current');

/** The docs instances with versions, as the navbar's version menu lists them (newest first, as versions.json). */
export function docsVersionsOf(config: SiteConfig, content: LocaleContent): DocsVersionsData[] {
  const pages = docSetPages(config, content);
  return config.docs.flatMap((instance) => {
    const sets = config.docSets.filter((set) => set.pluginId === instance.id).sort((a, b) => a.siblings.indexOf(a.version) - b.siblings.indexOf(b.version));
    if (!isVersioned(sets)) return [];
    return [{ pluginId: instance.id, versions: sets.map((set) => ({ name: set.version, label: set.label, href: pages.get(set.key)!.mainHref, base: `${toRoute(config, content.locale, set.routeBase).replace(/\/$/, '')}/`, isLast: set.isLast })) }];
  });
}

/** The version a doc page is of, for its banner, badge and the navbar's version menu; undefined when its docs have no versions. */
export function versionOfDoc(config: SiteConfig, content: LocaleContent, doc: Doc): DocVersionData | undefined {
  const pages = docSetPages(config, content);
  const own = pages.get(doc.set)!;
  const sets = [...pages.values()].filter((p) => p.set.pluginId === own.set.pluginId);
  if (!isVersioned(sets.map((p) => p.set))) return undefined;
  const alternates = Object.fromEntries(sets.flatMap((p) => {
    const same = p.docs.get(doc.id);
    return same ? [[p.set.version, same.route]] : [];
  }));
  const last = sets.find((p) => p.set.isLast)!;
  return {
    pluginId: own.set.pluginId,
    name: own.set.version,
    label: own.set.label,
    banner: own.set.banner,
    badge: own.set.badge,
    noIndex: own.set.noIndex,
    className: own.set.className,
    latest: { label: last.set.label, href: alternates[last.set.version] ?? last.mainHref },
    alternates,
  };
}

/** What DocSearch files a doc page under (Docusaurus's `docs-<plugin id>-<version>`), in its meta tags and search records. */
export const docusaurusTag = (doc: DocPageData | undefined) => `docs-${doc?.version?.pluginId ?? doc?.pluginId ?? 'default'}-${doc?.version?.name ?? 'current'}`;
