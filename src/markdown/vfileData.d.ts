import type { LinkRef } from './links.js';
import type { TocItem } from './headings.js';

declare module 'vfile' {
  interface DataMap {
    /** What the pipeline's plugins record about the page they process. */
    page: { headings: TocItem[]; links: LinkRef[]; ids: Set<string> };
  }
}
