import { formatLocation } from '../util/errors.js';
import { likelyMeant } from '../util/likelyMeant.js';
import type { Doc } from './docs.js';
import type { SiteConfig } from '../config/resolve.js';
import { FRONT_MATTER_FIELDS } from './frontMatterFields.js';

/**
 * What a doc's (or a standalone page's) own file says that is likely a mistake (a doc of another locale's, shown
 * untranslated, is warned of in its own locale): an empty file, highlighted lines a listing does
 * not have, and front matter fields docgen
 * does not read that are a typo away from one it does (other fields are the site's own, and kept).
 */
export function docWarnings(doc: Pick<Doc, 'file' | 'locale' | 'sourceLocale' | 'empty' | 'jsxLine' | 'frontMatter' | 'overruns'>, format: SiteConfig['markdown']['format']): string[] {
  if (doc.sourceLocale !== doc.locale) return [];
  const file = formatLocation({ file: doc.file });
  const warnings = doc.empty ? [`${file}: the file is empty; its page has only a title`] : [];
  if (doc.jsxLine !== undefined && format === 'detect') {
    warnings.push(`${formatLocation({ file: doc.file, line: doc.jsxLine })}: this looks like MDX (an import, a component or a {{...}} object), which a .md file shows as text: rename the file .mdx, or set markdown.format to 'mdx' in the config`);
  }
  for (const [line, range, lines] of doc.overruns) {
    warnings.push(`${formatLocation({ file: doc.file, line })}: the highlighted lines ${range} go past the end of this listing, which has ${lines} line${lines === 1 ? '' : 's'}: only the lines it has are highlighted; check the numbers`);
  }
  for (const field of Object.keys(doc.frontMatter)) {
    if (FRONT_MATTER_FIELDS.includes(field)) continue;
    const meant = likelyMeant(field, FRONT_MATTER_FIELDS);
    if (meant) warnings.push(`${file}: front matter "${field}" is not a field docgen reads: did you mean "${meant}"?`);
  }
  return warnings;
}
