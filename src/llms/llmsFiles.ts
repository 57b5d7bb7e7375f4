import { localize, type SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { LocaleContent } from '../content/load.js';
import type { Theme } from '../render/theme.js';
import type { Sidebar, SidebarNode } from '../content/sidebars.js';
import { localeBase } from '../content/paths.js';
import { listedForLlms } from './docMarkdown.js';

/** What llms.txt says of a doc that has a Markdown version. */
export interface LlmsEntry {
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
  /** The heading of the docs a sidebar lists outside any category (the theme's word, see Strings.llmsDocs). */
  docsHeading: string;
}

/** What a locale's llms files are made from, given its entries. */
export function llmsLocale(config: SiteConfig, content: LocaleContent, theme: Theme, entries: LlmsEntry[]): LlmsLocale {
  const { locale } = content;
  return { locale, tagline: localize(config.tagline, locale, config.i18n.defaultLocale), sidebars: content.sidebars, entries, docsHeading: theme.stringsFor(locale).llmsDocs };
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
 * each once; the docs of a sidebar outside any category first, those of no sidebar last, under
 * "Optional" (the llms.txt convention's name for what a reader may skip).
 */
function llmsSections({ sidebars, entries, docsHeading }: LlmsLocale): Section[] {
  const byId = new Map(entries.filter((e) => listedForLlms(e.doc)).map((e) => [e.doc.id, e]));
  const sections = new Map<string, LlmsEntry[]>([[docsHeading, []]]);
  const seen = new Set<string>();
  const add = (heading: string, id: string | undefined) => {
    const entry = id === undefined ? undefined : byId.get(id);
    if (!entry || seen.has(entry.doc.id)) return;
    seen.add(entry.doc.id);
    (sections.get(heading) ?? sections.set(heading, []).get(heading)!).push(entry);
  };
  const visit = (items: SidebarNode[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'doc') add(trail.length ? trail.join(' › ') : docsHeading, item.id);
      else if (item.type === 'category') {
        const inner = [...trail, item.label];
        add(inner.join(' › '), item.docId);
        visit(item.items, inner);
      }
    }
  };
  for (const sidebar of sidebars) visit(sidebar.items, []);
  for (const entry of byId.values()) add('Optional', entry.doc.id);
  return [...sections].filter(([, list]) => list.length).map(([heading, list]) => ({ heading, entries: list }));
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

/** Every listed doc of the locale in sidebar order, as Markdown, each under its title and the URL of its page. */
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
