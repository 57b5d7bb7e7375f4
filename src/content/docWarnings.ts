import { formatLocation } from '../util/errors.js';
import { likelyMeant } from '../util/likelyMeant.js';
import type { Doc } from './docs.js';
import type { SiteConfig } from '../config/resolve.js';
import { frontMatterFieldAt } from './frontMatter.js';
import { FRONT_MATTER_FIELDS } from './frontMatterFields.js';
import type { LocaleContent } from './load.js';
import { readSource } from './readSource.js';

/** Docusaurus's own front matter fields that docgen does not carry over, and what a page loses by it. */
const NOT_CARRIED_OVER: Record<string, string> = {
  tags: 'docgen makes no tag pages for docs: the tags are not shown',
  displayed_sidebar: 'a doc shows the sidebar that lists it',
  sidebar_custom_props: 'the sidebar item gets no custom props',
  parse_number_prefixes: 'number prefixes of file names are always taken off',
  wrapperClassName: 'the page gets no class of its own',
  last_update: 'docgen shows no last update date or author (showLastUpdateTime / showLastUpdateAuthor)',
};

/** The warning for a front matter field docgen does not read: a typo of one it does, a Docusaurus field it does not carry over, or the site's own. */
function unreadField(where: string, field: string, fields: readonly string[]): string {
  const meant = likelyMeant(field, fields);
  if (meant) return `${where}: front matter "${field}" is not a field docgen reads: did you mean "${meant}"?`;
  if (Object.hasOwn(NOT_CARRIED_OVER, field)) return `${where}: front matter "${field}" is a Docusaurus field docgen does not carry over (${NOT_CARRIED_OVER[field]})`;
  return `${where}: front matter "${field}" is not a field docgen reads: the page does not show it (see the front matter fields in README.md)`;
}

/**
 * What a doc's (or a standalone page's, or a blog post's) own file says that is likely a mistake (a doc of another locale's, shown
 * untranslated, is warned of in its own locale): an empty file, highlighted lines a listing does
 * not have, and front matter fields docgen does not read, at their lines (a typo away from one it
 * does, a Docusaurus field it does not carry over, or any other: none is dropped in silence).
 */
export function docWarnings(doc: Pick<Doc, 'file' | 'locale' | 'sourceLocale' | 'empty' | 'jsxLine' | 'frontMatter' | 'overruns'>, format: SiteConfig['markdown']['format'], fields: readonly string[] = FRONT_MATTER_FIELDS): string[] {
  if (doc.sourceLocale !== doc.locale) return [];
  const file = formatLocation({ file: doc.file });
  const warnings = doc.empty ? [`${file}: the file is empty; its page has only a title`] : [];
  if (doc.jsxLine !== undefined && format === 'detect') {
    warnings.push(`${formatLocation({ file: doc.file, line: doc.jsxLine })}: this looks like MDX (an import, a component or a {{...}} object), which a .md file shows as text: rename the file .mdx, or set markdown.format to 'mdx' in the config`);
  }
  for (const [line, range, lines] of doc.overruns) {
    warnings.push(`${formatLocation({ file: doc.file, line })}: the highlighted lines ${range} go past the end of this listing, which has ${lines} line${lines === 1 ? '' : 's'}: only the lines it has are highlighted; check the numbers`);
  }
  const unread = Object.keys(doc.frontMatter).filter((field) => !fields.includes(field));
  // The file is read again for the fields' lines only when it has such a field (the content cache may not have read it).
  const source = unread.length ? readSource(doc.file) : '';
  for (const field of unread) warnings.push(unreadField(formatLocation({ file: doc.file, line: frontMatterFieldAt(source, field)?.line }), field, fields));
  return warnings;
}

/** The fields a blog post reads besides a doc's (Docusaurus's blog front matter). */
const POST_FIELDS = [...FRONT_MATTER_FIELDS, 'authors', 'author', 'author_title', 'author_url', 'author_image_url', 'tags', 'date', 'unlisted'];

/** What a locale's own files are warned of (see docWarnings): its docs, its standalone pages and its blog posts (`saved`: those alone). */
export function contentWarnings(content: LocaleContent, format: SiteConfig['markdown']['format'], saved?: Set<string>): string[] {
  const own = (file: string) => !saved || saved.has(file);
  return [
    ...[...content.docs, ...content.pages].filter((page) => own(page.file)).flatMap((page) => docWarnings(page, format)),
    ...(content.blog?.posts ?? []).filter((post) => own(post.file)).flatMap((post) => docWarnings(post, format, POST_FIELDS)),
  ];
}
