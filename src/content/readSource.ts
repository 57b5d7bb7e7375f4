import fs from 'node:fs';
import { UserError } from '../util/errors.js';

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

/** Reads a text file as strict UTF-8; an unreadable or non-UTF-8 file is a user error naming it. */
export function readSource(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError(
      {
        message: `cannot read this file (${code ?? (error as Error).message})`,
        file,
        hint: code === 'EACCES' ? 'give docgen read permission on the file (chmod +r)' : 'check that the file exists and is readable',
      },
      { cause: error },
    );
  }
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch (error) {
    const bad = Math.max(0, firstInvalidByte(bytes));
    const line = bytes.subarray(0, bad).toString('latin1').split('\n').length;
    throw new UserError({ message: 'the file is not valid UTF-8', file, line, hint: 'save the file with UTF-8 encoding' }, { cause: error });
  }
}
