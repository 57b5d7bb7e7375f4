import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSite, docgen } from './helpers/fixture.js';

/**
 * Random documents from a fixed seed, built: whatever the Markdown, MDX and front matter, docgen
 * exits 0 or with a user error (1), never with an internal error or a crash. 2,000 documents in
 * four sites of 500 (one locale: each doc one page): three with front matter that reads and MDX
 * that compiles, so that every page goes through the Markdown and MDX stages and renders (broken
 * links only warned of), one with anything (bad YAML, odd slugs, broken MDX), where an early stage
 * reports. A seed that finds a fault stays here
 * once it is fixed.
 */
const SEED = 30;
const DOCS_PER_SITE = 500;

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!;
  const times = (max: number, make: () => string, sep = '') => Array.from({ length: int(max + 1) }, make).join(sep);
  return { next, int, pick, times };
}

type Random = ReturnType<typeof generator>;

const WORDS = ['judge', 'metric', 'dataset', 'éval', '数据', '🙂', 'a_b', '*', '_', '`', '<', '>', '&amp;', '{', '}', '\\', '|', '[', ']', '#', ':', '~~', '$', '%2e', '\u200b', 'x'.repeat(40)];
const LINKS = ['./doc-1.md', 'doc-2.md#usage', '../x.md', '#nope', '/doc/docs/doc-3', '/doc/img/none.png', 'https://example.org/a?b=c#d', 'mailto:a@b.c', 'javascript:alert(1)', '<>', '%2e%2e/%2e%2e/etc/passwd', '../../../../../../etc/hostname', './', '.', '?q=1', '//evil.example/x', 'doc-4.mdx', './assets/file.pdf', 'data:text/html,<b>x</b>'];

function inline(r: Random): string {
  const parts = [
    () => r.pick(WORDS),
    () => `*${r.pick(WORDS)}*`,
    () => `**${r.pick(WORDS)}**`,
    () => `\`${r.pick(WORDS)}\``,
    () => `[${r.pick(WORDS)}](${r.pick(LINKS)})`,
    () => `![${r.pick(WORDS)}](${r.pick(LINKS)})`,
    () => `[^${r.int(5)}]`,
    () => `<b>${r.pick(WORDS)}</b>`,
    () => `<a href="${r.pick(LINKS)}">x</a>`,
    () => `<span className="x" style="color: red">y</span>`,
    () => 'https://bare.example.org/path',
    () => `:${r.pick(['note', 'tip', 'x'])}`,
    () => `{#${r.pick(['id', 'a b', ''])}}`,
    () => '<!-- comment -->',
  ];
  return r.times(8, () => r.pick(parts)(), ' ') || 'text';
}

function block(r: Random, depth: number): string {
  const nested = () => (depth < 4 ? block(r, depth + 1) : inline(r));
  const blocks = [
    () => `${'#'.repeat(1 + r.int(6))} ${inline(r)}${r.next() < 0.3 ? ` {#${r.pick(['custom-id', 'dup', 'dup', 'x y', ''])}}` : ''}`,
    () => inline(r),
    () => r.times(4, () => `${'  '.repeat(r.int(3))}${r.pick(['-', '*', '1.', '2)', '- [ ]', '- [x]'])} ${inline(r)}`, '\n') || '- item',
    () => `- ${inline(r)}\n\n  ${nested().split('\n').join('\n  ')}`,
    () => `> ${nested().split('\n').join('\n> ')}`,
    () => {
      const fence = r.pick(['```', '````', '~~~']);
      const meta = r.pick(['', 'js', 'python title="example.py"', 'ts {1,3-5}', 'js {0-99999999999}', 'bash {a-b}', 'nosuchlang', 'jsx showLineNumbers', 'md title="x" {2}']);
      return `${fence}${meta}\n${r.times(5, () => inline(r), '\n')}\n${r.next() < 0.9 ? fence : ''}`;
    },
    () => `| ${inline(r)} | b |\n|${r.pick(['---|---', ':--|--:', '---'])}|\n| ${inline(r)} | ${inline(r)} |${r.next() < 0.5 ? ' extra |' : ''}`,
    () => `<div className="row">\n\n${nested()}\n\n</div>`,
    () => r.pick(['<details><summary>More</summary>\n\nHidden.\n\n</details>', '<div>', '</div>', '<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<table><tr><td>x</td></tr></table>', '<iframe src="/x"></iframe>', '<style>body{}</style>', '<br/>', '<p>unclosed']),
    () => `${r.pick([':::', '::::'])}${r.pick(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'unknown', 'note[Title]', 'tip Some title'])}\n\n${nested()}\n\n${r.next() < 0.85 ? ':::' : ''}`,
    () => `[^${r.int(5)}]: ${inline(r)}`,
    () => r.pick(['---', '***', '___', 'Setext\n===', 'Setext\n---']),
    () => `    indented code ${r.pick(WORDS)}`,
    () => `[ref]: ${r.pick(LINKS)}\n\n[use][ref]`,
    () => '$$\nx^2\n$$',
  ];
  return r.pick(blocks)();
}

const markdown = (r: Random) => r.times(12, () => block(r, 0), '\n\n');

/** MDX: Markdown with JSX and expressions; `wrong` adds what is wrong (an MDX syntax error, a component that throws, an unknown one), one of which stops a build before any page renders. */
function mdx(r: Random, wrong: boolean): string {
  const word = () => (wrong ? r.pick(WORDS) : r.pick(WORDS.filter((w) => !/[<>{}\\`&|[\]]/.test(w))));
  const parts = [
    // Markdown without what MDX reads as code: tags and braces (a wrong site keeps them).
    () => (wrong ? markdown(r) : markdown(r).replace(/<[^>]*>|[{}<]/g, '')),
    () => `<Tabs groupId="${r.pick(['os', ''])}">\n  <TabItem value="a" label="A">${word()}</TabItem>\n  <TabItem value="${wrong ? r.pick(['b', 'a']) : 'b'}" label="B">y</TabItem>\n</Tabs>`,
    () => `<Details summary="${r.pick(['Why', ''])}">${word()}</Details>`,
    () => `<Admonition type="${r.pick(['tip', 'nope'])}">x</Admonition>`,
    () => `<CodeBlock language="js" title="t">{\`let x = 1;\`}</CodeBlock>`,
    () => `{${r.pick(['1 + 1', '"text"', '[1, 2].join("-")', 'null', 'new Date(0).getTime()', '`a${1}`'])}}`,
    () => r.pick(['<div style={{ color: "red" }}>styled</div>', '<>fragment</>', '{/* comment */}', 'export const answer = 42;\n\n{answer}', '<br />', '<span className="x">{"<"}</span>']),
    ...(wrong ? [() => r.pick(['<Unknown prop={1} />', '<div>unclosed', '{', '{undefinedName}', '{(() => { throw new Error("boom") })()}', "import Missing from './missing';", '<br>', '<p>a <b>b</p></b>'])] : []),
  ];
  return r.times(6, () => r.pick(parts)(), '\n\n');
}

/** Front matter that reads: random fields docgen knows, values of the right type, slugs of this doc's own. */
function goodFrontMatter(r: Random, n: number): string {
  const fields = [
    `title: ${JSON.stringify(`Doc ${n} ${r.pick(WORDS)}`)}`,
    r.next() < 0.3 ? `description: ${JSON.stringify(inline(r))}` : '',
    r.next() < 0.3 ? `sidebar_position: ${r.int(20) - 5}` : '',
    r.next() < 0.2 ? `sidebar_label: ${JSON.stringify(r.pick(WORDS))}` : '',
    r.next() < 0.2 ? `slug: ${r.pick([`/s/${n}`, `s${n}`, `./t/${n}`, `../u${n}`])}` : '',
    r.next() < 0.1 ? 'hide_table_of_contents: true' : '',
    r.next() < 0.1 ? `keywords: [${JSON.stringify(r.pick(WORDS))}]` : '',
    r.next() < 0.1 ? `pagination_next: ${r.pick(['null', `doc-${r.int(DOCS_PER_SITE)}`, 'nope'])}` : '',
    r.next() < 0.05 ? 'draft: true' : '',
    r.next() < 0.05 ? `custom_field: ${r.pick(['1', 'x', '[a]'])}` : '',
  ];
  return `---\n${fields.filter(Boolean).join('\n')}\n---\n\n`;
}

/** Front matter of any kind: bad YAML, wrong types, odd and clashing slugs and ids (and MDX that is wrong: see mdx). */
function anyFrontMatter(r: Random, n: number): string {
  if (r.next() < 0.5) return goodFrontMatter(r, n);
  const field = r.pick([
    'title: [unclosed',
    'title: "a\\qb"',
    ': no key',
    'title: x\ntitle: y',
    `slug: ${r.pick(['../../..', '/../x', '..', '../search', '"a b"', '"a?b"', '"a#b"', '"%2e"', '"a\\\\b"', '"a\\nb"', '""', '/', '/dup', 'dup'])}`,
    `id: ${r.pick(['dup', '"a/b"', '../x', '""'])}`,
    `sidebar_position: ${r.pick(['"first"', '[1]', '1e400', '-0'])}`,
    `hide_table_of_contents: ${r.pick(['"yes"', '1'])}`,
    `keywords: ${r.pick(['a, b', '{a: 1}'])}`,
    `pagination_prev: ${r.pick(['1', '[x]'])}`,
    'a: &a [x, x]\nb: [*a, *a, *a]',
    '- a list',
    '\t tab: indented',
  ]);
  return `---\n${field}\n---\n\n`;
}

type Kind = 'markdown' | 'mdx' | 'anything';

function fuzzSite(r: Random, kind: Kind): string {
  const files: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'docgen';
export default defineConfig({
  title: 'Fuzz',
  url: 'https://example.org',
  baseUrl: '/doc/',
  onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English' } } },
});
`,
    'content/en/docs/intro.md': '---\nslug: /\n---\n\n# Intro\n',
    'content/en/docs/assets/file.pdf': 'pdf',
  };
  for (let n = 0; n < DOCS_PER_SITE; n++) {
    // Categories of some 20 docs, closed: each page renders its own branch of the sidebar, not all 500 docs.
    const folder = r.pick(['', 'guide/deep/', '01-ordered/', ...Array.from({ length: 22 }, (_, i) => `f${i}/`)]);
    const isMdx = kind !== 'markdown' && r.next() < 0.5;
    const front = kind === 'anything' ? anyFrontMatter(r, n) : goodFrontMatter(r, n);
    files[`content/en/docs/${folder}doc-${n}.${isMdx ? 'mdx' : 'md'}`] = front + (isMdx ? mdx(r, kind === 'anything') : markdown(r));
  }
  if (kind === 'anything') files['content/en/docs/guide/_category_.json'] = r.pick(['{"label": "Guide", "position": 2}', '{"label": 5}', '{', '[]', '{"link": {"type": "doc", "id": "nope"}}']);
  return createSite(files);
}

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe(`fuzz: ${4 * DOCS_PER_SITE} random documents (seed ${SEED}) never get an internal error or a crash`, () => {
  const r = generator(SEED);
  it.each(['markdown', 'markdown', 'mdx', 'anything'] as const)('a site of %s documents', (kind) => {
    const dir = fuzzSite(r, kind);
    sites.push(dir);
    const result = docgen(['build'], dir);
    const output = result.stderr + result.stdout;
    expect(result.code, output.slice(-3000)).not.toBeNull();
    expect([0, 1], output.slice(-3000)).toContain(result.code);
    expect(output).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
    if (result.code === 0) expect(fs.existsSync(path.join(dir, 'build/index.html'))).toBe(true);
  });
});
