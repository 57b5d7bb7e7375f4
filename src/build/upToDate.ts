import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { configFingerprint, evaluateConfigFile, findConfigFile, type LoadConfigOptions } from '../config/load.js';
import { docgenCacheDir, type SiteConfig } from '../config/resolve.js';
import { docgenIdentity } from '../util/docgenIdentity.js';

/** What a finished build leaves in the cache: what it was made from, and what it wrote. */
export interface BuildStamp {
  config: string;
  /** The folders and files the build read. */
  roots: string[];
  inputs: string;
  outputs: string;
  summary: { pagesPerLocale: Record<string, number>; bytes: number; files: number; warnings: string[] };
}

/**
 * Every file below `roots` (recursively), with its size and modification time, hashed in a stable
 * order: any file added, removed, renamed or edited changes it.
 */
export function treeFingerprint(roots: string[]): string {
  const hash = createHash('sha1');
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      hash.update(`${entry} missing\n`);
      return;
    }
    if (!stat.isDirectory()) {
      hash.update(`${entry} ${stat.size} ${stat.mtimeMs}\n`);
      return;
    }
    hash.update(`${entry}/\n`);
    for (const name of fs.readdirSync(entry).sort()) visit(path.join(entry, name));
  };
  roots.forEach(visit);
  return hash.digest('hex');
}

const stampFile = (outDir: string) => path.join(docgenCacheDir(), 'builds', `${createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 20)}.json`);

/** What a build of this config reads: the config file, content, static files, the theme, and docgen itself. */
export function buildInputs(config: SiteConfig): { config: string; roots: string[] } {
  return { config: `${docgenIdentity()} ${config.fingerprint ?? ''}`, roots: [config.configFile, config.paths.content, config.paths.static, config.paths.templates] };
}

/** Called once a build is written: the next build of the same output folder can tell if anything changed. */
export function saveStamp(outDir: string, stamp: Omit<BuildStamp, 'outputs'>): void {
  const file = stampFile(outDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ ...stamp, outputs: treeFingerprint([outDir]) } satisfies BuildStamp));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * The summary of the last build when nothing it was made from changed and its output folder is
 * as it was written; otherwise undefined (build again). Reads the config without validating it
 * (it was valid when stamped and evaluates to the same value) and loads none of the build.
 */
export async function upToDate(options: LoadConfigOptions): Promise<BuildStamp['summary'] | undefined> {
  let stamp: BuildStamp;
  try {
    const configFile = findConfigFile(options);
    const outDir = path.resolve(options.cwd ?? process.cwd(), options.outDir ?? path.join(path.dirname(configFile), 'build'));
    stamp = JSON.parse(fs.readFileSync(stampFile(outDir), 'utf8')) as BuildStamp;
    const { value } = await evaluateConfigFile(configFile);
    if (stamp.config !== `${docgenIdentity()} ${configFingerprint(value)}`) return undefined;
    if (stamp.inputs !== treeFingerprint(stamp.roots) || stamp.outputs !== treeFingerprint([outDir])) return undefined;
  } catch {
    // No stamp, or a config that does not load: the build says what is wrong.
    return undefined;
  }
  return stamp.summary;
}
