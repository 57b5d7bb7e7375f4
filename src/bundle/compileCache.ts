import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { version } from '../../package.json';

/** A file's identity for the cache: its size and modification time. */
const stamp = (file: string) => {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/**
 * Remembers an esbuild result as long as none of the files it was made from changed (size and
 * modification time), so a build where the theme did not change does not compile it again.
 * Kept in the cache folder; an unreadable entry is a miss.
 */
export async function compileOnce<T>(cacheDir: string, key: string, compile: () => Promise<{ value: T; inputs: string[] }>): Promise<T> {
  const file = path.join(cacheDir, `compile-${createHash('sha1').update(`${version}\0${key}`).digest('hex').slice(0, 20)}.json`);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { inputs: [string, string][]; value: T };
    if (saved.inputs.every(([input, was]) => stamp(input) === was)) return saved.value;
  } catch {
    /* no entry yet, or a damaged one: compile */
  }
  const { value, inputs } = await compile();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ inputs: inputs.map((input) => [input, stamp(input)]), value }));
  fs.renameSync(`${file}.tmp`, file);
  return value;
}
