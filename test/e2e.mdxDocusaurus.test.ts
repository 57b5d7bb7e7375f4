import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, siteInBrowser, type StaticHost } from './helpers/browser.js';
import { createSite, repoRoot, siteConfig } from './helpers/fixture.js';

/** Docusaurus's MDX pieces (partials, TOCInline, npm2yarn's tabs, unlisted docs) hydrate as they were rendered, and work. */
describe("a Docusaurus site's MDX, in the browser", () => {
  let host: StaticHost;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dir = createSite({
      'site.config.ts': `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';\n${siteConfig("markdown: { remarkPlugins: [[npm2yarn, { sync: true }]] },")}`,
      'content/en/docs/index.md': '---\ntitle: Install\nsidebar_position: 1\n---\n\n<!-- for the writers -->\n\n```bash npm2yarn\nnpm install docgen\n```\n',
      'content/en/docs/_note.md': '## From the partial\n\nShared **text**.\n',
      'content/en/docs/guide.mdx': "---\ntitle: Guide\nsidebar_position: 2\n---\nimport Note from './_note.md';\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## Own\n\n<!-- hidden -->\n\n<Note />\n",
      'content/en/docs/hidden.md': '---\ntitle: Hidden\nsidebar_position: 3\nunlisted: true\n---\n\nSee [the guide](./guide.mdx).\n',
    });
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
    ({ host, browser, close } = await siteInBrowser(dir));
  });
  afterAll(() => close?.());

  it("npm2yarn's tabs on a .md page hydrate and switch", async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs`);
    await page.getByRole('tab', { name: 'Yarn' }).click();
    expect(await page.locator('[role=tabpanel]:visible pre').allTextContents()).toEqual(['yarn add docgen']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a partial and TOCInline hydrate; the inline table's link leads to the partial's heading", async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs/guide`);
    expect(await page.locator('.toc-inline .toc-link').allTextContents()).toEqual(['Own', 'From the partial']);
    await page.locator('.toc-inline .toc-link', { hasText: 'From the partial' }).click();
    await page.waitForURL(/#from-the-partial$/);
    expect(await page.locator('.markdown strong').textContent()).toBe('text');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unlisted doc shows itself in the sidebar; the next page, reached by a client navigation, does not', async () => {
    const { context, page, problems } = await openPage(browser, `${host.url}/doc/docs/hidden`);
    expect(await page.locator('.doc-sidebar .menu-link').allTextContents()).toEqual(['Install', 'Guide', 'Hidden']);
    await page.locator('.markdown a', { hasText: 'the guide' }).click();
    await page.waitForURL(/\/docs\/guide$/);
    await page.locator('.doc-sidebar .menu-link.active', { hasText: 'Guide' }).waitFor();
    expect(await page.locator('.doc-sidebar .menu-link').allTextContents()).toEqual(['Install', 'Guide']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
