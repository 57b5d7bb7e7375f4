import type { SiteConfig } from '../config/resolve.js';
import { UserError, type Problem } from '../util/errors.js';
import { loadDocs, type Doc } from './docs.js';
import type { ContentCache } from './contentCache.js';
import { buildSidebars, type Sidebar } from './sidebars.js';
import { loadHome, type HomeSource } from './home.js';

export interface LocaleContent {
  locale: string;
  docs: Doc[];
  untranslated: Doc[];
  sidebars: Sidebar[];
  home: HomeSource;
}

/** Everything the content folder says, per locale: docs (with fallbacks), sidebars, home page. */
export function loadContent(config: SiteConfig, options: { includeDrafts?: boolean; cache?: ContentCache } = {}): Map<string, LocaleContent> {
  const docsByLocale = loadDocs(config, options);
  const problems: Problem[] = [];
  const result = new Map<string, LocaleContent>();
  for (const locale of config.locales) {
    const { docs, untranslated } = docsByLocale.get(locale)!;
    try {
      result.set(locale, { locale, docs, untranslated, sidebars: buildSidebars(config, locale, docs), home: loadHome(config, locale) });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      problems.push(...error.problems.filter((p) => !problems.some((q) => q.message === p.message && q.file === p.file)));
    }
  }
  if (problems.length) throw new UserError(problems);
  return result;
}
