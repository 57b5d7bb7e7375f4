import { useEffect } from 'react';

/**
 * What a React page says of its head (`<Layout title>`, `<Head>` with its `<title>`, `<meta>`,
 * `<link>`, `<script>`, `<html>` and `<body>`): the server collects it while it renders the page
 * once to plan it (see render/reactPageHead.ts), and the document's head is made from it (see
 * render/document.ts); in the browser, a page shown by a client navigation sets it itself.
 */
export const HEAD_COLLECTOR = 'docgen.docusaurus.head';

/** A tag of the page's own in the document's head, as written in `<Head>`: its attributes by their HTML names, and a script's text. */
export interface HeadTag {
  tagName: 'meta' | 'link' | 'script' | 'style' | 'base' | 'noscript';
  attributes: Record<string, string>;
  text?: string;
}

export interface CollectedHead {
  title?: string;
  description?: string;
  tags?: HeadTag[];
  /** Attributes of `<html>` (`lang`, `class`...) and `<body>` (`class`). */
  htmlAttributes?: Record<string, string>;
  bodyAttributes?: Record<string, string>;
}

/** The attribute docgen's document and the browser mark a page's own head tags with, as react-helmet (Docusaurus's `<Head>`) marks them. */
export const OWN_TAG = 'data-rh';

/**
 * A tag's text as the document holds it, in the server's HTML and in the browser alike (so that
 * the browser recognises the server's tag): a script's or style's kept from ending its element
 * early, JSON's `<` as `\u003c`, else `</` as `<\/` (the same text to JavaScript and CSS).
 */
export function headTagText(tag: HeadTag): string {
  const text = tag.text ?? '';
  if (tag.tagName === 'noscript') return text;
  return /json/i.test(tag.attributes.type ?? '') ? text.replace(/</g, '\\u003c') : text.replace(/<\//g, '<\\/');
}

const collector = () => (globalThis as unknown as Record<symbol, CollectedHead | undefined>)[Symbol.for(HEAD_COLLECTOR)];

/** Records the page's head on the server (while a collector is set), and applies it in the browser. */
export function useHead(head: CollectedHead, siteTitle: string): void {
  const into = typeof document === 'undefined' ? collector() : undefined;
  if (into) {
    if (head.title !== undefined) into.title = head.title;
    if (head.description !== undefined) into.description = head.description;
    if (head.tags?.length) into.tags = [...(into.tags ?? []), ...head.tags];
    if (head.htmlAttributes) into.htmlAttributes = { ...into.htmlAttributes, ...head.htmlAttributes };
    if (head.bodyAttributes) into.bodyAttributes = { ...into.bodyAttributes, ...head.bodyAttributes };
  }
  useEffect(() => {
    if (head.title !== undefined) document.title = head.title && head.title !== siteTitle ? `${head.title} | ${siteTitle}` : siteTitle;
    if (head.description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description, siteTitle]);
  const key = JSON.stringify([head.tags, head.htmlAttributes, head.bodyAttributes]);
  // Keyed by what the tags say: a page rendered again with the same head keeps its tags in place.
  useEffect(() => applyTags(head), [key]);
}

/**
 * The document's own tag a page's tag stands in for (`og:image`), by the attribute that names it:
 * a meta of the same name or property, or the canonical link. The server leaves that tag out (see
 * render/ownHead.ts); the browser sets it aside while the page shows.
 */
export function standsInFor(tag: HeadTag): { tagName: 'meta' | 'link'; attribute: 'name' | 'property' | 'rel'; value: string } | undefined {
  const { name, property, rel } = tag.attributes;
  if (tag.tagName === 'meta' && name) return { tagName: 'meta', attribute: 'name', value: name };
  if (tag.tagName === 'meta' && property) return { tagName: 'meta', attribute: 'property', value: property };
  if (tag.tagName === 'link' && rel === 'canonical') return { tagName: 'link', attribute: 'rel', value: rel };
  return undefined;
}

/** The selector of the document's tag a page's own one stands in for. */
function replaced(tag: HeadTag): string | undefined {
  const own = standsInFor(tag);
  return own && `${own.tagName}[${own.attribute}="${CSS.escape(own.value)}"]:not([${OWN_TAG}])`;
}

/**
 * Puts the page's own head tags and `<html>`/`<body>` attributes into the document while it shows,
 * and takes them out after (a client navigation away): the tags the server wrote are taken over
 * as they are, a tag of the document's that one stands in for (`og:image`) steps aside meanwhile.
 */
function applyTags(head: CollectedHead): () => void {
  const undo: (() => void)[] = [];
  for (const tag of head.tags ?? []) {
    const element = document.createElement(tag.tagName);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(OWN_TAG, 'true');
    if (tag.text !== undefined) element.textContent = headTagText(tag);
    const written = [...document.head.querySelectorAll(`${tag.tagName}[${OWN_TAG}]`)].find((other) => other.isEqualNode(element));
    if (written) {
      undo.push(() => written.remove());
      continue;
    }
    const selector = replaced(tag);
    const standIn = selector ? document.head.querySelector(selector) : null;
    if (standIn) {
      const { parentNode, nextSibling } = standIn;
      standIn.remove();
      undo.push(() => parentNode?.insertBefore(standIn, nextSibling));
    }
    document.head.appendChild(element);
    undo.push(() => element.remove());
  }
  for (const [target, attributes] of [
    [document.documentElement, head.htmlAttributes],
    [document.body, head.bodyAttributes],
  ] as const) {
    // The attributes the server wrote for the page (listed in data-rh, as react-helmet lists them) are the page's, not the document's.
    const written = new Set((target.getAttribute(OWN_TAG) ?? '').split(',').filter(Boolean));
    target.removeAttribute(OWN_TAG);
    for (const [name, value] of Object.entries(attributes ?? {})) {
      if (name === 'class') {
        // Classes are added to the document's (the theme's own stay), and those that were not there taken away after.
        const added = value.split(/\s+/).filter((c) => c && (written.has(name) || !target.classList.contains(c)));
        target.classList.add(...added);
        undo.push(() => target.classList.remove(...added));
        continue;
      }
      const before = written.has(name) ? null : target.getAttribute(name);
      target.setAttribute(name, value);
      undo.push(() => (before === null ? target.removeAttribute(name) : target.setAttribute(name, before)));
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
