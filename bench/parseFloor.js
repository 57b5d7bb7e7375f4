/**
 * `node bench/parseFloor.js [--sites evalap,pages-1000,pages-10000] [--runs 3] [--smoke]`: what
 * the design card's Markdown parser costs on its own. Every `.md` doc of a bench site is parsed by
 * remark-parse with the syntax docgen reads (GFM and directives), and nothing else is done: no
 * plugin, no HTML, no file written. Each run is a fresh Node process, as a build is: it loads the
 * parser, then parses every doc, on two threads from 120 docs on (as docgen's build does, see
 * PARALLEL_FROM_DOCS), else on one. Its wall time is a floor under any build that parses with it;
 * a budget below it cannot be met by the work around the parse (issue 26). Prints a table: docs,
 * their size, the median wall and CPU time of `--runs` runs, per doc. `--smoke`: a generated
 * 10-page site, one run (test/bench.smoke.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { generateCorpus } from './corpus.js';
import { REPO } from './docgen.js';
import { medianOf } from './measure.js';

/** Docs from which docgen's build makes pages on a second thread (src/pipeline/docWorkers.ts). */
const PARALLEL_FROM_DOCS = 120;

/** Parses each file; the number of docs parsed. */
function parseAll(files) {
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
  for (const file of files) parser.runSync(parser.parse(fs.readFileSync(file, 'utf8')));
  return files.length;
}

if (!isMainThread) {
  parentPort.postMessage(parseAll(workerData));
} else if (process.argv[2] === '--child') {
  // One measured run: the list of docs in the file named next.
  const files = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  if (files.length < PARALLEL_FROM_DOCS) parseAll(files);
  else {
    const half = Math.ceil(files.length / 2);
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: files.slice(half) });
    const other = new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    parseAll(files.slice(0, half));
    await other;
    await worker.terminate();
  }
} else {
  await main();
}

async function main() {
  const { values: opts } = parseArgs({ options: { sites: { type: 'string' }, runs: { type: 'string', default: '3' }, smoke: { type: 'boolean', default: false } } });
  const runs = opts.smoke ? 1 : Math.max(1, Number(opts.runs));
  const work = fs.mkdtempSync(path.join(process.env.DOCGEN_BENCH_DIR ?? os.tmpdir(), 'docgen-parse-floor-'));
  const generated = (pages) => () => {
    const dir = path.join(work, `pages-${pages}`);
    generateCorpus(dir, { pages, seed: 7 });
    return path.join(dir, 'content');
  };
  const SITES = [
    { id: 'evalap', label: 'EvalAP (en + fr)', content: () => path.join(REPO, 'content') },
    { id: 'pages-10', label: '10 pages', content: generated(10) },
    { id: 'pages-1000', label: '1,000 pages', content: generated(1000) },
    { id: 'pages-10000', label: '10,000 pages', content: generated(10000) },
  ];
  const wanted = opts.smoke ? ['pages-10'] : (opts.sites ?? 'evalap,pages-1000,pages-10000').split(',');
  const unknown = wanted.filter((id) => !SITES.some((site) => site.id === id));
  if (unknown.length) throw new Error(`--sites: ${unknown.join(', ')} is not a site of this bench (${SITES.map((s) => s.id).join(', ')})`);

  const rows = [];
  try {
    for (const site of SITES.filter((s) => wanted.includes(s.id))) {
      const files = markdownFiles(site.content());
      const list = path.join(work, `${site.id}.json`);
      fs.writeFileSync(list, JSON.stringify(files));
      const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
      const run = await medianOf(runs, () => ({ cmd: process.execPath, args: [fileURLToPath(import.meta.url), '--child', list], cwd: work }));
      if (run.failed) throw new Error(`${site.label}: the parse failed (exit ${run.code})\n${run.output}`);
      const threads = files.length < PARALLEL_FROM_DOCS ? 1 : 2;
      rows.push(`| ${site.label} | ${files.length} | ${(bytes / 1024).toFixed(0)} KB | ${threads} | ${seconds(run.wallMs)} | ${seconds(run.cpuMs)} | ${((run.wallMs * threads) / files.length).toFixed(1)} ms | ${runs} |`);
      console.error(`[parse floor] ${site.label}: ${seconds(run.wallMs)} wall, ${seconds(run.cpuMs)} CPU`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log('| site | .md docs | size | threads | wall | CPU | per doc and thread | runs |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

/** Every `.md` file under `dir` (the MDX pages are compiled by @mdx-js/mdx, not counted here). */
function markdownFiles(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function seconds(ms) {
  return ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
