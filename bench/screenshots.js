/**
 * `npm run bench:screenshots`: the first screen of an EvalAP doc page at 390 px (a phone) and
 * 1280 px (a laptop), in light and dark mode, written to bench/screenshots/ (committed), so a
 * change in the theme's look shows in a diff before it lands. The page is built into a temp
 * folder and served by `docgen serve`; Debian's Chromium takes the pictures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { servedEvalap } from './served.js';

const PAGE = '/doc/docs/user-guides/add-your-dataset';
const DIR = path.join(import.meta.dirname, 'screenshots');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const { origin, stop } = await servedEvalap();
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
      await page.goto(origin + PAGE, { waitUntil: 'networkidle' });
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
