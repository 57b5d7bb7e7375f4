/** A build worker: writes its share of the doc pages into the staging folder (see docWorkers.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { withPluginsOfConfigFile } from '../config/plugins.js';
import { loadTheme } from '../render/theme.js';
import { Staging } from '../write/writeOutput.js';
import { docPageMaker, makeDocPages } from './docPages.js';
import { claimedBlocks, type WorkerInput, type WorkerMessage, type WorkerStart } from './docWorkers.js';
import { PageCache } from './pageCache.js';
import { lastOutputFiles, PreviousBuild } from './previousBuild.js';
import { UserError } from '../util/errors.js';

const post = (message: WorkerMessage) => parentPort!.postMessage(message);

async function run(input: WorkerInput, started: Promise<WorkerStart>): Promise<void> {
  const config = await withPluginsOfConfigFile(input.config);
  const theme = await loadTheme(config);
  const start = await started;
  const staging = Staging.at(start.stagingDir, start.recycled);
  const cache = PageCache.open(config);
  const pages = { config, theme, mdx: start.mdx, contents: start.contents, assets: start.assets, routeCounts: start.routeCounts, staging, previous: PreviousBuild.load(config, lastOutputFiles(config), start.recycled), cache };
  makeDocPages(docPageMaker(pages), (blocks, docs) => claimedBlocks(blocks, docs, start.claims), (made) => post({ type: 'block', made }));
  cache.close();
  post({ type: 'done', bytes: staging.bytes, files: staging.files });
}

const started = new Promise<WorkerStart>((resolve) => parentPort!.once('message', resolve));
run(workerData as WorkerInput, started).catch((error: unknown) => {
  if (error instanceof UserError) return post({ type: 'error', problems: error.problems, message: error.message });
  // A file system error keeps what the main thread reports it by (see commands/run.ts).
  const { message, stack, code, syscall, path } = (error ?? {}) as NodeJS.ErrnoException;
  post({ type: 'error', message: message ?? String(error), stack, code, syscall, path });
});
