import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docgen, writeFiles, type RunResult } from './helpers/fixture.js';
import { request, startServer, type RunningServer } from './helpers/server.js';
import { sentinel, siteAmongUserFiles } from './helpers/userFiles.js';

/**
 * Issue 30's bad inputs, as a careless user or an attacker gives them, each a row: the input (a
 * small site among files of its user's), the command, the exit code and the message expected
 * (file:line where there is one). Every row also checks that nothing outside the output folder
 * changed and no file of the user's was lost (the sentinel tree around the site, hashed before and
 * after), and that a failure is one clear block: a hint, no stack trace, no "internal error".
 * Rows of one `site` are written into one site and built once: docgen reports the problems of a
 * stage all at once, so each row's message must be among them.
 */
interface Row {
  /** The case, as the issue names it. */
  case: string;
  /** Rows with the same site share one site (their files together) and one run. */
  site: string;
  files?: Record<string, string>;
  /** Extra text for the config's object. */
  config?: string;
  /** What plain files cannot say (links, odd names, an earlier build), done in the site's folder. */
  setup?: (dir: string, root: string) => void;
  args?: string[];
  env?: Record<string, string>;
  code: number;
  message: RegExp;
  /** What else the user would see, after the run. */
  check?: (dir: string, result: RunResult) => void;
  /** Folders (relative to the site's root) a row's run may change besides site/build. */
  outputs?: string[];
}

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bad-inputs-cache-'));
/** The CLI with this file's cache: a build's record of its output is where the next run looks for it. */
const run = (args: string[], dir: string, env: Record<string, string> = {}) => docgen(args, dir, { DOCGEN_CACHE_DIR: cacheDir, ...env });

const doc = (front: string, body = 'Text.\n') => `---\n${front}\n---\n\n${body}`;
const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`)].join('\n');

const rows: Row[] = [
  // High: files outside the output are written or deleted.
  { case: 'a slug that climbs out of the output folder', site: 'content', files: { 'content/en/docs/escape.md': doc('title: Escape\nslug: ../../search') }, code: 1, message: /content\/en\/docs\/escape\.md:3:1: front matter "slug": "\.\.\/\.\.\/search" leads out of the site/ },
  {
    case: 'an output folder of the user\'s with a docgen 404 page copied in',
    site: 'foreign',
    setup: (dir, root) => writeFiles(root, { 'public/404.html': '<meta name="generator" content="docgen 0.1.0">', 'public/blog/post.html': '<p>post</p>', 'public/uploads.bin': 'bytes' }),
    args: ['build', '--out', '../public'],
    code: 1,
    message: /public: the output folder holds 3 files docgen has no record of making \(404\.html, blog\/post\.html, uploads\.bin\)/,
  },
  {
    case: 'a reused output path holding a file of the user\'s',
    site: 'reused',
    setup: (dir) => {
      expect(run(['build'], dir).code).toBe(0);
      fs.rmSync(path.join(dir, 'build'), { recursive: true });
      writeFiles(dir, { 'build/notes.txt': 'mine\n' });
    },
    code: 1,
    message: /build: the output folder holds 1 file docgen did not make \(notes\.txt\)/,
    check: (dir) => expect(fs.readFileSync(path.join(dir, 'build/notes.txt'), 'utf8')).toBe('mine\n'),
  },
  // Medium.
  { case: 'a relative link to a file outside the site', site: 'links', files: { 'content/en/docs/leak.md': doc('title: Leak', 'Line.\n\n![](../../../../../../etc/hostname)\n') }, code: 1, message: /content\/en\/docs\/leak\.md:7:\d+: .*etc\/hostname/ },
  { case: 'a link to a dotfile of the site', site: 'links', files: { 'content/en/docs/dot.md': doc('title: Dot', '[env](../../../.env)\n'), '.env': 'SECRET=1\n' }, code: 1, message: /content\/en\/docs\/dot\.md:5:\d+: .*\.env/ },
  { case: 'the admin key as the search key', site: 'writeKey', config: "search: { appId: 'APP', apiKey: '{ALGOLIA_ADMIN_API_KEY}', indexName: 'x' },", env: { ALGOLIA_ADMIN_API_KEY: 'admin-secret' }, code: 1, message: /site\.config\.ts:\d+: .*ALGOLIA_ADMIN_API_KEY/ },
  { case: 'a config that never settles', site: 'unsettled', files: { 'site.config.ts': "await new Promise(() => {});\nexport default {};\n" }, env: { DOCGEN_CONFIG_TIMEOUT: '1' }, code: 1, message: /site\.config\.ts: .*(settle|1 s)/ },
  // Cut to the listing, and warned of at the fence's line (a range inside the listing is not).
  {
    case: 'a highlight range far past the listing',
    site: 'highlight',
    files: { 'content/en/docs/code.md': doc('title: Code', 'Intro.\n\n```js {1-99999999999}\nx();\n```\n\n```js title="b.js" {2}\na();\nb();\n```\n\n> ```py {3}\n> x = 1\n> ```\n') },
    code: 0,
    message: /content\/en\/docs\/code\.md:7: the highlighted lines \{1-99999999999\} go past the end of this listing, which has 1 line: only the lines it has are highlighted/,
    check: (dir, result) => {
      expect(fs.readFileSync(path.join(dir, 'build/docs/code.html'), 'utf8').match(/code-line-highlighted/g)).toHaveLength(2);
      expect(result.stderr).toMatch(/code\.md:16: the highlighted lines \{3\} go past the end of this listing, which has 1 line/);
      expect(result.stderr).not.toMatch(/code\.md:11:/);
    },
  },
  // Low.
  { case: 'block quotes 150 deep', site: 'content', files: { 'content/en/docs/quote.md': doc('title: Quote', `${'>'.repeat(150)} deep\n`) }, code: 1, message: /content\/en\/docs\/quote\.md:5: this line is nested 150 levels deep/ },
  { case: 'a list 150 deep', site: 'content', files: { 'content/en/docs/list.md': doc('title: List', Array.from({ length: 150 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')) }, code: 1, message: /content\/en\/docs\/list\.md:105: this line is nested 101 levels deep/ },
  { case: 'footnote definitions past the 1,000th', site: 'content', files: { 'content/en/docs/notes.md': doc('title: Notes', Array.from({ length: 1001 }, (_, i) => `[^${i}]: note`).join('\n')) }, code: 1, message: /content\/en\/docs\/notes\.md:1005: this is footnote definition number 1001/ },
  { case: 'a YAML alias bomb', site: 'content', files: { 'content/en/docs/bomb.md': doc(bomb) }, code: 1, message: /content\/en\/docs\/bomb\.md:2: invalid YAML front matter: Excessive alias count/ },
  { case: 'a YAML error, located once', site: 'content', files: { 'content/en/docs/fm.md': doc('title: x\nslug: "b\\s"') }, code: 1, message: /content\/en\/docs\/fm\.md:3:\d+: invalid YAML front matter: Invalid escape sequence \\s\n/ },
  { case: 'a slug with a NUL byte', site: 'content', files: { 'content/en/docs/nul.md': doc('title: N\nslug: "a\\0b"') }, code: 1, message: /content\/en\/docs\/nul\.md:3:1: front matter "slug": "a\\u0000b" has \\u0000 \(a control character\)/ },
  { case: 'a slug with a newline', site: 'content', files: { 'content/en/docs/nl.md': doc('title: NL\nslug: "a\\nb"') }, code: 1, message: /content\/en\/docs\/nl\.md:3:1: front matter "slug": "a\\nb" has \\u000a/ },
  { case: 'a slug with ?', site: 'content', files: { 'content/en/docs/q.md': doc('title: Q\nslug: q?x') }, code: 1, message: /content\/en\/docs\/q\.md:3:1: front matter "slug": "q\?x" has "\?"/ },
  { case: 'a slug with #', site: 'content', files: { 'content/en/docs/h.md': doc('title: H\nslug: "h#x"') }, code: 1, message: /content\/en\/docs\/h\.md:3:1: front matter "slug": "h#x" has "#"/ },
  { case: 'a slug with %2e', site: 'content', files: { 'content/en/docs/pc.md': doc('title: P\nslug: a%2eb') }, code: 1, message: /content\/en\/docs\/pc\.md:3:1: front matter "slug": "a%2eb" has "%"/ },
  { case: 'a file name with a backslash', site: 'content', files: { 'content/en/docs/b\\s.md': doc('title: B') }, code: 1, message: /content\/en\/docs\/b\\s\.md: the file's path \("b\\\\s\.md"\) has "\\"/ },
  { case: 'a file name with %', site: 'content', files: { 'content/en/docs/p%zz.md': doc('title: Pz') }, code: 1, message: /content\/en\/docs\/p%zz\.md: the file's path \("p%zz\.md"\) has "%"/ },
  { case: 'a slug ".." onto the home page', site: 'content', files: { 'content/en/docs/home.md': doc('title: Home\nslug: ..') }, code: 1, message: /content\/en\/docs\/home\.md:3:1: the page's address, \/doc\/, is that of the home page/ },
  { case: 'a slug onto the search page', site: 'content', files: { 'content/en/docs/search.md': doc('title: S\nslug: ../search') }, code: 1, message: /content\/en\/docs\/search\.md:3:1: the page's address, \/doc\/search, is that of the search page/ },
  { case: 'a slug among another locale\'s pages', site: 'content', files: { 'content/en/docs/fr.md': doc('title: F\nslug: ../fr/x') }, code: 1, message: /content\/en\/docs\/fr\.md:3:1: the page's address, \/doc\/fr\/x, is among the pages of the locale "fr"/ },
  { case: 'a content file that is a link to itself', site: 'content', setup: (dir) => fs.symlinkSync('loop.md', path.join(dir, 'content/en/docs/loop.md')), code: 1, message: /content\/en\/docs\/loop\.md: this file is a symbolic link in a loop of links/ },
  { case: 'a file name that is not UTF-8', site: 'content', setup: (dir) => fs.writeFileSync(Buffer.from(`${dir}/content/en/docs/bad\xff.md`, 'latin1'), '# Bad\n'), code: 1, message: /content\/en\/docs\/bad\uFFFD\.md: the name of this file is not valid UTF-8/ },
  { case: '_category_.json with a label of the wrong type', site: 'category', files: { 'content/en/docs/g/_category_.json': '{\n  "position": 1,\n  "label": 5\n}\n', 'content/en/docs/g/a.md': '# A\n' }, code: 1, message: /content\/en\/docs\/g\/_category_\.json:3: "label": .*expected string, received number/ },
  { case: 'a config getter that throws', site: 'getter', config: "get announcementBar() { throw new Error('boom'); },", code: 1, message: /site\.config\.ts: announcementBar: reading this field of the config throws: boom/ },
  { case: 'a baseUrl with "<"', site: 'config', config: "...{ baseUrl: '/d</script>/' },", code: 1, message: /site\.config\.ts:\d+: baseUrl: expected a path of URL characters/ },
  { case: 'a javascript: link in the navbar', site: 'config', config: "navbar: { items: [{ type: 'link', label: 'X', href: 'javascript:alert(1)' }] },", code: 1, message: /site\.config\.ts:\d+: navbar\.items\[0\]\.href: expected a link to a page .*not one that runs code/ },
  { case: 'a javascript: link in the footer', site: 'config', config: "footer: { columns: [{ title: 'c', items: [{ label: 'Y', href: 'javascript:alert(2)' }] }] },", code: 1, message: /site\.config\.ts:\d+: footer\.columns\[0\]\.items\[0\]\.href: expected a link to a page/ },
  { case: 'a broken link in raw HTML', site: 'links', files: { 'content/en/docs/raw.md': doc('title: Raw', 'Line.\n\n<div>\n<a href="/doc/nowhere">x</a>\n</div>\n') }, code: 1, message: /content\/en\/docs\/raw\.md:8:\d+: broken link "\/doc\/nowhere"/ },
  {
    // The built-in home's button leads to the docs' first page, wherever it is.
    case: 'no home page and no doc at /docs',
    site: 'noHome',
    setup: (dir) => fs.rmSync(path.join(dir, 'content/en/docs/intro.md')),
    code: 0,
    message: /built \d+ en, \d+ fr pages/,
  },
  { case: '--out on a link to nothing', site: 'dangling', setup: (dir) => fs.symlinkSync('/nonexistent/docgen-out', path.join(dir, 'build')), code: 1, message: /build: the output folder is a link to \/nonexistent\/docgen-out, which does not exist/ },
  {
    case: 'an announcementBar.id that closes the inline script',
    site: 'announcement',
    config: "announcementBar: { id: 'x</script><script>alert(1)</script>', content: 'Hi' },",
    code: 0,
    message: /built \d+ en, \d+ fr pages/,
    check: (dir) => expect(fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8')).not.toContain('<script>alert(1)'),
  },
  {
    case: 'a config that requires a local .cjs (which requires a Node module)',
    site: 'cjs',
    config: "...require('./extra.cjs'),",
    files: { 'extra.cjs': "module.exports = { tagline: require('node:path').basename('/x/from-cjs') };\n" },
    code: 0,
    message: /built \d+ en, \d+ fr pages/,
    check: (dir) => expect(fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8')).toContain('from-cjs'),
  },
  {
    case: 'a build killed between the two renames of its output swap',
    site: 'swap',
    setup: (dir, root) => {
      expect(run(['build'], dir).code).toBe(0);
      // As the killed build left it: the old output moved aside, the new one not in place, the note of a process that is gone.
      fs.renameSync(path.join(dir, 'build'), path.join(root, 'aside'));
      fs.mkdirSync(path.join(dir, '.build-next-1-x'));
      writeFiles(dir, { '.build-swap.json': JSON.stringify({ pid: 2 ** 22 + 1, previous: path.join(root, 'aside'), staging: path.join(dir, '.build-next-1-x') }) });
    },
    args: ['index', '--dry-run'],
    code: 0,
    message: /records/,
    outputs: ['aside', 'site/.build-swap.json', 'site/.build-next-1-x'],
    check: (dir) => {
      expect(fs.existsSync(path.join(dir, 'build/index.html'))).toBe(true);
      expect(fs.existsSync(path.join(dir, '.build-swap.json'))).toBe(false);
      expect(fs.existsSync(path.join(dir, '.build-next-1-x'))).toBe(false);
    },
  },
  { case: 'docgen index --help', site: 'indexHelp', args: ['index', '--help'], code: 0, message: /--host <url>[\s\S]*one that accepts writes \(docgen serve answers searches\s+only\)/ },
];

/** Runs each site's rows once; the result per site. */
const results = new Map<string, { result: RunResult; dir: string; root: string; before: Map<string, string>; outputs: string[] }>();
afterAll(() => {
  fs.rmSync(cacheDir, { recursive: true, force: true });
  for (const { root } of results.values()) fs.rmSync(root, { recursive: true, force: true });
});

function runSite(site: string) {
  const known = results.get(site);
  if (known) return known;
  const own = rows.filter((row) => row.site === site);
  const { root, dir } = siteAmongUserFiles(Object.assign({}, ...own.map((row) => row.files ?? {})), own.map((row) => row.config ?? '').join('\n  '));
  const env = Object.assign({}, ...own.map((row) => row.env ?? {})) as Record<string, string>;
  for (const row of own) row.setup?.(dir, root);
  const outputs = ['site/build', 'public', ...own.flatMap((row) => row.outputs ?? [])];
  const before = sentinel(root, outputs);
  const made = { result: run(own[0]!.args ?? ['build'], dir, env), dir, root, before, outputs };
  results.set(site, made);
  return made;
}

describe('bad inputs: a user error at the file and line (or a fix), nothing outside the output changed, no file of the user\'s lost', () => {
  it.each(rows.map((row) => [row.case, row] as const))('%s', (_, row) => {
    const { result, dir, root, before, outputs } = runSite(row.site);
    const output = result.stderr + result.stdout;
    expect(result.code, output).toBe(row.code);
    expect(output).toMatch(row.message);
    expect(output).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
    if (row.code !== 0) expect(result.stderr).toMatch(/\n {2}hint: /);
    row.check?.(dir, result);
    expect(sentinel(root, outputs)).toEqual(before);
  });
});

describe('bad requests to docgen serve: answered, the server unharmed', () => {
  let site: { root: string; dir: string };
  let server: RunningServer;
  beforeAll(async () => {
    site = siteAmongUserFiles();
    expect(run(['build'], site.dir).code).toBe(0);
    server = await startServer(['serve', '--port', '0'], site.dir, { DOCGEN_CACHE_DIR: cacheDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(site.root, { recursive: true, force: true });
  });
  const search = (body: string) => request(server.origin, '/doc/1/indexes/*/queries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const hits = (n: number) => JSON.stringify({ requests: Array.from({ length: n }, () => ({ indexName: 'x', query: '', hitsPerPage: 1000 })) });

  it.each([
    ['a Range past any file', () => request(server.origin, '/doc/', { headers: { Range: 'bytes=-99999999999999999999' } }), 416, /Range Not Satisfiable/],
    ['a Range that ends before it starts', () => request(server.origin, '/doc/', { headers: { Range: 'bytes=5-2' } }), 416, /Range Not Satisfiable/],
    ['JSON nested 5,000 deep in a search', () => search(`{"requests":[{"indexName":"x","params":${'['.repeat(5000)}${']'.repeat(5000)}}]}`), 400, /nests objects or lists deeper/],
    ['50 searches of 1,000 hits each', () => search(hits(50)), 400, /at most 1000/],
  ] as const)('%s: %i', async (_, send, status, message) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.text).toMatch(message);
    expect((await request(server.origin, '/doc/')).status).toBe(200);
    expect(server.output()).not.toMatch(/error|\n\s+at /);
  });

  it('--host an address the machine lacks: a user error, and no temp folder left', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-tmp-'));
    const result = run(['serve', '--host', '10.254.254.1', '--port', '0'], site.dir, { TMPDIR: tmp });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--host 10\.254\.254\.1: this machine has no such address to listen on \(EADDRNOTAVAIL\)\n {2}hint: /);
    expect(fs.readdirSync(tmp)).toEqual([]);
    fs.rmSync(tmp, { recursive: true });
  });

  it('SIGHUP (the terminal closed) stops docgen serve with its cleanup: its temp folder of compressed copies is removed', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-tmp-'));
    const held = await startServer(['serve', '--port', '0'], site.dir, { DOCGEN_CACHE_DIR: cacheDir, TMPDIR: tmp });
    await request(held.origin, '/doc/', { headers: { 'Accept-Encoding': 'br' } });
    expect(fs.readdirSync(tmp)).toHaveLength(1);
    expect(await held.stop('SIGHUP')).toBe(0);
    expect(fs.readdirSync(tmp)).toEqual([]);
    fs.rmSync(tmp, { recursive: true });
  });
});
