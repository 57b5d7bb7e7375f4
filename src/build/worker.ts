/** A build worker: plans and renders its share of the doc pages (see docWorkers.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config/load.js';
import { loadContent } from '../content/load.js';
import { MarkdownCache } from '../markdown/compile.js';
import { planRoutes } from '../routes/plan.js';
import { renderApp } from '../render/renderRoutes.js';
import { loadTheme } from '../render/theme.js';
import { extractRecords } from '../search/records.js';
import { UserError } from '../util/errors.js';
import type { DocOutput, WorkerInput, WorkerMessage } from './docWorkers.js';

/** Docs planned at once: their Markdown trees are dropped after each batch, so memory stays flat on large sites. */
const BATCH = 250;

async function run(input: WorkerInput): Promise<DocOutput[]> {
  const config = await loadConfig({ configFile: input.configFile, outDir: input.outDir, cwd: input.cwd });
  const [contents, theme] = await Promise.all([loadContent(config, { includeDrafts: input.includeDrafts }), loadTheme(config)]);
  const docCount = [...contents.values()].reduce((n, c) => n + c.docs.length, 0);
  const out: DocOutput[] = [];
  for (let from = 0; from < docCount; from += BATCH * input.parts) {
    const to = from + BATCH * input.parts;
    const plan = planRoutes(config, contents, theme, new MarkdownCache(), { docs: (i) => i >= from && i < to && i % input.parts === input.part, otherPages: false });
    for (const route of plan.routes) {
      const app = renderApp(config, route, theme);
      const records = extractRecords([route]).get(route.locale) ?? [];
      const { site: _site, parsed: _parsed, ...rest } = route;
      out.push({ route: rest, app, records });
    }
  }
  return out;
}

run(workerData as WorkerInput).then(
  (docs) => parentPort!.postMessage({ ok: true, docs } satisfies WorkerMessage),
  (error: unknown) =>
    parentPort!.postMessage(
      (error instanceof UserError ? { ok: false, problems: error.problems, message: error.message } : { ok: false, message: (error as Error)?.message ?? String(error), stack: (error as Error)?.stack }) satisfies WorkerMessage,
    ),
);
