/**
 * A synthetic docs site for the benchmark: N Markdown docs in nested folders, deterministic from a
 * seed, with every feature docgen and Docusaurus both read (front matter, _category_.json, h2/h3
 * headings with and without {#ids}, code blocks, GFM tables, lists, admonitions, relative links with
 * anchors that exist). The same files can also be laid out for Docusaurus, so both tools build the
 * same content.
 */
import fs from 'node:fs';
import path from 'node:path';

const WORDS = (
  'model dataset metric judge answer query experiment score prompt token latency runner worker ' +
  'request response context retrieval table column schema index cache build route page section ' +
  'parallel batch queue timeout retry provider endpoint config value default option result report ' +
  'evaluate compare measure publish upload download install deploy configure monitor inspect the ' +
  'a of to and in for with on by from each every when then only also before after'
).split(' ');
const LANGUAGES = ['js', 'python', 'bash', 'json', 'yaml', 'ts'];
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];
/** Docs per leaf folder, and leaf folders per top-level section. */
const PER_FOLDER = 10;

/** mulberry32: a tiny seeded PRNG, so the same seed always gives the same site. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function writer(rand) {
  const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const title = (n) => words(n).replace(/(^|\s)\S/g, (c) => c.toUpperCase());
  const sentence = () => { const s = words(int(8, 16)); return `${s[0].toUpperCase()}${s.slice(1)}.`; };
  const paragraph = (extra = '') => `${Array.from({ length: int(3, 5) }, sentence).join(' ')}${extra}`;
  return { rand, int, pick, words, title, sentence, paragraph };
}

/** With `mdx`, one doc in ten (page-5, page-15...) is an MDX page with Tabs. */
const isMdxDoc = (i, mdx) => mdx && i % PER_FOLDER === 5;

/** Relative path of doc `i` inside the docs folder: intro.md (the docs root), then section-A/topic-B/page-i.md (or .mdx, see isMdxDoc). */
export function docPath(i, mdx = false) {
  if (i === 0) return 'intro.md';
  const section = Math.floor(i / (PER_FOLDER * PER_FOLDER));
  const topic = Math.floor(i / PER_FOLDER) % PER_FOLDER;
  return `section-${section}/topic-${topic}/page-${i}.${isMdxDoc(i, mdx) ? 'mdx' : 'md'}`;
}

/** What an MDX doc of the corpus adds: the theme's Tabs, with a tab group. */
const tabs = (w) => `<Tabs groupId="os">\n  <TabItem value="linux" label="Linux">${w.sentence()}</TabItem>\n  <TabItem value="mac" label="macOS">${w.sentence()}</TabItem>\n</Tabs>`;

function codeBlock(w, lang) {
  const lines = {
    js: () => `const ${w.pick(WORDS)}${w.int(1, 9)} = await fetch('/v1/${w.pick(WORDS)}', { method: 'POST' });`,
    ts: () => `export function ${w.pick(WORDS)}${w.int(1, 9)}(input: string): number { return input.length * ${w.int(2, 50)}; }`,
    python: () => `${w.pick(WORDS)}_${w.int(1, 9)} = client.${w.pick(WORDS)}(name="${w.words(2)}", size=${w.int(1, 500)})`,
    bash: () => `curl -X POST http://localhost:8000/v1/${w.pick(WORDS)} -d '{"limit": ${w.int(1, 99)}}'`,
    json: () => `  "${w.pick(WORDS)}_${w.int(1, 99)}": "${w.words(3)}",`,
    yaml: () => `${w.pick(WORDS)}_${w.int(1, 99)}: ${w.words(2)}`,
  }[lang];
  const body = Array.from({ length: w.int(6, 14) }, lines);
  if (lang === 'json') body.unshift('{'), body.push('  "end": true', '}');
  const title = w.rand() < 0.5 ? '' : ` title="${w.pick(WORDS)}.${lang}"`;
  return `\`\`\`${lang}${title}\n${body.join('\n')}\n\`\`\``;
}

function table(w) {
  const rows = Array.from({ length: w.int(3, 6) }, () => `| \`${w.pick(WORDS)}_${w.int(1, 99)}\` | ${w.pick(['yes', 'no'])} | ${w.sentence()} |`);
  return ['| Field | Required | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

/** One doc: its headings are "Overview" and "Setup {#setup}" first, so links can target them. */
function renderDoc(i, pages, seed, locale, mdx) {
  const rand = random(seed * 7919 + i * 104729 + (locale === 'en' ? 0 : 31));
  const w = writer(rand);
  const here = path.posix.dirname(docPath(i));
  const targets = [1, 2, 3].map((k) => (pages > 1 ? (i + k * 37 + Math.floor(pages / 2)) % pages : i)).map((j) => (j === i && pages > 1 ? (i + 1) % pages : j));
  const anchors = ['', '#overview', '#setup'];
  const links = targets.map((j, k) => `[${w.words(2)}](${path.posix.relative(here, docPath(j, mdx)).replace(/^(?!\.)/, './')}${anchors[k]})`);
  const headings = ['## Overview', '## Setup {#setup}'];
  for (let h = w.int(2, 4); h > 0; h--) headings.push(`${rand() < 0.4 ? '###' : '##'} ${w.title(w.int(2, 4))}`);
  const blocks = [
    `${w.paragraph()} See ${links[0]}.`,
    `${w.paragraph()}\n\n${Array.from({ length: w.int(3, 5) }, () => `- ${w.sentence()}`).join('\n')}`,
    `${w.paragraph()} The ${links[1]} page explains it.\n\n${codeBlock(w, LANGUAGES[(i + w.int(0, 5)) % LANGUAGES.length])}`,
    `${w.paragraph()}\n\n${table(w)}`,
    `:::${w.pick(ADMONITIONS)} ${w.title(2)}\n\n${w.paragraph()} Read ${links[2]} first.\n\n:::`,
    w.paragraph(),
  ];
  const sections = headings.map((heading, k) => `${heading}\n\n${blocks[k] ?? w.paragraph()}\n\n${w.paragraph()}`);
  const front = [
    '---',
    `title: ${w.title(w.int(2, 4))} ${i}`,
    `description: ${w.sentence()}`,
    `sidebar_position: ${(i % PER_FOLDER) + 1}`,
    ...(i === 0 ? ['slug: /'] : []),
    `keywords: [${w.pick(WORDS)}, ${w.pick(WORDS)}]`,
    '---',
  ];
  return `${front.join('\n')}\n\n${w.paragraph()}\n\n${sections.join('\n\n')}\n${isMdxDoc(i, mdx) ? `\n${tabs(w)}\n` : ''}`;
}

function write(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
}

/** The docs of one locale: docs and a `_category_.json` per folder, below `docsDir`. */
function writeDocs(docsDir, { pages, seed, locale, mdx }) {
  const folders = new Set();
  for (let i = 0; i < pages; i++) {
    const rel = docPath(i, mdx);
    write(path.join(docsDir, rel), renderDoc(i, pages, seed, locale, mdx));
    for (let dir = path.posix.dirname(rel); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  for (const dir of folders) {
    const n = Number(/(\d+)$/.exec(dir)[1]);
    const label = `${dir.includes('/') ? 'Topic' : 'Section'} ${n}${locale === 'en' ? '' : ` (${locale})`}`;
    write(path.join(docsDir, dir, '_category_.json'), `${JSON.stringify({ label, position: (n % PER_FOLDER) + 1 }, null, 2)}\n`);
  }
}

/** Path of blog post `i` in the blog folder: one a day, newest last (`2020-01-01-post-0.md`). */
export function postPath(i) {
  const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return `${day}-post-${i}.md`;
}

/** A blog of `posts` posts (authors.yml and tags.yml beside them): each with two authors of four, two tags of twenty, an excerpt up to a truncate marker, sections and code. */
function writeBlog(blogDir, { posts, seed }) {
  const authors = ['ada', 'bob', 'cyd', 'dee'];
  write(path.join(blogDir, 'authors.yml'), authors.map((key) => `${key}:\n  name: ${key[0].toUpperCase()}${key.slice(1)}\n  title: Writer\n  page: true\n`).join(''));
  write(path.join(blogDir, 'tags.yml'), Array.from({ length: 20 }, (_, t) => `tag-${t}:\n  label: Tag ${t}\n  description: Posts about ${WORDS[t]}\n`).join(''));
  for (let i = 0; i < posts; i++) {
    const w = writer(random(seed * 100_003 + i));
    const front = ['---', `title: ${w.title(w.int(2, 5))} ${i}`, `authors: [${authors[i % 4]}, ${authors[(i + 1) % 4]}]`, `tags: [tag-${i % 20}, tag-${(i * 7 + 3) % 20}]`, '---'];
    const sections = Array.from({ length: w.int(2, 3) }, () => `## ${w.title(w.int(2, 4))}\n\n${w.paragraph()}\n\n${codeBlock(w, w.pick(['ts', 'bash', 'json']))}`);
    write(path.join(blogDir, postPath(i)), `${front.join('\n')}\n\n${w.paragraph()}\n\n<!-- truncate -->\n\n${w.paragraph()}\n\n${sections.join('\n\n')}\n`);
  }
}

function docgenConfig(title, locales) {
  const entries = locales.map((l) => `      ${l}: { label: '${l === 'en' ? 'English' : 'Français'}', direction: 'ltr' },`);
  return `import { defineConfig } from 'docgen';

export default defineConfig({
  title: '${title}',
  tagline: 'A generated site for the docgen benchmark',
  url: 'https://example.com',
  baseUrl: '/doc/',
  i18n: {
    defaultLocale: 'en',
    locales: {
${entries.join('\n')}
    },
  },
  docs: { path: 'docs', routeBasePath: 'docs', sidebars: { docs: 'autogenerated' } },
  navbar: {
    title: '${title}',
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },${locales.length > 1 ? "\n      { type: 'localeDropdown', position: 'right' }," : ''}
    ],
  },
});
`;
}

/**
 * The Docusaurus 3 layout of a site whose docs are already written per locale: `docs/` (copied
 * from `content/<default>/docs`), `i18n/<locale>/docusaurus-plugin-content-docs/current/`,
 * `docusaurus.config.js`, `sidebars.js` (autogenerated), a home page and a package.json. `.md` files are read
 * as CommonMark (`markdown.format: 'detect'`), as docgen reads them.
 */
export function writeDocusaurusLayout(dir, { title, locales, onBrokenLinks = 'throw' }) {
  const [defaultLocale, ...others] = locales;
  // A site with a blog: Docusaurus reads the same posts from blog/, with the options docgen has by default.
  const blogDir = path.join(dir, 'content', defaultLocale, 'blog');
  const blog = fs.existsSync(blogDir);
  if (blog) fs.cpSync(blogDir, path.join(dir, 'blog'), { recursive: true });
  fs.cpSync(path.join(dir, 'content', defaultLocale, 'docs'), path.join(dir, 'docs'), { recursive: true });
  for (const locale of others) {
    fs.cpSync(path.join(dir, 'content', locale, 'docs'), path.join(dir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current'), { recursive: true });
  }
  const config = {
    title,
    url: 'https://example.com',
    baseUrl: '/doc/',
    onBrokenLinks,
    onBrokenMarkdownLinks: onBrokenLinks,
    i18n: { defaultLocale, locales },
    markdown: { format: 'detect' },
    presets: [['classic', { docs: { routeBasePath: 'docs', sidebarPath: './sidebars.js' }, blog: blog ? { feedOptions: { type: 'all' }, onUntruncatedBlogPosts: 'ignore' } : false }]],
    themeConfig: { navbar: { title, items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }, ...(others.length ? [{ type: 'localeDropdown', position: 'right' }] : [])] } },
  };
  write(path.join(dir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  write(path.join(dir, 'package.json'), '{ "private": true }\n'); // Docusaurus warns without one in its cwd
  write(path.join(dir, 'sidebars.js'), "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n");
  write(path.join(dir, 'src', 'pages', 'index.md'), `# ${title}\n\nRead [the docs](/docs).\n`);
}

/**
 * Writes a complete docgen site of `pages` docs into `dir` (site.config.ts, content/<locale>/docs),
 * with `posts` a blog of that many posts (content/<default locale>/blog), with `format` the
 * config's `markdown.format` (`'mdx'`: every doc read as MDX, as a migrated Docusaurus site is),
 * and with `docusaurus: true` the same docs in Docusaurus's layout beside it. Returns the docs' paths.
 */
export function generateCorpus(dir, { pages, seed = 1, locales = ['en'], docusaurus = false, mdx = false, posts = 0, format = undefined }) {
  fs.rmSync(dir, { recursive: true, force: true });
  const title = `Bench ${pages}`;
  const before = [...(posts ? ["  blog: { feedOptions: { type: 'all' } },\n"] : []), ...(format ? [`  markdown: { format: '${format}' },\n`] : [])].join('');
  write(path.join(dir, 'site.config.ts'), docgenConfig(title, locales).replace('  docs: {', `${before}  docs: {`));
  for (const locale of locales) writeDocs(path.join(dir, 'content', locale, 'docs'), { pages, seed, locale, mdx });
  if (posts) writeBlog(path.join(dir, 'content', locales[0], 'blog'), { posts, seed });
  if (docusaurus) writeDocusaurusLayout(dir, { title, locales });
  return Array.from({ length: pages }, (_, i) => path.join('content', locales[0], 'docs', docPath(i, mdx)));
}
