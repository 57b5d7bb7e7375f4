import fs from 'node:fs';
import type { SiteConfig } from '../config/resolve.js';
import { parseFrontMatter, type FrontMatter } from './frontMatter.js';
import { readSource } from './readSource.js';
import { homeFileOf } from './layout.js';
import { localeBase } from './paths.js';

/** A locale's home page source: `content/<locale>/index.md` (front matter hero + features, optional body). */
export interface HomeSource {
  file?: string;
  locale: string;
  sourceLocale: string;
  frontMatter: FrontMatter;
  body: string;
}

/** `docsRoute`: where the built-in home's button leads (the first docs' main page). */
export function loadHome(config: SiteConfig, locale: string, docsRoute: string): HomeSource {
  for (const candidate of [locale, config.i18n.defaultLocale]) {
    const file = homeFileOf(config, candidate);
    if (!file || !fs.existsSync(file)) continue;
    const { frontMatter, body } = parseFrontMatter(readSource(file), file);
    return { file, locale, sourceLocale: candidate, frontMatter, body };
  }
  // No home file: a hero made of the site's title and tagline, leading to the docs.
  return { locale, sourceLocale: locale, frontMatter: { hero: { actions: [{ text: 'Docs', link: `/${docsRoute.slice(localeBase(config, locale).length)}`, theme: 'primary' }] } }, body: '' };
}
