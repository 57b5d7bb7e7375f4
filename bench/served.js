/** The EvalAP site of this repo built into a temp folder and served by `docgen serve`, for the benches that look at its pages in a browser. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const REPO = path.resolve(import.meta.dirname, '..');
const DOCGEN = path.join(REPO, 'bin/docgen.js');

/** Builds the site and starts `docgen serve` on it; resolves once it prints its address, with a way to stop it. */
export function servedEvalap() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-served-')), 'build');
  const built = spawnSync(process.execPath, [DOCGEN, 'build', '--out', out], { cwd: REPO, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  // 4173, or the next free port (docgen serve takes it): the address is read from what it prints.
  const server = spawn(process.execPath, [DOCGEN, 'serve', '--dir', out, '--port', '4173'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    // Its banner goes to stderr (stdout is kept for what a command outputs).
    let text = '';
    const read = (chunk) => {
      text += chunk;
      const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(text)?.[0];
      if (origin) resolve({ origin, out, stop: () => server.kill() });
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (code) => reject(new Error(`docgen serve exited (${code})`)));
  });
}
