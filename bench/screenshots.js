/**
 * `npm run bench:screenshots`: the first screen of an EvalAP doc page at 390 px (a phone) and
 * 1280 px (a laptop), in light and dark mode, written to bench/screenshots/ (committed), so a
 * change in the theme's look shows in a diff before it lands. The page is built into a temp
 * folder and served by `docgen serve`; Debian's Chromium takes the pictures. `--smoke` checks that
 * it runs (test/bench.smoke.test.ts): the pictures of a doc of a generated 10-page site, written
 * into a temp folder (printed), never into bench/screenshots/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { servedDocPage } from './served.js';

const { values: opts } = parseArgs({ options: { smoke: { type: 'boolean', default: false } } });
const DIR = opts.smoke ? fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-screenshots-')) : path.join(import.meta.dirname, 'screenshots');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const { url, stop } = await servedDocPage({ smoke: opts.smoke });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars'],
});
try {
  fs.mkdirSync(DIR, { recursive: true });
  for (const colorScheme of ['light', 'dark']) {
    for (const viewport of VIEWPORTS) {
      // No animations: the same page makes the same picture.
      const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => Boolean(window.__docgenRouter));
      const file = path.join(DIR, `doc-${viewport.width}-${colorScheme}.png`);
      await page.screenshot({ path: file, animations: 'disabled' });
      console.log(`${path.relative(process.cwd(), file)}  ${viewport.width}x${viewport.height} ${colorScheme}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  stop();
}
