import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { packageRoot, type SiteConfig } from '../config/resolve.js';
import type { Doc } from '../content/docs.js';
import type { LocaleContent } from '../content/load.js';
import type { PageAssets } from '../render/document.js';
import { UserError, type Problem } from '../util/errors.js';
import { docBlocks, type DocBlock, type MadeBlock } from './docPages.js';

/** From this many doc pages on, Markdown and rendering run in worker threads, one per core. */
export const PARALLEL_FROM_DOCS = 120;
/** How long a worker that said it is done may take to exit before it is stopped. */
const EXIT_GRACE_MS = 2000;

export function workerCount(docCount: number): number {
  return docCount < PARALLEL_FROM_DOCS ? 0 : Math.max(2, Math.min(os.availableParallelism(), 8));
}

/** What a worker is started with: the config, so that it loads the theme while the main thread reads the content. */
export interface WorkerInput {
  config: SiteConfig;
  part: number;
  parts: number;
}

/** The rest, once the main thread has it: the content (the bodies of this worker's docs only) and what the pages' HTML shell names. */
export interface WorkerStart {
  contents: Map<string, LocaleContent>;
  assets: PageAssets;
  routeCounts: Record<string, number>;
  stagingDir: string;
  /** Whether the staging folder holds an earlier output (see Staging). */
  recycled: boolean;
  /** One flag per block of doc pages, set by the worker that takes it (see workerSchedule). */
  claims: Int32Array;
}

export type WorkerMessage =
  | { type: 'block'; made: MadeBlock }
  | { type: 'done'; bytes: number; files: number }
  | { type: 'error'; problems?: Problem[]; message: string; stack?: string };

/**
 * The blocks of doc pages worker `part` makes, claimed one at a time in `claims` (shared by the
 * workers): first its own (every parts-th, from the part-th on) whose docs only it has (their
 * bodies were sent to it: docs the content cache did not know, likely pages to make again), then
 * the first block no one took yet whose docs it can read itself (see contentsFor), whoever's it
 * is. Blocks then come mostly in site order, the order the main thread merges their search
 * shares in; one doc changed among thousands: its worker makes that page while the other links
 * the rest.
 */
export function* workerSchedule(blocks: DocBlock[], claims: Int32Array, part: number, parts: number, readable: (block: DocBlock) => boolean): Generator<DocBlock> {
  const claim = (block: DocBlock) => Atomics.compareExchange(claims, block.index, 0, 1) === 0;
  for (const block of blocks) if (block.index % parts === part && !readable(block) && claim(block)) yield block;
  for (const block of blocks) if (readable(block) && claim(block)) yield block;
}

/**
 * The content as worker `part` needs it: every doc (sidebars, links and neighbours name them all),
 * the bodies of the docs of its own blocks. A doc whose body the main thread did not read (the
 * content cache knew it) keeps its hash: any worker can read it (see docBody).
 */
function contentsFor(contents: Map<string, LocaleContent>, part: number, parts: number): Map<string, LocaleContent> {
  const mine: boolean[] = [];
  for (const block of docBlocks(contents)) for (let i = block.from; i < block.to; i++) mine[i] = block.index % parts === part;
  let index = 0;
  const result = new Map<string, LocaleContent>();
  for (const [locale, content] of contents) {
    const lean = new Map<Doc, Doc>(content.docs.map((doc) => [doc, mine[index++] || doc.body === undefined ? doc : { ...doc, body: undefined }]));
    result.set(locale, { ...content, docs: content.docs.map((d) => lean.get(d)!), untranslated: content.untranslated.map((d) => lean.get(d) ?? d), home: { ...content.home, body: '' } });
  }
  return result;
}

export type DocWorkers = ReturnType<typeof startDocWorkers>;

/**
 * Worker threads that write the doc pages into the staging folder, started before the content is
 * read (each loads the config and the theme meanwhile); `run` gives them the content and resolves
 * once every page is written, handing the blocks of pages to `onBlock` as they come.
 */
export function startDocWorkers(input: Omit<WorkerInput, 'part'>) {
  // Each worker runs the worker bundle beside this one, through the launcher's code cache (see bin/codeCache.cjs).
  const launcher = path.join(packageRoot(), 'bin', 'codeCache.cjs');
  const bundle = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.cjs');
  const workers = Array.from({ length: input.parts }, (_, part) => new Worker(launcher, { argv: [bundle], workerData: { ...input, part } satisfies WorkerInput }));
  const exited = workers.map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())));
  /** Resolves once every worker has stopped: none writes into the staging folder after that. */
  const stop = () => Promise.all(workers.map((w) => w.terminate())).then(() => undefined);
  return {
    stop,
    async run(start: Omit<WorkerStart, 'contents' | 'claims'> & { contents: Map<string, LocaleContent> }, onBlock: (made: MadeBlock) => void): Promise<{ bytes: number; files: number }> {
      const claims = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, docBlocks(start.contents).length)));
      try {
        const totals = await Promise.all(
          workers.map(
            (worker, part) =>
              new Promise<{ bytes: number; files: number }>((resolve, reject) => {
                worker.on('message', (message: WorkerMessage) => {
                  if (message.type === 'block') onBlock(message.made);
                  else if (message.type === 'done') resolve(message);
                  else if (message.problems) reject(new UserError(message.problems));
                  else reject(Object.assign(new Error(message.message), { stack: message.stack }));
                });
                worker.once('error', reject);
                worker.once('exit', (code) => reject(new Error(`a build worker stopped (exit code ${code})`)));
                worker.postMessage({ ...start, claims, contents: contentsFor(start.contents, part, input.parts) } satisfies WorkerStart);
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
