import fs from 'node:fs';
import path from 'node:path';
import { isRunning } from './running.js';

/**
 * A build replaces its output folder in two renames (the old output aside, the new one in): a
 * build killed between them would leave no output folder at all. Before the first, it notes
 * where the old output goes (this journal, beside the output folder, where its staging folder
 * is too); after the second, it removes the note. The next command that finds the note of a
 * process no longer running, and no output folder, puts the old output back.
 */
const journalOf = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}-swap.json`);

interface Journal {
  pid: number;
  /** Where the old output was moved. */
  previous: string;
  /** The new output, not yet in place. */
  staging: string;
}

/** Notes, before the renames, that `outDir` is being moved to `previous` and replaced with `staging`; returns the function that removes the note once they are done. */
export function startSwap(outDir: string, previous: string, staging: string): () => void {
  const journal = journalOf(outDir);
  fs.writeFileSync(journal, JSON.stringify({ pid: process.pid, previous, staging } satisfies Journal));
  return () => fs.rmSync(journal, { force: true });
}

/**
 * Finishes a swap a killed build left half done: the old output goes back in place (the build
 * that made the new one recorded nothing of it, so the next build makes it again), the new one
 * is removed. Nothing to do, and one look, when no build was killed there.
 */
export function recoverSwap(outDir: string): void {
  const journal = journalOf(outDir);
  let noted: Journal;
  try {
    noted = JSON.parse(fs.readFileSync(journal, 'utf8')) as Journal;
  } catch {
    return;
  }
  if (isRunning(noted.pid)) return;
  if (!fs.existsSync(outDir) && fs.existsSync(noted.previous)) fs.renameSync(noted.previous, outDir);
  if (noted.staging !== outDir && fs.existsSync(noted.staging)) fs.rmSync(noted.staging, { recursive: true, force: true });
  fs.rmSync(journal, { force: true });
}
