/**
 * `node bench/search.js [--quick] [--reuse] [--queries 200]`: the search budgets. For the EvalAP
 * site and generated sites of 1,000 and 10,000 pages (`--quick` skips 10,000), built with the real
 * CLI: the local index's size per locale (gzip), what the first query downloads (a fresh client
 * per query, gzip bytes of every index file it fetched), and query latency (median, p95) in the
 * engine and over `docgen serve`'s endpoint, for queries drawn from the headings (half of them cut
 * mid-word, as typed). Exits 1 when a budget is missed: median < 10 ms on the 10,000-page index,
 * first query <= 500 KB gzip on the 10,000-page site. `--reuse` keeps sites already built in the
 * work folder. Never part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { generateCorpus } from './corpus.js';
import { REPO } from './docgen.js';

const { values: opts } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, reuse: { type: 'boolean', default: false }, queries: { type: 'string', default: '200' } },
});
const QUERIES = Number(opts.queries);
const WORK = path.join(os.tmpdir(), 'docgen-bench-search');
const CLI = path.join(REPO, 'bin', 'docgen.js');
const BUDGET = { medianMs: 10, firstQueryKb: 500 };

/** The search engine and the Node index reader, compiled from the sources for this run. */
async function loadEngine() {
  const entry = path.join(WORK, 'engine-entry.ts');
  fs.mkdirSync(WORK, { recursive: true });
  fs.writeFileSync(
    entry,
    [`export { answerQueries } from ${JSON.stringify(path.join(REPO, 'templates/search/answer.ts'))};`, `export { LocaleIndex, readAllRecords } from ${JSON.stringify(path.join(REPO, 'templates/search/indexReader.ts'))};`].join('\n'),
  );
  const outfile = path.join(WORK, 'engine.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'warning' });
  return import(outfile);
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

function buildSite(name, siteDir, args = []) {
  const out = path.join(WORK, name, 'build');
  if (opts.reuse && fs.existsSync(path.join(out, 'search-index'))) return out;
  console.error(`building ${name}...`);
  // The search figures need the built index, not the build's own memory budget: give it room.
  execFileSync(process.execPath, ['--max-old-space-size=8192', CLI, 'build', '--out', out, ...args], { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
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

  // First query: a fresh client per query, counting what it fetches.
  const firstBytes = [];
  for (const query of queries) {
    const fetched = new Set([`${locale}.json`]);
    const index = open((file) => fetched.add(file));
    await engine.answerQueries((name) => (name === manifest.indexName ? [index] : undefined), request(manifest.indexName, locale, query));
    firstBytes.push([...fetched].reduce((sum, f) => sum + gz(f), 0));
  }

  // Engine latency, index parts already loaded (the first pass loads them).
  const warm = open();
  const source = (name) => (name === manifest.indexName ? [warm] : undefined);
  for (const query of queries) await engine.answerQueries(source, request(manifest.indexName, locale, query));
  const engineMs = [];
  for (const query of queries) {
    const started = performance.now();
    await engine.answerQueries(source, request(manifest.indexName, locale, query));
    engineMs.push(performance.now() - started);
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
  return { records: records.length, files: files.length + 1, indexGzip, firstBytes, engineMs, endpointMs };
}

async function serve(siteDir, out) {
  const child = spawn(process.execPath, [CLI, 'serve', '--dir', out, '--port', '0'], { cwd: siteDir, env: { ...process.env, CI: 'true' } });
  let text = '';
  const origin = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      text += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(text);
      if (match) resolve(match[0]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`docgen serve exited (${code}): ${text}`)));
  });
  return { origin, stop: () => child.kill('SIGINT') };
}

const sites = [
  { name: 'EvalAP', dir: REPO, locales: ['en', 'fr'] },
  { name: '1,000 pages', pages: 1000, locales: ['en'] },
  ...(opts.quick ? [] : [{ name: '10,000 pages', pages: 10000, locales: ['en'] }]),
];

execFileSync(process.execPath, [path.join(REPO, 'scripts', 'compile.js')], { stdio: 'inherit' });
const engine = await loadEngine();
const failures = [];
console.log('| site | locale | records | index files | index gzip | first query gzip (median / p95 / max) | engine ms (median / p95) | endpoint ms (median / p95) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const site of sites) {
  let siteDir = site.dir;
  if (site.pages) {
    siteDir = path.join(WORK, `corpus-${site.pages}`);
    if (!(opts.reuse && fs.existsSync(siteDir))) generateCorpus(siteDir, { pages: site.pages, locales: site.locales });
    if (!fs.existsSync(path.join(siteDir, 'node_modules'))) fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(siteDir, 'node_modules'));
  }
  const out = buildSite(site.name.replace(/\W+/g, '-'), siteDir);
  const server = await serve(siteDir, out);
  try {
    for (const locale of site.locales) {
      const m = await measureLocale(engine, out, locale, server.origin);
      const first = [percentile(m.firstBytes, 0.5), percentile(m.firstBytes, 0.95), Math.max(...m.firstBytes)];
      const engineMedian = percentile(m.engineMs, 0.5);
      console.log(
        `| ${site.name} | ${locale} | ${m.records} | ${m.files} | ${kb(m.indexGzip)} | ${first.map(kb).join(' / ')} | ${ms(engineMedian)} / ${ms(percentile(m.engineMs, 0.95))} | ${ms(percentile(m.endpointMs, 0.5))} / ${ms(percentile(m.endpointMs, 0.95))} |`,
      );
      if (site.pages === 10000) {
        if (engineMedian >= BUDGET.medianMs) failures.push(`${site.name} ${locale}: median query ${ms(engineMedian)} (budget < ${BUDGET.medianMs} ms)`);
        if (first[2] > BUDGET.firstQueryKb * 1024) failures.push(`${site.name} ${locale}: a first query downloads ${kb(first[2])} (budget <= ${BUDGET.firstQueryKb} KB gzip)`);
      }
    }
  } finally {
    server.stop();
  }
}
console.log(`\n${QUERIES} queries per locale drawn from the headings; ${os.cpus().length} cores, Node ${process.version}.`);
if (failures.length) {
  console.log(`\nbudgets missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
} else if (!opts.quick) console.log('\nsearch budgets met.');
