import { UserError, type Problem } from '../util/errors.js';
import type { FrontMatter } from './frontMatter.js';
import { firstJsxLine } from './jsxInMarkdown.js';
import { highlightOverruns } from './highlightOverruns.js';

/**
 * What a standalone page's file says of itself: where it is (`sourceLocale`'s file, shown in
 * `locale`), its front matter and body, and what a build may warn of in the body (a blog post's
 * are read as a doc's are, through the content cache: see readMarkdownFile).
 */
export function fileFields(where: { locale: string; sourceLocale: string; file: string; relPath: string }, frontMatter: FrontMatter, body: string) {
  const { file } = where;
  return { ...where, frontMatter, body, empty: !body.trim(), jsxLine: file.endsWith('.md') ? firstJsxLine(body) : undefined, overruns: highlightOverruns(body) };
}

/**
 * Reads the files of a locale's folder (`relPaths`, in order) with `read`, every user error kept
 * for one report rather than the first alone; drafts are left out unless `includeDrafts`; two
 * files at one address are reported by `clash`. Throws the problems found, all at once.
 */
export function readLocaleFiles<T extends { frontMatter: FrontMatter; route: string }>(
  relPaths: string[],
  read: (relPath: string) => T,
  options: { includeDrafts?: boolean; clash: (item: T, other: T) => Problem },
): T[] {
  const problems: Problem[] = [];
  const items: T[] = [];
  for (const relPath of relPaths) {
    try {
      const item = read(relPath);
      if (!item.frontMatter.draft || options.includeDrafts) items.push(item);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      problems.push(...error.problems);
    }
  }
  const seen = new Map<string, T>();
  for (const item of items) {
    const other = seen.get(item.route);
    if (other) problems.push(options.clash(item, other));
    else seen.set(item.route, item);
  }
  if (problems.length) throw new UserError(problems);
  return items;
}
