/**
 * The few pieces of HTML a highlighted listing is written with (see code.ts): Prism's tokens
 * become spans, written as text once and kept in the cache, not as a tree of hast per token.
 */
import type { Properties } from 'hast';
import { find, html, type Schema } from 'property-information';

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Most text has nothing to escape: a test first spares the replacement. */
export const escapeText = (text: string) => (/[&<>]/.test(text) ? text.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!) : text);
export const escapeAttribute = (text: string) => (/[&"]/.test(text) ? text.replace(/[&"]/g, (c) => (c === '&' ? '&amp;' : '&quot;')) : text);

/** What property-information says of each property name, per schema: pages name the same few again and again. */
const infoCache = new Map<Schema, Map<string, ReturnType<typeof find>>>();
function infoOf(schema: Schema, key: string): ReturnType<typeof find> {
  let known = infoCache.get(schema);
  if (!known) infoCache.set(schema, (known = new Map()));
  let info = known.get(key);
  if (!info) known.set(key, (info = find(schema, key)));
  return info;
}

/** An element's properties as the attributes of its start tag (each with a leading space). */
export function attributes(properties: Properties, schema: Schema = html): string {
  let out = '';
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    const info = infoOf(schema, key);
    if (value === true && !info.booleanish) {
      out += ` ${info.attribute}`;
      continue;
    }
    const text = Array.isArray(value) ? value.map(String).join(info.commaSeparated ? ', ' : ' ') : String(value);
    out += ` ${info.attribute}="${escapeAttribute(text)}"`;
  }
  return out;
}
