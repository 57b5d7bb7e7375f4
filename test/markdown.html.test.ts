import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { fromHtml } from 'hast-util-from-html';
import type { Nodes } from 'hast';
import { markdownLabels } from '../src/markdown/compile.js';
import { markdownToHtml, parseMarkdown } from '../src/markdown/pipeline.js';
import { en } from '../templates/i18n/en.js';
import { listFiles, repoRoot } from './helpers/fixture.js';

/** The DOM a browser builds from some HTML, without source positions. */
const dom = (html: string) => JSON.stringify(fromHtml(html, { fragment: true }), (key, value: unknown) => (key === 'position' ? undefined : value));

const SAMPLE = `Text with <b>inline</b> & "quotes" > and < signs.

<div className="box" data-x='1 "2"'><svg viewBox="0 0 10 10"><linearGradient id="g"/><path d="M0 0"/></svg></div>

<details><summary>More</summary>

| a | b |
|:--|--:|
| 1 | 2 |

</details>

- [x] done
- [ ] todo

Footnote[^1].

<script>if (a < b && c > d) {}</script>

[^1]: The note.
`;

describe('the HTML of a page', () => {
  const labels = markdownLabels(en);
  const content = path.join(repoRoot, 'content');
  const docs = listFiles(content).filter((f) => f.endsWith('.md'));

  it('is the HTML hast-util-to-html would write, for every EvalAP doc and for raw HTML, SVG and footnotes', () => {
    const texts = [SAMPLE, ...docs.map((f) => fs.readFileSync(path.join(content, f), 'utf8'))];
    for (const text of texts) {
      const { tree } = parseMarkdown(text, labels);
      expect(dom(markdownToHtml(tree))).toBe(dom(toHtml(tree as Nodes, { allowDangerousHtml: true })));
    }
    expect(docs.length).toBeGreaterThan(20);
  });
});

describe('code blocks', () => {
  const labels = markdownLabels(en);
  const tokens = (fence: string, code: string) => {
    const html = markdownToHtml(parseMarkdown(`\`\`\`${fence}\n${code}\n\`\`\`\n`, labels).tree);
    return [...html.matchAll(/<span class="token ([\w -]+)">([^<]*)<\/span>/g)].map((m) => `${m[1]}:${m[2]}`);
  };

  it('are highlighted in the language the fence names, by its name or an alias', () => {
    expect(tokens('ts', 'const n: number = 1;')).toEqual(expect.arrayContaining(['keyword:const', 'builtin:number']));
    expect(tokens('typescript', 'const n: number = 1;')).toEqual(tokens('ts', 'const n: number = 1;'));
    expect(tokens('bash', 'echo "hi"')).toContain('string:"hi"');
    expect(tokens('console', 'echo "hi"')).toEqual(tokens('bash', 'echo "hi"'));
    expect(tokens('tsx', 'const a = <App />;')).toContain('keyword:const');
    expect(tokens('py', 'def f(): pass')).toContain('keyword:def');
  });

  it('are left as plain text in a language without a grammar, or none', () => {
    for (const fence of ['', 'text', 'brainfuck']) expect(tokens(fence, 'const a = 1;')).toEqual([]);
  });
});
