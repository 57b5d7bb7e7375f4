import { applyLinkPolicy } from '../pipeline/linkPolicy.js';
import { readDoc, type Doc } from '../content/docs.js';
import { contentWarnings } from '../content/docWarnings.js';
import { loadContent, type LocaleContent } from '../content/load.js';
import { markdownLabels, type MarkdownCache } from '../markdown/compile.js';
import { compiledFormat, NO_MDX } from '../routes/mdxDoc.js';
import type { SiteConfig } from '../config/resolve.js';
import { renderDocument } from '../render/document.js';
import { checkLinks, normalizeRoute } from '../routes/checkLinks.js';
import { createLinkResolver, type LinkCheck } from '../routes/linkTargets.js';
import { planDocRoute, planRoutes } from '../routes/plan.js';
import type { Route } from '../routes/route.js';
import { localeSites } from '../render/siteData.js';
import { nextDevSite, renderState, type DevSite, type RouteState } from './devSite.js';

/** A file event from the watcher. */
export interface FileChange {
  event: 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';
  file: string;
}

/** Up to this many routes whose shared data changed are rendered at once (and compared); more are rendered on request. */
const EAGER_RENDERS = 64;

/** What a doc contributes to its locale's sidebar, breadcrumbs, pagination and links. */
const sidebarKey = (doc: Doc) => {
  const { sidebar_label, draft, unlisted, sidebar_class_name, pagination_label } = doc.frontMatter;
  return JSON.stringify([doc.id, doc.title, sidebar_label, doc.sidebarPosition, doc.route, draft, unlisted, sidebar_class_name, pagination_label]);
};

/**
 * The cheap path: only the Markdown of known docs changed, and nothing a sidebar shows. Re-reads
 * those files and re-plans their routes alone (in every locale that shows them), reusing all
 * the other routes as they are. Undefined when the change is wider.
 */
function replanEditedDocs(site: DevSite, changes: FileChange[], cache: MarkdownCache): { contents: Map<string, LocaleContent>; routes: Route[]; replaced: Set<string> } | undefined {
  if (!changes.every((c) => c.event === 'change' && /\.mdx?$/i.test(c.file) && !compiledFormat(site.config, c.file))) return undefined;
  const { config, theme } = site;
  const contents = new Map(site.contents);
  const edited: Doc[] = [];
  for (const file of new Set(changes.map((c) => c.file))) {
    let found = false;
    for (const [locale, content] of contents) {
      const index = content.docs.findIndex((d) => d.file === file);
      if (index < 0) continue;
      found = true;
      const before = content.docs[index]!;
      const doc = readDoc(config, locale, before.sourceLocale, before.relPath);
      if (sidebarKey(doc) !== sidebarKey(before)) return undefined;
      const docs = content.docs.slice();
      docs[index] = doc;
      contents.set(locale, { ...content, docs, untranslated: content.untranslated.map((d) => (d === before ? doc : d)) });
      edited.push(doc);
    }
    if (!found) return undefined;
  }
  const resolve = createLinkResolver(config, contents);
  const replaced = new Map<string, Route>();
  for (const doc of edited) {
    const before = site.byPath.get(doc.route)!.route;
    const context = { site: before.site, labels: markdownLabels(theme.stringsFor(doc.locale)), resolve, cache, mdx: NO_MDX, alternates: before.page.alternates };
    replaced.set(doc.route, planDocRoute(config, contents.get(doc.locale)!, doc, context));
  }
  return { contents, routes: site.routes.map((s) => replaced.get(s.route.path) ?? s.route), replaced: new Set(replaced.keys()) };
}

/** After a body edit only the edited pages' links, and the links to them (their anchors), can break. */
function affectedBy(config: SiteConfig, replaced: Set<string>, states: RouteState[]): (link: LinkCheck) => boolean {
  const targets = new Set([...replaced].map((route) => normalizeRoute(config, route)));
  const own = new Set(states.filter((s) => replaced.has(s.route.path)).flatMap((s) => s.route.links));
  return (link) => own.has(link) || (link.route !== undefined && targets.has(normalizeRoute(config, link.route)));
}

/** JSON of shared site data, once per object (every route of a locale holds the same one). */
const siteJson = new WeakMap<object, string>();
const jsonOfSite = (site: object) => {
  let text = siteJson.get(site);
  if (text === undefined) siteJson.set(site, (text = JSON.stringify(site)));
  return text;
};

/** The document of a route without its boot data: what a reader sees, to compare two versions. */
const visible = (site: DevSite, state: RouteState) => renderDocument(site.config, state.route, state.app!, site.client);

/**
 * Applies a content or static-file change to the dev site: re-plans what the change can affect,
 * re-renders the routes whose data changed, checks the links the change can break (all of them
 * after anything wider than a body edit), and returns the next site with the routes whose output
 * changed. Undefined when the site has MDX pages and the change is wider than Markdown docs' text:
 * the links in their code may lead elsewhere now, and they are compiled with the site (the caller
 * makes it whole again). Throws a UserError on bad input (the caller keeps the previous site).
 */
export function updateContent(site: DevSite, changes: FileChange[], options: { cache: MarkdownCache; warn: (message: string) => void }): { site: DevSite; changed: string[]; layoutChanged: boolean } | undefined {
  const { config, theme } = site;
  let planned: { contents: Map<string, LocaleContent>; routes: Route[]; replaced?: Set<string> } | undefined = replanEditedDocs(site, changes, options.cache);
  let configLinks = site.configLinks;
  if (!planned && site.routes.some((s) => s.route.mdxModule)) return undefined;
  if (!planned) {
    const contents = loadContent(config, { includeDrafts: true });
    const plan = planRoutes(config, contents, localeSites(config, contents, theme), options.cache);
    planned = { contents, routes: plan.routes };
    configLinks = plan.configLinks;
  }
  const { replaced } = planned;

  const changed = new Set<string>();
  const toRender: { state: RouteState; before?: RouteState; eager: boolean }[] = [];
  const states = planned.routes.map((route): RouteState => {
    const before = site.byPath.get(route.path);
    if (before?.route === route) return before;
    const samePage = before !== undefined && before.route.kind === route.kind && JSON.stringify(before.route.page) === JSON.stringify(route.page);
    const sameSite = before !== undefined && jsonOfSite(before.route.site) === jsonOfSite(route.site);
    // Unchanged: the previous route object is kept, so what was made from it (page module) is reused.
    if (samePage && sameSite) return before;
    const state: RouteState = { route, ids: before?.ids ?? new Set() };
    toRender.push({ state, before, eager: !samePage });
    return state;
  });
  const renderAll = toRender.length <= EAGER_RENDERS;
  const next = nextDevSite(site, { contents: planned.contents, configLinks, routes: states });
  for (const { state, before, eager } of toRender) {
    if (!eager && !renderAll) {
      changed.add(state.route.path);
      continue;
    }
    renderState(next, state);
    if (!before?.app || visible(site, before) !== visible(next, state)) changed.add(state.route.path);
  }
  for (const path of site.byPath.keys()) if (!next.byPath.has(path)) changed.add(path);

  const pages = new Map(states.filter((s) => s.route.kind !== 'notFound').map((s) => [s.route.path, s.ids]));
  const links = [...configLinks, ...states.flatMap((s) => s.route.links)];
  const broken = checkLinks(config, replaced ? links.filter(affectedBy(config, replaced, states)) : links, pages);
  applyLinkPolicy(config, broken, options.warn, 'the last good version of the site is still served');
  const saved = new Set(changes.map((change) => change.file));
  for (const content of planned.contents.values()) for (const warning of contentWarnings(content, config.markdown.format, saved)) options.warn(warning);
  // The data every page of a locale shares (sidebar, navbar) changed: a client router that keeps it must reload it.
  const sharedOf = (list: RouteState[], locale: string) => list.find((s) => s.route.locale === locale)?.route.site;
  const layoutChanged = config.locales.some((locale) => {
    const [before, after] = [sharedOf(site.routes, locale), sharedOf(states, locale)];
    return before !== undefined && after !== undefined && jsonOfSite(before) !== jsonOfSite(after);
  });
  return { site: next, changed: [...changed], layoutChanged };
}
