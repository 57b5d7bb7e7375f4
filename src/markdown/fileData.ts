import type { VFile } from 'vfile';
import type { AdmonitionType } from '../shared/admonitions.js';
import type { ListingStore } from './code.js';

/** The page's words for the Markdown it renders (from the locale's string table). */
export interface MarkdownLabels {
  directLinkTo: string;
  copy: string;
  /** The word-wrap button of code blocks. */
  wrap: string;
  footnotes: string;
  backToContent: string;
  admonitions: Record<AdmonitionType, string>;
}

/** What docgen's own plugins read of the page being processed, beside its text. */
export interface PageData {
  labels: MarkdownLabels;
  /** Where highlighted listings are kept between builds, if anywhere. */
  listings?: ListingStore;
}

const KEY = 'docgen';

export const setPageData = (file: VFile, data: PageData): void => {
  (file.data as Record<string, unknown>)[KEY] = data;
};
export const pageDataOf = (file: VFile): PageData => (file.data as Record<string, unknown>)[KEY] as PageData;
export const labelsOf = (file: VFile): MarkdownLabels => pageDataOf(file).labels;
