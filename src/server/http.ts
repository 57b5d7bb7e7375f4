import http from 'node:http';
import type { Logger } from '../util/log.js';
import { UserError } from '../util/errors.js';

/** Request bodies above this size are refused with 413: nothing docgen answers needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface SiteRequest extends http.IncomingMessage {
  /** The URL's path as sent (still percent-encoded) and its query string (`?q=x` or ''). */
  pathname: string;
  search: string;
  /** The whole request body, read (and bounded) before any middleware runs; empty when none was sent. */
  body: Buffer;
}

/**
 * A step of the request pipeline plugged in by a command (the search endpoint, the dev events
 * stream): it answers the request, or calls `next()` to leave it to the following steps and
 * finally to the site's files. The body is already read: use `req.body`, not the stream.
 */
export type Middleware = (req: SiteRequest, res: http.ServerResponse, next: () => void) => void | Promise<void>;

export type Handler = (req: SiteRequest, res: http.ServerResponse) => void | Promise<void>;

export function sendText(res: http.ServerResponse, status: number, text: string, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** Path and query of a request target; undefined for anything that is not a path (`*`, garbage). */
function parseTarget(url: string | undefined): { pathname: string; search: string } | undefined {
  if (!url) return undefined;
  if (url.startsWith('/')) {
    const at = url.indexOf('?');
    return at < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, at), search: url.slice(at) };
  }
  // The absolute form (`GET http://host/path`), which proxies send.
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? { pathname: parsed.pathname, search: parsed.search } : undefined;
  } catch {
    return undefined;
  }
}

export type BodyResult = Buffer | 'tooLarge';

/** Reads the body up to `limit` bytes; a larger one (declared or streamed) is not kept. */
export function readBody(req: http.IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve('tooLarge');
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        resolve('tooLarge');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The HTTP server of `docgen serve` and `docgen dev`: checks the request target, reads a bounded
 * body, runs the middlewares, then the handler. A bad request gets a 4xx, a failing step a 500; the
 * server itself never stops because of a request.
 */
export function createSiteServer(options: { middlewares: Middleware[]; handle: Handler; logger: Logger }): http.Server {
  const { middlewares, handle, logger } = options;
  const fail = (res: http.ServerResponse, error: unknown) => {
    logger.error(`the server failed to answer a request: ${(error as Error)?.stack ?? String(error)}`);
    if (!res.headersSent) sendText(res, 500, 'Internal server error\n');
    else res.destroy();
  };

  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const target = parseTarget(req.url);
    if (!target) return sendText(res, 400, 'Bad request\n', { Connection: 'close' });
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === 'tooLarge') {
      // The rest of the upload is not read: the connection is closed once the answer is sent.
      res.on('finish', () => req.socket.destroy());
      return sendText(res, 413, `Request body too large (limit ${MAX_BODY_BYTES} bytes)\n`, { Connection: 'close' });
    }
    const request = Object.assign(req, target, { body }) as SiteRequest;
    let index = 0;
    const next = (): void => {
      const step = middlewares[index++];
      Promise.resolve()
        .then(() => (step ? step(request, res, next) : handle(request, res)))
        .catch((error: unknown) => fail(res, error));
    };
    next();
  }

  const server = http.createServer((req, res) => {
    serve(req, res).catch((error: unknown) => fail(res, error));
  });
  // Unparsable requests (bad headers, bad framing): a 400 and the connection closed, nothing else.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && error.code !== 'ECONNRESET') socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

/**
 * Listens on `port`, or on the next free one when it is taken (up to 20 tries); port 0 takes any
 * free port. Returns the port really used.
 */
export async function listen(server: http.Server, host: string, port: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const tried = port === 0 ? 0 : port + attempt;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(tried, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      return typeof address === 'object' && address ? address.port : tried;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
        throw new UserError({ message: `--host ${host}: this machine has no such address to listen on (${code})`, hint: 'give an address of this machine: 127.0.0.1 (this machine only), 0.0.0.0 (every network of it), or one that `ip addr` lists' }, { cause: error });
      }
      if (code === 'EACCES') {
        throw new UserError({ message: `--port ${tried}: listening on this port is not permitted (EACCES)`, hint: 'ports below 1024 need privileges: give a port from 1024 up (0: any free port)' }, { cause: error });
      }
      if (code !== 'EADDRINUSE' || attempt >= 19 || port === 0) throw error;
    }
  }
}

/** Stops accepting connections and closes the open ones (keep-alive, event streams) at once. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** `http://127.0.0.1:3000`, with a name a browser can open for wildcard hosts. */
export function originOf(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
