import type { Notes } from './notes.js';
import { isUrl, type Json } from '../util/values.js';

/**
 * A `label`/`to`/`href` link (an item of the navbar, of one of its menus, or of the footer) as
 * docgen's: `{ label, href }` to a URL, `{ label, to }` to a page of the site (its `#fragment`
 * kept). `look`: a navbar link keeps its `className` and `aria-label` (an icon-only link), a
 * footer link has none. What is not carried over is said in `notes`.
 */
export function mapLink(item: Json, at: (string | number)[], notes: Notes, options: { dropsBlog: boolean; look: boolean }): Json | undefined {
  if (typeof item.html === 'string') {
    notes.dropped(at, 'docgen\'s footer has no HTML items');
    return undefined;
  }
  const kept = ['type', 'label', 'to', 'href', 'position', ...(options.look ? ['className', 'aria-label'] : [])];
  for (const field of Object.keys(item)) if (!kept.includes(field)) notes.dropped([...at, field], `docgen's links have no "${field}"`);
  const look = options.look ? { ...(typeof item.className === 'string' && { className: item.className }), ...(typeof item['aria-label'] === 'string' && { ariaLabel: item['aria-label'] }) } : {};
  const label = typeof item.label === 'string' ? { label: item.label } : {};
  if (!label.label && !(options.look && (look.className || look.ariaLabel))) {
    notes.dropped(at, 'a link without a label');
    return undefined;
  }
  const target = typeof item.href === 'string' ? item.href : item.to;
  if (typeof target !== 'string') {
    notes.dropped(at, 'a link without "to" or "href"');
    return undefined;
  }
  if (isUrl(target)) return { ...label, href: target, ...look };
  const to = target.startsWith('/') ? target : `/${target}`;
  if (options.dropsBlog && /^\/blog(\/|#|$)/.test(to)) {
    notes.dropped(at, 'a link to the blog, which the site turns off');
    return undefined;
  }
  return { ...label, to, ...look };
}
