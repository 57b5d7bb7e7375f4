import fs from 'node:fs';
import path from 'node:path';
import { docgenIdentity } from './docgenIdentity.js';
import { writeWhole } from './wholeFiles.js';

/**
 * A cache file of entries by key, as docgen's content and MDX caches keep them:
 * `{"docgen": <the docgen that wrote it>, <field>: {<key>: <entry>}}`.
 */

/** The entries of `file` under `field`, when this docgen wrote it; none when there is no file yet, a damaged one, or another docgen's. */
export function readKeptEntries<Entry>(file: string, field: string): Map<string, Entry> {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { docgen?: string } & Record<string, Record<string, Entry>>;
    if (saved.docgen === docgenIdentity() && saved[field]) return new Map(Object.entries(saved[field]));
  } catch {
    // No file yet, or a damaged one.
  }
  return new Map();
}

/** Writes `file` whole, each entry given as its JSON text (an entry may have been serialized as it was made). Throws when it cannot. */
export function writeKeptEntries(file: string, field: string, entries: Iterable<[key: string, json: string]>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const body = Array.from(entries, ([key, json]) => `${JSON.stringify(key)}:${json}`).join(',');
  writeWhole(file, `{"docgen":${JSON.stringify(docgenIdentity())},${JSON.stringify(field)}:{${body}}}`);
}
