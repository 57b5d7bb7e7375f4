/**
 * A code listing's HTML, made by the build (see code.ts), in a page's tree: a `raw` node that
 * keeps the listing's text beside it (what the search records read, see textOf). The raw HTML
 * stage leaves it alone: a page with no HTML of its author's is not parsed again (see rawHtml.ts).
 */
export interface ListingHtml {
  type: 'raw';
  value: string;
  data: { listing: string };
}

export const isListingHtml = (node: { type: string; data?: unknown }): node is ListingHtml =>
  node.type === 'raw' && typeof (node.data as { listing?: unknown } | undefined)?.listing === 'string';
