import fs from 'node:fs';
import { UserError, type Problem } from '../util/errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Offset of the first byte that does not start or continue a UTF-8 sequence, or -1. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const c = bytes[i]!;
    const extra = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += extra + 1;
  }
  return -1;
}

/** Why a file cannot be read, in words, and what to do. */
function unreadable(file: string, code: string): Problem {
  // A name of bytes that are not UTF-8 reaches docgen with U+FFFD in their place: no file has that name.
  if (code === 'ENOENT' && file.includes('\uFFFD')) {
    return { message: 'the name of this file is not valid UTF-8 (its bad bytes are shown as \uFFFD), so it cannot be opened by its name', file, hint: 'rename the file (or folder) with a UTF-8 name' };
  }
  if (code === 'ELOOP') return { message: 'this file is a symbolic link in a loop of links (it leads back to itself)', file, hint: 'remove the link, or point it at a file' };
  return { message: `cannot read this file (${code})`, file, hint: code === 'EACCES' ? 'give docgen read permission on the file (chmod +r)' : 'check that the file exists and is readable' };
}

/** Reads a text file as strict UTF-8; an unreadable or non-UTF-8 file is a user error naming it. */
export function readSource(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError(unreadable(file, code ?? (error as Error).message), { cause: error });
  }
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch (error) {
    const bad = Math.max(0, firstInvalidByte(bytes));
    const line = bytes.subarray(0, bad).toString('latin1').split('\n').length;
    throw new UserError({ message: 'the file is not valid UTF-8', file, line, hint: 'save the file with UTF-8 encoding' }, { cause: error });
  }
}
