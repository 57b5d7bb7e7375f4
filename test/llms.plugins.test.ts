import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, Page, repoRoot, siteConfig } from './helpers/fixture.js';

/** A site whose config imports remark-math from docgen's node_modules. */
function siteWithPackages(files: Record<string, string>): string {
  const dir = createSite({ 'content/en/docs/index.md': '# Docs\n', ...files });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * The site's own plugins: one renames ("gadget" becomes "widget"), one adds a paragraph, one makes
 * `kbd:` code a node type of its own (kept where it was written), one wraps "NEW" in a node type
 * of its own made from nothing (no place in the source: its text is kept).
 */
const PLUGINS = `
import remarkMath from 'remark-math';
const each = (node, visit) => { visit(node); for (const child of node.children ?? []) each(child, visit); };
function remarkRename() {
  return (tree) => each(tree, (node) => { if (node.type === 'text') node.value = node.value.replaceAll('gadget', 'widget'); });
}
function remarkFooter() {
  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Added by a plugin.' }] }); };
}
function remarkKeys() {
  return (tree) => each(tree, (node) => {
    if (node.type !== 'paragraph') return;
    for (const [i, child] of [...node.children].entries()) {
      if (child.type === 'inlineCode' && child.value.startsWith('kbd:')) node.children[i] = { type: 'keys', data: { hName: 'kbd' }, position: child.position, children: [{ type: 'text', value: child.value.slice(4) }] };
      if (child.type === 'text' && child.value.includes('NEW')) {
        const [before, after] = child.value.split('NEW');
        node.children.splice(i, 1, { type: 'text', value: before }, { type: 'badge', data: { hName: 'mark' }, children: [{ type: 'text', value: 'NEW' }] }, { type: 'text', value: after });
      }
    }
  });
}
`;

const config = (plugins: string) => `${PLUGINS}\n${siteConfig(`markdown: { remarkPlugins: ${plugins} },`)}`;

const DOC = `---
title: Maths
---

The gadget's area is $\\pi r^2$: press \`kbd:Ctrl+C\`, it is NEW here.

$$
E = mc^2
$$
`;

const MDX = `---
title: In MDX
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs>
  <TabItem value="a" label="A gadget">

Its area is $\\pi r^2$.

  </TabItem>
</Tabs>
`;

describe("a page's Markdown version goes through the site's remark plugins, as its HTML does", () => {
  it('what a plugin renames or adds is in both; remark-math stays $...$ and $$...$$; a node type no printer knows keeps its source or its text', () => {
    const dir = siteWithPackages({ 'site.config.ts': config('[remarkMath, remarkRename, remarkFooter, remarkKeys]'), 'content/en/docs/maths.md': DOC, 'content/en/docs/tabs.mdx': MDX });
    buildSite(dir);
    const html = Page.read(path.join(dir, 'build/docs/maths.html'));
    expect(html.text('.markdown p')).toContain("The widget's area is");
    expect(html.text('.markdown kbd')).toBe('Ctrl+C');
    expect(html.text('.markdown mark')).toBe('NEW');
    expect(html.texts('.markdown p').at(-1)).toBe('Added by a plugin.');
    const md = fs.readFileSync(path.join(dir, 'build/docs/maths.md'), 'utf8');
    expect(md).toBe("# Maths\n\nThe widget's area is $\\pi r^2$: press `kbd:Ctrl+C`, it is NEW here.\n\n$$\nE = mc^2\n$$\n\nAdded by a plugin.\n");
    // An MDX page too (in the French site, the English text); the label of a tab, an attribute, is no text the plugin renames, on the page either.
    for (const file of ['build/docs/tabs.md', 'build/fr/docs/tabs.md']) expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe('# In MDX\n\n## A gadget\n\nIts area is $\\pi r^2$.\n\nAdded by a plugin.\n');
  });

  it('without remark-math, the dollars are text, as on the page', () => {
    const dir = siteWithPackages({ 'site.config.ts': config('[remarkRename]'), 'content/en/docs/maths.md': DOC });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/maths.html')).text('.markdown p')).toContain('$\\pi r^2$');
    expect(fs.readFileSync(path.join(dir, 'build/docs/maths.md'), 'utf8')).toContain("The widget's area is $\\pi r^2$: press `kbd:Ctrl+C`");
  });
});
