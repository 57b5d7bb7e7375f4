import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { fromHtml } from 'hast-util-from-html';
import type { ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import { markdownLabels } from '../src/markdown/compile.js';
import { parseMarkdown } from '../src/markdown/pipeline.js';
import { markdownToHtml } from '../src/markdown/toReact.js';
import { en } from '../templates/i18n/en.js';

/** The DOM a browser builds from some HTML, without source positions. */
const dom = (html: string | undefined) => JSON.stringify(fromHtml(html ?? '', { fragment: true }), (key, value: unknown) => (key === 'position' ? undefined : value));

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

  /** Listings that cut tokens across lines, run the grammars' hooks (markup's entities, markdown's fenced blocks, PHP's templating) and mark lines. */
  const LISTINGS: [fence: string, code: string][] = [
    ['javascript {1,3-4}', 'const s = `multi\nline ${x + 1}\ntemplate`; /* block\ncomment */ if (a < b && c > d) { return "q\\"uote" }'],
    ['jsx', 'const el = <div className="x" onClick={() => f(1)}>Hi &amp; {name}</div>;'],
    ['markup', '<!DOCTYPE html>\n<p title="x &amp; y">A &lt;b&gt; &copy; &#169; &#xA9; &unknown;</p>\n<script>let a = 1 < 2;</script>\n<style>p { color: red; }</style>'],
    ['markdown', '# Title\n\nSome *em* and `code`.\n\n```python\ndef g():\n    return "<nested>"  # comment\n```\n\n```jsx\nconst a = <b c="d" />;\n```'],
    ['php', '<?php echo "Hello $name"; ?>\n<b><?= $x ?></b>'],
    ['python {2}', '@decorator\ndef f(a: int = 1) -> str:\n    """doc\n\n    string"""\n    return f"{a!r}"'],
    ['yaml', 'key: value # c\nmulti: |\n  line one\n  line two\n\n'],
    ['diff', '- old\n+ new\n  same'],
    ['brainfuck', 'plain <text> & stuff\n\n  indented'],
  ];

  /** The lines of highlighted hast, each node cut where a line ends and kept on the lines it has text on. */
  function cutLines(nodes: ElementContent[]): ElementContent[][] {
    const lines: ElementContent[][] = [[]];
    for (const node of nodes) {
      const parts = node.type === 'text' ? node.value.split('\n').map((value): ElementContent[] => (value ? [{ ...node, value }] : [])) : node.type === 'element' ? cutLines(node.children).map((inner) => (inner.length ? [{ ...node, children: inner }] : [])) : [[]];
      parts.forEach((part, i) => (i ? lines.push(part) : lines[lines.length - 1]!.push(...part)));
    }
    return lines;
  }

  it("are refractor's highlight of the code, a span per line, a token cut by a line break opened again on the next line", () => {
    const pages = LISTINGS.map(([fence, code]) => markdownToHtml(parseMarkdown(`\`\`\`\`${fence}\n${code}\n\`\`\`\`\n`, labels).tree));
    LISTINGS.forEach(([fence, code], n) => {
      const [lang, marks] = fence.split(' ');
      const marked = new Set((marks ?? '').replace(/[{}]/g, '').split(',').flatMap((range) => {
        const [from, to] = range.split('-').map(Number);
        return from ? Array.from({ length: (to ?? from) - from + 1 }, (_, k) => from + k) : [];
      }));
      // refractor knows the grammar once the page above has registered it.
      const nodes = refractor.registered(lang!) ? (refractor.highlight(code, lang!).children as ElementContent[]) : [{ type: 'text' as const, value: code }];
      const lines = cutLines(nodes).map((line, i) => `<span class="code-line${marked.has(i + 1) ? ' code-line-highlighted' : ''}">${toHtml({ type: 'root', children: line })}</span>`);
      expect(dom(/<code[^>]*>([\s\S]*)<\/code>/.exec(pages[n]!)?.[1]), fence).toBe(dom(lines.join('\n')));
    });
    // The cases above are there: a token across lines, an entity's title, a nested fence highlighted, a marked line, an empty line.
    const all = pages.join('');
    expect(all).toMatch(/<span class="token template-string">.*<\/span><\/span>\n<span class="code-line code-line-highlighted"><span class="token template-string">/);
    expect(all).toContain('title="©"');
    expect(all).toContain('<span class="token code-block language-python"><span class="token keyword">def</span>');
    expect(all).toContain('<span class="code-line"></span>');
  });
});
