/**
 * A doc page served by `docgen serve`, for the benches that look at it in a browser
 * (lighthouse.js, screenshots.js): the EvalAP site of this repo, or with `--smoke` a generated
 * 10-page site (bench/corpus.js), built into a temp folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { generateCorpus } from './corpus.js';

const REPO = path.resolve(import.meta.dirname, '..');
const DOCGEN = path.join(REPO, 'bin/docgen.js');
/** The EvalAP doc page the benches look at by default: long, with code blocks, admonitions and a table. */
export const EVALAP_PAGE = '/doc/docs/user-guides/add-your-dataset';
/** A doc of the generated site (its config has EvalAP's baseUrl). */
const GENERATED_PAGE = '/doc/docs/section-0/topic-0/page-5';

/**
 * Builds the site in `siteDir` into `work` and starts `docgen serve` on it; resolves once it
 * prints its address, with a way to stop it (which removes `work`).
 */
function servedSite(siteDir, work) {
  const out = path.join(work, 'build');
  const built = spawnSync(process.execPath, [DOCGEN, 'build', '--out', out], { cwd: siteDir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  // 4173, or the next free port (docgen serve takes it): the address is read from what it prints.
  const server = spawn(process.execPath, [DOCGEN, 'serve', '--dir', out, '--port', '4173'], { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    server.kill();
    fs.rmSync(work, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    // Its banner goes to stderr (stdout is kept for what a command outputs).
    let text = '';
    const read = (chunk) => {
      text += chunk;
      const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(text)?.[0];
      if (origin) resolve({ origin, out, stop });
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (code) => reject(new Error(`docgen serve exited (${code})`)));
  });
}

/**
 * The address of the page the bench looks at, served: EvalAP's `page` (EVALAP_PAGE by default),
 * or with `smoke` a doc of a generated 10-page site (a check that the bench runs, in seconds).
 */
export async function servedDocPage({ smoke = false, page = EVALAP_PAGE } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-served-'));
  if (!smoke) {
    const { origin, stop } = await servedSite(REPO, work);
    return { url: origin + page, stop };
  }
  const site = path.join(work, 'site');
  generateCorpus(site, { pages: 10, seed: 7 });
  const { origin, stop } = await servedSite(site, work);
  return { url: origin + GENERATED_PAGE, stop };
}
