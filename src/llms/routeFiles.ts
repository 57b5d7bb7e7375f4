import type { SiteConfig } from '../config/resolve.js';
import type { LocaleContent } from '../content/load.js';
import type { Theme } from '../render/theme.js';
import type { Route } from '../routes/route.js';
import { llmsFiles, llmsLocale, type LlmsEntry } from './llmsFiles.js';

/**
 * The Markdown versions of planned routes and each locale's llms files, in memory: what
 * `docgen dev` serves (a build writes them page by page, see docPages.ts and writeSite.ts).
 */
export function routeLlmsFiles(config: SiteConfig, contents: Map<string, LocaleContent>, theme: Theme, routes: Route[]): { path: string; contents: string }[] {
  const files = routes.flatMap((route) => (route.markdown ? [{ path: route.markdown.file, contents: route.markdown.text }] : []));
  for (const content of contents.values()) {
    const byRoute = new Map(routes.filter((r) => r.locale === content.locale && r.kind === 'doc').map((r) => [r.path, r]));
    const entries = content.docs.flatMap((doc): LlmsEntry[] => {
      const route = byRoute.get(doc.route);
      return route?.markdown ? [{ doc, title: route.markdown.title, description: route.page.description, markdown: route.markdown.route, file: route.markdown.file }] : [];
    });
    files.push(...llmsFiles(config, llmsLocale(config, content, theme, entries), (entry) => byRoute.get(entry.doc.route)!.markdown!.text));
  }
  return files;
}
