import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createSite, docgen, Page, repoRoot, siteConfig } from './helpers/fixture.js';

/** A site whose config can import packages from the registry (remark-math, rehype-katex): its node_modules are docgen's. */
function siteWithPackages(files: Record<string, string>): string {
  const dir = createSite({ 'content/en/docs/index.md': '# Docs\n', ...files });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** A remark plugin of the site's own: every text "TODO" becomes "DONE". */
const SHOUT = `
function remarkDone(options = {}) {
  const word = options.word ?? 'DONE';
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'text') node.value = node.value.replaceAll('TODO', word);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
`;

const MATH_CONFIG = (remark: string, rehype = '[rehypeKatex]') =>
  `import remarkMath from 'remark-math';\nimport rehypeKatex from 'rehype-katex';\n${SHOUT}\n` +
  siteConfig(`markdown: { remarkPlugins: ${remark}, rehypePlugins: ${rehype} },`).replace("import { defineConfig } from 'docgen';\n", "import { defineConfig } from 'docgen';\n");

const DOC = `---
title: Maths
---

The area is $\\pi r^2$, TODO later.

$$
E = mc^2
$$
`;

describe('site plugins (markdown.remarkPlugins / rehypePlugins)', () => {
  it('run on every doc: remark-math and rehype-katex render math, a plugin of the site with options changes the text', () => {
    const dir = siteWithPackages({ 'site.config.ts': MATH_CONFIG(`[remarkMath, [remarkDone, { word: 'FINISHED' }]]`), 'content/en/docs/maths.md': DOC });
    buildSite(dir);
    for (const file of ['build/docs/maths.html', 'build/fr/docs/maths.html']) {
      const page = Page.read(path.join(dir, file));
      expect(page.all('.markdown .katex').length).toBe(2);
      expect(page.has('.markdown .katex-display')).toBe(true);
      expect(page.text('.markdown p')).toContain('FINISHED later');
    }
  });

  it('are part of what a build is made from: a changed plugin option makes the pages again', () => {
    const dir = siteWithPackages({ 'site.config.ts': MATH_CONFIG(`[remarkMath, [remarkDone, { word: 'ONE' }]]`), 'content/en/docs/maths.md': DOC });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs/maths.html')).text('.markdown p')).toContain('ONE later');
    fs.writeFileSync(path.join(dir, 'site.config.ts'), MATH_CONFIG(`[remarkMath, [remarkDone, { word: 'TWO' }]]`));
    const second = buildSite(dir);
    expect(second.stdout + second.stderr).not.toContain('up to date');
    expect(Page.read(path.join(dir, 'build/docs/maths.html')).text('.markdown p')).toContain('TWO later');
    // Without the plugins, the math is the text it was written as.
    fs.writeFileSync(path.join(dir, 'site.config.ts'), MATH_CONFIG('[]', '[]'));
    buildSite(dir);
    const plain = Page.read(path.join(dir, 'build/docs/maths.html'));
    expect(plain.has('.katex')).toBe(false);
    expect(plain.text('.markdown p')).toContain('TODO later');
  });

  it('run in the build threads of a large site too', () => {
    const docs = Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`content/en/docs/page-${i}.md`, `# Page ${i}\n\nTODO number ${i}.\n`]));
    const dir = siteWithPackages({ 'site.config.ts': MATH_CONFIG(`[remarkDone]`), ...docs });
    buildSite(dir);
    for (const i of [0, 64, 129]) expect(Page.read(path.join(dir, `build/docs/page-${i}.html`)).text('.markdown p')).toBe(`DONE number ${i}.`);
  });

  it('a plugin that throws is a user error naming the plugin and the page', () => {
    const config = `function remarkBroken() { return (tree, file) => { throw new Error('cannot read this tree'); }; }\n${siteConfig('markdown: { remarkPlugins: [remarkBroken] },')}`;
    const dir = createSite({ 'site.config.ts': config, 'content/en/docs/intro.md': '# Intro\n\nText.\n' });
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/en/docs/intro.md');
    expect(result.stderr).toContain('the remark plugin remarkBroken failed: cannot read this tree');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('a plugin that throws after another plugin ran is named with its error, not taken for an asynchronous one', () => {
    const config = `function remarkFine() { return () => {}; }\nfunction remarkBroken() { return () => { throw new Error('cannot read this tree'); }; }\n${siteConfig('markdown: { remarkPlugins: [remarkFine, remarkBroken] },')}`;
    const dir = createSite({ 'site.config.ts': config, 'content/en/docs/intro.md': '# Intro\n\nText.\n' });
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/en/docs/intro.md: the remark plugin remarkBroken failed: cannot read this tree');
    expect(result.stderr).not.toContain('asynchronous');
  });

  it('an asynchronous plugin runs on every page; one that answers later on some pages only is a user error that says so', () => {
    // Its transformer waits (as npm2yarn's awaits an import), then changes the text.
    const later = `function remarkLater() {
  return async (tree) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const visit = (node) => {
      if (node.type === 'text') node.value = node.value.replace('soon', 'now');
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}`;
    const dir = createSite({ 'site.config.ts': `${later}\n${siteConfig('markdown: { remarkPlugins: [remarkLater] },')}`, 'content/en/docs/index.md': '# Docs\n\nText soon.\n' });
    buildSite(dir);
    expect(Page.read(path.join(dir, 'build/docs.html')).text('.markdown p')).toBe('Text now.');

    const sometimes = 'function remarkSometimes() { return (tree) => (tree.children.length ? Promise.resolve(tree) : tree); }';
    const some = createSite({ 'site.config.ts': `${sometimes}\n${siteConfig('markdown: { remarkPlugins: [remarkSometimes] },')}`, 'content/en/docs/index.md': '# Docs\n\nText.\n' });
    const result = docgen(['build'], some);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/en/docs/index.md: a Markdown plugin of the config answered later');
  });

  it('a config whose plugin is not a function is reported at its field', () => {
    const dir = createSite({ 'site.config.ts': siteConfig(`markdown: { remarkPlugins: ['remark-math'] },`), 'content/en/docs/intro.md': '# Intro\n' });
    const result = docgen(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+.*markdown\.remarkPlugins\[0\].*expected a unified plugin/);
  });
});
