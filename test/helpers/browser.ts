import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page as BrowserPage } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll } from 'vitest';
import { buildSite, docgen, repoRoot } from './fixture.js';

/** Debian's Chromium, headless, with the flags that keep it off the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface StaticHost {
  url: string;
  close(): Promise<void>;
  /** Requests seen, in order (paths). */
  requests: string[];
  /** Delays or fails responses whose path matches, to test slow or broken chunks; returns the undo. */
  intercept(test: (path: string) => boolean, action: { delayMs?: number; status?: number }): () => void;
}

/**
 * A plain static host for a built site (what GitHub Pages or S3 would do): the output folder is
 * served under the base URL, `x` finds `x.html`, and unknown paths get the 404 page with status 404.
 */
export async function serveStatic(dir: string, baseUrl = '/doc/'): Promise<StaticHost> {
  const files = sirv(dir, { extensions: ['html'], dev: true });
  const rules: { test: (path: string) => boolean; action: { delayMs?: number; status?: number } }[] = [];
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(pathname);
    const rule = rules.find((r) => r.test(pathname));
    const go = () => {
      if (rule?.action.status) {
        res.statusCode = rule.action.status;
        res.end();
        return;
      }
      if (!pathname.startsWith(baseUrl)) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      req.url = req.url!.slice(baseUrl.length - 1);
      files(req, res, () => {
        const locale = /^\/[^/]+\/([a-z]{2})\//.exec(pathname)?.[1];
        const notFound = path.join(dir, locale && fs.existsSync(path.join(dir, locale)) ? `${locale}/404.html` : '404.html');
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'not found');
      });
    };
    if (rule?.action.delayMs) setTimeout(go, rule.action.delayMs);
    else go();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intercept: (test, action) => {
      const rule = { test, action };
      rules.push(rule);
      return () => rules.splice(rules.indexOf(rule), 1);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Collects console errors and warnings and page errors: the e2e tests require none. */
export function watchConsole(page: BrowserPage): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export interface OpenedPage {
  context: BrowserContext;
  page: BrowserPage;
  /** Console errors and warnings, page errors. */
  problems: string[];
  /** Paths requested by the page, in order. */
  requests: string[];
}

/**
 * Opens a URL in a fresh browser context and waits for the page to hydrate.
 * `hoverOnly`: no viewport prefetching, so a test controls which chunks are loaded and when.
 */
export async function openPage(browser: Browser, url: string, options: { width?: number; hoverOnly?: boolean } = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  if (options.hoverOnly) await context.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(url);
  await page.waitForFunction(() => Boolean(window.__docgenRouter));
  return { context, page, problems, requests };
}

/** The built site in `out` served by a static host, and a browser; `close` ends both. */
export async function servedInBrowser(out: string): Promise<{ host: StaticHost; browser: Browser; close(): Promise<void> }> {
  const host = await serveStatic(out);
  const browser = await launchBrowser();
  return { host, browser, close: async () => (await browser.close(), await host.close()) };
}

/**
 * For the tests of a describe block: the built site in `out()` (read when the block starts)
 * served by a static host, and a browser, closed when the block ends.
 */
export function servedForBlock(out: () => string): { host: StaticHost; browser: Browser } {
  const served = {} as { host: StaticHost; browser: Browser; close?: () => Promise<void> };
  beforeAll(async () => void Object.assign(served, await servedInBrowser(out())));
  afterAll(() => served.close?.());
  return served;
}

/** The EvalAP site of this repo built into a temp folder (with `env`), served by a static host, and a browser. */
export async function evalapInBrowser(env: Record<string, string> = {}): Promise<{ out: string; host: StaticHost; browser: Browser; close(): Promise<void> }> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-')), 'build');
  const result = docgen(['build', '--out', out], repoRoot, env);
  if (result.code !== 0) throw new Error(`docgen build failed:\n${result.stderr}`);
  return { out, ...(await servedInBrowser(out)) };
}

/** The site in `dir` built into its build/ folder, served by a static host, and a browser. */
export function siteInBrowser(dir: string): Promise<{ host: StaticHost; browser: Browser; close(): Promise<void> }> {
  buildSite(dir);
  return servedInBrowser(path.join(dir, 'build'));
}
