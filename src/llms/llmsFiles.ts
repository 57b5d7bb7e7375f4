import { localize, type SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { LocaleContent } from '../content/load.js';
import type { Theme } from '../render/theme.js';
import type { Sidebar, SidebarNode } from '../content/sidebars.js';
import { localeBase } from '../content/paths.js';
import type { Route } from '../routes/route.js';
import { listedForLlms, pageId } from './docMarkdown.js';

/** What llms.txt says of a doc or standalone page that has a Markdown version. */
export interface LlmsEntry {
  /** A standalone page's id is `pages/` and its path in the pages folder (see pageEntries). */
  doc: Pick<Doc, 'id' | 'route' | 'frontMatter'>;
  title: string;
  description: string;
  /** Its Markdown version's address, and its file in the output folder. */
  markdown: string;
  file: string;
}

/** What a locale's llms files are made from. */
export interface LlmsLocale {
  locale: string;
  tagline: string;
  sidebars: Sidebar[];
  /** The locale's docs that have a Markdown version, in content order. */
  entries: LlmsEntry[];
  /** Its standalone pages that have one, in address order. */
  pages: LlmsEntry[];
  /** The heading of the docs a sidebar lists outside any category (the theme's word, see Strings.llmsDocs). */
  docsHeading: string;
  /** The heading of the standalone pages (Strings.llmsPages). */
  pagesHeading: string;
}

/** What a locale's llms files are made from, given its docs' and standalone pages' entries. */
export function llmsLocale(config: SiteConfig, content: LocaleContent, theme: Theme, entries: LlmsEntry[], pages: LlmsEntry[]): LlmsLocale {
  const { locale } = content;
  const strings = theme.stringsFor(locale);
  // Of versioned docs, the llms files list each instance's last version, the one a reader is sent to (the others keep their Markdown versions).
  const last = new Set(config.docSets.filter((set) => set.isLast).map((set) => set.key));
  const listed = new Set(content.docs.filter((doc) => last.has(doc.set)).map((doc) => doc.route));
  return {
    locale,
    tagline: localize(config.tagline, locale, config.i18n.defaultLocale),
    sidebars: content.sidebars.filter((sidebar) => last.has(sidebar.set)),
    entries: entries.filter((entry) => listed.has(entry.doc.route)),
    pages,
    docsHeading: strings.llmsDocs,
    pagesHeading: strings.llmsPages,
  };
}

/**
 * The entries of a locale's standalone pages that have a Markdown version, from their planned
 * routes (the main thread plans them all, in a build as in \`docgen dev\`), in address order.
 */
export function pageEntries(content: LocaleContent, routes: Route[]): LlmsEntry[] {
  const byFile = new Map(content.pages.map((page) => [page.file, page]));
  return routes
    .flatMap((route): LlmsEntry[] => {
      const page = route.kind === 'page' && route.locale === content.locale && route.sourceFile ? byFile.get(route.sourceFile) : undefined;
      if (!page || !route.markdown) return [];
      const doc = { id: pageId(page), route: page.route, frontMatter: page.frontMatter };
      return [{ doc, title: route.markdown.title, description: route.page.description, markdown: route.markdown.route, file: route.markdown.file }];
    })
    .sort((a, b) => (a.doc.route < b.doc.route ? -1 : a.doc.route > b.doc.route ? 1 : 0));
}

/** A locale's llms.txt and llms-full.txt, as files of the output folder. */
export function llmsFiles(config: SiteConfig, locale: LlmsLocale, textOf: (entry: LlmsEntry) => string): { path: string; contents: string }[] {
  if (!config.llms.enabled) return [];
  const dir = localeBase(config, locale.locale).slice(config.baseUrl.length);
  const sections = llmsSections(locale);
  const files = [{ path: `${dir}llms.txt`, contents: llmsTxt(config, locale, sections) }];
  if (config.llms.fullText) files.push({ path: `${dir}llms-full.txt`, contents: llmsFullTxt(config, locale, sections, textOf) });
  return files;
}

interface Section {
  heading: string;
  entries: LlmsEntry[];
}

/**
 * The listed docs in sidebar order, grouped by category (a nested one under `Parent › Child`),
 * each once; the docs of a sidebar outside any category first. Then the standalone pages, under a
 * heading of their own ("Pages"): a home or an "About" page is no doc of a category, and no more
 * skippable than a doc, which "Optional" would tell an agent. Last, the docs of no sidebar, under
 * "Optional" (the llms.txt convention's name for what a reader may skip, its last section).
 */
function llmsSections({ sidebars, entries, pages, docsHeading, pagesHeading }: LlmsLocale): Section[] {
  // By address: two docs instances may both have an `intro`.
  const byRoute = new Map(entries.filter((e) => listedForLlms(e.doc)).map((e) => [e.doc.route, e]));
  const sections = new Map<string, LlmsEntry[]>([[docsHeading, []]]);
  const seen = new Set<string>();
  const add = (heading: string, route: string | undefined) => {
    const entry = route === undefined ? undefined : byRoute.get(route);
    if (!entry || seen.has(entry.doc.route)) return;
    seen.add(entry.doc.route);
    (sections.get(heading) ?? sections.set(heading, []).get(heading)!).push(entry);
  };
  const visit = (items: SidebarNode[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'doc') add(trail.length ? trail.join(' › ') : docsHeading, item.href);
      else if (item.type === 'category') {
        const inner = [...trail, item.label];
        add(inner.join(' › '), item.docId === undefined ? undefined : item.href);
        visit(item.items, inner);
      }
    }
  };
  for (const sidebar of sidebars) visit(sidebar.items, []);
  const listedPages = pages.filter((e) => listedForLlms(e.doc));
  for (const entry of byRoute.values()) add('Optional', entry.doc.route);
  const result = [...sections].filter(([, list]) => list.length).map(([heading, list]) => ({ heading, entries: list }));
  // A category named as the pages' heading would take them in: theirs is a section of its own, before "Optional".
  if (listedPages.length) result.splice(result.length - (sections.get('Optional')?.length ? 1 : 0), 0, { heading: pagesHeading, entries: listedPages });
  return result;
}

/** `# Title`, `> tagline`: how both files begin. */
const header = (config: SiteConfig, tagline: string) => `# ${config.title}\n${tagline ? `\n> ${tagline}\n` : ''}`;

/** The llms.txt convention: the site's title and summary, then link lists by section, to each page's Markdown version with its description. */
function llmsTxt(config: SiteConfig, locale: LlmsLocale, sections: Section[]): string {
  const parts = [header(config, locale.tagline)];
  for (const section of sections) {
    const lines = section.entries.map((e) => `- [${linkText(e.title)}](${new URL(e.markdown, config.url).href})${e.description ? `: ${e.description}` : ''}`);
    parts.push(`## ${section.heading}\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

/** Every listed doc and standalone page of the locale in llms.txt's order, as Markdown, each under its title and the URL of its page. */
function llmsFullTxt(config: SiteConfig, locale: LlmsLocale, sections: Section[], textOf: (entry: LlmsEntry) => string): string {
  const parts = [header(config, locale.tagline)];
  for (const entry of sections.flatMap((s) => s.entries)) {
    const text = textOf(entry);
    // The text begins with its `# Title` line (see pageMarkdown): the URL goes right under it.
    const end = text.indexOf('\n');
    parts.push(`${text.slice(0, end)}\n\nURL: ${new URL(entry.doc.route, config.url).href}${text.slice(end)}`);
  }
  return parts.join('\n');
}

/** A title as a link's text: brackets escaped. */
const linkText = (title: string) => title.replace(/[[\]\\]/g, '\\$&');
