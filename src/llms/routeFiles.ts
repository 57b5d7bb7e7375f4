import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import type { Theme } from '../render/theme.js';
import type { Route } from '../routes/route.js';
import { llmsLocale, pageEntries, type LlmsEntry, type LlmsLocale } from './llmsFiles.js';

/** The Markdown versions of planned routes, in memory: what `docgen dev` serves (a build writes them page by page, see docPages.ts and otherPages.ts). */
export function routeMarkdownFiles(routes: Route[]): { path: string; contents: string }[] {
  return routes.flatMap((route) => (route.markdown ? [{ path: route.markdown.file, contents: route.markdown.text }] : []));
}

/** What each locale's llms files list, from planned routes (docs and standalone pages), with the text of each entry. */
export function routeLlms(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Theme, routes: Route[]): { locale: LlmsLocale; textOf: (entry: LlmsEntry) => string }[] {
  const texts = new Map(routes.flatMap((route) => (route.markdown ? [[route.markdown.file, route.markdown.text] as const] : [])));
  return [...contents.values()].map((content) => {
    const byRoute = new Map(routes.filter((r) => r.locale === content.locale && r.kind === 'doc').map((r) => [r.path, r]));
    const entries = content.docs.flatMap((doc): LlmsEntry[] => {
      const route = byRoute.get(doc.route);
      return route?.markdown ? [{ doc, title: route.markdown.title, description: route.page.description, markdown: route.markdown.route, file: route.markdown.file }] : [];
    });
    return { locale: llmsLocale(config, content, theme, entries, pageEntries(content, routes)), textOf: (entry: LlmsEntry) => texts.get(entry.file)! };
  });
}
