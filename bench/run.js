/**
 * `npm run bench`: builds the EvalAP site and generated sites of 10, 1,000 and 10,000 pages with
 * docgen, Docusaurus 3.8.1 and Hugo side by side (cold, warm, one doc changed), prints the figures
 * and the budgets, writes them into BENCHMARKS.md and exits 1 when a budget is missed.
 * `--quick` skips the peers and the 10,000-page site; `--sites evalap,pages-1000` measures those
 * sites alone (with the peers unless `--quick`). `--smoke` checks that it runs
 * (test/bench.smoke.test.ts): docgen alone on the 10-page site, one run of each figure, the report
 * printed but not written into BENCHMARKS.md, the budgets not held to. See BENCHMARKS.md for every option.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { docPath, generateCorpus, postPath, writeDocusaurusLayout } from './corpus.js';
import { MEASURE_METHOD, failureReason, medianOf, mediansInTurn } from './measure.js';
import { REPO, copyEvalapSite, docgenCommand, docgenRevision, snapshotDocgen } from './docgen.js';
import { DOCUSAURUS_VERSION, docusaurusCommand, ensureDocusaurus } from './peers/docusaurus.js';
import { HUGO_INSTALL_HINT, hugoCommand, hugoVersion, writeHugoLayout } from './peers/hugo.js';
import { checkBudgets } from './budgets.js';
import { createTrash } from './trash.js';
import { currentLoad, renderReport, writeSection } from './report.js';

const { values: opts } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'docusaurus-runs': { type: 'string', default: '1' },
    'docusaurus-10k': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    sites: { type: 'string' },
  },
});
const RUNS = opts.smoke ? 1 : Math.max(1, Number(opts.runs));
/** Runs of the bare Node start and of `docgen --version`. */
const STARTUP_RUNS = opts.smoke ? 1 : 10;
const PEERS = !opts.quick && !opts.smoke;
const DOCUSAURUS_RUNS = Math.max(1, Number(opts['docusaurus-runs']));
const TIMEOUT_MS = Number(opts.timeout) * 60_000;
const WORK = process.env.DOCGEN_BENCH_DIR ?? path.join(os.tmpdir(), 'docgen-bench');
const SITES = path.join(WORK, 'sites');
/** Deleted once everything is measured: see trash.js. */
const trash = createTrash(path.join(WORK, 'trash'));
const log = (message) => console.error(`[bench] ${message}`);
const notes = [
  "docgen's \"warm (nothing changed)\" is its up-to-date check: the inputs and the output folder are compared with the last build's stamp and nothing is rebuilt; \"warm, rebuilt anyway\" is a full build served by the build cache (`--force`).",
];
const startedAt = new Date();
const loadBefore = currentLoad();

/** The repository's own EvalAP site (both locales), copied so the bench can edit a doc. */
function copyEvalap(dir) {
  copyEvalapSite(dir);
  return { title: 'EvalAP', locales: ['en', 'fr'], edited: 'user-guides/add-your-dataset.md', onBrokenLinks: 'warn' };
}

function generated(pages, mdx = false, format = undefined) {
  return (dir) => {
    generateCorpus(dir, { pages, seed: 7, mdx, format });
    const alone = mdx || format !== undefined;
    return { title: `Bench ${pages}`, locales: ['en'], edited: docPath(Math.floor(pages / 2), mdx), hugo: !alone, docusaurus: !alone };
  };
}

/** A blog of `posts` posts beside 10 docs, docgen and Docusaurus reading the same posts; the post edited is the blog's middle one. */
function blog(posts) {
  return (dir) => {
    generateCorpus(dir, { pages: 10, seed: 7, posts });
    return { title: 'Bench 10', locales: ['en'], edited: docPath(5), editedPost: postPath(Math.floor(posts / 2)), hugo: false };
  };
}

const SITE_LIST = [
  { id: 'evalap', label: 'EvalAP (en + fr)', make: copyEvalap },
  { id: 'pages-10', label: '10 pages', pages: 10, make: generated(10) },
  { id: 'pages-1000', label: '1,000 pages', pages: 1000, make: generated(1000) },
  // docgen alone: the same corpus with one doc in ten an MDX page using Tabs (the peers read no MDX here).
  { id: 'pages-1000-mdx', label: '1,000 pages, 1 in 10 MDX with Tabs', pages: 1000, make: generated(1000, true) },
  // docgen alone: the same .md docs, every one read as MDX (`markdown.format: 'mdx'`, what `docgen migrate` writes for a Docusaurus site).
  { id: 'pages-1000-asmdx', label: '1,000 pages read as MDX', pages: 1000, make: generated(1000, false, 'mdx') },
  { id: 'pages-10000', label: '10,000 pages', pages: 10000, make: generated(10000), full: true, peerRuns: 1 },
  // The blog (issue 34): 1,000 posts with authors, tags and feeds; `--sites blog-1000` runs it alone.
  { id: 'blog-1000', label: '1,000 blog posts', pages: 1000, make: blog(1000) },
].filter((site) => (opts.smoke ? site.id === 'pages-10' : opts.sites ? opts.sites.split(',').includes(site.id) : !site.full || !opts.quick));
if (opts.sites && !SITE_LIST.length) throw new Error(`--sites: none of ${opts.sites} is a site of the bench (evalap, pages-10, pages-1000, pages-1000-mdx, pages-1000-asmdx, pages-10000, blog-1000)`);

/**
 * Cold (cache and output cleared), warm (nothing changed) and one doc changed, each `runs` times;
 * for docgen, also cold without its code cache (a first run after an install); with `forceArg`,
 * also a warm build told to rebuild anyway (docgen answers "up to date" to a plain warm build
 * without building: this row shows what the build cache alone gives).
 */
async function scenarios(label, command, runs, editedFile, forceArg) {
  const run = { ...command, timeoutMs: TIMEOUT_MS };
  const clean = () => command.cleanCold.forEach(trash.discard);
  const result = {};
  // docgen's first run after an install makes its code cache; a cold build after it uses it. The
  // two take turns, run by run, so that both rows meet the same machine and disk (on the
  // 10,000-page site they are within the spread of each other: see BENCHMARKS.md).
  const coldRow = { command: () => run, prepare: clean };
  const [first, cold] = command.codeCache
    ? await mediansInTurn(runs, [{ command: () => run, prepare: () => (clean(), trash.discard(command.codeCache)) }, coldRow])
    : [undefined, await medianOf(runs, coldRow.command, coldRow.prepare)];
  result.cold = cold;
  if (first) {
    result.first = first;
    log(`${label} cold, first run (no code cache): ${summary(first)}`);
  }
  log(`${label} cold: ${summary(result.cold)}`);
  if (result.cold.failed) {
    const skipped = { failed: true, skipped: 'not run: the cold build failed' };
    return { ...result, warm: skipped, changed: skipped };
  }
  result.warm = await medianOf(runs, () => run);
  log(`${label} warm: ${summary(result.warm)}`);
  if (forceArg) {
    result.forced = await medianOf(runs, () => ({ ...run, args: [...run.args, forceArg] }));
    log(`${label} warm, ${forceArg}: ${summary(result.forced)}`);
  }
  const original = fs.readFileSync(editedFile, 'utf8');
  try {
    result.changed = await medianOf(runs, () => run, (i) => fs.writeFileSync(editedFile, `${original}\nEdited by the benchmark, run ${i + 1}.\n`));
  } finally {
    fs.writeFileSync(editedFile, original);
  }
  log(`${label} one doc changed: ${summary(result.changed)}`);
  return result;
}

function summary(run) {
  if (run.failed) return `${failureReason(run).toUpperCase()} after ${(run.wallMs / 1000).toFixed(1)} s\n${run.output ?? ''}`;
  return `${(run.wallMs / 1000).toFixed(2)} s wall, ${(run.cpuMs / 1000).toFixed(2)} s CPU, ${(run.peakRss / 1024 / 1024).toFixed(0)} MB peak (median of ${run.runs})`;
}

async function main() {
  log(`work folder ${WORK}; runs ${RUNS}, timeout ${opts.timeout} min per build`);
  trash.empty();
  fs.mkdirSync(SITES, { recursive: true });
  const revision = docgenRevision();
  const cli = snapshotDocgen(path.join(WORK, 'docgen'));

  const skipped = `skipped by --${opts.smoke ? 'smoke' : 'quick'}`;
  let docusaurus = { error: skipped };
  let hugo = { error: skipped };
  if (PEERS) {
    docusaurus = ensureDocusaurus(WORK, log);
    const version = hugoVersion();
    hugo = version ? { version } : { error: HUGO_INSTALL_HINT };
    if (hugo.error) log(hugo.error);
    else notes.push(`Hugo: ${version}, with the bench's minimal templates (bench/peers/hugo.js); it builds the same files in place and checks no links.`);
    if (docusaurus.error) log(docusaurus.error);
    else notes.push(`Docusaurus ${DOCUSAURUS_VERSION} (preset-classic, webpack pinned to 5.105: see bench/peers/docusaurus.js), ${DOCUSAURUS_RUNS} run(s) per figure, reading the same .md files as CommonMark.`);
  }

  // This machine's speed drifts (shared host): a bare Node start, before and after, says how fast it was.
  const bareNode = async () => (await medianOf(STARTUP_RUNS, () => ({ cmd: process.execPath, args: ['-e', '0'], cwd: WORK }))).wallMs;
  const speed = { runs: STARTUP_RUNS, before: await bareNode() };
  const startup = await medianOf(STARTUP_RUNS, () => ({ cmd: process.execPath, args: [cli, '--version'], cwd: WORK }));
  log(`docgen --version: ${summary(startup)}`);
  const results = { startup, sites: [] };

  for (const site of SITE_LIST) {
    const dir = path.join(SITES, site.id);
    log(`${site.label}: writing the site into ${dir}`);
    const made = site.make(dir);
    const tools = {};
    // The file "one doc changed" edits: a doc, or on the blog's site a post (its folder as each tool reads it).
    const edited = (docsDir, blogDir) => path.join(dir, ...(made.editedPost ? [blogDir, made.editedPost] : [docsDir, made.edited]));
    const ownContent = (folder) => path.join('content', made.locales[0], folder);
    tools.docgen = await scenarios(`${site.label} docgen`, docgenCommand(cli, dir), RUNS, edited(ownContent('docs'), ownContent('blog')), '--force');
    if (made.hugo) {
      if (hugo.error) tools.hugo = { skipped: hugo.error };
      else {
        writeHugoLayout(dir, { title: made.title });
        tools.hugo = await scenarios(`${site.label} Hugo`, hugoCommand(dir), site.peerRuns ?? RUNS, edited(ownContent('docs'), ownContent('blog')));
      }
    }
    if (made.docusaurus === false) tools.docusaurus = { skipped: 'docgen alone on this site' };
    else if (docusaurus.error) tools.docusaurus = { skipped: docusaurus.error };
    else if (site.full && !opts['docusaurus-10k']) tools.docusaurus = { skipped: 'skipped on 10,000 pages (use --docusaurus-10k)' };
    else {
      writeDocusaurusLayout(dir, { title: made.title, locales: made.locales, onBrokenLinks: made.onBrokenLinks });
      tools.docusaurus = await scenarios(`${site.label} Docusaurus`, docusaurusCommand(docusaurus.cli, dir), DOCUSAURUS_RUNS, edited('docs', 'blog'));
    }
    results.sites.push({ id: site.id, label: site.label, pages: site.pages, tools });
    if (!opts.keep) trash.discard(dir);
  }

  speed.after = await bareNode();
  trash.empty();
  const budgets = checkBudgets(results);
  const args = process.argv.slice(2);
  const command = process.env.npm_lifecycle_event === 'bench' ? `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}` : `node bench/run.js ${args.join(' ')}`.trim();
  const report = renderReport({ results, budgets, command, revision, method: MEASURE_METHOD, startedAt, loadBefore, speed, notes });
  console.log(report);
  const section = opts.smoke ? ['smoke'] : opts.sites ? ['sites', 'Run of some sites (`npm run bench -- --sites ...`)'] : opts.quick ? ['quick', 'Quick run (`npm run bench -- --quick`: docgen only, no 10,000-page site)'] : ['full', 'Full run (`npm run bench`)'];
  if (!opts.smoke) writeSection(path.join(REPO, 'BENCHMARKS.md'), ...section, report);
  fs.writeFileSync(path.join(WORK, `results-${section[0]}.json`), `${JSON.stringify({ command, revision, startedAt, results, budgets }, null, 2)}\n`);
  const missed = budgets.filter((b) => b.pass === false);
  if (missed.length) {
    console.error(`\n${missed.length} budget(s) missed${opts.smoke ? ' (not held to by --smoke)' : ''}:\n${missed.map((b) => `  - ${b.name}`).join('\n')}`);
    if (!opts.smoke) process.exitCode = 1;
  }
}

await main();
