import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { useHead, type CollectedHead, type HeadTag } from './head.js';
import { useSite } from './site.js';

/** The text of an element's children (`<title>{`A ${name}`}</title>` gives several). */
const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');

/** React's names of attributes that HTML spells otherwise; the others are HTML's in lower case (`crossOrigin`, `hrefLang`, `itemProp`). */
const HTML_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };

const TAGS = new Set<string>(['meta', 'link', 'script', 'style', 'base', 'noscript']);

/** An element's props as HTML attributes: strings and numbers as written, `true` as present, the rest (children, handlers) left out. */
function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === false || value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && value !== true) continue;
    const html = HTML_NAMES[name] ?? (/^(data|aria)-/.test(name) ? name : name.toLowerCase());
    attributes[html] = value === true ? '' : String(value);
  }
  return attributes;
}

/**
 * `@docusaurus/Head`, as react-helmet takes it: its `<title>` and `<meta name="description">` are
 * the page's; its other `<meta>`, `<link>`, `<script>` (JSON-LD), `<style>`, `<base>` and
 * `<noscript>` go into the document's head (one with the name or property of the document's own
 * stands in for it: `og:image`), `<html>` and `<body>` give their attributes. All of it in the
 * document docgen writes, and again after a client navigation; it renders nothing in place.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const head: CollectedHead = {};
  const tags: HeadTag[] = [];
  const visit = (nodes: ReactNode) => {
    for (const child of Children.toArray(nodes)) {
      if (!isValidElement<Record<string, unknown> & { children?: ReactNode; dangerouslySetInnerHTML?: { __html?: string } }>(child)) continue;
      const { props } = child;
      // A fragment's children are the head's too.
      if (child.type === Fragment) visit(props.children);
      if (typeof child.type !== 'string') continue;
      if (child.type === 'title') head.title = textOf(props.children);
      else if (child.type === 'meta' && props.name === 'description' && typeof props.content === 'string') head.description = props.content;
      else if (child.type === 'html') head.htmlAttributes = { ...head.htmlAttributes, ...attributesOf(props) };
      else if (child.type === 'body') head.bodyAttributes = { ...head.bodyAttributes, ...attributesOf(props) };
      else if (TAGS.has(child.type)) {
        const text = props.dangerouslySetInnerHTML?.__html ?? (props.children === undefined ? undefined : textOf(props.children));
        tags.push({ tagName: child.type as HeadTag['tagName'], attributes: attributesOf(props), ...(text !== undefined && { text }) });
      }
    }
  };
  visit(children);
  if (tags.length) head.tags = tags;
  useHead(head, useSite().siteConfig.title);
  return null;
}
