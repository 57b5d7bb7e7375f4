import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IndexSource } from '../shared/search/answer.js';
import { handleSearchCall, type SearchReply } from '../shared/search/protocol.js';
import { builtIndexSource } from '../search/indexFiles.js';
import { createSearchQueue, SEARCH_LIMITS, type SearchLimits } from '../search/searchQueue.js';
// The same bound as `docgen serve`'s: a search request is a few hundred bytes.
import { MAX_BODY_BYTES, readBody } from './http.js';

export interface SearchMiddlewareOptions {
  /** The built site (holds `search-index/`). */
  outDir: string;
  /** The site's base URL: the API answers under `<baseUrl>1/`. */
  baseUrl: string;
  /** Origins allowed to call from a browser (the site's own, from its `url`); loopback origins always are. */
  origins?: string[];
  /** Searches run at once and waiting (SEARCH_LIMITS by default). */
  limits?: SearchLimits;
  /** Where the indexes come from: the built folder's, read again when it changes (a test may hold them). */
  indexes?: () => IndexSource;
}

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

class BodyTooLarge extends Error {}

/** The request body: already read by `docgen serve`'s pipeline (`req.body`), else read here, bounded. */
async function readSearchBody(req: IncomingMessage & { body?: unknown }): Promise<string> {
  const body = Buffer.isBuffer(req.body) ? req.body : await readBody(req, MAX_BODY_BYTES);
  if (body === 'tooLarge' || body.length > MAX_BODY_BYTES) throw new BodyTooLarge();
  return body.toString('utf8');
}

function send(res: ServerResponse, reply: SearchReply, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const body = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/**
 * Too many searches at once: 503, which algoliasearch retries on the next host of its list (a
 * 4xx would be shown to the reader as an error), and after a second on the same one.
 */
/** The rest of the event loop's turn: requests that arrived meanwhile are read (and answered, or turned away). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const BUSY: SearchReply = { status: 503, body: { message: 'too many searches at once: try again in a moment', status: 503 } };

/**
 * The self-hosted search tier: answers Algolia's search calls (`POST <baseUrl>1/indexes/*\/queries`
 * and `.../{index}/query`) from the built local index, so the real `algoliasearch` client (hosts,
 * retries, timeouts) works against `docgen serve`. Other paths go to `next`. A bad request gets a
 * 4xx `{ message, status }`; nothing a client sends can stop the server.
 */
export function createSearchMiddleware(options: SearchMiddlewareOptions) {
  const prefix = `${options.baseUrl.replace(/\/?$/, '/')}1/`;
  const origins = new Set(options.origins ?? []);
  const sources = options.indexes ?? builtIndexSource(options.outDir);
  const queue = createSearchQueue(options.limits ?? SEARCH_LIMITS);

  return (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(prefix)) {
      if (next) next();
      else send(res, { status: 404, body: { message: 'Not found', status: 404 } });
      return;
    }
    const origin = req.headers.origin;
    if (origin && (origins.has(origin) || LOOPBACK.test(origin))) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '86400',
      });
      res.end();
      return;
    }
    const call = (body: string) => () => {
      // A caller that left while its search waited for a turn is not answered.
      if (!res.socket || res.socket.destroyed) return Promise.resolve(undefined);
      return handleSearchCall(sources(), { method: req.method ?? 'GET', path: url.pathname.slice(prefix.length - 3), body }, nextTurn);
    };
    readSearchBody(req)
      .then(async (body) => {
        const turn = queue(call(body));
        if (!turn) return send(res, BUSY, { 'retry-after': '1' });
        const reply = await turn;
        if (reply) send(res, reply);
      })
      .catch((error: unknown) => {
        if (error instanceof BodyTooLarge) send(res, { status: 413, body: { message: `the body is larger than ${MAX_BODY_BYTES / 1024} KB`, status: 413 } }, { connection: 'close' });
        else send(res, { status: 500, body: { message: `the search index could not be read: ${(error as Error)?.message ?? error}`, status: 500 } });
      });
  };
}
