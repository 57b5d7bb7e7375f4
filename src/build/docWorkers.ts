import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route } from '../routes/plan.js';
import type { SearchRecord } from '../../templates/search/types.js';
import { UserError, type Problem } from '../util/errors.js';

/** From this many doc pages on, Markdown and rendering run in worker threads, one per core. */
export const PARALLEL_FROM_DOCS = 120;

/** What a worker sends back for each doc page it made: no tree, no shared site data (the main thread has it). */
export interface DocOutput {
  route: Omit<Route, 'site' | 'parsed'>;
  /** The theme's markup of the page. */
  app: string;
  records: SearchRecord[];
}

export interface WorkerInput {
  configFile: string;
  outDir?: string;
  cwd: string;
  includeDrafts?: boolean;
  /** Read and fill the page cache. */
  cache: boolean;
  part: number;
  parts: number;
}

export type WorkerMessage = { ok: true; docs: DocOutput[] } | { ok: false; problems?: Problem[]; message: string; stack?: string };

export function workerCount(docCount: number): number {
  return docCount < PARALLEL_FROM_DOCS ? 0 : Math.max(2, Math.min(os.availableParallelism(), 8));
}

/**
 * Plans and renders the doc pages in `parts` worker threads, each taking every parts-th doc; each
 * worker reads the config and content itself (cheap) rather than receiving them.
 */
export async function renderDocsInWorkers(input: Omit<WorkerInput, 'part'>): Promise<DocOutput[]> {
  const url = new URL('./worker.js', import.meta.url);
  const results = await Promise.all(
    Array.from({ length: input.parts }, (_, part) =>
      new Promise<DocOutput[]>((resolve, reject) => {
        const worker = new Worker(url, { workerData: { ...input, part } satisfies WorkerInput });
        worker.once('message', (message: WorkerMessage) => {
          if (message.ok) resolve(message.docs);
          else if (message.problems) reject(new UserError(message.problems));
          else reject(Object.assign(new Error(message.message), { stack: message.stack }));
          void worker.terminate();
        });
        worker.once('error', reject);
      }),
    ),
  );
  // Back in site order: doc i was made by worker i % parts, as its (i / parts)-th page.
  const total = results.reduce((n, r) => n + r.length, 0);
  return Array.from({ length: total }, (_, i) => results[i % input.parts]![Math.floor(i / input.parts)]!);
}
