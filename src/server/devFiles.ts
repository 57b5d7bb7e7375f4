import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { SEARCH_DIR } from '../search/output.js';
import { createFileSender, type FileSender } from './fileSender.js';
import type { SiteRequest } from './http.js';
import { sendMemoryFile } from './memoryFile.js';
import { cacheControlOf, type SiteFiles } from './siteHandler.js';
import { documentOf, ensureSearchFiles, type DevSite } from './devSite.js';
import { injectDevClient } from './devClient.js';
import { staticPathOf } from '../content/layout.js';

/** Static files and files copied beside the Markdown are read from disk on every request: always current. */
const fromDisk = (root: string): FileSender => createFileSender(root, { cacheControl: () => 'no-cache' });

/**
 * The files of the dev site, in the order a build lays them out: pages and generated files from
 * memory, then the static folder from disk. Every page gets the dev script.
 */
export function devFiles(site: DevSite): SiteFiles {
  const fromStatic = fromDisk(site.config.paths.static);
  // A Docusaurus site's static files are also under each locale's base (see staticPrefixes).
  const staticFiles = {
    exists: (file: string) => fromStatic.exists(file) || [staticPathOf(site.config, file)].some((rel) => rel !== undefined && rel !== file && fromStatic.exists(rel)),
    send: (req: SiteRequest, res: ServerResponse, file: string, status: 200 | 404) => fromStatic.send(req, res, fromStatic.exists(file) ? file : (staticPathOf(site.config, file) ?? file), status),
  };
  return {
    exists(file) {
      if (site.pages.has(file)) return true;
      if (file.startsWith(`${SEARCH_DIR}/`)) ensureSearchFiles(site);
      return site.files.has(file) || staticFiles.exists(file);
    },
    send(req: SiteRequest, res: ServerResponse, file: string, status: 200 | 404) {
      const page = site.pages.get(file);
      if (page) {
        const html = injectDevClient(documentOf(site, page), site.config.baseUrl);
        return sendMemoryFile(req, res, { name: file, contents: html, status, cacheControl: 'no-cache' });
      }
      const generated = site.files.get(file);
      if (!generated) return staticFiles.send(req, res, file, status);
      if ('copyFrom' in generated) return fromDisk(path.dirname(generated.copyFrom)).send(req, res, path.basename(generated.copyFrom), status);
      return sendMemoryFile(req, res, { name: file, contents: generated.contents, status, cacheControl: status === 200 ? cacheControlOf(file) : 'no-cache' });
    },
  };
}
