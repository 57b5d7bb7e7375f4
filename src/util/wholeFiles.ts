import fs from 'node:fs';
import { crc32 } from 'node:zlib';

/**
 * Writes a file whole or not at all: into a file beside it named by the process and at random (two
 * builds at once never write into the same one), then renamed over it. Whoever reads it meanwhile
 * gets the old file or the new one, never part of one.
 */
export function writeWhole(file: string, contents: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;
  fs.writeFileSync(temp, contents);
  fs.renameSync(temp, file);
}

/** The CRC-32 of a file's contents, or undefined when it cannot be read. */
export function contentsCrc(file: string): number | undefined {
  try {
    return crc32(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}
