import { removePosition } from 'unist-util-remove-position';
import type { SiteConfig } from '../config/resolve.js';
import type { MarkdownLabels } from '../markdown/fileData.js';
import { markdownBodyOfLater } from '../llms/docMarkdown.js';
import { compileMdx } from '../markdown/mdx.js';
import { MdxCompileCache } from '../markdown/mdxCache.js';
import { resolvePageLinks, type LinkResolver } from '../routes/linkTargets.js';
import { compiledFormat, type MdxDoc } from '../routes/mdxDoc.js';
import { UserError, type Problem } from '../util/errors.js';

/**
 * An MDX page to compile: its text, the page it is (its links resolve from there), its locale's
 * words, and whether the compile cache is to keep it. Sent as is to a build worker.
 */
export interface MdxJob {
  source: string;
  from: Parameters<LinkResolver>[1] & { route: string };
  labels: MarkdownLabels;
  cached: boolean;
  /** Whether the page has a Markdown version (see llms/docMarkdown.ts): printed here from the compile's own parse. */
  markdown: boolean;
}

/** What compiling a page gave: its tree and code, its links resolved, its Markdown version's body; `entry`, what the compile cache keeps of it (see MdxCompileCache.entryOf). */
export type CompiledPage = Pick<MdxDoc, 'parsed' | 'links' | 'assets' | 'markdown'> & { code: string; entry?: string };

/** A page that does not compile: what is wrong with it (reported with every other page's errors, see compileMdxDocs). */
export interface FailedPage {
  failed: Problem[];
}

/**
 * Compiles a page in whichever thread runs it (the main thread or a build worker, each with its
 * own link resolver of the same content); an error in the page is its outcome, so that the build
 * goes on to find every other page's.
 */
export async function compilePage(config: SiteConfig, job: MdxJob, resolve: LinkResolver): Promise<CompiledPage | FailedPage> {
  try {
    return await compiledPage(config, job, resolve);
  } catch (error) {
    if (error instanceof UserError) return { failed: error.problems };
    throw error;
  }
}

async function compiledPage(config: SiteConfig, job: MdxJob, resolve: LinkResolver): Promise<CompiledPage> {
  const into: Pick<CompiledPage, 'links' | 'assets'> = { links: [], assets: [] };
  const compiled = await compileMdx(job.source, {
    format: compiledFormat(config, job.from.file),
    siteDir: config.siteDir,
    file: job.from.file,
    labels: job.labels,
    plugins: config.markdown,
    resolveLinks: (parsed) => resolvePageLinks(parsed.links, resolve, job.from, into),
    keepSource: job.markdown,
  });
  // Where each node was in the file: read by the compile alone (its links' places are in `links`); half of what a page's tree weighs, sent and kept.
  removePosition(compiled.parsed.tree, { force: true });
  const { links: _refs, ...parsed } = compiled.parsed;
  const markdown = compiled.source && (await markdownBodyOfLater(config, job.from, job.source, resolve, compiled.source));
  return { parsed, ...into, code: compiled.code, ...(markdown !== undefined && { markdown }), ...(job.cached && { entry: MdxCompileCache.entryOf(compiled, markdown === undefined ? undefined : { route: job.from.route, text: markdown }) }) };
}

/** The jobs a thread takes, one at a time, by the flags it shares with the other threads (each set by the thread that takes its job). */
export function* claimedJobs(claims: Int32Array): Generator<number> {
  for (let index = 0; index < claims.length; index++) if (Atomics.compareExchange(claims, index, 0, 1) === 0) yield index;
}
