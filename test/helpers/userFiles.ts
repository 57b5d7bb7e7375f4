import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { siteConfig, writeFiles } from './fixture.js';

/**
 * A fixture site among files of its user's: `<root>/site`, with files beside the site folder
 * (`<root>`) and in it, beside the output folder, which a build must neither change nor delete.
 * `files` are the site's (relative to `<root>/site`), over an intro page and a guide.
 */
export function siteAmongUserFiles(files: Record<string, string> = {}, config = ''): { root: string; dir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-safety-'));
  writeFiles(root, {
    'notes.txt': 'beside the site folder\n',
    'search.html': '<p>a page of my own</p>\n',
    'target/index.html': '<p>served by another site</p>\n',
    'site/search.html': '<p>beside the output folder</p>\n',
    'site/site.config.ts': siteConfig(config),
    'site/content/en/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nSee [the guide](guide.md).\n',
    'site/content/en/docs/guide.md': '---\ntitle: Guide\n---\n\n## Usage\n\nText.\n',
    ...Object.fromEntries(Object.entries(files).map(([file, text]) => [`site/${file}`, text])),
  });
  return { root, dir: path.join(root, 'site') };
}

/**
 * Every file below `root` but those of the folders `outputs` (relative to it), with the hash of
 * its contents (a link: of where it leads): equal before and after a run, nothing outside the
 * output changed and no file of the user's was lost. Names are read as bytes, so that a name that
 * is not UTF-8 is one file too.
 */
export function sentinel(root: string, outputs: string[] = ['site/build']): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: Buffer, rel: string) => {
    for (const entry of fs.readdirSync(dir, { encoding: 'buffer', withFileTypes: true })) {
      const name = entry.name.toString('latin1');
      const child = rel ? `${rel}/${name}` : name;
      if (outputs.some((out) => child === out || child.startsWith(`${out}/`))) continue;
      const full = Buffer.concat([dir, Buffer.from('/'), entry.name]);
      if (entry.isDirectory()) walk(full, child);
      else found.set(child, createHash('sha256').update(entry.isSymbolicLink() ? `link to ${fs.readlinkSync(full, 'latin1')}` : fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(Buffer.from(root), '');
  return found;
}
