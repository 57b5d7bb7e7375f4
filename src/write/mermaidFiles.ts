import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { packageRoot } from '../config/resolve.js';
import { UserError } from '../util/errors.js';
import { MERMAID_DIR, MERMAID_ENTRY } from '../render/mermaidModule.js';
import type { TextFile } from './writeOutput.js';

/**
 * Mermaid's browser build where the site has Mermaid installed (a Docusaurus site with
 * theme-mermaid has it; else `npm install mermaid`), or docgen's own folder does.
 */
function mermaidEntry(config: SiteConfig): string {
  for (const dir of [config.siteDir, packageRoot()]) {
    try {
      return createRequire(path.join(dir, 'package.json')).resolve(`mermaid/dist/${MERMAID_ENTRY}`);
    } catch {
      /* not there: the next folder */
    }
  }
  throw new UserError({ message: 'markdown.mermaid draws diagrams with Mermaid, which the site does not have installed', file: config.configFile, hint: 'npm install mermaid (version 11) in the site\'s folder, or set markdown.mermaid to false' });
}

/**
 * Mermaid's own browser build (its ES module and the chunks it imports, without source maps),
 * published under assets/mermaid/ for a site with `markdown.mermaid`; none for another site.
 */
export function mermaidFiles(config: SiteConfig): TextFile[] {
  if (!config.markdown.mermaid) return [];
  const entry = mermaidEntry(config);
  const dist = path.dirname(entry);
  const chunks = path.join(dist, 'chunks', MERMAID_ENTRY.replace(/\.mjs$/, ''));
  const files = [entry, ...fs.readdirSync(chunks).filter((name) => name.endsWith('.mjs')).map((name) => path.join(chunks, name))];
  return files.map((file) => ({ path: `${MERMAID_DIR}/${path.relative(dist, file).split(path.sep).join('/')}`, contents: fs.readFileSync(file, 'utf8') }));
}
