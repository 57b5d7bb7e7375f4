import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { packageRoot, type SiteConfig } from '../config/resolve.js';
import { configForThread } from '../config/plugins.js';
import type { MdxDocs } from '../routes/mdxDoc.js';
import type { LocaleContent } from '../content/load.js';
import type { PageAssets } from '../render/document.js';
import { UserError, type Problem } from '../util/errors.js';
import type { Doc } from '../content/docs.js';
import { docBlocks, type DocBlock, type MadeBlock } from './docPages.js';
import type { CompiledPage, FailedPage, MdxJob } from './mdxCompile.js';

/**
 * From this many doc pages on, Markdown and rendering run in worker threads as well as in the
 * main thread: one worker per core besides the main thread's. The main thread has little else to
 * do meanwhile, and a worker fewer is one less thread to start (and one less heap). Measured
 * again with unified (2026-11-27, five alternating pairs on a quiet 2-core machine): from 20
 * docs, EvalAP's 28 built in 2.61 s against 2.28 s on the main thread alone, each thread warming
 * up the same code.
 */
export const PARALLEL_FROM_DOCS = 120;
/** From this many doc pages on, the threads inline less (see inlineLess). */
export const INLINE_LESS_FROM_DOCS = 120;
/** How long a worker that said it is done may take to exit before it is stopped. */
const EXIT_GRACE_MS = 2000;

/**
 * A build that makes its pages in several threads has V8's optimizing compiler inline at most 150
 * bytes of bytecode into a function (920 by default): each thread optimizes the same hot
 * functions for itself, and in V8's background threads that took about a quarter of a
 * 1,000-page build's CPU (~1.5 of 5.8 s). 1,000 pages build 5-7 % faster, 10,000 as fast.
 *
 * Called once the config is loaded, before the workers start. Code compiled after a flag changed
 * gets nothing from code caches made before (Node's own built-in one included: small sites keep
 * the defaults). The launcher first keeps the code caches of what this thread compiled so far,
 * and names those made afterwards by the flags (see bin/codeCache.cjs).
 */
export function inlineLess(): void {
  (process as NodeJS.EventEmitter).emit('docgen:v8-flags-changing');
  // node:v8 is loaded by large builds only (~3 ms).
  const v8 = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
  v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=150');
}

export function workerCount(docCount: number): number {
  return docCount < PARALLEL_FROM_DOCS ? 0 : Math.max(1, Math.min(os.availableParallelism(), 8) - 1);
}

/** What a worker is started with: the config, so that it loads the theme while the main thread reads the content. */
export interface WorkerInput {
  config: SiteConfig;
}

/** The rest, once the main thread has it: the content and what the pages' HTML shell names. */
export interface WorkerStart {
  contents: Map<string, LocaleContent>;
  assets: PageAssets;
  routeCounts: Record<string, number>;
  stagingDir: string;
  /** Whether the staging folder holds an earlier output (see Staging). */
  recycled: boolean;
  /** One flag per block of doc pages, set by the worker that takes it (see workerSchedule). */
  claims: Int32Array;
  /** The site's MDX docs, compiled by the main thread. */
  mdx: MdxDocs;
}

/**
 * MDX pages for a worker to compile while it waits for its start (see compilePages in
 * mdxDocs.ts): the pages, the content their links resolve in, and one flag per page, set by the
 * thread that takes it.
 */
export interface MdxRequest {
  type: 'mdx';
  jobs: MdxJob[];
  contents: Map<string, LocaleContent>;
  claims: Int32Array;
}

export type WorkerMessage =
  | { type: 'mdx'; index: number; page: CompiledPage | FailedPage }
  | { type: 'mdxDone' }
  | { type: 'block'; made: MadeBlock }
  | { type: 'done'; bytes: number; files: number }
  | { type: 'error'; problems?: Problem[]; message: string; stack?: string; code?: string; syscall?: string; path?: string };

/** One flag per block of doc pages of `contents`, shared by the threads that make them (see workerSchedule). */
export function blockClaims(contents: Map<string, LocaleContent>): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * Math.max(1, docBlocks(contents).length)));
}

/**
 * The blocks of doc pages a thread makes, claimed one at a time in `claims` (shared by the
 * threads, which all go through the blocks in the same order): first those with a doc the build
 * read (`fresh`: the content cache did not know it, so its page is likely to be made again),
 * then the others, in site order: the order the main thread merges their search shares in. A
 * worker that is done takes the next block no one took, so none waits for another at the end;
 * one doc changed among thousands, its page is made first while the others are linked.
 */
export function* workerSchedule(blocks: DocBlock[], claims: Int32Array, fresh: (block: DocBlock) => boolean): Generator<DocBlock> {
  const claim = (block: DocBlock) => Atomics.compareExchange(claims, block.index, 0, 1) === 0;
  for (const block of blocks) if (fresh(block) && claim(block)) yield block;
  for (const block of blocks) if (claim(block)) yield block;
}

/** A thread's blocks of `docs` (by position), a block being fresh when it has a doc the build read (its body came with it, not only its hash from the content cache). */
export const claimedBlocks = (blocks: DocBlock[], docs: Pick<Doc, 'bodyHash'>[], claims: Int32Array): Generator<DocBlock> =>
  workerSchedule(blocks, claims, (block) => docs.slice(block.from, block.to).some((doc) => doc.bodyHash === undefined));

/** The content as a worker needs it: every doc (any worker may make any page), the bodies of the home and standalone pages left out (links name them by file). */
function contentsFor(contents: Map<string, LocaleContent>): Map<string, LocaleContent> {
  return new Map([...contents].map(([locale, content]) => [locale, { ...content, home: { ...content.home, body: '' }, pages: content.pages.map((page) => ({ ...page, body: '' })) }]));
}

export type DocWorkers = ReturnType<typeof startDocWorkers>;

/**
 * Worker threads that write doc pages into the staging folder: started before the content is
 * read when every page is to be made (each loads the config and the theme meanwhile), else once
 * the build finds enough pages to make (see build.ts). `run` gives them the content and the claims
 * they share with the main thread, and resolves once they have no block left to take, handing the
 * blocks they made to `onBlock` as they come.
 */
export function startDocWorkers({ config, parts }: WorkerInput & { parts: number }) {
  // Each worker runs the worker bundle beside this one, through the launcher's code cache (see bin/codeCache.cjs).
  const launcher = path.join(packageRoot(), 'bin', 'codeCache.cjs');
  const bundle = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.cjs');
  const workers = Array.from({ length: parts }, () => new Worker(launcher, { argv: [bundle], workerData: { config: configForThread(config) } satisfies WorkerInput }));
  const exited = workers.map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())));
  /** Resolves once every worker has stopped: none writes into the staging folder after that. */
  const stop = () => Promise.all(workers.map((w) => w.terminate())).then(() => undefined);
  /** Rejects an answer awaited from `worker` when it fails or stops before giving it. */
  const rejectOnStop = (worker: Worker, reject: (error: unknown) => void) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a build worker stopped (exit code ${code})`)));
  };
  /** A worker's error message as the error the build fails with. */
  const failure = (message: Extract<WorkerMessage, { type: 'error' }>) =>
    message.problems ? new UserError(message.problems) : Object.assign(new Error(message.message), { stack: message.stack, code: message.code, syscall: message.syscall, path: message.path });
  return {
    stop,
    /** Has each worker compile the MDX pages of `request` it claims, handing each to `onPage`; resolves once none has a page left to take. */
    compileMdx(request: Omit<MdxRequest, 'type'>, onPage: (index: number, page: CompiledPage | FailedPage) => void): Promise<void> {
      const contents = contentsFor(request.contents);
      const compiled = workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const listen = (message: WorkerMessage) => {
              if (message.type === 'mdx') return onPage(message.index, message.page);
              if (message.type !== 'mdxDone' && message.type !== 'error') return;
              worker.off('message', listen);
              if (message.type === 'mdxDone') resolve();
              else reject(failure(message));
            };
            worker.on('message', listen);
            rejectOnStop(worker, reject);
            worker.postMessage({ ...request, type: 'mdx', contents } satisfies MdxRequest);
          }),
      );
      return Promise.all(compiled).then(() => undefined);
    },
    async run(start: WorkerStart, onBlock: (made: MadeBlock) => void): Promise<{ bytes: number; files: number }> {
      const contents = contentsFor(start.contents);
      try {
        const totals = await Promise.all(
          workers.map(
            (worker) =>
              new Promise<{ bytes: number; files: number }>((resolve, reject) => {
                worker.on('message', (message: WorkerMessage) => {
                  if (message.type === 'block') onBlock(message.made);
                  else if (message.type === 'done') resolve(message);
                  else if (message.type === 'error') reject(failure(message));
                });
                rejectOnStop(worker, reject);
                worker.postMessage({ ...start, contents } satisfies WorkerStart);
              }),
          ),
        );
        // A worker that is done exits by itself (the launcher saves its code cache then) while the
        // build goes on; one still there after EXIT_GRACE_MS is stopped.
        const grace = setTimeout(() => void stop(), EXIT_GRACE_MS);
        void Promise.all(exited).then(() => clearTimeout(grace));
        return { bytes: totals.reduce((n, t) => n + t.bytes, 0), files: totals.reduce((n, t) => n + t.files, 0) };
      } catch (error) {
        await stop();
        throw error;
      }
    },
  };
}
