/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset: its default config, a mid-range phone on a
 * slow 4G link, simulated) on an EvalAP doc page built into a temp folder and served by
 * `docgen serve`, in Debian's Chromium. Runs it `--runs` times (default 5) and prints each run's
 * Performance, Accessibility, Best Practices and SEO, then the median of each; exits 1 when a
 * median is below issue 29's bar (Performance 98, the others 100). Not a timed test: scores move
 * with the machine's load, so it is run by hand (and its figures written in BENCHMARKS.md).
 * `--smoke` checks that it runs (test/bench.smoke.test.ts): one run on a doc of a generated 10-page
 * site, its scores printed but not held to the bar.
 */
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { EVALAP_PAGE, servedDocPage } from './served.js';

const { values: opts } = parseArgs({ options: { runs: { type: 'string', default: '5' }, page: { type: 'string', default: EVALAP_PAGE }, smoke: { type: 'boolean', default: false } } });
const RUNS = opts.smoke ? 1 : Number(opts.runs);
const BAR = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { url, stop } = await servedDocPage({ smoke: opts.smoke, page: opts.page });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: process.env.LH_LOG ?? 'error', onlyCategories: Object.keys(BAR) });
    const scores = Object.fromEntries(Object.keys(BAR).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    runs.push(scores);
    const failing = Object.keys(BAR).flatMap((id) => (scores[id] < 100 ? Object.values(lhr.categories[id].auditRefs).map((ref) => lhr.audits[ref.id]).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && (id !== 'performance' || a.score < 0.9)).map((a) => `${id}: ${a.id} (${a.score})`) : []));
    console.log(`run ${i + 1}: ${Object.entries(scores).map(([id, s]) => `${NAMES[id]} ${s}`).join(', ')}${failing.length ? `\n  below 1: ${failing.join('; ')}` : ''}`);
  }
} finally {
  await chrome.kill();
  stop();
}
const medians = Object.fromEntries(Object.keys(BAR).map((id) => [id, median(runs.map((r) => r[id]))]));
console.log(`\n${url} (Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${runs.length} runs), median:`);
for (const [id, score] of Object.entries(medians)) console.log(`  ${NAMES[id].padEnd(15)} ${String(score).padStart(3)}  (bar ${BAR[id]})${score < BAR[id] ? '  BELOW' : ''}`);
const below = Object.entries(medians).some(([id, score]) => score < BAR[id]);
if (below && opts.smoke) console.log('(--smoke: the bar is not held to)');
process.exitCode = below && !opts.smoke ? 1 : 0;
