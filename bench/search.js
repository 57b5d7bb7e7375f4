/**
 * `node bench/search.js [--quick] [--reuse] [--queries 200]`: the search budgets. For the EvalAP
 * site and generated sites of 1,000 and 10,000 pages (`--quick` skips 10,000), built by the real
 * pipeline: the local index's size per locale (gzip), what the first query downloads (a fresh
 * client per query, gzip bytes of every index file it fetched), and query latency (median, p95) in
 * the engine and over HTTP through the self-hosted endpoint, for queries drawn from the headings
 * (half of them cut mid-word, as typed). Exits 1 when a budget is missed: median < 10 ms on the 10,000-page index,
 * first query <= 500 KB gzip on the 10,000-page site. `--reuse` keeps sites already built in the
 * work folder ($TMPDIR/docgen-bench-search, or search/ in DOCGEN_BENCH_DIR). `--smoke` checks that
 * it runs (test/bench.smoke.test.ts): a generated 10-page site alone, 5 queries; `npm test` runs
 * nothing else of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { generateCorpus } from './corpus.js';
import { REPO, snapshotDocgen } from './docgen.js';
import { esmRequireBanner } from '../scripts/esmRequire.js';

const { values: opts } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, smoke: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false }, queries: { type: 'string' } },
});
const QUERIES = Number(opts.queries ?? (opts.smoke ? 5 : 200));
const WORK = process.env.DOCGEN_BENCH_DIR ? path.join(process.env.DOCGEN_BENCH_DIR, 'search') : path.join(os.tmpdir(), 'docgen-bench-search');
const BUDGET = { medianMs: 10, firstQueryKb: 500 };

/**
 * The engine, the Node index reader, the endpoint and the in-memory build, compiled from a snapshot
 * of docgen in the work folder (see docgen.js), inside it: the compiled module finds the snapshot's
 * package (its templates, prebuilt theme and cache) and node_modules, never the repository's.
 */
async function loadModules() {
  const root = path.join(WORK, 'docgen');
  snapshotDocgen(root);
  const dir = path.join(root, 'node_modules', '.cache', 'docgen-bench-search');
  fs.mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.ts');
  const from = (file) => JSON.stringify(path.join(root, file));
  fs.writeFileSync(
    entry,
    [
      `export { answerQueries } from ${from('src/shared/search/answer.ts')};`,
      `export { LocaleIndex, readAllRecords } from ${from('src/shared/search/indexReader.ts')};`,
      `export { createSearchMiddleware } from ${from('src/server/searchMiddleware.ts')};`,
      `export { generateSite } from ${from('src/pipeline/build.ts')};`,
      `export { createLogger } from ${from('src/util/log.ts')};`,
    ].join('\n'),
  );
  const outfile = path.join(dir, 'modules.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', banner: esmRequireBanner, outfile, logLevel: 'warning' });
  return import(`${outfile}?${Date.now()}`);
}

/** mulberry32, so every run draws the same queries. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;

/**
 * The site's search index, from the real build pipeline in memory (`generateSite`): only the
 * search files are written, so the figures do not depend on writing 10,000 pages.
 */
async function buildIndex(modules, name, siteDir) {
  const out = path.join(WORK, name);
  if (opts.reuse && fs.existsSync(path.join(out, 'search-index'))) return out;
  console.error(`building ${name}...`);
  const site = await modules.generateSite({ configFile: path.join(siteDir, 'site.config.ts'), outDir: out, logger: modules.createLogger({ quiet: true }) });
  fs.rmSync(out, { recursive: true, force: true });
  for (const file of site.files.filter((f) => f.path.startsWith('search-index/'))) {
    fs.mkdirSync(path.dirname(path.join(out, file.path)), { recursive: true });
    fs.writeFileSync(path.join(out, file.path), file.contents);
  }
  return out;
}

/** Queries drawn from the headings of a locale's records; every other one cut in its last word. */
function headingQueries(records, count) {
  const headings = [...new Set(records.filter((r) => r.type === 'lvl2' || r.type === 'lvl3').map((r) => r.hierarchy[r.type]))];
  const rand = random(42);
  return Array.from({ length: count }, (_, i) => {
    const heading = headings[Math.floor(rand() * headings.length)].slice(0, 64);
    return i % 2 && heading.length > 4 ? heading.slice(0, heading.length - Math.min(3, Math.floor(heading.length / 4))) : heading;
  });
}

const request = (indexName, locale, query) => ({
  requests: [{ indexName, query, hitsPerPage: 20, attributesToSnippet: ['content:10'], snippetEllipsisText: '…', highlightPreTag: '<mark>', highlightPostTag: '</mark>', clickAnalytics: true, facetFilters: [`language:${locale}`] }],
});

async function measureLocale(engine, out, locale, serveOrigin) {
  const dir = path.join(out, 'search-index');
  const manifestText = fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8');
  const manifest = JSON.parse(manifestText);
  const gzipped = new Map();
  const gz = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length);
    return gzipped.get(file);
  };
  const files = fs.readdirSync(path.join(dir, locale)).map((f) => `${locale}/${f}`);
  const indexGzip = gz(`${locale}.json`) + files.reduce((sum, f) => sum + gz(f), 0);

  const parsed = new Map();
  const open = (onLoad) =>
    new engine.LocaleIndex(manifest, async (file) => {
      onLoad?.(file);
      if (!parsed.has(file)) parsed.set(file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      return parsed.get(file);
    });
  const records = await engine.readAllRecords(open());
  const queries = headingQueries(records, QUERIES);

  // First query: a fresh client per query, counting what it fetches; and the first keystroke alone.
  const firstQuery = async (query) => {
    const fetched = new Set([`${locale}.json`]);
    const index = open((file) => fetched.add(file));
    await engine.answerQueries((name) => (name === manifest.indexName ? [index] : undefined), request(manifest.indexName, locale, query));
    return [...fetched].reduce((sum, f) => sum + gz(f), 0);
  };
  const firstBytes = [];
  const keystrokeBytes = [];
  for (const query of queries) {
    firstBytes.push(await firstQuery(query));
    keystrokeBytes.push(await firstQuery(query.slice(0, 1)));
  }

  // Engine latency, index parts already loaded (the first pass loads them).
  const warm = open();
  const source = (name) => (name === manifest.indexName ? [warm] : undefined);
  for (const query of queries) await engine.answerQueries(source, request(manifest.indexName, locale, query));
  const engineMs = [];
  const engineCpuMs = [];
  for (const query of queries) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await engine.answerQueries(source, request(manifest.indexName, locale, query));
    const used = process.cpuUsage(cpu);
    engineMs.push(performance.now() - started);
    engineCpuMs.push((used.user + used.system) / 1000);
  }

  // Endpoint latency: POST /1/indexes/*/queries to `docgen serve`, as algoliasearch sends it.
  const endpointMs = [];
  const url = `${serveOrigin}/doc/1/indexes/*/queries`;
  const post = (query) => fetch(url, { method: 'POST', body: JSON.stringify(request(manifest.indexName, locale, query)) }).then((r) => r.json());
  for (const query of queries) await post(query);
  for (const query of queries) {
    const started = performance.now();
    await post(query);
    endpointMs.push(performance.now() - started);
  }
  return { records: records.length, files: files.length + 1, indexGzip, firstBytes, keystrokeBytes, engineMs, engineCpuMs, endpointMs };
}

/** The self-hosted endpoint over real HTTP on 127.0.0.1, answering from the built index. */
async function serveIndex(modules, out) {
  const middleware = modules.createSearchMiddleware({ outDir: out, baseUrl: '/doc/' });
  const server = http.createServer((req, res) => middleware(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

const sites = opts.smoke
  ? [{ name: '10 pages', pages: 10, locales: ['en'] }]
  : [
      { name: 'EvalAP', dir: REPO, locales: ['en', 'fr'] },
      { name: '1,000 pages', pages: 1000, locales: ['en'] },
      ...(opts.quick ? [] : [{ name: '10,000 pages', pages: 10000, locales: ['en'] }]),
    ];

const modules = await loadModules();
const failures = [];
console.log('| site | locale | records | index files | index gzip | first query gzip (median / p95 / max) | first keystroke gzip (max) | engine ms (median / p95) | engine CPU ms (median / p95) | endpoint ms (median / p95) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const site of sites) {
  let siteDir = site.dir;
  if (site.pages) {
    siteDir = path.join(WORK, `corpus-${site.pages}`);
    if (!(opts.reuse && fs.existsSync(siteDir))) generateCorpus(siteDir, { pages: site.pages, locales: site.locales });
    if (!fs.existsSync(path.join(siteDir, 'node_modules'))) fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(siteDir, 'node_modules'));
  }
  const out = await buildIndex(modules, site.name.replace(/\W+/g, '-'), siteDir);
  const server = await serveIndex(modules, out);
  try {
    for (const locale of site.locales) {
      const m = await measureLocale(modules, out, locale, server.origin);
      const first = [percentile(m.firstBytes, 0.5), percentile(m.firstBytes, 0.95), Math.max(...m.firstBytes)];
      const engineMedian = percentile(m.engineMs, 0.5);
      console.log(
        `| ${site.name} | ${locale} | ${m.records} | ${m.files} | ${kb(m.indexGzip)} | ${first.map(kb).join(' / ')} | ${kb(Math.max(...m.keystrokeBytes))} | ${ms(engineMedian)} / ${ms(percentile(m.engineMs, 0.95))} | ${ms(percentile(m.engineCpuMs, 0.5))} / ${ms(percentile(m.engineCpuMs, 0.95))} | ${ms(percentile(m.endpointMs, 0.5))} / ${ms(percentile(m.endpointMs, 0.95))} |`,
      );
      if (site.pages === 10000) {
        if (engineMedian >= BUDGET.medianMs) failures.push(`${site.name} ${locale}: median query ${ms(engineMedian)} (budget < ${BUDGET.medianMs} ms)`);
        const worst = Math.max(first[2], ...m.keystrokeBytes);
        if (worst > BUDGET.firstQueryKb * 1024) failures.push(`${site.name} ${locale}: a first query downloads ${kb(worst)} (budget <= ${BUDGET.firstQueryKb} KB gzip)`);
      }
    }
  } finally {
    server.stop();
  }
}
console.log(`\n${QUERIES} queries per locale drawn from the headings; ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} (wall times grow with other load; CPU times do not).`);
if (failures.length) {
  console.log(`\nbudgets missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
} else if (!opts.quick && !opts.smoke) console.log('\nsearch budgets met.');
