import fs from 'node:fs';
import path from 'node:path';
import type { IndexSource } from '../shared/search/answer.js';
import { LocaleIndex } from '../shared/search/indexReader.js';
import type { IndexFile, IndexManifest } from '../shared/search/types.js';
import { manifestFile, SEARCH_DIR } from './output.js';

/** A locale manifest's name: `en.json`, `pt-BR.json` (the parts are in per-locale folders). */
const MANIFEST = /^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*\.json$/;

/** The local index of one locale of a built site, from its manifest; undefined when there is none. */
export function openLocaleIndex(outDir: string, locale: string): LocaleIndex | undefined {
  const dir = path.join(outDir, SEARCH_DIR);
  const file = path.join(outDir, manifestFile(locale));
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexManifest;
  return new LocaleIndex(manifest, async (part) => JSON.parse(await fs.promises.readFile(path.join(dir, part), 'utf8')) as IndexFile);
}

/**
 * The local indexes of a built site, read from its output folder and grouped by index name. The
 * manifests are checked on each call: a rebuild of the folder is picked up without a restart.
 */
export function builtIndexSource(outDir: string): () => IndexSource {
  const dir = path.join(outDir, SEARCH_DIR);
  let stamp = '';
  let byName = new Map<string, LocaleIndex[]>();
  return () => {
    const manifests = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => MANIFEST.test(f)).sort() : [];
    const current = manifests.map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`).join('|');
    if (current !== stamp) {
      byName = new Map();
      for (const file of manifests) {
        const index = openLocaleIndex(outDir, file.replace(/\.json$/, ''))!;
        byName.set(index.manifest.indexName, [...(byName.get(index.manifest.indexName) ?? []), index]);
      }
      stamp = current;
    }
    const indexes = byName;
    return (name) => indexes.get(name);
  };
}
