import fs from 'node:fs';
import path from 'node:path';
import { childPath } from '../util/childPath.js';
import { WalkedFolder } from '../util/walkedFolder.js';

export const MARKDOWN = /\.mdx?$/;

/**
 * Every Markdown file below a folder (or the first `enough` found), `/`-separated relative paths,
 * in no set order (callers sort them); links to folders are followed (see WalkedFolder).
 * Partials (`_x.md`) and hidden files are skipped; `others`, if given, hears of every other file.
 */
export function listMarkdown(dir: string, enough = Infinity, others?: (relPath: string) => void): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string, folder: WalkedFolder) => {
    const at = path.join(dir, rel);
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (out.length >= enough) return;
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      const inner = folder.enter(childPath(at, entry.name), entry);
      if (inner instanceof WalkedFolder) walk(child, inner);
      else if (inner === 'file' && MARKDOWN.test(entry.name)) out.push(child);
      else if (inner === 'file') others?.(child);
    }
  };
  walk('', WalkedFolder.start(dir));
  return out;
}
