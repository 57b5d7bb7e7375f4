import fs from 'node:fs';
import path from 'node:path';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { en } from '../templates/i18n/en.js';
import { pageMarkdown } from '../src/llms/pageMarkdown.js';
import { markdownLabels } from '../src/markdown/compile.js';
import { parseMarkdown, takeSourceTree } from '../src/markdown/pipeline.js';
import { NO_PLUGINS } from '../src/markdown/sitePlugins.js';

const REPO = path.resolve(import.meta.dirname, '..');

/** Every Markdown doc of the EvalAP site, in both languages: front matter blanked as the build blanks it (lines kept). */
function evalapDocs(): { file: string; body: string }[] {
  const out: { file: string; body: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) out.push({ file: full, body: fs.readFileSync(full, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, '')) });
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
      const fromPage = pageMarkdown({ body, title: 'T', mdx: false, link, tree });
      const anew = pageMarkdown({ body, title: 'T', mdx: false, link });
      expect(fromPage, file).toBe(anew);
    }
  });

  it('is the same with the site\'s remark plugins, which read syntax of their own (remark-math)', () => {
    const plugins = { remarkPlugins: [remarkMath], rehypePlugins: [] };
    const labels = markdownLabels(en);
    const link = (url: string) => url;
    const body = '# Maths\n\nThe area is $\\pi r^2$.\n\n$$\nE = mc^2\n$$\n\n:::tip Note\nA [link](./x.md).\n:::\n';
    const tree = takeSourceTree(parseMarkdown(body, labels, undefined, plugins, 'maths.md', true));
    const fromPage = pageMarkdown({ body, title: 'T', mdx: false, link, tree, file: 'maths.md', plugins: plugins.remarkPlugins });
    expect(fromPage).toContain('$$\nE = mc^2\n$$');
    expect(fromPage).toBe(pageMarkdown({ body, title: 'T', mdx: false, link, file: 'maths.md', plugins: plugins.remarkPlugins }));
  });

  it('keeps no parse tree unless asked', () => {
    expect(parseMarkdown('# A\n\ntext\n', markdownLabels(en)).source).toBeUndefined();
  });
});
