import fs from 'node:fs';

/** A source file's text; '' for one gone since it was listed (a watcher's or a bundle's list). */
export function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
