import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { isWithin } from '../util/childPath.js';

/** The words of a text, as PurgeCSS's default extractor takes them. */
const WORD = /[\w-]+/g;
/** String literals of code (quoted, or template literals): where a component's class names are. */
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** In Markdown, classes come from raw HTML only: the values of its `class` and `className` attributes. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;
const CODE = /\.(jsx?|tsx?|mdx)$/;

function addWords(text: string, into: Set<string>): void {
  for (const [word] of text.matchAll(WORD)) into.add(word);
}

/** A source's text; '' for one gone since it was listed. */
function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The files of a folder (recursively) whose names match, without dot folders and node_modules. */
function filesBelow(dir: string, wanted: RegExp): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && wanted.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !/[\\/](node_modules|\.[^\\/]+)[\\/]/.test(path.relative(dir, file)));
}

/**
 * The words that may be class names in a site's pages, decided from its sources at build time:
 * the class attributes of its Markdown, every word of its MDX pages and of the files they import
 * (`imported`: its components), the words of the strings of the theme's sources (`theme`; every
 * word of those outside the theme's folder: the site's overrides). A class a component computes
 * (`shadow--${shadow}`) leaves a word ending in `-` or `_` (`shadow--`): see classPrefixes.
 */
export function classTokens(config: SiteConfig, sources: { theme: string[]; imported: string[] }): Set<string> {
  const tokens = new Set<string>();
  for (const file of filesBelow(config.paths.content, /\.mdx?$/)) {
    const text = readText(file);
    if (file.endsWith('.mdx')) addWords(text, tokens);
    else if (text.includes('class')) for (const m of text.matchAll(CLASS_ATTRIBUTE)) addWords(m[1] ?? m[2] ?? m[3] ?? '', tokens);
  }
  const own = (file: string) => isWithin(file, config.paths.templates) || file.includes(`${path.sep}node_modules${path.sep}`);
  // The site's components: every word (their class names may be built in any way: nested template literals, clsx...).
  for (const file of [...sources.imported, ...sources.theme.filter((file) => !own(file))]) if (CODE.test(file)) addWords(readText(file), tokens);
  // The theme's: the words of its strings (its code and comments name Infima's blocks: `row`, `close`...).
  for (const file of sources.theme.filter((file) => CODE.test(file) && isWithin(file, config.paths.templates))) {
    for (const [literal] of readText(file).matchAll(STRING)) addWords(literal, tokens);
  }
  return tokens;
}

/** The prefixes of the classes components compute (`shadow--` of `shadow--${shadow}`): every class they start is kept. */
export const classPrefixes = (tokens: Set<string>): string[] => [...tokens].filter((token) => /^[A-Za-z][\w-]*[-_]$/.test(token));
