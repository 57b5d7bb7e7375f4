import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CLI tests run bin/docgen.js, which loads dist/: compile it from the current sources first.
 * Every fixture site, build and browser profile of the run goes in one temporary folder (the
 * test processes, and the docgen and Chromium processes they start, find it as their TMPDIR),
 * removed when the run ends: a run used to leave some 230 MB of folders behind. docgen's cache
 * too (DOCGEN_CACHE_DIR): each run's 350 fixture sites left their compiled and validated configs
 * in the repository's node_modules/.cache/docgen, for a month.
 */
export default function setup(): () => void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/compile.js', import.meta.url))], { stdio: 'inherit' });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-tests-'));
  process.env.TMPDIR = root;
  process.env.DOCGEN_CACHE_DIR = path.join(root, 'docgen-cache');
  return () => fs.rmSync(root, { recursive: true, force: true });
}
