import type fs from 'node:fs';
import { contentsCrc } from '../util/wholeFiles.js';

/**
 * A file put into the staging folder, as the next build finds it again: its path, the key of what
 * it was made from (or of its contents, or COPIED), its size and modification time once written,
 * the CRC-32 of its contents, and the key of the group of files it was made with, if any (a
 * locale's search index).
 */
export type WrittenFile = [path: string, key: string, size: number, mtimeMs: number, crc: number, group?: string];

/**
 * The key of a file copied in (a static file, an image beside a doc): no build links it from the
 * last output, it is listed so that the next one knows docgen put it there (see outputFolder.ts).
 */
export const COPIED = 'copied';

/**
 * Whether the file at `file` (`stat`) is still as a build wrote it (`entry`): its size and
 * modification time then, or, when only the time differs, its contents. A CI cache that keeps the
 * output between jobs may round the times (tar in its default format, zip): the contents are read
 * again once, and the next build finds the time it has now. An edit by hand that kept the size
 * changes the contents.
 */
export function intact(file: string, stat: fs.Stats | undefined, entry: WrittenFile): boolean {
  if (!stat?.isFile() || stat.size !== entry[2]) return false;
  return stat.mtimeMs === entry[3] || contentsCrc(file) === entry[4];
}
