import { headTagText, OWN_TAG, standsInFor } from '../docusaurus/head.js';
import type { Route } from '../routes/route.js';
import { escapeMarkup } from '../util/escapeMarkup.js';

/** Elements with no end tag. */
const VOID = new Set(['meta', 'link', 'base']);

const attributes = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ` ${escapeMarkup(name)}="${escapeMarkup(value)}"`).join('');

/** A React page's own head tags (its `<Head>`'s), as the document writes them: marked as react-helmet marks them, which the page's `<Head>` takes over in the browser. */
export function ownHeadTags(route: Route): string {
  return (route.head?.tags ?? [])
    .map((tag) => {
      const open = `<${tag.tagName}${attributes(tag.attributes)} ${OWN_TAG}="true">`;
      if (VOID.has(tag.tagName)) return open;
      return `${open}${headTagText(tag)}</${tag.tagName}>`;
    })
    .join('');
}

/** The document's own tags a page's tags stand in for (see standsInFor), as `name:description`, `property:og:image`, `rel:canonical`. */
export function replacedByOwnHead(route: Route): Set<string> {
  const keys = new Set<string>();
  for (const tag of route.head?.tags ?? []) {
    const own = standsInFor(tag);
    if (own) keys.add(`${own.attribute}:${own.value}`);
  }
  return keys;
}

/**
 * `<html>`'s or `<body>`'s attributes with a page's own over them (its classes added to the
 * document's), their names listed in `data-rh` as react-helmet lists them: the page's `<Head>`
 * takes them back in the browser when it goes (see applyTags in src/docusaurus/head.ts).
 */
export function withOwnAttributes(base: Record<string, string>, own: Record<string, string> | undefined): string {
  const merged = { ...base };
  for (const [name, value] of Object.entries(own ?? {})) merged[name] = name === 'class' && merged.class ? `${merged.class} ${value}` : value;
  if (own && Object.keys(own).length) merged[OWN_TAG] = Object.keys(own).join(',');
  return attributes(merged);
}
