/**
 * The client as esbuild makes it, the same for every site: paths below the output folder, no base
 * URL. Chunks import each other by relative URLs (`./chunk.X.js`, all in assets/js/), so the
 * files work under any base URL; only the page's links to them carry it (`forSite`).
 */
export interface ClientBuild {
  files: { path: string; contents: Uint8Array }[];
  entry: string;
  preloads: string[];
  /** What a page that is not a doc loads before it hydrates (the theme's otherPages chunk, see templates/pageKinds.ts): such pages preload it. */
  pagePreloads?: string[];
  stylesheets: string[];
  /** Absolute paths. */
  inputs: string[];
}
