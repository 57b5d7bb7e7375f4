import type fs from 'node:fs';

/**
 * The stats the up-to-date check took of a build's input files, handed to the build that follows
 * in the same process, whose content cache compares each doc's stat with the last build's: they
 * were taken a moment before, and a large site's docs were stated twice. The check runs in the
 * launcher's own bundle (dist/upToDate.cjs), so they are kept on the process, not in a module.
 * Each is used once: a later build in the same process (none yet) would stat its files again.
 */
const KEY = Symbol.for('docgen.checkedStats');

const taken = (): Map<string, string> => ((globalThis as { [KEY]?: Map<string, string> })[KEY] ??= new Map());

/** What a file's stat says of its contents, as the check and the content cache compare it. */
export const statLine = (stat: fs.Stats): string => `${stat.size} ${stat.mtimeMs} ${stat.ctimeMs} ${stat.ino}`;

export function keepCheckedStat(file: string, line: string): void {
  taken().set(file, line);
}

/** The check's stat of `file`, if it took one that was not used yet. */
export function takeCheckedStat(file: string): string | undefined {
  const stats = taken();
  const line = stats.get(file);
  if (line !== undefined) stats.delete(file);
  return line;
}
