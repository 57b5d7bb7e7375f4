/**
 * `npm run bench:client`: what a reader downloads (issue 4's budgets). For
 * /doc/fr/docs/user-guides/create-a-simple-experiment on the EvalAP site, in Chromium: the JavaScript
 * and CSS a first visit loads before the network is idle (raw and gzip), the HTML, and what a client
 * navigation to the page downloads compared with the page's own content. Then the first-visit
 * JavaScript of a generated 10-page and 10,000-page site (`--quick`: 1,000). Writes BENCHMARKS.md.
 * `--smoke` checks that it runs (test/bench.smoke.test.ts): the page is one of a generated 10-page
 * site in English and French, the large site has 20 pages, the table is printed but not written
 * into BENCHMARKS.md and the budgets are not held to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { generateCorpus } from './corpus.js';
import { machine, writeSection } from './report.js';

const REPO = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({ options: { quick: { type: 'boolean', default: false }, smoke: { type: 'boolean', default: false } } });
const WORK = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-client-bench-'));
/** The site and page whose downloads are measured: EvalAP's, or a generated one with --smoke. */
const READER = opts.smoke
  ? { target: '/doc/fr/docs/section-0/topic-0/page-5', site: (dir) => (generateCorpus(dir, { pages: 10, seed: 7, locales: ['en', 'fr'] }), dir) }
  : { target: '/doc/fr/docs/user-guides/create-a-simple-experiment', site: () => REPO };
const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function build(siteDir, out) {
  const result = spawnSync(process.execPath, [path.join(REPO, 'bin/docgen.js'), 'build', '--out', out], { cwd: siteDir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`build failed in ${siteDir}:\n${result.stderr}`);
}

function serve(dir) {
  const files = sirv(dir, { extensions: ['html'] });
  const server = http.createServer((req, res) => {
    req.url = req.url.replace(/^\/doc/, '');
    files(req, res, () => res.writeHead(404).end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

/**
 * The files the page asks for while `action` runs, with their kind (script, stylesheet...). Their
 * bytes are read from the build folder afterwards (see withBytes): Chromium's response bodies, read
 * through playwright, come back empty or missing for some scripts, and the figure moved from run to run.
 */
async function record(page, action) {
  const seen = [];
  const onRequest = (request) => seen.push({ url: request.url(), type: request.resourceType() });
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return seen;
}

/** The file of the build folder a URL of the server names (as serve() maps them: `/doc` off, `.html` added). */
function fileOf(out, url) {
  const below = decodeURIComponent(new URL(url).pathname).replace(/^\/doc/, '');
  const file = path.join(out, below);
  for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  throw new Error(`${url}: no such file in ${out}`);
}

/** Each recorded request's file and its size, raw and gzip -9; a file asked for twice counts once. */
function withBytes(out, requests) {
  const files = new Map();
  for (const { url, type } of requests) {
    const file = fileOf(out, url);
    if (files.has(file)) continue;
    const body = fs.readFileSync(file);
    files.set(file, { url, type, name: path.relative(out, file), raw: body.length, gzip: gzip(body) });
  }
  return [...files.values()];
}

const sum = (list, f) => list.reduce((n, x) => n + f(x), 0);

async function measureReaderPage() {
  const out = path.join(WORK, 'reader-build');
  build(READER.site(path.join(WORK, 'reader-site')), out);
  const { server, url } = await serve(out);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const context = await browser.newContext();
  // Viewport prefetching is measured apart: a navigation is compared with what the page itself needs.
  await context.addInitScript(() => delete window.IntersectionObserver);
  const page = await context.newPage();
  const first = withBytes(out, await record(page, () => page.goto(url + READER.target)));
  const js = first.filter((r) => r.type === 'script');
  const css = first.filter((r) => r.type === 'stylesheet');
  const html = first.find((r) => r.type === 'document');

  await page.goto(`${url}/doc/fr/docs`);
  await page.waitForFunction(() => Boolean(window.__docgenRouter));
  const nav = withBytes(out, await record(page, () => page.evaluate((to) => window.__docgenRouter.navigate(to), READER.target)));
  // Chromium asks for the favicon again after pushState: not something the page downloads.
  const navBytes = nav.filter((r) => r.type !== 'image' && !r.url.includes('favicon'));
  const content = await page.evaluate(() => document.querySelector('[data-page-content]').innerHTML);
  await browser.close();
  server.close();
  return {
    js,
    css,
    jsRaw: sum(js, (r) => r.raw),
    jsGzip: sum(js, (r) => r.gzip),
    cssRaw: sum(css, (r) => r.raw),
    cssGzip: sum(css, (r) => r.gzip),
    htmlRaw: html.raw,
    htmlGzip: html.gzip,
    navGzip: sum(navBytes, (r) => r.gzip),
    navFiles: navBytes.map((r) => path.basename(r.name)),
    contentGzip: gzip(Buffer.from(content)),
  };
}

/** First-visit JavaScript of a built page, from its HTML: the module script and its preloads. */
function firstVisitJs(out, page) {
  const html = fs.readFileSync(path.join(out, page), 'utf8');
  const urls = new Set([...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]));
  return sum([...urls], (u) => gzip(fs.readFileSync(path.join(out, u.replace(/^\/doc\//, '')))));
}

function measureGenerated(pages) {
  const dir = path.join(WORK, `pages-${pages}`);
  generateCorpus(dir, { pages, seed: 7 });
  const out = path.join(dir, 'build');
  build(dir, out);
  return firstVisitJs(out, 'docs/section-0/topic-0/page-5.html');
}

const large = opts.smoke ? 20 : opts.quick ? 1000 : 10000;
const reader = await measureReaderPage();
const small = measureGenerated(10);
const big = measureGenerated(large);
fs.rmSync(WORK, { recursive: true, force: true });

const budgets = [
  { name: 'first-visit JavaScript <= 85 KB gzip (React 19 included)', pass: reader.jsGzip <= 85 * 1024, value: kb(reader.jsGzip) },
  { name: 'first-visit CSS <= 8 KB gzip (Infima pruned to the site, issue 28)', pass: reader.cssGzip <= 8 * 1024, value: kb(reader.cssGzip) },
  { name: 'client navigation <= page content + 2 KB gzip', pass: reader.navGzip <= reader.contentGzip + 2048, value: `${kb(reader.navGzip)} for ${kb(reader.contentGzip)} of content` },
  { name: `first-visit JavaScript of ${large.toLocaleString('en')} pages within 5 % of 10 pages`, pass: big <= small * 1.05, value: `${kb(big)} vs ${kb(small)}` },
];
const table = [
  '| measure | raw | gzip |',
  '| --- | --- | --- |',
  `| first-visit JavaScript (${reader.js.length} files) | ${kb(reader.jsRaw)} | ${kb(reader.jsGzip)} |`,
  `| first-visit CSS | ${kb(reader.cssRaw)} | ${kb(reader.cssGzip)} |`,
  `| HTML of the page | ${kb(reader.htmlRaw)} | ${kb(reader.htmlGzip)} |`,
  `| client navigation to the page (${reader.navFiles.join(', ')}) | | ${kb(reader.navGzip)} |`,
  `| the page's own content (HTML) | | ${kb(reader.contentGzip)} |`,
  `| first-visit JavaScript, generated 10 pages | | ${kb(small)} |`,
  `| first-visit JavaScript, generated ${large.toLocaleString('en')} pages | | ${kb(big)} |`,
  '',
  '| budget | result | figure |',
  '| --- | --- | --- |',
  ...budgets.map((b) => `| ${b.name} | ${b.pass ? 'PASS' : 'FAIL'} | ${b.value} |`),
  '',
  '| first-visit file (where the bytes go) | raw | gzip -9 |',
  '| --- | ---: | ---: |',
  ...[...reader.js, ...reader.css].sort((a, b) => b.gzip - a.gzip).map((f) => `| ${f.name} | ${kb(f.raw)} | ${kb(f.gzip)} |`),
].join('\n');
const m = machine();
if (!opts.smoke) writeSection(
  path.join(REPO, 'BENCHMARKS.md'),
  'client',
  'What a reader downloads (issue 4)',
  `Page: \`${READER.target}\` of the EvalAP site, measured in Chromium (viewport prefetching off, so the navigation row is the navigation alone). Sizes are deterministic for a given build: one run is the figure.\n\n${table}\n\nMachine: ${JSON.stringify(m)}. Date: ${new Date().toISOString().slice(0, 10)}. Command: \`npm run bench:client${opts.quick ? ' -- --quick' : ''}\`.\n`,
);
console.log(table);
const failed = budgets.filter((b) => !b.pass);
if (failed.length) {
  console.error(`budgets missed${opts.smoke ? ' (not held to by --smoke)' : ''}: ${failed.map((b) => b.name).join('; ')}`);
  if (!opts.smoke) process.exitCode = 1;
}
