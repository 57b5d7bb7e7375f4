import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CLI tests run bin/docgen.js, which loads dist/: compile it from the current sources first.
 * Every fixture site, build and browser profile of the run goes in one temporary folder (the
 * test processes, and the docgen and Chromium processes they start, find it as their TMPDIR),
 * removed when the run ends: a run used to leave some 230 MB of folders behind.
 */
export default function setup(): () => void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/compile.js', import.meta.url))], { stdio: 'inherit' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-tests-'));
  process.env.TMPDIR = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
