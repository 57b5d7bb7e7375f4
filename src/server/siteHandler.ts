import type { ServerResponse } from 'node:http';
import type { SiteConfig } from '../config/resolve.js';
import { sendText, type Handler, type SiteRequest } from './http.js';
import { resolveRequest } from './routing.js';

/** Where the files of a site come from: a folder for `docgen serve`, memory for `docgen dev`. */
export interface SiteFiles {
  exists(file: string): boolean;
  /** Sends an existing file, with status 404 for the 404 page. */
  send(req: SiteRequest, res: ServerResponse, file: string, status: 200 | 404): void | Promise<void>;
}

/** Hashed file names change with their content: cached for a year. Everything else is revalidated. */
export const cacheControlOf = (file: string) => (file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * Answers GET and HEAD for the site's files by the shared routing rules (redirects, 404 page of
 * the locale); both arguments are read per request, so a dev server can swap in a new build.
 */
export function siteHandler(site: () => { config: SiteConfig; files: SiteFiles }): Handler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    const { config, files } = site();
    const found = resolveRequest(config, req.pathname, req.search, (file) => files.exists(file));
    switch (found.kind) {
      case 'badPath':
        return sendText(res, 400, 'Bad request: invalid path\n');
      case 'redirect':
        return sendText(res, 301, `Moved to ${found.location}\n`, { Location: found.location });
      case 'file':
        return files.send(req, res, found.file, 200);
      case 'notFound':
        return found.file ? files.send(req, res, found.file, 404) : sendText(res, 404, 'Not found\n');
    }
  };
}
