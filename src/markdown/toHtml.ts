import type { Element, Nodes, Properties } from 'hast';
import { find, html, svg, type Schema } from 'property-information';

/** Elements without content or end tag in HTML. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose text is not escaped (their content ends only at their end tag). */
const RAW_TEXT = new Set(['script', 'style']);

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u200b': '&#8203;' };
/**
 * Most text has nothing to escape: a test first spares the replacement. The zero-width space of
 * heading links is written as a reference: one character above U+00FF makes V8 hold the whole
 * page's HTML in two bytes per character (twice the memory, slower to join, stringify and write).
 */
export const escapeText = (text: string) => (/[&<>\u200b]/.test(text) ? text.replace(/[&<>\u200b]/g, (c) => TEXT_ESCAPES[c]!) : text);
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

/**
 * `parts.join(separator)` that keeps Latin-1 text in one byte per character. V8's `join` makes a
 * two-byte string as soon as one part has been internalized since it was made (a "thin" string:
 * a language name once looked up as a key, a slug once counted), and everything the page's HTML
 * is then concatenated into is two-byte too; `+` looks at what the part holds.
 */
function joined(parts: string[], separator = ''): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) out += i ? separator + parts[i] : parts[i];
  return out;
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
    const text = Array.isArray(value) ? joined(value.map(String), info.commaSeparated ? ', ' : ' ') : String(value);
    out += ` ${info.attribute}="${escapeAttribute(text)}"`;
  }
  return out;
}

/**
 * A page's hast -> HTML: the serialization hast-util-to-html does for the trees the Markdown
 * stage makes (raw nodes copied as they are), in a fraction of its time.
 */
export function hastToHtml(tree: Nodes): string {
  const out: string[] = [];
  const visit = (node: Nodes, schema: Schema, rawText: boolean): void => {
    switch (node.type) {
      case 'root':
        for (const child of node.children) visit(child, schema, rawText);
        return;
      case 'text':
        out.push(rawText ? node.value : escapeText(node.value));
        return;
      case 'comment':
        out.push(`<!--${node.value}-->`);
        return;
      case 'doctype':
        out.push('<!doctype html>');
        return;
      case 'element':
        return element(node, schema);
      default: {
        // `raw`: HTML written in the Markdown, kept as written.
        const raw = node as { value?: unknown };
        if (typeof raw.value === 'string') out.push(raw.value);
      }
    }
  };
  const element = (node: Element, parent: Schema): void => {
    const schema = parent.space === 'html' && node.tagName === 'svg' ? svg : parent;
    out.push(`<${node.tagName}${attributes(node.properties, schema)}>`);
    if (schema.space === 'html' && VOID.has(node.tagName)) return;
    const inner = schema.space === 'svg' && node.tagName === 'foreignObject' ? html : schema;
    for (const child of node.tagName === 'template' && node.content ? node.content.children : node.children) visit(child, inner, RAW_TEXT.has(node.tagName));
    out.push(`</${node.tagName}>`);
  };
  visit(tree, html, false);
  return joined(out);
}
