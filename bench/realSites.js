/**
 * Real Docusaurus sites, moved to docgen and compared with Docusaurus's own build (issue 42).
 *
 * For every route (HTML file) of Docusaurus's build of a site, it says whether docgen's build of
 * the same site has it at the same URL, and whether the <title>, the h1, the h2/h3 headings (their
 * text, in order) and the docs sidebar (the set of its link hrefs: Docusaurus's
 * `.theme-doc-sidebar-menu a.menu__link` but a category's toggle, docgen's `.doc-sidebar
 * a.menu-link`) match. Docusaurus's builds are not kept: what is compared is stored per site, small, in bench/realSites/<name>.json
 * (with the site's repository, commit, shape and Docusaurus's build time).
 *
 *   # once per site: record Docusaurus's build (made by `npx docusaurus build` in the site's folder)
 *   node bench/realSites.js record <name> <docusaurus build folder> --repo owner/name --commit <sha> \
 *     --folder website --shape "versioned docs" --docusaurus-version 3.0.1 --docusaurus-seconds 101,98
 *
 *   # the whole flow: copy the checkout to a temp folder, `docgen migrate`, `docgen build` (both
 *   # timed), compare with the stored routes; prints the table, writes the JSON report
 *   node bench/realSites.js run <name> <checkout of the site's repository at that commit> [--report file.json]
 *   node bench/realSites.js run-all <folder holding one checkout per site, named as the site>
 *
 *   # any two build folders, nothing stored
 *   node bench/realSites.js compare <docusaurus build folder> <docgen build folder> [--report file.json]
 *
 * `run` takes docgen from a snapshot of this repository, compiled afresh (bench/docgen.js), so its
 * build is cold; `--docgen <its bin/docgen.js>` runs another one instead (an installed package,
 * with its build cache as it is: warm after its first run). The checkout keeps the site's own
 * dependencies (`npm ci`, `pnpm install`... as its users install them): its node_modules folders
 * are linked into the copy, never copied. The JSON
 * report (default: realSites-<name>.json in the work folder, `$TMPDIR/docgen-realsites`) has each
 * mismatch, the routes docgen made that Docusaurus did not, every warning docgen printed, and the
 * site's `src/theme/` files that none of them names.
 * URLs are compared as a static host serves them: `/a`, `/a/`, `/a.html` and `/a/index.html` are
 * one route; a sidebar href is compared the same way. See BENCHMARKS.md, "Real Docusaurus sites".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { REPO, snapshotDocgen, docgenRevision } from './docgen.js';
import { measure } from './measure.js';
import { machine, currentLoad } from './report.js';

/** The stored Docusaurus builds (another folder for the tests: DOCGEN_REALSITES_STORE). */
const STORE = process.env.DOCGEN_REALSITES_STORE ?? path.join(REPO, 'bench', 'realSites');
const WORK = process.env.DOCGEN_REALSITES_DIR ?? path.join(os.tmpdir(), 'docgen-realsites');

/**
 * The docs sidebar's links, per tool. A Docusaurus category with no link of its own is an `<a>`
 * too (`menu__link--sublist-caret`, a toggle whose href, its first doc, is only a no-JavaScript
 * fallback); docgen's is a `<span>`: neither is counted.
 */
const SIDEBAR = { docusaurus: '.theme-doc-sidebar-menu a.menu__link:not(.menu__link--sublist-caret)', docgen: '.doc-sidebar a.menu-link' };
/**
 * What is not the page's own content (navbar, sidebars, footer, table of contents): its headings
 * are not counted. Not every nav: docgen's category index lists its cards in one.
 */
const CHROME = 'nav.navbar, .navbar-sidebar, aside, footer, .table-of-contents, .theme-doc-toc-mobile';
/** Heading anchors ("#", or Docusaurus's zero-width space), not part of a heading's text. */
const ANCHORS = '.hash-link';

const text = (node) => toString(node).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** `/a`, `/a/`, `/a.html`, `/a/index.html` -> `/a`; an external or fragment-only href as it is. */
export function routeKey(href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#')) return href;
  let p = href.split(/[?#]/)[0];
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Every HTML file under `dir`, as its URL path (`a/index.html` -> `/a/`, `a.html` -> `/a.html`). */
function htmlFiles(dir, sub = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...htmlFiles(dir, rel));
    else if (entry.name.endsWith('.html')) out.push(`/${rel}`.replace(/(^|\/)index\.html$/, '$1'));
  }
  return out;
}

/** What a reader sees of one page: title, h1, h2/h3 texts, the docs sidebar's hrefs. */
export function pageData(html, tool) {
  const tree = fromHtml(html);
  const title = text(selectAll('title', tree)[0] ?? { type: 'root', children: [] });
  const sidebar = [...new Set(selectAll(SIDEBAR[tool], tree).map((a) => String(a.properties.href ?? '')).filter((h) => h && h !== '#'))]
    .map(routeKey)
    .sort();
  for (const node of selectAll(`${CHROME}, ${ANCHORS}`, tree)) node.children = [];
  const h1 = selectAll('h1', tree).map(text);
  const headings = selectAll('h2, h3', tree).map((h) => `${h.tagName} ${text(h)}`);
  return { title, h1, headings, sidebar };
}

/** Every route of a build folder with its page data, sorted by URL. */
export function buildRoutes(dir, tool) {
  return htmlFiles(dir)
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(dir, file.endsWith('/') ? `${file}index.html` : file), 'utf8');
      return { route: routeKey(file), file, ...pageData(html, tool) };
    });
}

const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const missingFrom = (a, b) => a.filter((x) => !b.includes(x));

/** Docusaurus's routes against docgen's: the counts of the table and each mismatch. */
export function compareRoutes(docusaurus, docgen) {
  const byRoute = new Map(docgen.map((r) => [r.route, r]));
  // The files of each route (docgen may write both `a.html` and `a/index.html`).
  const files = new Map();
  for (const r of docgen) files.set(r.route, [...(files.get(r.route) ?? []), r.file]);
  const summary = { routes: docusaurus.length, sameUrl: 0, sameTitle: 0, sameH1: 0, sameHeadings: 0, sameSidebar: 0, sameFile: 0 };
  const mismatches = [];
  for (const want of docusaurus) {
    const got = byRoute.get(want.route);
    if (!got) {
      mismatches.push({ route: want.route, missing: true, title: want.title });
      continue;
    }
    summary.sameUrl++;
    const diff = { route: want.route };
    // Not a column of the table (a static host serves `/a` from either file), but in the report.
    if (files.get(want.route).includes(want.file)) summary.sameFile++;
    else diff.file = { docusaurus: want.file, docgen: files.get(want.route) };
    if (want.title === got.title) summary.sameTitle++;
    else diff.title = { docusaurus: want.title, docgen: got.title };
    if (sameList(want.h1, got.h1)) summary.sameH1++;
    else diff.h1 = { docusaurus: want.h1, docgen: got.h1 };
    if (sameList(want.headings, got.headings)) summary.sameHeadings++;
    else diff.headings = { missing: missingFrom(want.headings, got.headings), extra: missingFrom(got.headings, want.headings), ...(sameList([...want.headings].sort(), [...got.headings].sort()) ? { order: true } : {}) };
    if (sameList(want.sidebar, got.sidebar)) summary.sameSidebar++;
    else diff.sidebar = { missing: missingFrom(want.sidebar, got.sidebar), extra: missingFrom(got.sidebar, want.sidebar) };
    if (Object.keys(diff).length > 1) mismatches.push(diff);
  }
  const known = new Set(docusaurus.map((r) => r.route));
  const extraRoutes = [...new Set(docgen.filter((r) => !known.has(r.route)).map((r) => r.route))];
  return { summary, mismatches, extraRoutes };
}

const COLUMNS = [
  ['routes', 'Docusaurus routes'],
  ['sameUrl', 'at the same URL'],
  ['sameTitle', 'same title'],
  ['sameH1', 'same h1'],
  ['sameHeadings', 'same h2/h3'],
  ['sameSidebar', 'same sidebar'],
];

/** The summary table, one row per site, in Markdown (it reads as well in a terminal). */
export function summaryTable(rows) {
  const head = ['site', ...COLUMNS.map(([, label]) => label), 'docgen migrate', 'docgen build', 'Docusaurus build'];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const cells = COLUMNS.map(([key]) => String(row.summary[key]));
    lines.push(`| ${[row.name, ...cells, row.migrate ?? '', row.build ?? '', row.docusaurus ?? ''].join(' | ')} |`);
  }
  return lines.join('\n');
}


/** Copies a checkout (not .git, builds or caches); its node_modules folders become links to the originals. */
function copyCheckout(from, to) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, {
    recursive: true,
    filter: (src) => {
      const name = path.basename(src);
      if (name === '.git' || name === 'build' || name === '.docusaurus') return false;
      if (name === 'node_modules') {
        fs.mkdirSync(path.dirname(path.join(to, path.relative(from, src))), { recursive: true });
        fs.symlinkSync(src, path.join(to, path.relative(from, src)));
        return false;
      }
      return true;
    },
  });
}

/** docgen's warnings and errors: each line that starts with one, with its indented lines (the hint). */
function messages(output) {
  const out = [];
  let open = false;
  for (const line of output.split('\n')) {
    if (/^(warning|error)\b/i.test(line)) out.push(line);
    else if (open && /^\s+\S/.test(line)) out[out.length - 1] += `\n${line}`;
    else {
      open = false;
      continue;
    }
    open = true;
  }
  return out;
}

/**
 * The site's theme files (`src/theme/...`, its swizzled components) that no line of docgen's
 * output names: docgen uses them as overrides or drops them, saying nothing either way.
 */
function unnamedThemeFiles(site, output) {
  const dir = path.join(site, 'src', 'theme');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[jt]sx?$/.test(entry.name))
    .map((entry) => path.relative(site, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter((file) => !output.includes(file.replace(/\.[jt]sx?$/, '')))
    .sort();
}

/** One docgen command, timed, its whole output kept in `log`. */
async function timed(cli, args, cwd, log) {
  const run = await measure({
    cmd: '/bin/sh',
    args: ['-c', `"$0" "$@" > ${JSON.stringify(log)} 2>&1`, process.execPath, cli, ...args],
    cwd,
    env: { ...process.env, CI: 'true', DOCGEN_CACHE_DIR: '' },
  });
  return { wallMs: run.wallMs, cpuMs: run.cpuMs, code: run.code, output: fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : run.output };
}

function readStored(name) {
  const file = path.join(STORE, `${name}.json`);
  if (!fs.existsSync(file)) throw new Error(`no stored Docusaurus build for "${name}" (${path.relative(REPO, file)}): record it first (see the top of bench/realSites.js)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The whole flow for one site; returns its report. */
async function runSite(name, checkout, cli, revision) {
  const stored = readStored(name);
  const copy = path.join(WORK, 'sites', name);
  copyCheckout(checkout, copy);
  const site = path.join(copy, stored.folder ?? '.');
  const loadBefore = currentLoad();
  const migrate = await timed(cli, ['migrate', '.'], site, path.join(WORK, `${name}.migrate.log`));
  const build = migrate.code === 0 ? await timed(cli, ['build'], site, path.join(WORK, `${name}.build.log`)) : undefined;
  const out = path.join(site, 'build');
  const docgenRoutes = build?.code === 0 && fs.existsSync(out) ? buildRoutes(out, 'docgen') : [];
  const { summary, mismatches, extraRoutes } = compareRoutes(stored.routes, docgenRoutes);
  return {
    name,
    repo: stored.repo,
    commit: stored.commit,
    shape: stored.shape,
    date: new Date().toISOString(),
    docgen: revision,
    machine: { ...machine(), loadBefore, loadAfter: currentLoad() },
    docusaurus: stored.docusaurus,
    migrate: { seconds: migrate.wallMs / 1000, exit: migrate.code, messages: messages(migrate.output) },
    build: build ? { seconds: build.wallMs / 1000, cpuSeconds: build.cpuMs / 1000, exit: build.code, messages: messages(build.output), ...(build.code ? { outputTail: build.output.slice(-3000) } : {}) } : undefined,
    unnamedThemeFiles: unnamedThemeFiles(site, `${migrate.output}\n${build?.output ?? ''}`),
    summary,
    mismatches,
    extraRoutes,
  };
}

function row(report) {
  const d = report.docusaurus?.seconds ?? [];
  return {
    name: report.name,
    summary: report.summary,
    migrate: `${report.migrate.seconds.toFixed(1)} s${report.migrate.exit ? ` (exit ${report.migrate.exit})` : ''}`,
    build: report.build ? `${report.build.seconds.toFixed(1)} s${report.build.exit ? ` (exit ${report.build.exit})` : ''}` : 'not run',
    docusaurus: d.length ? d.map((s) => `${s.toFixed(0)} s`).join(', ') : '',
  };
}

function writeReport(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`report: ${file}`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      report: { type: 'string' },
      docgen: { type: 'string' },
      repo: { type: 'string' },
      commit: { type: 'string' },
      folder: { type: 'string' },
      shape: { type: 'string' },
      'docusaurus-version': { type: 'string' },
      'docusaurus-seconds': { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (command === 'record') {
    const [name, dir] = rest;
    if (!name || !dir) throw new Error('usage: record <name> <docusaurus build folder> --repo owner/name --commit <sha> [--folder website] [--shape ...]');
    const routes = buildRoutes(dir, 'docusaurus');
    // Recording a site again keeps what is not given anew (its repository, commit, shape, times).
    const file = path.join(STORE, `${name}.json`);
    const old = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { docusaurus: {} };
    const seconds = values['docusaurus-seconds']?.split(',').map(Number) ?? old.docusaurus.seconds ?? [];
    const data = {
      name,
      repo: values.repo ?? old.repo,
      commit: values.commit ?? old.commit,
      folder: values.folder ?? old.folder ?? '.',
      shape: values.shape ?? old.shape,
      docusaurus: { version: values['docusaurus-version'] ?? old.docusaurus.version, seconds, recorded: new Date().toISOString().slice(0, 10), machine: machine() },
      routes,
    };
    fs.mkdirSync(STORE, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
    console.log(`${name}: ${routes.length} routes recorded in ${path.relative(REPO, file)}`);
    return;
  }
  if (command === 'compare') {
    const [docusaurusDir, docgenDir] = rest;
    if (!docusaurusDir || !docgenDir) throw new Error('usage: compare <docusaurus build folder> <docgen build folder>');
    const result = compareRoutes(buildRoutes(docusaurusDir, 'docusaurus'), buildRoutes(docgenDir, 'docgen'));
    console.log(summaryTable([{ name: path.basename(path.resolve(docusaurusDir, '..')), summary: result.summary }]));
    if (values.report) writeReport(values.report, result);
    return;
  }
  if (command === 'run' || command === 'run-all') {
    const sites = command === 'run'
      ? [[rest[0], rest[1]]]
      : fs.readdirSync(STORE).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).map((name) => [name, path.join(rest[0], name)]);
    if (sites.some(([name, dir]) => !name || !dir)) throw new Error('usage: run <name> <checkout> | run-all <folder of checkouts>');
    fs.mkdirSync(WORK, { recursive: true });
    const loadStart = currentLoad();
    if (!values.docgen) console.log(`docgen ${docgenRevision()}: compiling a snapshot...`);
    const cli = values.docgen ? path.resolve(values.docgen) : snapshotDocgen(path.join(WORK, 'docgen'));
    const rows = [];
    for (const [name, checkout] of sites) {
      if (!fs.existsSync(checkout)) {
        console.log(`${name}: no checkout at ${checkout}, skipped`);
        continue;
      }
      console.log(`${name}: docgen migrate + build...`);
      const report = await runSite(name, checkout, cli, values.docgen ? cli : docgenRevision());
      writeReport(command === 'run' && values.report ? values.report : path.join(WORK, `realSites-${name}.json`), report);
      if (report.unnamedThemeFiles.length) console.log(`${name}: theme files named in no message of docgen: ${report.unnamedThemeFiles.join(', ')}`);
      rows.push(row(report));
    }
    console.log(`\n${summaryTable(rows)}\n\nload average (1, 5, 15 min) before: ${loadStart}; after: ${currentLoad()}`);
    return;
  }
  throw new Error('usage: node bench/realSites.js record|compare|run|run-all ... (see the top of bench/realSites.js)');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
