/** A build worker: compiles MDX pages when asked, then writes its share of the doc pages into the staging folder (see docWorkers.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { withPluginsOfConfigFile } from '../config/plugins.js';
import type { SiteConfig } from '../config/resolve.js';
import { loadTheme } from '../render/theme.js';
import { createLinkResolver } from '../routes/linkTargets.js';
import { Staging } from '../write/writeOutput.js';
import { docPageMaker, makeDocPages } from './docPages.js';
import { claimedBlocks, type MdxRequest, type WorkerInput, type WorkerMessage, type WorkerStart } from './docWorkers.js';
import { claimedJobs, compilePage } from './mdxCompile.js';
import { PageCache } from './pageCache.js';
import { lastOutputFiles, PreviousBuild } from './previousBuild.js';
import { UserError } from '../util/errors.js';

const post = (message: WorkerMessage) => parentPort!.postMessage(message);

async function run(configReady: Promise<SiteConfig>, started: Promise<WorkerStart>): Promise<void> {
  const config = await configReady;
  const theme = await loadTheme(config);
  const start = await started;
  const staging = Staging.at(start.stagingDir, start.recycled);
  const cache = PageCache.open(config);
  const pages = { config, theme, mdx: start.mdx, contents: start.contents, assets: start.assets, routeCounts: start.routeCounts, staging, previous: PreviousBuild.load(config, lastOutputFiles(config), start.recycled), cache };
  makeDocPages(docPageMaker(pages), (blocks, docs) => claimedBlocks(blocks, docs, start.claims), (made) => post({ type: 'block', made }));
  cache.close();
  post({ type: 'done', bytes: staging.bytes, files: staging.files });
}

/** The MDX pages of `request` this worker takes, each sent as it is compiled. */
async function compileShare(configReady: Promise<SiteConfig>, request: MdxRequest): Promise<void> {
  const config = await configReady;
  const resolve = createLinkResolver(config, request.contents);
  for (const index of claimedJobs(request.claims)) post({ type: 'mdx', index, page: await compilePage(config, request.jobs[index]!, resolve) });
  post({ type: 'mdxDone' });
}

function report(error: unknown): void {
  if (error instanceof UserError) return post({ type: 'error', problems: error.problems, message: error.message });
  // A file system error keeps what the main thread reports it by (see commands/run.ts).
  const { message, stack, code, syscall, path } = (error ?? {}) as NodeJS.ErrnoException;
  post({ type: 'error', message: message ?? String(error), stack, code, syscall, path });
}

const configReady = withPluginsOfConfigFile((workerData as WorkerInput).config);
// MDX pages to compile may come first; the start comes once.
const started = new Promise<WorkerStart>((resolve) => {
  const listen = (message: MdxRequest | WorkerStart) => {
    if ('type' in message && message.type === 'mdx') return void compileShare(configReady, message).catch(report);
    parentPort!.off('message', listen);
    resolve(message as WorkerStart);
  };
  parentPort!.on('message', listen);
});
run(configReady, started).catch(report);
