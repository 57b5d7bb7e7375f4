import type { ServerResponse } from 'node:http';
import type { Middleware } from './http.js';

/** What the dev server tells the open pages. */
export type DevMessage =
  /** `layout`: what all pages share (sidebar, navbar) changed too. */
  | { type: 'update'; routes: string[]; layout: boolean }
  | { type: 'reload' }
  /** The site's stylesheet was remade: the page links `to` in place of `from`, without a reload. */
  | { type: 'css'; from: string; to: string }
  | { type: 'error'; message: string; file?: string; line?: number; problems: { message: string; file?: string; line?: number; column?: number; hint?: string }[] }
  | { type: 'ok' };

/** Keeps idle connections open through proxies and browsers that drop silent streams. */
const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events at `<baseUrl>__docgen/events`: every open tab holds one stream. A new
 * stream first gets the current state (`greeting`: the error being shown, if any).
 */
export function createEventHub(options: { path: () => string; greeting: () => DevMessage | undefined }) {
  const clients = new Set<ServerResponse>();
  const write = (res: ServerResponse, message: DevMessage) => res.write(`data: ${JSON.stringify(message)}\n\n`);
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const middleware: Middleware = (req, res, next) => {
    if (req.pathname !== options.path()) return next();
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET' }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    // A dropped stream (server restarted) is retried after half a second.
    res.write('retry: 500\n\n');
    const greeting = options.greeting();
    if (greeting) write(res, greeting);
    clients.add(res);
    res.on('close', () => clients.delete(res));
  };

  return {
    middleware,
    broadcast(message: DevMessage): void {
      for (const res of clients) write(res, message);
    },
    close(): void {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
