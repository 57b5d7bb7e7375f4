import { UserError, formatProblem } from '../util/errors.js';
import { createLogger } from '../util/log.js';

/** Prints a user error as one clear block (a stack trace only with --debug) and sets exit code 1. */
export function reportError(error: unknown, debug: boolean): void {
  const logger = createLogger();
  if (error instanceof UserError) {
    for (const problem of error.problems) logger.error(formatProblem(problem));
    if (debug && error.cause) console.error(error.cause);
  } else {
    logger.error(debug ? String((error as Error)?.stack ?? error) : `${(error as Error)?.message ?? String(error)}\n  (an internal error: run again with --debug for the stack trace, and report it)`);
  }
  process.exitCode = 1;
}

/** Runs a command's body; any error becomes a clear message and exit code 1. */
export async function runCommand(opts: { debug?: boolean }, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    reportError(error, Boolean(opts.debug));
  }
}
