/** The words of a text, as PurgeCSS's default extractor takes them (`col--4`, `card__body`). */
export const WORD = /[\w-]+/g;
/** In Markdown, classes come from raw HTML only: the values of its `class` and `className` attributes. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;

/**
 * The words of a Markdown body's class attributes (its raw HTML's: `<div class="col col--4">`),
 * space-separated, '' for most bodies: kept with each doc's metadata, so that the site's
 * stylesheet keeps the classes of docs the build did not read again (see classTokens).
 */
export function classAttributeWords(body: string): string {
  if (!body.includes('class')) return '';
  const words = new Set<string>();
  for (const m of body.matchAll(CLASS_ATTRIBUTE)) for (const [word] of (m[1] ?? m[2] ?? m[3] ?? '').matchAll(WORD)) words.add(word);
  return [...words].join(' ');
}
