import path from 'node:path';
import { packageRoot, type SiteConfig } from '../config/resolve.js';
import { SITE_THEME_DIR } from './themeComponents.js';
import { isWithin } from '../util/childPath.js';
import type { LocaleContent } from '../content/load.js';
import { WORD, classAttributeWords } from '../content/classAttributes.js';
import { readText } from '../util/readText.js';
import { featureOfThemeFile, type ThemeFeature } from './themeFeatures.js';

/** String literals of code (quoted, or template literals): where a component's class names are. */
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const CODE = /\.(jsx?|tsx?|mdx?)$/;

function addWords(text: string, into: Set<string>): void {
  for (const [word] of text.matchAll(WORD)) into.add(word);
}

/**
 * The words that may be class names in a site's pages, decided from its sources at build time:
 * the class attributes of its Markdown (read with each doc, see classAttributeWords), every word
 * of its MDX pages and of the files they import (`imported`: its components), the words of the
 * strings of docgen's theme (`theme`, the compiled theme's sources: every word of the site's
 * overrides among them; of docgen's, only the files of the features the site shows, see
 * themeFeatures). A class a component computes (`shadow--${shadow}`) leaves a word ending in `-`
 * or `_` (`shadow--`): see classPrefixes.
 */
export function classTokens(config: SiteConfig, contents: Map<string, LocaleContent>, sources: { theme: string[]; imported: string[] }, features: Set<ThemeFeature>): Set<string> {
  const tokens = new Set<string>();
  const mdx = new Set<string>();
  for (const content of contents.values()) {
    addWords(classAttributeWords(content.home.body), tokens);
    // A blog post's file is read as a doc's (see readMarkdownFile): its classes alike.
    for (const doc of [...content.docs, ...(content.blog?.posts ?? [])]) {
      if (doc.file.endsWith('.mdx')) mdx.add(doc.file);
      else addWords(doc.classes, tokens);
    }
  }
  // The theme's sources: the site's own (its overrides and what they import) give every word, docgen's the words of their strings.
  const themeCode = sources.theme.filter((file) => CODE.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`));
  const fromSite = (file: string) => isWithin(file, path.join(config.siteDir, SITE_THEME_DIR)) || !isWithin(file, packageRoot());
  // MDX pages and the site's components: every word (class names may be built in any way: nested template literals, clsx...).
  for (const file of [...mdx, ...sources.imported.filter((file) => CODE.test(file)), ...themeCode.filter(fromSite)]) addWords(readText(file), tokens);
  // docgen's theme: the words of its strings (its code and comments name Infima's blocks: `row`, `close`...), but of a part the site does not show (its blog...).
  const shown = (file: string) => {
    const feature = featureOfThemeFile(config.paths.templates, file);
    return !feature || features.has(feature);
  };
  for (const file of themeCode.filter((file) => !fromSite(file) && shown(file))) for (const [literal] of readText(file).matchAll(STRING)) addWords(literal, tokens);
  return tokens;
}

/** The prefixes of the classes components compute (`shadow--` of `shadow--${shadow}`): every class they start is kept. */
export const classPrefixes = (tokens: Set<string>): string[] => [...tokens].filter((token) => /^[A-Za-z][\w-]*[-_]$/.test(token));
