import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/fixture.js';

/**
 * Each entry point of bench/ runs with `--smoke`: docgen alone (no Docusaurus or Hugo), on a
 * generated site of 10 pages (20 for client.js's large site), one run of each figure, nothing
 * written into BENCHMARKS.md or bench/screenshots/, the budgets (and Lighthouse's bar) printed but
 * not held to. Only that it exits 0 and prints its figures is checked: nothing is timed. Its work
 * folders are in the run's temp folder.
 */
const ENTRY_POINTS = [
  { script: 'run.js', prints: /^\| 10 pages \| docgen \| one doc changed \| [\d.]+ m?s \|/m },
  { script: 'dev.js', prints: /^10 pages +\d+ ms \(1 run\) +\d+ ms \(2 edits\) +\d+ ms$/m },
  { script: 'search.js', prints: /^\| 10 pages \| en \| \d+ \| \d+ \| [\d.]+ KB \|/m },
  { script: 'client.js', prints: /^\| first-visit JavaScript, generated 20 pages \| \| [\d.]+ KB \|$/m },
  { script: 'load.js', prints: /^\| doc page \(GET\) \| 2 \| \d+ \| .* \| 200: \d+ \|[\s\S]*^\| DocSearch query \(POST\) \| 2 \| \d+ \| .* \| 200: \d+ \|[\s\S]*^\| abusive search calls \(POST\) \| 4 \|/m },
  { script: 'parseFloor.js', prints: /^\| 10 pages \| 10 \| \d+ KB \| 1 \| [\d.]+ m?s \|/m },
  { script: 'lighthouse.js', prints: /^ +Performance +\d+ +\(bar 98\)[\s\S]*^ +SEO +\d+ +\(bar 100\)/m },
];
/**
 * Against a script that hangs, not a figure: each takes 3 to 9 s of CPU (Lighthouse 16 s), and took
 * up to 40 s on 2 cores under a load average of 12 (Lighthouse 58 s under a lighter one).
 */
const TIMEOUT_MS = 240_000;

/** `node bench/<script> --smoke` with its work folder in `work`; stopped with what it started (Chromium, docgen dev) after TIMEOUT_MS, or once it exits. */
function runSmoke(script: string, work: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bench', script), '--smoke'], {
      cwd: work,
      env: { ...process.env, DOCGEN_BENCH_DIR: work, TMPDIR: work },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stopGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Nothing of it left.
      }
    };
    const timer = setTimeout(() => {
      output += `\n(stopped after ${TIMEOUT_MS / 1000} s)`;
      stopGroup();
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      // What a script that failed may have left running (its process group).
      stopGroup();
      resolve({ code, output });
    });
  });
}

/** What a bench may write into the repository when run for real: BENCHMARKS.md and the README's screenshots, each file's bytes. */
function benchOutputs(): Map<string, Buffer> {
  const screenshots = path.join(repoRoot, 'bench', 'screenshots');
  const files = [path.join(repoRoot, 'BENCHMARKS.md'), ...fs.readdirSync(screenshots).map((name) => path.join(screenshots, name))];
  return new Map(files.map((file) => [path.relative(repoRoot, file), fs.readFileSync(file)]));
}

describe('the bench scripts, with --smoke', () => {
  it.each(ENTRY_POINTS)('bench/$script exits 0 and prints its figures, and leaves BENCHMARKS.md and bench/screenshots/ as they were', async ({ script, prints }) => {
    const before = benchOutputs();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `docgen-bench-smoke-${path.basename(script, '.js')}-`));
    const { code, output } = await runSmoke(script, work);
    expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(prints) });
    expect(benchOutputs()).toEqual(before);
  }, TIMEOUT_MS + 5_000);

  it('bench/screenshots.js exits 0 and writes its pictures into a temp folder (it says which), leaving bench/screenshots/ as it was', async () => {
    const before = benchOutputs();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-smoke-screenshots-'));
    const { code, output } = await runSmoke('screenshots.js', work);
    expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(/ 390x844 light$/m) });
    expect(benchOutputs()).toEqual(before);
    const written = [...output.matchAll(/^(\S+\.png) /gm)].map((m) => path.resolve(work, m[1]!));
    expect(written.map((file) => path.basename(file)).sort()).toEqual(['doc-1280-dark.png', 'doc-1280-light.png', 'doc-390-dark.png', 'doc-390-light.png']);
    for (const file of written) {
      expect(file.startsWith(work + path.sep), file).toBe(true);
      // A PNG, of the page's width.
      const png = fs.readFileSync(file);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(Number(/doc-(\d+)-/.exec(file)![1]));
    }
  }, TIMEOUT_MS + 5_000);
});
