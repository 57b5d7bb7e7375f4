import { hash } from 'node:crypto';
import type { Root } from 'hast';
import { readKeptEntries, writeKeptEntries } from '../util/keptEntries.js';
import type { CompiledMdx } from './mdx.js';
import type { TocItem } from './headings.js';
import type { MarkdownLabels } from './fileData.js';

/** A link of a compiled page as written, and where it led when the page was compiled (its href is in the page's code). */
interface KeptLink {
  url: string;
  line?: number;
  column?: number;
  href: string;
}

/** A compiled MDX page as kept: its code and tree (its links already resolved in both), what its tree says, and its links. */
interface Entry {
  code: string;
  tree: Root;
  h1?: string;
  headings: TocItem[];
  ids: string[];
  links: KeptLink[];
  /** Its Markdown version's body, for the route it was printed for (its relative links are made absolute from there). */
  markdown?: KeptMarkdown;
}

/** A compiled page's Markdown version's body (see markdownBodyOf), and the route it was printed for. */
export interface KeptMarkdown {
  route: string;
  text: string;
}

/** Where a link leads now, as the page's link resolver says (its check and asset recorded as the page's). */
export type ResolveLink = (url: string, place: { line?: number; column?: number }) => string;

/**
 * The MDX pages the last build of a site compiled, by their source, file, words and config: an
 * unchanged page is not compiled again (@mdx-js/mdx's compile is most of what an unchanged MDX
 * page costs), as long as each of its links still leads where it led, since the hrefs are in
 * its code. In node_modules/.cache/docgen/mdx, one file per output folder, safe to delete.
 */
export class MdxCompileCache {
  /** Entries used by this build, for `save`; those compiled now as JSON, written before the build goes on with their trees. */
  private readonly used = new Map<string, Entry | string>();

  private constructor(
    private readonly file: string,
    private readonly known: Map<string, Entry>,
  ) {}

  /** The cache kept in `file`: without one (or a damaged one), every page is compiled. */
  static open(file: string): MdxCompileCache {
    return new MdxCompileCache(file, readKeptEntries<Entry>(file, 'pages'));
  }

  /** The key of a page's compile: everything it is made from but its links (see `get`). */
  static key(source: string, file: string, labels: MarkdownLabels, configFingerprint: string): string {
    return hash('sha1', JSON.stringify([file, labels, configFingerprint, source]));
  }

  /** The page as compiled before, if each of its links still resolves to the href its code holds. */
  get(key: string, resolve: ResolveLink): (Omit<CompiledMdx['parsed'], 'links'> & { code: string; markdown?: KeptMarkdown }) | undefined {
    const entry = this.known.get(key);
    if (!entry || !entry.links.every((link) => resolve(link.url, link) === link.href)) return undefined;
    this.used.set(key, entry);
    const { code, tree, h1, headings, ids, markdown } = entry;
    return { code, tree: structuredClone(tree), ...(h1 !== undefined && { h1 }), headings, ids: new Set(ids), ...(markdown && { markdown }) };
  }

  /** A page compiled now, as `entryOf` wrote it (in the thread that compiled it: its links are in its tree there). */
  set(key: string, entry: string): void {
    this.used.set(key, entry);
  }

  /** What the cache keeps of a page compiled now, as JSON. */
  static entryOf(compiled: CompiledMdx, markdown?: KeptMarkdown): string {
    const { parsed, code } = compiled;
    const links = parsed.links.map((link) => ({ url: link.url, line: link.line, column: link.column, href: String(link.node.properties[link.attribute]) }));
    const entry: Entry = { code, tree: parsed.tree, ...(parsed.h1 !== undefined && { h1: parsed.h1 }), headings: parsed.headings, ids: [...parsed.ids], links, ...(markdown && { markdown }) };
    return JSON.stringify(entry);
  }

  /**
   * The cache of the next build in this process (`docgen dev`'s next rebuild): the pages this one
   * compiled or used; all it had, when it used none (it stopped before its MDX pages). Never saved.
   */
  carried(): MdxCompileCache {
    if (!this.used.size) return new MdxCompileCache('', this.known);
    return new MdxCompileCache('', new Map(Array.from(this.used, ([key, entry]) => [key, typeof entry === 'string' ? (JSON.parse(entry) as Entry) : entry])));
  }

  /** Called once the build is in place: the pages it compiled or used, for the next one. */
  save(): void {
    if (!this.file) return;
    try {
      writeKeptEntries(this.file, 'pages', Array.from(this.used, ([key, entry]): [string, string] => [key, typeof entry === 'string' ? entry : JSON.stringify(entry)]));
    } catch {
      // A cache that cannot be written only makes the next build compile every page.
    }
  }
}
