import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toString } from 'hast-util-to-string';
import { buildSite, createSite, Page, siteConfig } from './helpers/fixture.js';

const GUIDE = `---
title: The guide
---

Intro with a [link to two](./two.md#second-step), [the French intro](../../../fr/docs/intro.md), a footnote[^n] and https://example.com autolink.

## Getting started {#start}

Some ~~old~~ text.

### Détails de l'installation

- [x] done
- [ ] to do

| Field | Type |
| --- | --- |
| name | string |

## Getting started

Same heading again.

#### Deep heading

:::tip Fast path
Run it with **care**: 10:30 is fine.

- nested list
:::

:::danger
No title here.
:::

\`\`\`python title="evaluate.py" {1,3-4}
import requests
# one
resp = requests.post("http://localhost:8000/v1/experiments")
print(resp.json())
\`\`\`

\`\`\`
plain text
\`\`\`

<div className="raw-box"><span>raw html</span></div>

![logo](/img/logo.svg)

[^n]: The footnote text.
`;

const EXTRAS = `# Extras

::::note Outer with \`code\`
:::tip
Inner tip.
:::
Still in the outer box.
::::

:::info[Bracket title]
Body.
:::

- A list item

  :::warning
  In the list.
  :::

:::unknown
Not an admonition.
:::

Open http://localhost:8000/docs: the API, www.example.com/path. Not main.py or example.com.

Entities: &copy; &#169; &#xA9; &amp; &hellip; &unknown; and \`&lt;\` in code.
`;

describe('Markdown to HTML', () => {
  let page: Page;
  let fr: Page;
  let extras: Page;
  beforeAll(() => {
    const dir = createSite({
      'site.config.ts': siteConfig(),
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'content/en/docs/intro.md': '---\nslug: /\n---\n# Intro\n',
      'content/fr/docs/intro.md': '---\nslug: /\n---\n# Intro FR\n',
      'content/en/docs/guide/one.md': GUIDE,
      'content/en/docs/guide/two.md': '# Two\n\n## Second step\n',
      'content/fr/docs/guide/two.md': '# Deux\n\n## Second step\n',
      'content/en/docs/guide/extras.md': EXTRAS,
    });
    buildSite(dir);
    extras = Page.read(path.join(dir, 'build/docs/guide/extras.html'));
    page = Page.read(path.join(dir, 'build/docs/guide/one.html'));
    fr = Page.read(path.join(dir, 'build/fr/docs/guide/one.html'));
  });

  it('gives headings unique github-slugger ids, honours {#custom-id} and strips it from the text', () => {
    expect(page.all('.markdown h2.anchor').map((h) => h.properties.id)).toEqual(['start', 'getting-started']);
    expect(page.text('#start')).toBe('Getting started');
    expect(page.attr('.markdown h3', 'id')).toBe('détails-de-linstallation');
    expect(page.attr('.markdown h4', 'id')).toBe('deep-heading');
  });

  it('puts a "Direct link to" anchor on every heading, in the page language', () => {
    expect(page.attr('#start a.hash-link', 'href')).toBe('#start');
    expect(page.attr('#start a.hash-link', 'title')).toBe('Direct link to Getting started');
    expect(fr.attr('#start a.hash-link', 'title')).toBe('Lien direct vers Getting started');
    // Its text is a zero-width space, as in Docusaurus.
    expect(toString(page.one('#start a.hash-link'))).toBe('\u200b');
  });

  it('lists h2 and h3 in the table of contents under "On this page"', () => {
    expect(page.text('.toc-title')).toBe('On this page');
    expect(page.texts('.toc a')).toEqual(['Getting started', "Détails de l'installation", 'Getting started']);
    expect(page.attr('.toc a', 'href')).toBe('#start');
    expect(fr.text('.toc-title')).toBe('Sur cette page');
  });

  it('decodes HTML entities in text, keeps unknown ones and those in code as written', () => {
    const paragraph = extras.texts('.markdown p').find((text) => text.startsWith('Entities:'));
    expect(paragraph).toBe('Entities: © © © & … &unknown; and &lt; in code.');
  });

  it('renders GFM: tables, task lists, strikethrough, autolinks, footnotes', () => {
    expect(page.text('.markdown table td')).toBe('name');
    expect(page.all('.markdown input[type=checkbox]')).toHaveLength(2);
    expect(page.text('.markdown del')).toBe('old');
    expect(page.attr('.markdown a[href="https://example.com"]', 'href')).toBe('https://example.com');
    expect(page.text('.markdown .footnotes li')).toContain('The footnote text.');
  });

  it('renders admonitions with their title or the default one, nesting Markdown, and leaves "10:30" alone', () => {
    expect(page.text('.admonition-tip .admonition-heading')).toBe('Fast path');
    expect(page.text('.admonition-tip .admonition-content strong')).toBe('care');
    expect(page.text('.admonition-tip .admonition-content li')).toBe('nested list');
    expect(page.text('.admonition-tip .admonition-content p')).toContain('10:30 is fine');
    expect(page.text('.admonition-danger .admonition-heading')).toBe('Danger');
    expect(fr.text('.admonition-danger .admonition-heading')).toBe('Danger');
    expect(fr.text('.admonition-tip .admonition-heading')).toBe('Fast path');
  });

  it('nests admonitions (any number of colons), puts them in lists, keeps inline Markdown in titles', () => {
    expect(extras.text('.admonition-note > .admonition-heading')).toBe('Outer with code');
    expect(extras.text('.admonition-note > .admonition-heading code')).toBe('code');
    expect(extras.text('.admonition-note .admonition-tip .admonition-content')).toBe('Inner tip.');
    expect(extras.text('.admonition-note > .admonition-content > p')).toBe('Still in the outer box.');
    expect(extras.text('.admonition-info .admonition-heading')).toBe('Bracket title');
    expect(extras.text('li .admonition-warning .admonition-content')).toBe('In the list.');
    expect(extras.html).toContain(':::unknown');
  });

  it('links bare URLs like GFM: without the sentence punctuation, www. names, not file names', () => {
    expect(extras.texts('.markdown a').filter((t) => !t.startsWith('\u200b'))).toEqual(['http://localhost:8000/docs', 'www.example.com/path']);
    expect(extras.attr('.markdown a[href^="http://www"]', 'href')).toBe('http://www.example.com/path');
    expect(extras.html).toContain('http://localhost:8000/docs</a>: the API');
  });

  it('highlights code at build time with a title, marked lines, the language as a class, and word-wrap and copy buttons', () => {
    expect(page.text('.code-block .code-block-title')).toBe('evaluate.py');
    expect(page.all('.language-python .token.keyword').length).toBeGreaterThan(0);
    const lines = page.all('.language-python .code-line');
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => (l.properties.className as string[]).includes('code-line-highlighted'))).toEqual([true, false, true, true]);
    // The language is no label floating over the code (issue 29).
    expect(page.has('.language-python .code-block-lang')).toBe(false);
    expect(page.attr('.language-python button.code-block-wrap', 'ariaLabel')).toBe('Toggle word wrap');
    expect(page.text('.language-python button.code-block-copy')).toBe('Copy');
    expect(fr.text('.language-python button.code-block-copy')).toBe('Copier');
    expect(page.html).not.toMatch(/refractor|prism/i);
    // A block without a language has no language class, nor an empty one.
    expect(page.html).toContain('<div class="code-block"><div class="code-block-body"><pre class="code-block-pre" tabindex="0"><code><span class="code-line">plain text</span></code>');
  });

  it('keeps raw HTML blocks and turns className into class', () => {
    expect(page.text('div.raw-box span')).toBe('raw html');
  });

  it('resolves relative .md links to routes, across folders and locales, keeping anchors', () => {
    expect(page.attr('.markdown p a', 'href')).toBe('/doc/docs/guide/two#second-step');
    expect(page.attr('.markdown a[href="/doc/fr/docs"]', 'href')).toBe('/doc/fr/docs');
    // The untranslated French page links to the French version of its target.
    expect(fr.attr('.markdown p a', 'href')).toBe('/doc/fr/docs/guide/two#second-step');
  });

  it('serves images from the static folder under the base URL', () => {
    expect(page.attr('.markdown img', 'src')).toBe('/doc/img/logo.svg');
  });

  it('takes the page title from front matter, else from the leading # heading', () => {
    expect(page.text('article header h1')).toBe('The guide');
    expect(page.all('.markdown h1')).toHaveLength(0);
  });
});
