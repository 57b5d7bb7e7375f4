/**
 * `npm run bench:load [-- --seconds 10 --connections 32]`: `docgen serve` of the EvalAP site
 * under load from autocannon, over HTTP on 127.0.0.1: a doc page (GET), a typical DocSearch
 * query (POST .../1/indexes/*\/queries), then abusive search calls (the costliest within the
 * endpoint's bounds, and some beyond them). Each scenario runs for a bounded time, the abusive
 * one with twice the connections (more calls than the endpoint runs and lets wait). Prints
 * requests/s, latencies, status counts and the server's RSS peak (sampled until 3 s after each
 * scenario); exits 1 when that peak passed 300 MB during the abusive run (stopped early past
 * 1 GB), or when the server answered none of its calls. Never part of `npm test`. `--smoke` checks
 * that it runs (test/bench.smoke.test.ts): a generated 10-page site, 1 s per scenario with 2
 * connections (4 abusive), the budget printed but not held to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateCorpus } from './corpus.js';
import { copyEvalapSite, docgenRevision, snapshotDocgen } from './docgen.js';

const { values: opts } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' }, smoke: { type: 'boolean', default: false } },
});
const SECONDS = opts.smoke ? 1 : Number(opts.seconds);
const CONNECTIONS = opts.smoke ? 2 : Number(opts.connections);
/** What the scenarios ask for: EvalAP's doc page and search index, or with --smoke the generated site's (its config names no index: docgen's default). */
const TARGET = opts.smoke ? { page: '/doc/docs/section-0/topic-0/page-5', indexName: 'docs' } : { page: '/doc/docs/getting-started/install-with-docker', indexName: 'evalap' };
const RSS_BUDGET_MB = 300;
/** Past this the abusive run is stopped: the figure is already a failure, and the machine is shared. */
const RSS_STOP_MB = 1024;
/** How long the RSS is still sampled after a scenario's requests stopped. */
const AFTER_MS = 3000;
const WORK = path.join(os.tmpdir(), 'docgen-bench-load');
const log = (message) => console.error(`[bench:load] ${message}`);

/** The repository's EvalAP site copied (or with --smoke a generated one), built by a snapshot of docgen. */
function buildSite(cli) {
  const site = path.join(WORK, opts.smoke ? 'generated' : 'evalap');
  if (opts.smoke) generateCorpus(site, { pages: 10, seed: 7 });
  else copyEvalapSite(site);
  execFileSync(process.execPath, [cli, 'build'], { cwd: site, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] });
  return site;
}

/** `docgen serve` on a free port; resolves once it printed its address. */
function serve(cli, site) {
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--host', '127.0.0.1'], { cwd: site, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve({ child, origin: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`docgen serve exited (${code}):\n${output}`)));
  });
}

/** The resident memory of a process, in MB (VmRSS of /proc/<pid>/status); undefined once it is gone. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const docSearch = (query) => ({
  indexName: TARGET.indexName,
  query,
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  clickAnalytics: true,
  facetFilters: ['language:en'],
});
const post = (body) => ({ method: 'POST', path: '/doc/1/indexes/*/queries', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const TYPOS = 'evaluaton modl metrc datset judg scorng exprmnt paramter runing compar';

const SCENARIOS = [
  { name: 'doc page (GET)', requests: [{ method: 'GET', path: TARGET.page }] },
  { name: 'DocSearch query (POST)', requests: ['metric', 'evalu', 'datas', 'judge model', 'instal'].map((q) => post({ requests: [docSearch(q)] })) },
  {
    name: 'abusive search calls (POST)',
    budget: true,
    connections: 2 * CONNECTIONS,
    // Each connection sends these in turn: the refused first, else the costly ones would leave them no turn.
    requests: [
      // Beyond the bounds: 50 x 1000 hits (a 64 MB answer before there were any), and a 60 KB body nested 30,000 deep.
      post({ requests: Array.from({ length: 50 }, () => ({ ...docSearch(''), hitsPerPage: 1000, distinct: false })) }),
      { ...post({}), body: `{"requests":[{"indexName":"evalap","facetFilters":${'['.repeat(30_000)}${']'.repeat(30_000)}}]}` },
      // Within them, the costliest found: 50 ten-word typo queries of 20 hits (2.5 MB answered), and 1000 hits of one query.
      post({ requests: Array.from({ length: 50 }, () => ({ ...docSearch(TYPOS), distinct: false })) }),
      post({ requests: [{ ...docSearch(''), hitsPerPage: 1000, distinct: false }] }),
    ],
  },
];

function run(origin, scenario, pid) {
  let peak = rssMb(pid) ?? 0;
  let stopped = false;
  const connections = scenario.connections ?? CONNECTIONS;
  const instance = autocannon({ url: origin, connections, duration: SECONDS, requests: scenario.requests, timeout: 30 });
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
    if (peak > RSS_STOP_MB && !stopped) {
      stopped = true;
      instance.stop();
    }
  }, 50);
  return instance.then(async (result) => {
    // The server may still be at work on calls it had read: their memory counts too.
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    clearInterval(sampler);
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`).join(', ');
    return { name: scenario.name, connections, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses, errors: result.errors, peak, budget: Boolean(scenario.budget), stopped };
  });
}

log(`compiling a snapshot of docgen and building the ${opts.smoke ? 'generated' : 'EvalAP'} site...`);
const cli = snapshotDocgen(path.join(WORK, 'docgen'));
const site = buildSite(cli);
const { child, origin } = await serve(cli, site);
const rows = [];
log(`docgen serve answers at ${origin}, RSS ${rssMb(child.pid)?.toFixed(0)} MB`);
try {
  for (const scenario of SCENARIOS) {
    log(`${scenario.name}: ${SECONDS} s`);
    rows.push(await run(origin, scenario, child.pid));
  }
} finally {
  child.kill('SIGINT');
}

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown';
console.log(`docgen ${docgenRevision()}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${cpu}), Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}; ${SECONDS} s per scenario, autocannon on the same machine`);
console.log('\n| scenario | connections | requests/s | p50 | p99 | answers | errors | server RSS peak |');
console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.statuses} | ${r.errors} | ${r.peak.toFixed(0)} MB${r.stopped ? ' (stopped)' : ''} |`);
const abusive = rows.find((r) => r.budget);
const missed = [];
if (abusive.peak >= RSS_BUDGET_MB) missed.push(`the server's RSS reached ${abusive.peak.toFixed(0)} MB under abusive search calls (budget < ${RSS_BUDGET_MB} MB)`);
// A server that answers nothing holds nothing back either: it is wedged, not within budget.
if (!abusive.statuses) missed.push('the server answered none of the abusive search calls');
if (missed.length) {
  console.log(`\nbudget missed${opts.smoke ? ' (not held to by --smoke)' : ''}: ${missed.join('; ')}`);
  if (!opts.smoke) process.exitCode = 1;
} else console.log(`\nbudget met: the server answered under abusive search calls, its RSS under ${RSS_BUDGET_MB} MB.`);
