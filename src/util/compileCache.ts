import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { version } from '../../package.json';
import { contentsCrc, writeWhole } from './wholeFiles.js';

/** A file's identity for the cache: its size and modification time. */
const stamp = (file: string) => {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

const sizeOf = (stamp: string) => stamp.slice(0, stamp.indexOf(':'));

/** An input as it was when compiled: its stamp, or, its time changed alone (a fresh checkout, npm ci), its contents. */
const unchanged = ([input, was, crc]: [string, string, number?]) => {
  const now = stamp(input);
  return now === was || (now !== 'missing' && sizeOf(now) === sizeOf(was) && crc !== undefined && contentsCrc(input) === crc);
};

/**
 * Remembers an esbuild result as long as none of the files it was made from changed (size and
 * modification time, or contents when only the time changed), so a build where the theme did not
 * change does not compile it again, nor does a CI job that keeps the cache folder after a fresh
 * checkout. Kept in the cache folder; an unreadable entry is a miss, and so is one whose value
 * `usable` rejects (a compiled theme whose module was swept away).
 */
export async function compileOnce<T>(cacheDir: string, key: string, compile: () => Promise<{ value: T; inputs: string[] }>, usable: (value: T) => boolean = () => true): Promise<T> {
  const file = path.join(cacheDir, `compile-${createHash('sha1').update(`${version}\0${key}`).digest('hex').slice(0, 20)}.json`);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { inputs: [string, string, number?][]; value: T };
    if (saved.inputs.every(unchanged) && usable(saved.value)) {
      markUsed(file);
      return saved.value;
    }
  } catch {
    /* no entry yet, or a damaged one: compile */
  }
  const { value, inputs } = await compile();
  fs.mkdirSync(cacheDir, { recursive: true });
  writeWhole(file, JSON.stringify({ inputs: inputs.map((input) => [input, stamp(input), contentsCrc(input)]), value }));
  return value;
}

/**
 * Entries of the cache folder kept per config file or theme ever built (compiled configs and
 * themes, validated configs, client bundles), unlike what is kept per output folder (see
 * forgetGoneOutputs): they are removed once no build used them for UNUSED_FOR_MS.
 */
const SWEPT = /^(?:config|compile)-[0-9a-f]+\.json$|^(?:theme|mdx)-[0-9a-f]+\.[cm]js$/;
/** A month (webpack's own filesystem cache drops what it did not use for two). */
const UNUSED_FOR_MS = 30 * 24 * 3600 * 1000;
/** The sweep looks at the folder at most once a day; the modification time of this file says when it last did. */
const SWEPT_AT = 'swept';
const DAY_MS = 24 * 3600 * 1000;

/** Marks a cache entry as used now (its modification time), so that sweepUnused keeps it. */
export function markUsed(file: string): void {
  try {
    const now = new Date();
    fs.utimesSync(file, now, now);
  } catch {
    /* a read-only cache: nothing is swept from it either */
  }
}

/** Removes the entries no build used for a month, once a day at most (a build calls it when it is done). */
export function sweepUnused(cacheDir: string, now = Date.now()): void {
  const marker = path.join(cacheDir, SWEPT_AT);
  try {
    if (now - fs.statSync(marker).mtimeMs < DAY_MS) return;
  } catch {
    /* never swept */
  }
  try {
    fs.writeFileSync(marker, '');
    for (const name of fs.readdirSync(cacheDir)) {
      if (!SWEPT.test(name)) continue;
      const entry = path.join(cacheDir, name);
      if (now - fs.statSync(entry).mtimeMs > UNUSED_FOR_MS) fs.rmSync(entry, { force: true });
    }
  } catch {
    /* a read-only cache, or an entry another build removed meanwhile: the next sweep goes on */
  }
}
