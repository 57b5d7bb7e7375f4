/** A build worker: plans and renders its share of the doc pages (see docWorkers.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config/load.js';
import { loadContent } from '../content/load.js';
import { loadTheme } from '../render/theme.js';
import { makeDocOutputs } from './docOutputs.js';
import { PageCache } from './pageCache.js';
import { UserError } from '../util/errors.js';
import type { DocOutput, WorkerInput, WorkerMessage } from './docWorkers.js';

async function run(input: WorkerInput): Promise<DocOutput[]> {
  const config = await loadConfig({ configFile: input.configFile, outDir: input.outDir, cwd: input.cwd });
  const [contents, theme] = await Promise.all([loadContent(config, { includeDrafts: input.includeDrafts }), loadTheme(config)]);
  return makeDocOutputs(config, contents, theme, (i) => i % input.parts === input.part, input.cache ? new PageCache(config) : undefined);
}

run(workerData as WorkerInput).then(
  (docs) => parentPort!.postMessage({ ok: true, docs } satisfies WorkerMessage),
  (error: unknown) =>
    parentPort!.postMessage(
      (error instanceof UserError ? { ok: false, problems: error.problems, message: error.message } : { ok: false, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack }) satisfies WorkerMessage,
    ),
);
