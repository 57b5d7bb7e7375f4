import fs from 'node:fs';
import path from 'node:path';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { en } from '../templates/i18n/en.js';
import { markdownBody } from '../src/llms/pageMarkdown.js';
import { markdownLabels } from '../src/markdown/compile.js';
import { compileMdx } from '../src/markdown/mdx.js';
import { parseMarkdown, takeSourceTree } from '../src/markdown/pipeline.js';
import { NO_PLUGINS } from '../src/markdown/sitePlugins.js';

const REPO = path.resolve(import.meta.dirname, '..');

/** Every Markdown doc of the EvalAP site, in both languages: front matter blanked as the build blanks it (lines kept). */
function evalapDocs(extension = '.md'): { file: string; body: string }[] {
  const out: { file: string; body: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(extension)) out.push({ file: full, body: fs.readFileSync(full, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, '')) });
    }
  };
  walk(path.join(REPO, 'content'));
  return out;
}

describe("a doc's Markdown version is printed from the page's own parse", () => {
  it('is the same text as when its body is parsed anew, for every doc of the EvalAP site', () => {
    const docs = evalapDocs();
    expect(docs.length).toBeGreaterThan(20);
    const labels = markdownLabels(en);
    const link = (url: string) => new URL(url, 'https://example.org/doc/docs/page').href;
    for (const { file, body } of docs) {
      const parsed = parseMarkdown(body, labels, undefined, NO_PLUGINS, file, true);
      const tree = takeSourceTree(parsed);
      expect(tree, file).toBeDefined();
      // Handed out once: a second taker (a parse the dev server's cache returns again) parses anew.
      expect(takeSourceTree(parsed)).toBeUndefined();
      const fromPage = markdownBody({ body, mdx: false, link, tree });
      const anew = markdownBody({ body, mdx: false, link });
      expect(fromPage, file).toBe(anew);
    }
  });

  it('is the same with the site\'s remark plugins, which read syntax of their own (remark-math)', () => {
    const plugins = { remarkPlugins: [remarkMath], rehypePlugins: [] };
    const labels = markdownLabels(en);
    const link = (url: string) => url;
    const body = '# Maths\n\nThe area is $\\pi r^2$.\n\n$$\nE = mc^2\n$$\n\n:::tip Note\nA [link](./x.md).\n:::\n';
    const tree = takeSourceTree(parseMarkdown(body, labels, undefined, plugins, 'maths.md', true));
    const fromPage = markdownBody({ body, mdx: false, link, tree, file: 'maths.md', plugins: plugins.remarkPlugins });
    expect(fromPage).toContain('$$\nE = mc^2\n$$');
    expect(fromPage).toBe(markdownBody({ body, mdx: false, link, file: 'maths.md', plugins: plugins.remarkPlugins }));
  });

  it("is the same text from an MDX page's compile, for the EvalAP site's MDX pages and one with components", async () => {
    const pages = evalapDocs('.mdx');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    pages.push({
      file: 'components.mdx',
      body: "import Card from '@site/src/components/Card';\nexport const x = 1;\n\n# Title {#top}\n\n<Tabs groupId=\"os\">\n  <TabItem value=\"a\" label=\"Linux\">\n\nRun `x`.\n\n  </TabItem>\n</Tabs>\n\n<details>\n<summary>More</summary>\n\nHidden {1 + 1} text, [a link](./other.md).\n\n</details>\n\n<Card title=\"C\"><Highlight>lit</Highlight></Card>\n\n:::tip Note\nA tip.\n:::\n",
    });
    const labels = markdownLabels(en);
    const link = (url: string) => new URL(url, 'https://example.org/doc/docs/page').href;
    for (const { file, body } of pages) {
      const compiled = await compileMdx(body, { file, labels, plugins: NO_PLUGINS, resolveLinks: () => {}, keepSource: true });
      expect(compiled.source, file).toBeDefined();
      const fromCompile = markdownBody({ body, mdx: true, link, tree: compiled.source });
      expect(fromCompile, file).toBe(markdownBody({ body, mdx: true, link }));
      expect(fromCompile.length, file).toBeGreaterThan(10);
    }
    expect((await compileMdx('# A\n', { file: 'a.mdx', labels, plugins: NO_PLUGINS, resolveLinks: () => {} })).source).toBeUndefined();
  });

  it('keeps no parse tree unless asked', () => {
    expect(parseMarkdown('# A\n\ntext\n', markdownLabels(en)).source).toBeUndefined();
  });
});
