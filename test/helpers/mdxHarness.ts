import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'esbuild';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { docgenImports } from '../../src/bundle/docgenImports.js';
import { builtinComponents } from '../../templates/mdx/all.js';
import { launchBrowser, serveStatic, watchConsole, type StaticHost } from './browser.js';
import { MdxPage, mdxPages, type MdxPageName } from './mdxPages.js';

const entry = fileURLToPath(new URL('mdxBrowserEntry.tsx', import.meta.url));

/** A page's HTML as docgen's server renders it: every built-in component at hand, then the browser entry. */
function pageHtml(name: MdxPageName): string {
  const content = renderToString(createElement(MdxPage, { name, components: builtinComponents }));
  // No scroll anchoring (Safari has none): the Tabs keep the chosen tab in view themselves.
  return `<!doctype html>
<html lang="en" style="overflow-anchor: none"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/entry.css"></head>
<body data-page="${name}"><div id="root">${content}</div><script type="module" src="/entry.js"></script></body></html>`;
}

export interface MdxHarness {
  host: StaticHost;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The pages of mdxPages.tsx, served on 127.0.0.1 with their browser entry (React's development
 * build, which reports hydration mismatches; chunks split as the theme's are, named after their
 * module), and a browser.
 */
export async function mdxHarness(): Promise<MdxHarness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-'));
  await build({
    entryPoints: { entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: dir,
    chunkNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [docgenImports],
    logLevel: 'silent',
  });
  for (const name of Object.keys(mdxPages) as MdxPageName[]) fs.writeFileSync(path.join(dir, `${name}.html`), pageHtml(name));
  const host = await serveStatic(dir, '/');
  const browser = await launchBrowser();
  return { host, browser, close: async () => (await browser.close(), await host.close()) };
}

/** Goes to a page (in `page`'s context, with its storage) and waits until React has hydrated it. */
export async function gotoHydrated(page: BrowserPage, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('body[data-hydrated]', { state: 'attached' });
}

/** A fresh browser context's page at `url`, hydrated, with its console problems (errors, warnings). */
export async function openMdxPage(harness: MdxHarness, url: string): Promise<{ page: BrowserPage; problems: string[]; close(): Promise<void> }> {
  const context = await harness.browser.newContext({ viewport: { width: 1000, height: 700 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await gotoHydrated(page, `${harness.host.url}${url}`);
  return { page, problems, close: () => context.close() };
}
