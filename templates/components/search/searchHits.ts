import type { DocSearchHit } from '@docsearch/react';

/** Highlighted text to plain text: DocSearch shows the lvl0 highlight as a group title, as text. */
function decodeEntities(html: string): string {
  const area = document.createElement('textarea');
  area.innerHTML = html;
  return area.value;
}

/** Paths relative to this host (records hold site paths), and group titles without HTML entities. */
export function localItem(item: DocSearchHit): DocSearchHit {
  const url = new URL(item.url, location.href);
  const lvl0 = item._highlightResult?.hierarchy?.lvl0;
  if (!lvl0) return { ...item, url: url.pathname + url.hash };
  const highlight = { ...item._highlightResult, hierarchy: { ...item._highlightResult.hierarchy, lvl0: { ...lvl0, value: decodeEntities(lvl0.value) } } };
  return { ...item, url: url.pathname + url.hash, _highlightResult: highlight };
}

/** DocSearch's `transformItems`: every hit as `localItem` makes it. */
export const localItems = (items: DocSearchHit[]): DocSearchHit[] => items.map(localItem);
