import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { version } from '../../package.json';

let identity: string | undefined;

/**
 * Which docgen is running: its version, and the compiled files it runs from (names, sizes and
 * times), so a docgen rebuilt from changed sources at the same version never trusts what the old
 * one cached.
 */
export function docgenIdentity(): string {
  if (identity) return identity;
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha1').update(version);
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.js') || n.endsWith('.cjs')).sort()) {
    const stat = fs.statSync(path.join(dir, name));
    hash.update(`\0${name} ${stat.size} ${stat.mtimeMs}`);
  }
  return (identity = hash.digest('hex'));
}
