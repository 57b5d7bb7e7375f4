import type { Notes } from './notes.js';
import { isObject, type Json } from '../util/values.js';

/** An attribute name docgen's config takes (see headTags in config/schema.ts). */
const ATTRIBUTE = /^[A-Za-z][\w:.-]*$/;

/**
 * Docusaurus's `headTags` as docgen's: its `<link>` and `<meta>` tags, attributes as strings (a
 * boolean one, `crossorigin: true`, present or left out); a link's `href` under the base URL made
 * a path in the static folder, as docgen's `headTags` serves it under the base URL. Other tags (a
 * `<script>` with its `innerHTML`) are not carried over: each is named.
 */
export function mapHeadTags(value: unknown, baseUrl: string, notes: Notes): Json[] {
  const tags: Json[] = [];
  (Array.isArray(value) ? value : []).forEach((tag: unknown, i) => {
    const at = ['headTags', i];
    if (!isObject(tag) || (tag.tagName !== 'link' && tag.tagName !== 'meta')) {
      notes.dropped(at, `docgen's headTags are <link> and <meta> tags: a <${isObject(tag) ? String(tag.tagName) : '?'}> goes in the theme (swizzle a component) or a page's <Head>`);
      return;
    }
    if ('innerHTML' in tag) notes.dropped([...at, 'innerHTML'], `a <${tag.tagName}> holds nothing`);
    const attributes: Record<string, string> = {};
    for (const [name, raw] of Object.entries(isObject(tag.attributes) ? tag.attributes : {})) {
      if (raw === false || raw === undefined || raw === null) continue;
      if (!ATTRIBUTE.test(name) || typeof raw === 'object') {
        notes.dropped([...at, 'attributes', name], 'not an attribute docgen can write');
        continue;
      }
      const text = raw === true ? '' : String(raw);
      attributes[name] = tag.tagName === 'link' && name === 'href' && baseUrl !== '/' && text.startsWith(baseUrl) ? text.slice(baseUrl.length - 1) : text;
    }
    tags.push({ tagName: tag.tagName, attributes });
  });
  if (tags.length) notes.mapped(['headTags'], `${tags.length} tag(s); a link's href is a path in the static folder, served under baseUrl`);
  return tags;
}
