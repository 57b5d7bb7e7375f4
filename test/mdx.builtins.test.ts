import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'esbuild';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import { clientBuildOptions } from '../src/bundle/bundleClient.js';
import { builtinComponents } from '../templates/mdx/all.js';
import { builtinNames, loadBuiltins } from '../templates/mdx/index.js';
import { Tabs, TabItem, type TabsProps } from '../templates/mdx/Tabs.js';
import { Details } from '../templates/mdx/Details.js';
import { Admonition } from '../templates/mdx/Admonition.js';
import { CodeBlock } from '../templates/mdx/CodeBlock.js';
import { buildSite, createSite, Page, repoRoot, siteConfig } from './helpers/fixture.js';
import { InTheme } from './helpers/mdxPages.js';

/** What the server sends for `element`, in the theme of `locale`; `render`: parsed. */
const html = (element: ReactNode, locale = 'en') => renderToString(h(InTheme, { locale }, element));
const render = (element: ReactNode, locale = 'en') => new Page(html(element, locale));

const item = (value: string, children: ReactNode, props: Record<string, unknown> = {}) => h(TabItem, { value, key: value, ...props }, children);
const tabs = (props: TabsProps, ...items: ReactNode[]) => h(Tabs, props, ...items);
const fruits = (props: TabsProps = {}, marks: Record<string, Record<string, unknown>> = {}) =>
  tabs(props, item('apple', 'An apple', { label: 'Apple', ...marks.apple }), item('orange', 'An orange', { label: 'Orange', ...marks.orange }), item('banana', 'A banana', { label: 'Banana', ...marks.banana }));

/** The selected tab's label and the text of the panels that are not hidden. */
function shown(page: Page): { tab: string; panels: string[] } {
  return {
    tab: page.text('[role=tab][aria-selected=true]'),
    panels: page.all('[role=tabpanel]:not([hidden])').map((panel) => toHtml(panel.children)),
  };
}

describe('Tabs on the server', () => {
  it("renders Infima's tab list and every panel, the first tab selected and the other panels hidden", () => {
    const page = render(fruits());
    expect(page.attr('.tabs-container > ul', 'role')).toBe('tablist');
    expect(page.attr('ul[role=tablist]', 'ariaOrientation')).toBe('horizontal');
    expect(page.attr('ul[role=tablist]', 'className')).toBe('tabs');
    expect(page.texts('li[role=tab]')).toEqual(['Apple', 'Orange', 'Banana']);
    expect(page.all('li[role=tab]').map((tab) => [tab.properties.ariaSelected, tab.properties.tabIndex, (tab.properties.className as string[]).join(' ')])).toEqual([
      ['true', 0, 'tabs__item tabs__item--active'],
      ['false', -1, 'tabs__item'],
      ['false', -1, 'tabs__item'],
    ]);
    expect(page.all('.tabs-container > .margin-top--md > div[role=tabpanel].tabItem')).toHaveLength(3);
    expect(shown(page)).toEqual({ tab: 'Apple', panels: ['An apple'] });
  });

  it('shows the defaultValue, else the first TabItem marked default (Docusaurus gives defaultValue the precedence)', () => {
    expect(shown(render(fruits({}, { orange: { default: true } })))).toEqual({ tab: 'Orange', panels: ['An orange'] });
    expect(shown(render(fruits({ defaultValue: 'banana' }, { orange: { default: true } })))).toEqual({ tab: 'Banana', panels: ['A banana'] });
    expect(shown(render(fruits({ defaultValue: null }, { orange: { default: true } })))).toEqual({ tab: 'Orange', panels: ['An orange'] });
  });

  it('shows the default tab whatever the group or the address may choose: the browser applies those after hydration', () => {
    expect(shown(render(fruits({ groupId: 'fruit', queryString: true, defaultValue: 'orange' })))).toEqual({ tab: 'Orange', panels: ['An orange'] });
  });

  it("labels tabs from `values`, or by their value; puts a TabItem's attributes on its tab, its className on its panel", () => {
    const labelled = render(fruits({ values: [{ value: 'apple', label: 'Pomme' }, { value: 'orange', label: 'Orange' }, { value: 'banana', label: 'Banane' }] }));
    expect(labelled.texts('[role=tab]')).toEqual(['Pomme', 'Orange', 'Banane']);
    const page = render(tabs({}, item('py', 'Python code', { attributes: { className: 'red', 'data-lang': 'py' }, className: 'panel-py' }), item('js', 'JS code')));
    expect(page.texts('[role=tab]')).toEqual(['py', 'js']);
    expect(page.attr('[role=tab][data-lang=py]', 'className')).toBe('tabs__item red tabs__item--active');
    expect(page.attr('[role=tabpanel]', 'className')).toBe('tabItem panel-py');
  });

  it('puts block and className on the tab list', () => {
    expect(render(fruits({ block: true, className: 'unique-tabs' })).attr('ul', 'className')).toBe('tabs tabs--block unique-tabs');
  });

  it('renders only the shown panel of a lazy Tabs', () => {
    const page = render(fruits({ lazy: true, defaultValue: 'orange' }));
    expect(page.all('[role=tabpanel]').map((panel) => toHtml(panel))).toEqual(['<div role="tabpanel" class="tabItem margin-top--md">An orange</div>']);
  });

  it('skips the line breaks MDX leaves between TabItems and a false condition, and reads the TabItems of a fragment', () => {
    const page = render(tabs({}, '\n', item('a', 'A'), false, '\n  ', h(Fragment, null, item('b', 'B'), item('c', 'C'))));
    expect(page.texts('[role=tab]')).toEqual(['a', 'b', 'c']);
  });

  it("throws an author's mistakes with a message that says what to fix", () => {
    expect(() => html(fruits({ defaultValue: 'pear' }))).toThrow('<Tabs> has defaultValue "pear", but no tab has that value (its values: apple, orange, banana).');
    expect(() => html(tabs({}, item('a', 'A'), item('b', 'B'), h(TabItem, { value: 'a', key: 'a2' }, 'again')))).toThrow('<Tabs> has more than one tab with the value "a": each <TabItem> needs a value of its own.');
    expect(() => html(tabs({}, item('a', 'A'), h('p', { key: 'p' }, 'stray')))).toThrow('<Tabs> holds <p>: its children must be <TabItem value="..."> elements.');
    expect(() => html(tabs({}, item('a', 'A'), 'Some text'))).toThrow('<Tabs> holds the text "Some text"');
    expect(() => html(tabs({}))).toThrow('<Tabs> has no <TabItem>');
    expect(() => html(fruits({ queryString: true }))).toThrow('<Tabs queryString> needs a groupId');
  });
});

describe('Details on the server', () => {
  it('takes its summary from a <summary> child, and puts the rest in its content', () => {
    const page = render(h(Details, null, h('summary', null, 'Why?'), h('p', null, 'Because.')));
    expect(page.texts('details.details > summary')).toEqual(['Why?']);
    expect(page.text('details.details > .details-content')).toBe('Because.');
    expect(page.has('details[open]')).toBe(false);
  });

  it('takes it from a component mapped for <summary>, or from the summary prop', () => {
    const Summary = ({ children }: { children?: ReactNode }) => h('summary', { className: 'mine' }, children);
    Summary.displayName = 'summary';
    expect(render(h(Details, null, h(Summary, null, 'Mapped'), 'Text')).text('summary.mine')).toBe('Mapped');
    expect(render(h(Details, { summary: 'From the prop' }, 'Text')).texts('summary')).toEqual(['From the prop']);
  });

  it("says the locale's Details without a summary, and is open when told", () => {
    expect(render(h(Details, null, 'Text')).text('summary')).toBe('Details');
    expect(render(h(Details, null, 'Text'), 'fr').text('summary')).toBe('Détails');
    const page = render(h(Details, { open: true, className: 'wide' }, 'Text'));
    expect(page.attr('details', 'className')).toBe('details wide');
    expect(page.has('details[open]')).toBe(true);
  });
});

describe('Admonition and CodeBlock give the markup of their Markdown forms', () => {
  const DOC = `---
slug: /
---

# Intro

:::danger
Careful.
:::

:::tip Fast path
Run it.
:::

:::caution
Mind the gap.
:::

\`\`\`txt title="notes.txt"
first line

third <line>
\`\`\`

\`\`\`
plain
\`\`\`
`;
  let en: Page;
  let fr: Page;
  beforeAll(() => {
    const dir = createSite({ 'site.config.ts': siteConfig(), 'content/en/docs/intro.md': DOC });
    buildSite(dir);
    en = Page.read(path.join(dir, 'build/docs.html'));
    fr = Page.read(path.join(dir, 'build/fr/docs.html'));
  });

  /** The element's markup, the admonition's content left out (Markdown's and React's whitespace there differ, as content). */
  const markup = (element: Element | undefined) => {
    const copy = structuredClone(element!);
    const content = select('.admonition-content', copy);
    if (content) content.children = [];
    return toHtml(copy);
  };
  const rendered = (element: ReactNode, locale = 'en') => markup(fromHtml(html(element, locale), { fragment: true }).children[0] as Element);

  it("Admonition: the type's class, the locale's heading or the title, aliases read as Markdown reads them", () => {
    expect(rendered(h(Admonition, { type: 'danger' }))).toBe(markup(en.one('.admonition-danger')));
    expect(rendered(h(Admonition, { type: 'danger' }), 'fr')).toBe(markup(fr.one('.admonition-danger')));
    expect(rendered(h(Admonition, { type: 'tip', title: 'Fast path' }))).toBe(markup(en.one('.admonition-tip')));
    expect(rendered(h(Admonition, { type: 'caution' }))).toBe(markup(en.one('.admonition-warning')));
    expect(rendered(h(Admonition, { type: 'caution' }), 'fr')).toBe(markup(fr.one('.admonition-warning')));
    expect(fr.text('.admonition-warning .admonition-heading')).toBe('Attention');
  });

  it('Admonition: an icon before the heading; an unknown type shown as info, as Docusaurus does', () => {
    const page = render(h(Admonition, { type: 'note', icon: '💡' }, h('p', null, 'Text')));
    expect(page.text('.admonition-note .admonition-heading > .admonition-icon')).toBe('💡');
    expect(page.text('.admonition-heading')).toBe('💡Note');
    expect(page.text('.admonition-content > p')).toBe('Text');
    expect(render(h(Admonition, { type: 'custom' })).text('.admonition-info .admonition-heading')).toBe('Info');
  });

  it("CodeBlock: title, a line span per line, the language, the copy button in the locale's words", () => {
    const code = 'first line\n\nthird <line>\n';
    expect(rendered(h(CodeBlock, { language: 'txt', title: 'notes.txt' }, code))).toBe(markup(en.one('.code-block.language-txt')));
    expect(rendered(h(CodeBlock, { className: 'language-txt', title: 'notes.txt' }, code), 'fr')).toBe(markup(fr.one('.code-block.language-txt')));
    expect(rendered(h(CodeBlock, null, 'plain'))).toBe(markup(en.one('.code-block:not(.language-txt)')));
  });

  it('CodeBlock: numbered lines (from 1 or a given number), other classes kept, code given in pieces', () => {
    const page = render(h(CodeBlock, { className: 'language-py wide', showLineNumbers: 5 }, 'a = 1\n', 'b = 2'));
    expect(page.attr('.code-block', 'className')).toBe('code-block language-py wide');
    expect(page.attr('pre', 'className')).toBe('code-block-pre code-block-numbered');
    expect(page.attr('pre', 'style')).toBe('counter-reset:code-line 4');
    expect(page.texts('.code-line')).toEqual(['a = 1', 'b = 2']);
    expect(render(h(CodeBlock, { showLineNumbers: true }, 'x')).attr('pre', 'style')).toBeUndefined();
  });
});

describe('the components MDX pages get without importing them', () => {
  it('are all rendered on the server, by their Docusaurus names', () => {
    expect(Object.keys(builtinComponents).sort()).toEqual([...builtinNames].sort());
  });

  it("are loaded in the browser by name, a site's own names left out", async () => {
    const loaded = await loadBuiltins(['Tabs', 'Details', 'Tabs', 'Chart']);
    expect(loaded).toEqual({ Tabs, Details });
    expect(await loadBuiltins([])).toEqual({});
  });

  it("are each a chunk of the theme's client of its own; the Tabs chunk stays under 2.5 kB gzipped", async () => {
    const templates = path.join(repoRoot, 'templates');
    const result = await build({ ...clientBuildOptions(templates), entryPoints: [path.join(templates, 'client.tsx'), path.join(templates, 'mdx/index.ts')] });
    const chunkOf = (module: string) => Object.entries(result.metafile.outputs).find(([, meta]) => Object.keys(meta.inputs).some((input) => input.endsWith(module)))!;
    const [tabsChunk, tabsMeta] = chunkOf('mdx/Tabs.tsx');
    expect(Object.keys(tabsMeta.inputs).map((input) => path.basename(input)).sort()).toEqual(['Tabs.tsx', 'tabGroups.ts', 'tabValues.ts']);
    for (const module of ['mdx/Details.tsx', 'mdx/CodeBlock.tsx']) expect(Object.keys(chunkOf(module)[1].inputs)).toHaveLength(1);
    // The admonition types and their aliases are the Markdown pipeline's (src/shared/admonitions.ts).
    expect(Object.keys(chunkOf('mdx/Admonition.tsx')[1].inputs).map((input) => path.basename(input)).sort()).toEqual(['Admonition.tsx', 'admonitions.ts']);
    const contents = result.outputFiles.find((file) => file.path.endsWith(path.basename(tabsChunk)))!.contents;
    expect(zlib.gzipSync(contents, { level: 9 }).length).toBeLessThan(2500);
  });
});
