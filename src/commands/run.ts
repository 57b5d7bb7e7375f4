import path from 'node:path';
import { UnsettledConfig } from '../config/settled.js';
import { UserError, formatProblem, type Problem } from '../util/errors.js';
import { createLogger } from '../util/log.js';

/**
 * What the machine refused docgen (a folder it may not write, a full disk), not a fault of
 * docgen's: each code, in words, and what to do.
 */
const REFUSED: Record<string, [says: string, hint: string]> = {
  EACCES: ['permission denied', 'give your user the permission it needs there, or use a folder of your own'],
  EPERM: ['operation not permitted', 'give your user the permission it needs there, or use a folder of your own'],
  EROFS: ['the file system is read-only', 'use a folder on a file system that can be written'],
  ENOTDIR: ['a part of this path is a file, not a folder', 'name a folder, or a path that does not exist yet'],
  ENOSPC: ['no space left on the disk', 'free some space on that disk (a build that fails leaves the previous one as it was)'],
  EDQUOT: ['your disk quota is used up', 'free some space in your quota (a build that fails leaves the previous one as it was)'],
};

/** A file system error of the machine's as a problem with its file (for a temporary folder, the folder it was to be made in). */
function refusedProblem(error: unknown): Problem | undefined {
  const { code, syscall, path: file } = (error ?? {}) as NodeJS.ErrnoException;
  const refused = code ? REFUSED[code] : undefined;
  if (!refused || !file) return undefined;
  return { message: `${refused[0]} (${syscall ?? code})`, file: syscall === 'mkdtemp' ? path.dirname(file) : file, hint: refused[1] };
}

/** Prints a user error as one clear block (a stack trace only with --debug) and sets exit code 1. */
export function reportError(error: unknown, debug: boolean): void {
  const logger = createLogger();
  const refused = refusedProblem(error);
  if (refused) {
    logger.error(formatProblem(refused));
    if (debug) console.error(error);
  } else if (error instanceof UserError) {
    for (const problem of error.problems) logger.error(formatProblem(problem));
    if (debug && error.cause) console.error(error.cause);
  } else {
    logger.error(debug ? String((error as Error)?.stack ?? error) : `${(error as Error)?.message ?? String(error)}\n  (an internal error: run again with --debug for the stack trace, and report it)`);
  }
  process.exitCode = 1;
}

const UNFINISHED = new UserError({
  message: 'docgen stopped with its work unfinished: it was waiting for something that can no longer happen (a promise that nothing is left to resolve or reject)',
  hint: "if the site's code (its config, its theme) awaits a promise, make sure it resolves or rejects; otherwise this is docgen's fault: report it",
});

/** Runs a command's body; any error becomes a clear message and exit code 1. */
export async function runCommand(opts: { debug?: boolean }, body: () => Promise<void>): Promise<void> {
  let running = true;
  /**
   * Node exits, with code 0, once nothing is left to do, even while the body awaits a promise
   * that nothing can settle any more: that is reported, exit 1. A turn later, so that the ones
   * that know what they wait for (a config being evaluated: see settledConfig) settle the body
   * first, with their own message.
   */
  const drained = () =>
    setImmediate(() => {
      if (!running) return;
      running = false;
      process.off('beforeExit', drained);
      reportError(UNFINISHED, Boolean(opts.debug));
    });
  process.on('beforeExit', drained);
  try {
    await body();
  } catch (error) {
    reportError(error, Boolean(opts.debug));
    // The config's own pending work would keep docgen running, its error told, until killed.
    if (error instanceof UnsettledConfig) process.exit();
  } finally {
    running = false;
    process.off('beforeExit', drained);
  }
}
