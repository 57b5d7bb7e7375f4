import type { Element, ElementContent } from 'hast';

/** What markdown-it-footnote says of a footnote: its number (from 0), its label, which reference. */
export interface FootnoteMeta {
  id: number;
  subId?: number;
  label?: string;
}

/** GFM's ids: the label as written (lowercased), else the number; prefixed so they clash with no heading. */
const name = (meta: FootnoteMeta) => encodeURIComponent((meta.label ?? String(meta.id + 1)).toLowerCase());
const noteId = (meta: FootnoteMeta) => `user-content-fn-${name(meta)}`;
const refId = (meta: FootnoteMeta) => `user-content-fnref-${name(meta)}${meta.subId ? `-${meta.subId + 1}` : ''}`;

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** `[^label]` in the text: a superscript number linking to the note. */
export function footnoteRef(meta: FootnoteMeta): Element {
  return el('sup', {}, [el('a', { href: `#${noteId(meta)}`, id: refId(meta), dataFootnoteRef: true, ariaDescribedBy: ['footnote-label'] }, [{ type: 'text', value: String(meta.id + 1) }])]);
}

/** The notes at the end of the page, under a heading for screen readers; notes go into `list`. */
export function footnotesSection(heading: string): { section: Element; list: Element } {
  const list = el('ol', {}, []);
  const section = el('section', { dataFootnotes: true, className: ['footnotes'] }, [
    el('h2', { className: ['sr-only'], id: 'footnote-label' }, [{ type: 'text', value: heading }]),
    { type: 'text', value: '\n' },
    list,
  ]);
  return { section, list };
}

export function footnoteItem(meta: FootnoteMeta): Element {
  return el('li', { id: noteId(meta) }, []);
}

/** The link from a note back to where it is referenced (one per reference). */
export function footnoteBackref(meta: FootnoteMeta, label: string): Element {
  const more: ElementContent[] = meta.subId ? [el('sup', {}, [{ type: 'text', value: String(meta.subId + 1) }])] : [];
  return el('a', { href: `#${refId(meta)}`, dataFootnoteBackref: '', ariaLabel: label, className: ['data-footnote-backref'] }, [{ type: 'text', value: '↩' }, ...more]);
}
