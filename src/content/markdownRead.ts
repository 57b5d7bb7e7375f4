import { UserError } from '../util/errors.js';
import { parseFrontMatter } from './frontMatter.js';
import { firstJsxLine } from './jsxInMarkdown.js';
import { highlightOverruns } from './highlightOverruns.js';
import { classAttributeWords } from './classAttributes.js';
import { readSource } from './readSource.js';
import { beyondMarkdownBounds } from './markdownBounds.js';
import { ContentCache, type FileRead, type PostFacts, type ReadFile } from './contentCache.js';

/** The text of a page's first `# heading` (its title when the front matter has none). */
export function firstHeading(body: string): string | undefined {
  return /^#[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1]?.replace(/\s*\{#[^}]+\}$/, '');
}

/**
 * What a doc's or a blog post's file says (see ReadFile): from the content cache when it knows the
 * file as it is (its body is not read then), else read, checked and given to the cache. A post
 * (`post`) says what of its body is shown (its truncate marker taken out) and what its lists show
 * of it; the checks and the warnings' facts are of the text shown.
 */
export function readMarkdownFile(file: string, cache: ContentCache | undefined, post?: (body: string) => { shown: string; facts: PostFacts }): ReadFile | FileRead {
  const stat = cache && ContentCache.stat(file);
  const known = cache?.get(file, stat);
  if (known && (!post || known.post)) return known;
  const { frontMatter, body } = parseFrontMatter(readSource(file), file);
  const beyond = beyondMarkdownBounds(body, file);
  if (beyond) throw new UserError(beyond);
  const blog = post?.(body);
  const text = blog?.shown ?? body;
  // The first heading is looked for only when it is the title (a tenth of the time it takes to read a file).
  const markdown = file.endsWith('.md');
  const read: FileRead = {
    frontMatter,
    body,
    heading: frontMatter.title === undefined ? (firstHeading(text) ?? null) : null,
    empty: !text.trim(),
    jsxLine: markdown ? (firstJsxLine(text) ?? null) : null,
    classes: markdown ? classAttributeWords(text) : '',
    overruns: highlightOverruns(text),
    ...(blog && { post: blog.facts }),
  };
  cache?.set(file, stat, read);
  return read;
}

/**
 * What a doc or a blog post holds of its file as read (see readMarkdownFile): where it is
 * (`sourceLocale`'s file, shown in `locale`), its front matter, its body (or the body's hash, when
 * the content cache knew the file), and what a build warns of in it.
 */
export function fileRead(where: { locale: string; sourceLocale: string; file: string; relPath: string }, read: ReadFile | FileRead) {
  return {
    ...where,
    frontMatter: read.frontMatter,
    ...('body' in read ? { body: read.body } : { bodyHash: read.bodyHash }),
    empty: read.empty,
    jsxLine: read.jsxLine ?? undefined,
    classes: read.classes,
    overruns: read.overruns,
  };
}
